/**
 * schemas.ts builds each schema through schema(), a call marked free of side effects: a bundle
 * keeps only the schemas it uses (a Lambda function one or two) instead of building them all at
 * load (docs/performance.md, "Lambda bundles and cold start").
 */
import { describe, expect, it } from 'vitest';
import { minifiedBundle } from './test-bundle';

/** A minified bundle (as the functions' are) of a module re-exporting `names` from schemas.ts. */
const bundleOf = (names: string[]) =>
  minifiedBundle(`export { ${names.join(', ')} } from './schemas';`, import.meta.dirname);

/** Texts written only in createReportSchema and reportReasonSchema (which it is built from). */
const CREATE_REPORT_ONLY = ['Report either a post or a comment', 'Please choose a reason'];

describe('schemas in a bundle', () => {
  it('a bundle keeps the schemas it imports and those they are built from', async () => {
    const text = await bundleOf(['createReportSchema']);
    for (const only of CREATE_REPORT_ONLY) expect(text.includes(only), only).toBe(true);
  });

  it('a bundle leaves out the schemas it does not import', async () => {
    const text = await bundleOf(['userIdParamsSchema']);
    for (const only of CREATE_REPORT_ONLY) expect(text.includes(only), only).toBe(false);
  });

  it('a bundle leaves out what only other schemas use (YouTube links, reserved handles, their texts)', async () => {
    const text = await bundleOf(['userIdParamsSchema']);
    for (const only of ['youtu.be', 'ringside_official', 'That handle is reserved', 'Handle is required'])
      expect(text.includes(only), only).toBe(false);
    const handles = await bundleOf(['handleSchema']);
    for (const kept of ['ringside_official', 'That handle is reserved'])
      expect(handles.includes(kept), kept).toBe(true);
  });
});
