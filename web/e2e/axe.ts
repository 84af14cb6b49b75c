import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';

/** WCAG 2.0 and 2.1, levels A and AA. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Runs axe-core on the page as it is and fails on any serious or critical violation, naming the rule, the
 * elements and axe's summary of what to fix; the full result is attached to the test. Called by `shot()`
 * (fixtures.ts), so every screen the suite photographs is checked at both widths.
 */
export async function expectAccessible(page: Page, testInfo: TestInfo, screen: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
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
