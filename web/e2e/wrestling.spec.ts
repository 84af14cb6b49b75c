import type { Page } from '@playwright/test';
import { NOT_FOUND } from '../../shared/messages-core';
import { expect, newOnboardedFan, shot, test } from './fixtures';

/**
 * The wrestling catalogue from a fan's side (issue 28): the Wrestling search tab, a wrestler's page from
 * the fixture catalogue (facts, the promotion link, follow with its count), the promotion's page, the
 * profile's Follows, a championship's "Show results" switch, and an unknown slug.
 */

const countOf = async (page: Page) =>
  Number(
    ((await page.getByTestId('follower-count').textContent()) ?? '').replace(/[^0-9]/g, '') || Number.NaN,
  );

test.describe('wrestling pages', () => {
  test('search finds Rhea Ripley; her page shows facts and links; following counts; the profile lists it', async ({
    page,
  }, testInfo) => {
    await newOnboardedFan(page, testInfo, 'Mami Fan');

    // The Wrestling tab beside Users and Posts.
    await page.goto('/search?q=rhea');
    await page.getByRole('tab', { name: 'Wrestling' }).click();
    const results = page.getByRole('list', { name: 'Wrestling results' });
    await expect(results.getByRole('link', { name: /Rhea Ripley/ })).toBeVisible();
    await shot(page, testInfo, 'wrestling-search');
    await results.getByRole('link', { name: /Rhea Ripley/ }).click();

    // Her page: the monogram header, facts, the promotion link and her recent matches (who she faced
    // on which show, no result).
    await expect(page).toHaveURL('/wrestlers/rhea-ripley');
    await expect(page.getByRole('heading', { level: 1, name: 'Rhea Ripley' })).toBeVisible();
    const facts = page.getByLabel('Facts');
    await expect(facts.getByText('Mami')).toBeVisible();
    await expect(page.getByRole('link', { name: 'WWE', exact: true })).toHaveAttribute(
      'href',
      '/promotions/wwe',
    );
    const raw = page
      .getByRole('region', { name: 'Recent matches' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: 'WWE Raw' }) });
    await expect(raw).toBeVisible();
    await expect(raw).toContainText(/^WWE Raw .*vs \S/);

    // Follow: at once, then the exact count the answer gives (other runs may follow too: at least one more).
    const before = await countOf(page);
    await page.getByRole('button', { name: 'Follow Rhea Ripley' }).click();
    await expect(page.getByRole('button', { name: 'Following Rhea Ripley' })).toBeEnabled();
    await expect.poll(() => countOf(page)).toBeGreaterThanOrEqual(before + 1);
    await shot(page, testInfo, 'wrestler-page');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Following Rhea Ripley' })).toBeVisible();

    // Across to the promotion: its roster links back.
    await page.getByRole('link', { name: 'WWE', exact: true }).click();
    await expect(page).toHaveURL('/promotions/wwe');
    await expect(page.getByRole('heading', { level: 1, name: 'WWE' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Roster' }).getByRole('link', { name: 'Rhea Ripley' }),
    ).toBeVisible();

    // The profile's Follows.
    await page.goto('/profile');
    await expect(
      page.getByRole('region', { name: 'Follows' }).getByRole('link', { name: 'Rhea Ripley' }),
    ).toBeVisible();

    // A championship's page: its holders as before any result until "Show results" is on (the
    // seed's WWE Championship is Cody Rhodes' by the import: a fact, shown either way).
    await page.goto('/championships/wwe-championship');
    const showResults = page.getByRole('switch', { name: 'Show results' });
    await expect(showResults).not.toBeChecked();
    const holders = page.getByRole('region', { name: 'Current holders' });
    await expect(holders.getByRole('link', { name: 'Cody Rhodes' })).toBeVisible();
    await shot(page, testInfo, 'championship-page');
    const withResults = page.waitForRequest((r) =>
      r.url().includes('/api/entities/wwe-championship?results=true'),
    );
    await showResults.click();
    await withResults;
    await expect(showResults).toBeChecked();
    await expect(holders.getByRole('link', { name: 'Cody Rhodes' })).toBeVisible();

    // An unknown slug is the app's one not-found screen, with its own line and the way home.
    await page.goto('/wrestlers/no-such-wrestler');
    await expect(page.getByRole('heading', { name: 'Wrestler Not Found' })).toBeVisible();
    await expect(page.getByRole('link', { name: NOT_FOUND.home })).toHaveAttribute('href', '/');
  });
});
