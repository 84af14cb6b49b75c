import { CATALOGUE_TAB_TEXTS, SHOW_TEXTS, WRESTLING_LABELS } from '../../shared/messages-wrestling';
import { apiFromPage, expect, newOnboardedFan, SEEDED, secondPage, shot, signedIn, test } from './fixtures';

/**
 * A live show's page updates by itself (issue 35): a fan has the show's page open; the admin, in
 * another browser, marks the show live and then its match in the Catalogue tab; a post about the
 * show is made through the API; the fan's page shows each change without a reload, over the live channel.
 */

interface Ref {
  id: string;
  name: string;
  slug: string;
}

test('a show page follows the show live: the admin marks it and a match live, a tagged post arrives, no reload', async ({
  page: adminPage,
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  await signedIn(adminPage, SEEDED.admin);

  // Tonight's show, one match on its card (made through the API, as shows.spec.ts does).
  const stamp = `${Date.now().toString(36)}${testInfo.project.name}`;
  const [aew] = await apiFromPage<Ref[]>(
    adminPage,
    'GET',
    '/api/admin/entities?kind=promotion&q=all%20elite',
  );
  const wrestlers = await apiFromPage<Ref[]>(adminPage, 'GET', '/api/admin/entities?kind=wrestler&limit=100');
  const moxley = wrestlers.find((w) => w.slug === 'jon-moxley') as Ref;
  const omega = wrestlers.find((w) => w.slug === 'kenny-omega') as Ref;
  const name = `Live Night ${stamp}`;
  const show = await apiFromPage<Ref>(adminPage, 'POST', '/api/admin/entities', {
    kind: 'show',
    slug: `e2e-live-night-${stamp.toLowerCase()}`,
    name,
    promotionId: aew?.id,
    showKind: 'special',
    startsAt: new Date(Date.now() + 3600_000).toISOString(),
    timeZone: 'America/New_York',
    endsAt: new Date(Date.now() + 4 * 3600_000).toISOString(),
    venue: 'Daily’s Place',
    city: 'Jacksonville',
    hashtag: null,
    status: 'scheduled',
  });
  await apiFromPage(adminPage, 'POST', `/api/admin/shows/${show.id}/matches`, {
    position: 1,
    sides: [[moxley.id], [omega.id]],
    stipulation: 'Street fight',
    championshipId: null,
  });

  // The fan opens the show's page, which watches it over the fan's live channel.
  const fan = await secondPage(browser, testInfo);
  await newOnboardedFan(fan, testInfo, 'Ringside Regular');
  await fan.goto(`/shows/${show.id}`);
  await expect(fan.getByRole('heading', { name, level: 1 })).toBeVisible();
  const match = fan.getByTestId('match');
  await expect(match).toContainText('Jon Moxley vs Kenny Omega');
  await expect(match).toContainText(WRESTLING_LABELS.matchStatus.upcoming);
  await expect(fan.locator('[data-live="live"]')).toBeAttached();
  // A mark that a reload would wipe.
  await fan.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });
  await shot(fan, testInfo, 'live-show-watching');

  // The admin, in the Catalogue tab: the show goes live, then its match.
  await adminPage.goto('/admin?tab=catalogue');
  await adminPage.getByLabel(CATALOGUE_TAB_TEXTS.search).fill(name);
  await adminPage.getByRole('button', { name: new RegExp(name) }).click();
  await adminPage.getByRole('button', { name: CATALOGUE_TAB_TEXTS.markLive }).click();
  // Mark live asks first (it cannot be undone).
  await adminPage
    .getByRole('dialog', { name: `Mark ${name} live?` })
    .getByRole('button', { name: CATALOGUE_TAB_TEXTS.markLive })
    .click();
  await expect(adminPage.getByRole('button', { name: CATALOGUE_TAB_TEXTS.markFinished })).toBeVisible();
  const header = fan.locator('header').filter({ has: fan.getByRole('heading', { name, level: 1 }) });
  await expect(header).toContainText(WRESTLING_LABELS.showStatus.live);
  await adminPage
    .getByTestId('admin-match')
    .getByRole('button', { name: CATALOGUE_TAB_TEXTS.goLive })
    .click();
  await expect(match).toContainText(WRESTLING_LABELS.matchStatus.live);
  await expect(match).not.toContainText(WRESTLING_LABELS.matchStatus.upcoming);

  // A post tagged with the show arrives in its posts (made through the API, not the page's composer;
  // by the fan, since the profile journey counts on the seeded admin having no posts).
  const words = `Moxley bleeding already ${stamp}`;
  await apiFromPage(fan, 'POST', '/api/posts', { content: words, tags: [show.id] });
  await expect(fan.getByRole('article').filter({ hasText: words })).toBeVisible();
  expect(await fan.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(
    true,
  );
  await match.scrollIntoViewIfNeeded();
  await shot(fan, testInfo, 'live-show-updated');

  // "Post about this show": the composer opens with the show tagged.
  await fan.getByRole('button', { name: SHOW_TEXTS.postAbout }).click();
  const dialog = fan.getByRole('dialog', { name: 'Create a post' });
  await expect(dialog.getByLabel(`Remove tag ${name}`)).toBeVisible();
  await shot(fan, testInfo, 'show-post-about');
  await dialog.getByRole('textbox', { name: 'Post text' }).fill(`What a night ${stamp}`);
  await dialog.getByRole('button', { name: 'Post' }).click();
  await expect(fan.getByRole('article').filter({ hasText: `What a night ${stamp}` })).toBeVisible();
  await fan.context().close();
});
