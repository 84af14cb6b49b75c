/**
 * What a function's bundle holds and leaves out: module-level values it never uses that are built
 * through calls marked free of side effects (docs/performance.md, "Lambda bundles and cold start").
 * Each check names a string only the left-out value holds, and a function that does use it.
 */
import { describe, expect, it } from 'vitest';
import { HTTP_ROUTES, httpBindings } from '../shared/manifest/http-routes';
import { minifiedBundle } from '../shared/test-bundle';

/** A handler's bundle, as the functions' are minified (packages left out: only our code counts). */
const bundleOf = (handler: string) =>
  minifiedBundle(`export { handler } from './${handler}';`, import.meta.dirname, 'external');

const holds = async (handler: string, marker: string) => (await bundleOf(handler)).includes(marker);

/**
 * A handler's init file as the function ships it: packages in, the lazy modules' import()s kept as
 * written (infra/constructs/lazy-modules.ts, LAZY_EXTERNAL: each is a file of its own).
 */
const initFileOf = (handler: string) =>
  minifiedBundle(`export { handler } from './${handler}';`, import.meta.dirname, undefined, ['./lazy/*']);

/** The addresses of the manifest's bindings found in `text` as string literals. */
const pathsIn = (text: string) =>
  [...new Set(httpBindings().map((b) => b.path))].filter((p) =>
    ['"', "'", '`'].some((quote) => text.includes(`${quote}${p}${quote}`)),
  );

/**
 * Each entry of shared/manifest/http-route-entries.ts is its own export, built by a call marked free
 * of side effects, and `route()` takes the entry itself.
 */
describe("a handler's bundle holds its own manifest entry only", () => {
  it.each(HTTP_ROUTES.map((r) => [r.name, r] as const))('%s', async (_name, route) => {
    const own = [route.path, ...('aliases' in route ? route.aliases : [])];
    expect(pathsIn(await bundleOf(route.handler)).sort()).toEqual([...own].sort());
  });
});

describe("what a function's bundle leaves out", () => {
  it("YouTube's oEmbed request from every init file: the routes that fetch a preview import lib/lazy/oembed.mts on the first one", async () => {
    // A field only the oEmbed answer has.
    expect(await holds('streams/derived-lane', 'author_name')).toBe(false);
    for (const handler of ['http/create-post', 'http/youtube-preview']) {
      const initFile = await initFileOf(handler);
      expect(initFile.includes('author_name'), handler).toBe(false);
      expect(initFile.includes('"./lazy/oembed.mjs"'), handler).toBe(true);
    }
  });

  it("the rate-limit table: a route's function holds its own route's limit (the manifest entry's `rate`)", async () => {
    // deleteAccount's limit, 5 an hour, is the only one of 5.
    expect(await holds('http/delete-account', 'limit:5,')).toBe(true);
    expect(await holds('http/create-post', 'limit:5,')).toBe(false);
    expect(await holds('http/get-user', 'windowSeconds:')).toBe(false);
  });

  it("the Idempotency-Key step outside the creates' functions (functions/http/wiring.ts)", async () => {
    expect(await holds('http/get-user', 'idempotency-key')).toBe(false);
    expect(await holds('http/delete-post', 'idempotency-key')).toBe(false);
    expect(await holds('http/create-post', 'idempotency-key')).toBe(true);
  });

  it('Powertools Logger from the init file of a typical route: it imports lib/lazy/logger.mts on first use', async () => {
    const initFile = await initFileOf('http/get-user');
    // A variable only Powertools Logger reads.
    expect(initFile.includes('POWERTOOLS_LOGGER_LOG_EVENT')).toBe(false);
    expect(initFile.includes('"./lazy/logger.mjs"')).toBe(true);
  });

  it("sharp's pipeline from the image routes' init files: they import lib/lazy/images.mts on the first image", async () => {
    for (const handler of ['http/create-post', 'http/update-profile-picture']) {
      const initFile = await initFileOf(handler);
      // A sharp call only the pipeline makes.
      expect(initFile.includes('autoOrient'), handler).toBe(false);
      expect(initFile.includes('"./lazy/images.mjs"'), handler).toBe(true);
    }
  });

  it('the purge plans where only the purge helpers are used (domain/purge.ts)', async () => {
    // DELETED_REPORTER: what a purged fan's reports name as their reporter.
    for (const handler of ['http/export-account', 'http/delete-account', 'jobs/account-sweeper'])
      expect(await holds(handler, 'deleted-account'), handler).toBe(false);
    expect(await holds('streams/derived-lane', 'deleted-account')).toBe(true);
  });
});
