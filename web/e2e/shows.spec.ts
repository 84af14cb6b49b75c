import { SHOW_TEXTS, WRESTLING_LABELS } from '../../shared/messages-wrestling';
import { apiFromPage, expect, SEEDED, shot, signedIn, test } from './fixtures';

/**
 * Shows (issue 28, B), one journey: the calendar (the seed's WWE Raw yesterday, finished with
 * results; AEW Dynamite in three days), a show's card with the "Show results" switch (off by
 * default), and the seeded admin entering a result in the Catalogue tab, which fans then see.
 */

interface Ref {
  id: string;
  name: string;
  slug: string;
}

test('the calendar, a card behind the results switch, and an admin entering a result', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await signedIn(page, SEEDED.admin);

  // The calendar, from the header's Shows entry.
  await page.getByRole('link', { name: 'Shows' }).click();
  await expect(page.getByRole('heading', { name: SHOW_TEXTS.title, level: 1 })).toBeVisible();
  const finished = page.getByRole('region', { name: SHOW_TEXTS.recentlyFinished });
  const week = page.getByRole('region', { name: SHOW_TEXTS.thisWeek });
  await expect(finished.getByRole('link', { name: /WWE Raw/ })).toBeVisible();
  await expect(week.getByRole('link', { name: /AEW Dynamite/ })).toBeVisible();
  await shot(page, testInfo, 'shows-calendar');

  // WWE Raw's card: results hidden until the switch is on.
  await finished
    .getByRole('link', { name: /WWE Raw/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'WWE Raw', level: 1 })).toBeVisible();
  const opener = page.getByTestId('match').filter({ hasText: 'Rhea Ripley' });
  await expect(opener).toContainText('Rhea Ripley vs Iyo Sky');
  await expect(opener).not.toContainText(SHOW_TEXTS.winner);
  await expect(page.getByText(SHOW_TEXTS.resultsHidden)).toBeVisible();
  await page.getByLabel(SHOW_TEXTS.showResults).check();
  await expect(opener).toContainText(`Rhea Ripley (${SHOW_TEXTS.winner})`);
  await expect(opener).toContainText('12:34');
  await shot(page, testInfo, 'show-results');

  // The admin's show tonight (made through the API), its card built with one match.
  const stamp = `${Date.now().toString(36)}${testInfo.project.name}`;
  const [aew] = await apiFromPage<Ref[]>(page, 'GET', '/api/admin/entities?kind=promotion&q=all%20elite');
  const wrestlers = await apiFromPage<Ref[]>(page, 'GET', '/api/admin/entities?kind=wrestler&limit=100');
  const moxley = wrestlers.find((w) => w.slug === 'jon-moxley') as Ref;
  const omega = wrestlers.find((w) => w.slug === 'kenny-omega') as Ref;
  const startsAt = new Date(Date.now() + 3600_000).toISOString();
  const show = await apiFromPage<Ref>(page, 'POST', '/api/admin/entities', {
    kind: 'show',
    slug: `e2e-fight-night-${stamp.toLowerCase()}`,
    name: `Fight Night ${stamp}`,
    promotionId: aew?.id,
    showKind: 'special',
    startsAt,
    timeZone: 'America/New_York',
    endsAt: new Date(Date.now() + 4 * 3600_000).toISOString(),
    venue: 'Daily’s Place',
    city: 'Jacksonville',
    hashtag: null,
    status: 'scheduled',
  });
  await apiFromPage(page, 'POST', `/api/admin/shows/${show.id}/matches`, {
    position: 1,
    sides: [[moxley.id], [omega.id]],
    stipulation: 'Street fight',
    championshipId: null,
  });

  // The Catalogue tab: find the show, mark it live, one tap for the winner.
  await page.goto('/admin?tab=catalogue');
  await page.getByLabel('Search by name').fill(`Fight Night ${stamp}`);
  await page.getByRole('button', { name: new RegExp(`Fight Night ${stamp}`) }).click();
  await page.getByRole('button', { name: 'Mark live' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Mark live' }).click();
  await expect(page.getByRole('button', { name: 'Mark finished' })).toBeVisible();
  const match = page.getByTestId('admin-match');
  await match.getByLabel('Time (m:ss)').fill('14:00');
  await match.getByRole('button', { name: 'Kenny Omega wins' }).click();
  await expect(match).toContainText(WRESTLING_LABELS.matchStatus.finished);
  await match.scrollIntoViewIfNeeded();
  await shot(page, testInfo, 'admin-catalogue-result');

  // Fans see it: live on the calendar tonight, and the winner behind the switch.
  await page.goto('/shows');
  const tonight = page.getByRole('region', { name: SHOW_TEXTS.tonight });
  await expect(tonight.getByRole('link', { name: new RegExp(`Fight Night ${stamp}`) })).toContainText('Live');
  await page.goto(`/shows/${show.id}`);
  await page.getByLabel(SHOW_TEXTS.showResults).check();
  await expect(page.getByTestId('match')).toContainText(`Kenny Omega (${SHOW_TEXTS.winner})`);
  await expect(page.getByTestId('match')).toContainText('14:00');
});
