/**
 * Each schema file builds its schemas through its own schema(), a call marked free of side effects:
 * a bundle keeps only the schemas it uses (a Lambda function one or two) instead of building every
 * schema of the files it imports at load (docs/performance.md, "Lambda bundles and cold start").
 */
import { describe, expect, it } from 'vitest';
import { minifiedBundle } from '../test-bundle';

/** A minified bundle (as the functions' are) of a module re-exporting `names` from one schema file. */
const bundleOf = (file: string, names: string[]) =>
  minifiedBundle(`export { ${names.join(', ')} } from './${file}';`, import.meta.dirname);

/** Texts written only in createReportSchema and reportReasonSchema (which it is built from). */
const CREATE_REPORT_ONLY = ['Report either a post or a comment', 'Please choose a reason'];

describe('schemas in a bundle', () => {
  it('a bundle keeps the schemas it imports and those they are built from', async () => {
    const text = await bundleOf('moderation', ['createReportSchema']);
    for (const only of CREATE_REPORT_ONLY) expect(text.includes(only), only).toBe(true);
  });

  it('a bundle leaves out the schemas of the same file it does not import', async () => {
    const text = await bundleOf('moderation', ['reportStatsSchema']);
    for (const only of CREATE_REPORT_ONLY) expect(text.includes(only), only).toBe(false);
  });

  it('a bundle leaves out what only other schemas use (YouTube links, reserved handles, their texts)', async () => {
    const users = await bundleOf('users', ['userSchema']);
    for (const only of ['ringside_official', 'That handle is reserved', 'Handle is required'])
      expect(users.includes(only), only).toBe(false);
    const posts = await bundleOf('posts', ['postSchema']);
    expect(posts.includes('youtu.be')).toBe(false);
    const handles = await bundleOf('users', ['handleSchema']);
    for (const kept of ['ringside_official', 'That handle is reserved'])
      expect(handles.includes(kept), kept).toBe(true);
  });
});
