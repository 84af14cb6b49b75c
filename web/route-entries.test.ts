import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseAst, transformWithOxc } from 'vite';
import { describe, expect, it } from 'vitest';
import { HTTP_ROUTES } from '../shared/manifest/http-routes';
import { trimRouteEntries, WEB_ROUTE_FIELDS } from './route-entries';

const trim = (code: string) => trimRouteEntries(code, parseAst(code) as never);

describe("the SPA's copy of the route manifest", () => {
  it('keeps what the SPA reads of an entry and nothing else; other objects stay as they are', () => {
    const code =
      "const a = entry({ name: 'x', method: 'GET', path: '/api/x/{id}', handler: 'http/x', access: 'member', rate: R.x, grants: T });\n" +
      "const b = { name: 'n', path: '/p', other: 1 };\n" +
      "const c = { name: 'y', method: 'GET', path: '/api/y', aliases: ['/api/z'], handler: 'http/y', viewer: true };";
    const out = trim(code);
    expect(out).toContain("entry({name: 'x',method: 'GET',path: '/api/x/{id}'})");
    expect(out).toContain("const b = { name: 'n', path: '/p', other: 1 };");
    expect(out).toContain("{name: 'y',method: 'GET',path: '/api/y',aliases: ['/api/z']}");
  });

  it('trims every entry of the real manifest modules, once TypeScript is stripped', async () => {
    let paths = 0;
    for (const file of ['http-route-entries.ts', 'first-screen-route-entries.ts']) {
      const source = readFileSync(join(import.meta.dirname, '..', 'shared', 'manifest', file), 'utf8');
      const { code } = await transformWithOxc(source, file, { lang: 'ts' });
      const out = trim(code);
      for (const field of ['handler', 'access', 'grants', 'rate', 'viewer'])
        expect(out).not.toMatch(`${field}:`);
      paths += out.match(/\bpath: "/g)?.length ?? 0;
    }
    expect(paths).toBe(HTTP_ROUTES.length);
  });

  it("the SPA's code reads no other field of a route", () => {
    const read = new Set<string>();
    const src = join(import.meta.dirname, 'src');
    for (const file of readdirSync(src, { recursive: true, encoding: 'utf8' })) {
      if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
      const code = readFileSync(join(src, file), 'utf8');
      for (const m of code.matchAll(/\broutes\.\w+\.(\w+)|\broute\.(\w+)/g)) read.add(m[1] ?? m[2] ?? '');
    }
    expect(read.size).toBeGreaterThan(0);
    for (const field of read) expect(WEB_ROUTE_FIELDS).toContain(field);
  });
});
