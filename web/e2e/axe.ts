import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page, type TestInfo } from '@playwright/test';
import type { AxeResults, Result, RunOptions } from 'axe-core';

/** WCAG 2.0 and 2.1, levels A and AA. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe-core's script, the copy @axe-core/playwright carries. The checks run it directly instead of through
 * AxeBuilder: AxeBuilder injects the 550 KB script again on every call and opens a blank page to finish
 * each run (for cross-origin frames, which the app has none of), some 2-4 s a screen on CI's 2 cores
 * against 0.1-0.5 s for the same rules on the same DOM this way (docs/testing.md).
 */
const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(
  require.resolve('axe-core/axe.min.js', { paths: [require.resolve('@axe-core/playwright')] }),
  'utf8',
);

type AxeWindow = { axe?: { run(context: Document, options: RunOptions): Promise<AxeResults> } };

/**
 * Runs axe-core on the page as it is and fails on any serious or critical violation, naming the rule, the
 * elements and axe's summary of what to fix; the full result is attached to the test. Called by `shot()`
 * (fixtures.ts), so every screen the suite photographs is checked, at each width its journey runs at.
 * The script is put into a document once (the SPA keeps it across its own navigations), and a run
 * gathers only the violations (every rule of the tags still runs; the passes and inapplicable rules it
 * would otherwise list node by node are what nothing here reads).
 */
export async function expectAccessible(page: Page, testInfo: TestInfo, screen: string): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (tags) => {
    const { axe } = window as unknown as AxeWindow;
    if (!axe) throw new Error('axe-core is not on the page');
    const results = await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    return results.violations;
  }, AXE_TAGS);
  const blocking = violations.filter((v: Result) => v.impact === 'serious' || v.impact === 'critical');
  if (blocking.length > 0) {
    await testInfo.attach(`axe-${screen}.json`, {
      body: JSON.stringify(blocking, null, 2),
      contentType: 'application/json',
    });
  }
  const report = blocking.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n${v.nodes
        .slice(0, 10)
        .map((n) => `  ${n.html.slice(0, 160)}: ${n.failureSummary?.split('\n').slice(1).join(' ').trim()}`)
        .join('\n')}`,
  );
  expect(report, `axe found serious or critical violations on "${screen}"`).toEqual([]);
}
