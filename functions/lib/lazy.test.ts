/**
 * The lazy modules' rules (lib/lazy.ts): every import() of our own modules is a loader in lazy.ts
 * naming './lazy/<name>.mjs', one per functions/lib/lazy/<name>.mts, and a lazy module imports none
 * of our function modules (it is bundled on its own: it would get copies of them).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as lazy from './lazy';

const FUNCTIONS_DIR = path.resolve(import.meta.dirname, '..');
const LAZY_DIR = path.join(import.meta.dirname, 'lazy');
const read = (file: string) => readFileSync(file, 'utf8');

const lazyNames = readdirSync(LAZY_DIR)
  .filter((f) => f.endsWith('.mts'))
  .map((f) => f.slice(0, -'.mts'.length))
  .sort();

/** Every source file under functions/, tests aside. */
const sources = (readdirSync(FUNCTIONS_DIR, { recursive: true }) as string[])
  .filter((f) => /\.m?ts$/.test(f) && !f.endsWith('.test.ts'))
  .map((f) => path.join(FUNCTIONS_DIR, f));

/** The specifiers of a file's import()s of relative paths. */
const relativeDynamicImports = (file: string) =>
  [...read(file).matchAll(/\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]/g)].map((m) => m[1]);

describe('lazy modules', () => {
  it('the lazy directory holds only lazy modules (.mts)', () => {
    expect(readdirSync(LAZY_DIR).filter((f) => !f.endsWith('.mts'))).toEqual([]);
    expect(lazyNames.length).toBeGreaterThan(0);
  });

  it('lazy.ts has one loader per lazy module, importing the deployed file name', () => {
    const specifiers = relativeDynamicImports(path.join(import.meta.dirname, 'lazy.ts'));
    expect([...specifiers].sort()).toEqual(lazyNames.map((name) => `./lazy/${name}.mjs`));
    expect(Object.keys(lazy)).toHaveLength(lazyNames.length);
  });

  it('no other module import()s our own modules', () => {
    const others = sources.filter(
      (file) => !file.endsWith(`${path.sep}lib${path.sep}lazy.ts`) && relativeDynamicImports(file).length > 0,
    );
    expect(others.map((f) => path.relative(FUNCTIONS_DIR, f))).toEqual([]);
  });

  it('a lazy module imports packages and shared/ constants only, none of functions/', () => {
    for (const name of lazyNames) {
      const imports = [
        ...read(path.join(LAZY_DIR, `${name}.mts`)).matchAll(
          /^import\s+(?!type\s)[^;]*?\sfrom\s+'([^']+)'/gm,
        ),
      ].map((m) => m[1] as string);
      const ours = imports.filter((s) => s.startsWith('.') && !s.startsWith('../../../shared/'));
      expect(ours, name).toEqual([]);
    }
  });

  it('each loader loads its module from source (tests, tsx and the local cloud)', async () => {
    const s3 = await lazy.loadS3();
    expect(typeof s3.S3Client).toBe('function');
    const xray = await lazy.loadXray();
    expect(typeof xray.tracerMiddleware).toBe('function');
    for (const load of Object.values(lazy)) expect(await load()).toBeTypeOf('object');
  });
});
