/**
 * One client per endpoint: every API route the SPA calls is called from one module (its fetcher, query
 * options and hook), in the feature that owns it or, when several features use it, in lib/. Two clients
 * of one address drift apart (other query keys, other parsing), and one screen's cache stops seeing the
 * other's. Query-key modules (`*-keys.ts`) name addresses too, but never call them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { HTTP_ROUTES } from '@shared/manifest/http-routes';
import { describe, expect, it } from 'vitest';

const src = join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The code without its comments (doc comments name addresses and routes freely). */
const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

const modules = sourceFiles(src).map((path) => ({
  path: relative(src, path),
  text: readFileSync(path, 'utf8'),
}));
const isKeys = (path: string) => path.endsWith('-keys.ts');
const routesOf = (text: string) =>
  new Set([...code(text).matchAll(/\broutes\.(\w+)/g)].map(([, name]) => name ?? ''));

describe('one client per endpoint', () => {
  it('every route the SPA calls is called from exactly one module', () => {
    const callers = new Map<string, string[]>();
    for (const { path, text } of modules.filter((m) => !isKeys(m.path)))
      for (const route of routesOf(text)) callers.set(route, [...(callers.get(route) ?? []), path]);
    const shared = [...callers].filter(([, paths]) => paths.length > 1);
    expect(Object.fromEntries(shared)).toEqual({});
    // The scan sees the SPA's calls: it is no empty check.
    expect(callers.size).toBeGreaterThan(40);
  });

  it('reads routes only as `routes.<name>` of the manifest, and writes no address by hand', () => {
    for (const { path, text } of modules) {
      const body = code(text);
      for (const [line] of body.matchAll(/^import[^;]*'@shared\/manifest\/http-route(s|-entries)'.*$/gm))
        expect({ path, line }).toEqual({
          path,
          line: expect.stringMatching(/^import (\* as routes|type \{[^}]*\}) from /),
        });
      // An alias is checked by its type (apiAliasPath): only one the manifest lists compiles.
      const unchecked = body.replace(/apiAliasPath\([^)]*\)/g, '');
      expect({ path, addresses: unchecked.match(/['"`]\/api\//g) ?? [] }).toEqual({ path, addresses: [] });
    }
  });

  it("calls each route with the manifest's method (an unfollow is DELETE's own route)", () => {
    const methods = new Map<string, string>(HTTP_ROUTES.map((r) => [r.name, r.method]));
    const calls = modules.flatMap(({ path, text }) =>
      [...code(text).matchAll(/\bapi(?:Json\w*|Fetch)\(\s*'(\w+)',\s*apiPath\(\s*routes\.(\w+)/g)].map(
        ([, method, route]) => ({ path, route, method }),
      ),
    );
    expect(calls.length).toBeGreaterThan(20);
    for (const call of calls) expect(call).toEqual({ ...call, method: methods.get(call.route ?? '') });
  });

  it('query-key modules only name addresses, they call none', () => {
    for (const { path, text } of modules.filter((m) => isKeys(m.path)))
      expect({ path, calls: code(text).match(/\b(apiJson\w*|apiCreate|fetch)\(/g) ?? [] }).toEqual({
        path,
        calls: [],
      });
  });
});
