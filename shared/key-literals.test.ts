/**
 * Keys are spelled in one place: the key table (shared/table.ts) and the entity modules of the data
 * layer (functions/data/) that build and parse them. Anywhere else a quoted key prefix (a capitalised
 * word followed by `#`, like 'POST#' or `USER#${id}`) means a key built by hand.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const SCANNED = ['functions', 'shared', 'web/src', 'web/e2e', 'infra', 'scripts', 'tests'];
const SKIP_DIRS = new Set(['node_modules', 'dist', 'cdk.out', '.local']);
const ALLOWED = [/^functions\/data\//, /^shared\/table\.ts$/, /^shared\/key-literals\.test\.ts$/];
/** A quote or backtick, then a capitalised word, then '#'. */
const KEY_LITERAL = /['"`][A-Z][A-Z0-9_]*#/;

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const rel = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name)) yield* sourceFiles(rel);
    } else if (/\.(ts|tsx|mts|mjs|js)$/.test(entry.name)) yield rel;
  }
}

describe('key literals', () => {
  it('recognises a hand-built key', () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a sample of source text, not a template
    expect(KEY_LITERAL.test('const k = `USER#${id}`')).toBe(true);
    expect(KEY_LITERAL.test("begins_with(SK, 'POP#')")).toBe(true);
    expect(KEY_LITERAL.test("'#hashtag' and 'x#1' are not keys")).toBe(false);
  });

  it('appear only in the key table and the data layer', () => {
    const offenders: string[] = [];
    for (const dir of SCANNED)
      for (const file of sourceFiles(dir)) {
        if (ALLOWED.some((re) => re.test(file))) continue;
        readFileSync(path.join(ROOT, file), 'utf8')
          .split('\n')
          .forEach((line, i) => {
            if (KEY_LITERAL.test(line)) offenders.push(`${file}:${i + 1}: ${line.trim()}`);
          });
      }
    expect(offenders).toEqual([]);
  });
});
