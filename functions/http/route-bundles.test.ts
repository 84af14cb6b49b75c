/**
 * A handler's bundle carries its own manifest entry and no other route's: each entry of
 * shared/manifest/http-route-entries.ts is its own export, built by a call marked free of side
 * effects, and `route()` takes the entry itself (docs/performance.md, "Lambda bundles and cold start").
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HTTP_ROUTES, httpBindings } from '../../shared/manifest/http-routes';
import { minifiedBundle } from '../../shared/test-bundle';

/** A minified bundle of a handler file, as the functions' are (packages left out: only our code counts here). */
const bundleOf = (handler: string) =>
  minifiedBundle(`export { handler } from './${handler}';`, path.join(import.meta.dirname, '..'), 'external');

/** The addresses of the manifest's bindings found in `text` as string literals. */
const pathsIn = (text: string) =>
  [...new Set(httpBindings().map((b) => b.path))].filter((p) =>
    ['"', "'", '`'].some((quote) => text.includes(`${quote}${p}${quote}`)),
  );

describe("a handler's bundle holds its own manifest entry only", () => {
  it.each(HTTP_ROUTES.map((r) => [r.name, r] as const))('%s', async (_name, route) => {
    const own = [route.path, ...('aliases' in route ? route.aliases : [])];
    expect(pathsIn(await bundleOf(route.handler)).sort()).toEqual([...own].sort());
  });
});
