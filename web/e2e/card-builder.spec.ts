import { SHOW_TEXTS, WRESTLING_LABELS } from '../../shared/messages-wrestling';
import { apiFromPage, expect, PHONE_TOO, SEEDED, shot, signedIn, test } from './fixtures';

/**
 * The admin's card builder on a live show (issue 35), one journey at both widths: the seeded admin,
 * whose browser is in Tokyo, opens a Los Angeles show found by a later word of its name (its times in
 * Los Angeles time), marks it live after the dialog asks, records a title match as a draw, is told
 * the show cannot finish while a match has no result, removes that match (asked again) and finishes
 * it. After a reload the draw's time is still there; fans see "Draw" behind the results switch, and
 * the champion keeps the title.
 */

test.use({ timezoneId: 'Asia/Tokyo' });

interface EntityPage {
  entity: { id: string; name: string; holderIds?: string[] };
}

/** The wall-clock time ("2026-07-04T20:00") of an instant in a zone, as a datetime-local field holds it. */
const wallClock = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(Date.parse(iso))
    .replace(' ', 'T');

test('an admin records a draw on a live show, then finishes it', PHONE_TOO, async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await signedIn(page, SEEDED.admin);

  // A WWE show tonight in Los Angeles with two matches: the title match, and one left open.
  const stamp = `${Date.now().toString(36)}${testInfo.project.name}`;
  const entity = async (slug: string) =>
    (await apiFromPage<EntityPage>(page, 'GET', `/api/entities/${slug}?results=true`)).entity;
  const [wwe, cody, punk, rhea, iyo, title] = await Promise.all(
    ['wwe', 'cody-rhodes', 'cm-punk', 'rhea-ripley', 'iyo-sky', 'wwe-championship'].map(entity),
  );
  if (!wwe || !cody || !punk || !rhea || !iyo || !title) throw new Error('seed');
  const holders = title.holderIds;
  const hour = 3600_000;
  const startsAt = new Date(Math.ceil(Date.now() / hour) * hour + hour).toISOString();
  const show = await apiFromPage<{ id: string; name: string }>(page, 'POST', '/api/admin/entities', {
    kind: 'show',
    slug: `e2e-draw-night-${stamp.toLowerCase()}`,
    name: `Draw Night ${stamp}`,
    promotionId: wwe.id,
    showKind: 'special',
    startsAt,
    timeZone: 'America/Los_Angeles',
    endsAt: new Date(Date.parse(startsAt) + 3 * hour).toISOString(),
    venue: 'Crypto.com Arena',
    city: 'Los Angeles',
    hashtag: null,
    status: 'scheduled',
  });
  for (const [position, sides, championshipId] of [
    [1, [[cody.id], [punk.id]], title.id],
    [2, [[rhea.id], [iyo.id]], null],
  ] as const)
    await apiFromPage(page, 'POST', `/api/admin/shows/${show.id}/matches`, {
      position,
      sides,
      stipulation: null,
      championshipId,
    });

  // The Catalogue tab: a later word of the name finds it; its times read in Los Angeles time.
  await page.goto('/admin?tab=catalogue');
  await page.getByLabel('Search by name').fill(stamp);
  await page.getByRole('button', { name: new RegExp(`Draw Night ${stamp}`) }).click();
  const starts = page.getByLabel('Starts, America/Los_Angeles time');
  await expect(starts).toHaveValue(wallClock(startsAt, 'America/Los_Angeles'));
  await expect(page.getByRole('combobox', { name: "Time zone (the venue's)" })).toHaveValue(
    'America/Los_Angeles',
  );
  await starts.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await shot(page, testInfo, 'admin-show-times');

  // Mark live: asked first.
  await page.getByRole('button', { name: 'Mark live' }).click();
  const live = page.getByRole('dialog', { name: `Mark ${show.name} live?` });
  await expect(live).toContainText('It cannot go back to scheduled.');
  await shot(page, testInfo, 'admin-confirm-live');
  await live.getByRole('button', { name: 'Mark live' }).click();
  await expect(page.getByRole('button', { name: 'Mark finished' })).toBeVisible();

  // The title match ends in a draw after 30 minutes.
  const titleMatch = page.getByTestId('admin-match').filter({ hasText: 'Cody Rhodes' });
  await titleMatch.getByLabel('Time (m:ss)').fill('30:00');
  await titleMatch.getByRole('button', { name: 'No winner' }).click();
  const outcomes = page.getByRole('menu', { name: 'How it ended without a winner' });
  await expect(outcomes.getByRole('menuitem')).toHaveText([
    'Draw',
    'No contest',
    'Double count-out',
    'Double disqualification',
  ]);
  await shot(page, testInfo, 'admin-no-winner-menu');
  await outcomes.getByRole('menuitem', { name: 'Draw' }).click();
  await expect(titleMatch.getByTestId('admin-result')).toHaveText('Result: Draw · 30:00');
  await expect(titleMatch).toContainText(WRESTLING_LABELS.matchStatus.finished);
  await expect(titleMatch).not.toContainText(SHOW_TEXTS.newChampion);
  await titleMatch.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await shot(page, testInfo, 'admin-draw-recorded');

  // Not finished while the other match has no result: the dialog says so and cannot be confirmed.
  await page.getByRole('button', { name: 'Mark finished' }).click();
  const finishing = page.getByRole('dialog', { name: `Mark ${show.name} finished?` });
  await expect(finishing).toContainText('1 match has no result yet: enter it or remove it first');
  await expect(finishing.getByRole('button', { name: 'Mark finished' })).toBeDisabled();
  await shot(page, testInfo, 'admin-finish-refused');
  await finishing.getByRole('button', { name: 'Cancel' }).click();

  // Remove it (asked first), then finish.
  await page
    .getByTestId('admin-match')
    .filter({ hasText: 'Rhea Ripley' })
    .getByRole('button', { name: 'Remove' })
    .click();
  const removing = page.getByRole('dialog', { name: 'Remove Rhea Ripley vs Iyo Sky?' });
  await shot(page, testInfo, 'admin-confirm-remove');
  await removing.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByTestId('admin-match')).toHaveCount(1);
  await page.getByRole('button', { name: 'Mark finished' }).click();
  await page
    .getByRole('dialog', { name: `Mark ${show.name} finished?` })
    .getByRole('button', { name: 'Mark finished' })
    .click();
  await expect(page.getByRole('button', { name: 'Mark finished' })).toHaveCount(0);

  // After a reload the draw still shows its time (a tap would keep it).
  await page.reload();
  await page.getByLabel('Search by name').fill(stamp);
  await page.getByRole('button', { name: new RegExp(`Draw Night ${stamp}`) }).click();
  await expect(page.getByTestId('admin-match').getByLabel('Time (m:ss)')).toHaveValue('30:00');
  await expect(page.getByTestId('admin-match').getByRole('button', { name: 'Draw' })).toBeVisible();

  // Fans: a draw, behind the switch; the champion keeps the title.
  await page.goto(`/shows/${show.id}`);
  const card = page.getByTestId('match');
  // Cody held the title before the match (a crowning: a fact), so "(c)" whatever the results switch says.
  await expect(card).toContainText('Cody Rhodes (c) vs CM Punk');
  await expect(card).not.toContainText('Draw');
  await page.getByLabel(SHOW_TEXTS.showResults).check();
  await expect(card).toContainText('Draw');
  await expect(card).toContainText('30:00');
  await expect(card).not.toContainText(SHOW_TEXTS.winner);
  await shot(page, testInfo, 'show-draw-result');
  expect((await entity('wwe-championship'))?.holderIds).toEqual(holders);
});
