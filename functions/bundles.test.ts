/**
 * What a function's bundle leaves out: module-level values it never uses that are built through
 * calls marked free of side effects (docs/performance.md, "Lambda bundles and cold start"). Each
 * check names a string only the left-out value holds, and a function that does use it.
 */
import { describe, expect, it } from 'vitest';
import { minifiedBundle } from '../shared/test-bundle';

/** A handler's bundle, as the functions' are minified (packages left out: only our code counts). */
const bundleOf = (handler: string) =>
  minifiedBundle(`export { handler } from './${handler}';`, import.meta.dirname, 'external');

const holds = async (handler: string, marker: string) => (await bundleOf(handler)).includes(marker);

describe("what a function's bundle leaves out", () => {
  it('the oEmbed schema (and zod with it) where no preview is fetched (domain/youtube.ts)', async () => {
    expect(await holds('streams/derived-lane', 'author_name')).toBe(false);
    expect(await holds('http/youtube-preview', 'author_name')).toBe(true);
  });

  it('the purge plans where only the purge helpers are used (domain/purge.ts)', async () => {
    // DELETED_REPORTER: what a purged fan's reports name as their reporter.
    for (const handler of ['http/export-account', 'http/delete-account', 'jobs/account-sweeper'])
      expect(await holds(handler, 'deleted-account'), handler).toBe(false);
    expect(await holds('streams/derived-lane', 'deleted-account')).toBe(true);
  });
});
