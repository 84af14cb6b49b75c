import { ENTITY_TEXTS, SHOW_TEXTS } from '../../shared/messages-wrestling';
import {
  apiFromPage,
  expect,
  newOnboardedFan,
  PHONE_TOO,
  SEEDED,
  secondPage,
  shot,
  signedIn,
  test,
} from './fixtures';

/**
 * Pages that link, order and update (issue 35), from a fan's side on the seeded catalogue: a
 * wrestler's bookings apart from his recent matches with the title at stake and "(c)", a promotion's
 * next shows, championships and grouped roster, a championship's reigns (a reign won at a result
 * only with results), and the calendar of what a fan follows when that is wrestlers only.
 */

interface Ref {
  id: string;
  name: string;
  slug: string;
}

test(
  'a wrestler’s matches, a promotion’s championships and roster, a title’s reigns, the calendar of followed wrestlers',
  PHONE_TOO,
  async ({ page, browser }, testInfo) => {
    test.setTimeout(150_000);
    await newOnboardedFan(page, testInfo, 'Page Turner');

    // Cody Rhodes: next bookings first (soonest first), then recent matches (latest first); on
    // yesterday's Raw he defended the WWE Championship against CM Punk.
    await page.goto('/wrestlers/cody-rhodes');
    await expect(page.getByRole('heading', { level: 1, name: 'Cody Rhodes' })).toBeVisible();
    const upcoming = page.getByRole('region', { name: ENTITY_TEXTS.upcomingMatches });
    const recent = page.getByRole('region', { name: ENTITY_TEXTS.recentMatches });
    await expect(upcoming.getByRole('listitem').first()).toBeVisible();
    const raw = recent.getByRole('listitem').first();
    await expect(raw).toContainText('WWE Raw');
    await expect(raw).toContainText('Cody Rhodes (c) vs CM Punk');
    await expect(raw.getByRole('link', { name: 'WWE Championship' })).toHaveAttribute(
      'href',
      '/championships/wwe-championship',
    );
    await upcoming.scrollIntoViewIfNeeded();
    await shot(page, testInfo, 'wrestler-matches');

    // WWE: its next shows, its championships with their holders, its roster in groups.
    await page.goto('/promotions/wwe');
    await expect(page.getByRole('heading', { level: 1, name: 'WWE' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: ENTITY_TEXTS.upcomingShows }).getByRole('listitem').first(),
    ).toBeVisible();
    const titles = page.getByRole('region', { name: ENTITY_TEXTS.championships });
    await expect(titles.getByRole('listitem').filter({ hasText: 'WWE Championship' })).toContainText(
      'Cody Rhodes',
    );
    const roster = page.getByRole('region', { name: ENTITY_TEXTS.roster });
    await expect(
      roster.getByRole('list', { name: /^Men \(\d+\)$/ }).getByRole('link', { name: 'Cody Rhodes' }),
    ).toBeVisible();
    await expect(
      roster.getByRole('list', { name: /^Women \(\d+\)$/ }).getByRole('link', { name: 'Rhea Ripley' }),
    ).toBeVisible();
    await expect(roster.getByRole('list', { name: /^Stables \(\d+\)$/ })).toBeVisible();
    await titles.scrollIntoViewIfNeeded();
    await shot(page, testInfo, 'promotion-championships');
    await roster.scrollIntoViewIfNeeded();
    await shot(page, testInfo, 'promotion-roster');

    // A championship the admin's show changes hands at (made through the API): its new reign, and the
    // show it was won at, only with results.
    const admin = await secondPage(browser, testInfo);
    await signedIn(admin, SEEDED.admin);
    const stamp = `${Date.now().toString(36)}${testInfo.project.name}`;
    const [aew] = await apiFromPage<Ref[]>(admin, 'GET', '/api/admin/entities?kind=promotion&q=all%20elite');
    const wrestlers = await apiFromPage<Ref[]>(admin, 'GET', '/api/admin/entities?kind=wrestler&limit=100');
    const moxley = wrestlers.find((w) => w.slug === 'jon-moxley') as Ref;
    const omega = wrestlers.find((w) => w.slug === 'kenny-omega') as Ref;
    const title = await apiFromPage<Ref>(admin, 'POST', '/api/admin/entities', {
      kind: 'championship',
      slug: `e2e-title-${stamp.toLowerCase()}`,
      name: `Blood Title ${stamp}`,
      promotionId: aew?.id,
      division: "Men's",
      active: true,
    });
    const day = 86_400_000;
    await apiFromPage(admin, 'POST', `/api/admin/championships/${title.id}/reigns`, {
      holderIds: [moxley.id],
      from: new Date(Date.now() - 40 * day).toISOString().slice(0, 10),
    });
    const showName = `Blood Night ${stamp}`;
    const show = await apiFromPage<Ref>(admin, 'POST', '/api/admin/entities', {
      kind: 'show',
      slug: `e2e-blood-night-${stamp.toLowerCase()}`,
      name: showName,
      promotionId: aew?.id,
      showKind: 'special',
      startsAt: new Date(Date.now() - 2 * day).toISOString(),
      timeZone: 'America/New_York',
      endsAt: new Date(Date.now() - 2 * day + 3 * 3600_000).toISOString(),
      venue: null,
      city: null,
      hashtag: null,
      status: 'scheduled',
    });
    const match = await apiFromPage<Ref>(admin, 'POST', `/api/admin/shows/${show.id}/matches`, {
      position: 1,
      sides: [[moxley.id], [omega.id]],
      stipulation: null,
      championshipId: title.id,
    });
    await apiFromPage(admin, 'PUT', `/api/admin/shows/${show.id}/matches/${match.id}/result`, {
      winnerSide: 1,
    });
    await admin.context().close();

    await page.goto(`/championships/${title.slug}`);
    const reigns = page.getByRole('region', { name: ENTITY_TEXTS.reigns });
    await expect(reigns.getByRole('listitem')).toHaveCount(1);
    await expect(reigns.getByRole('listitem')).toContainText(/Jon Moxley.* to now · 40 days/);
    await expect(reigns).not.toContainText(ENTITY_TEXTS.wonAt);
    await page.getByRole('switch', { name: SHOW_TEXTS.showResults }).check();
    await expect(reigns.getByRole('listitem')).toHaveCount(2);
    const won = reigns.getByRole('listitem').first();
    await expect(won).toContainText(/Kenny Omega.* to now · 2 days/);
    await expect(won.getByRole('link', { name: showName })).toHaveAttribute('href', `/shows/${show.id}`);
    await expect(reigns.getByRole('listitem').nth(1)).toContainText(/Jon Moxley.* · 38 days$/);
    await shot(page, testInfo, 'championship-reigns');

    // The calendar of what the fan follows: nothing yet, so how to follow something, not four empty
    // sections; then Jon Moxley only: the shows he is booked on.
    await page.goto('/shows');
    await page.getByRole('switch', { name: SHOW_TEXTS.followingOnly }).check();
    await expect(page.getByText(SHOW_TEXTS.followingNone)).toBeVisible();
    await expect(page.getByText(SHOW_TEXTS.noShows)).toHaveCount(0);
    await shot(page, testInfo, 'calendar-following-nothing');
    await page.goto('/wrestlers/jon-moxley');
    await page.getByRole('button', { name: 'Follow Jon Moxley' }).click();
    await expect(page.getByRole('button', { name: 'Following Jon Moxley' })).toBeEnabled();
    await page.goto('/shows');
    await page.getByRole('switch', { name: SHOW_TEXTS.followingOnly }).check();
    const week = page.getByRole('region', { name: SHOW_TEXTS.thisWeek });
    await expect(week.getByRole('link', { name: /AEW Dynamite/ })).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: SHOW_TEXTS.recentlyFinished })
        .getByRole('link', { name: new RegExp(showName) }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: /WWE Raw/ })).toHaveCount(0);
    await shot(page, testInfo, 'calendar-following-wrestler');

    // Every show's name shows whole, at 390 px too (names wrap; nothing is cut off with "…").
    await page.getByRole('switch', { name: SHOW_TEXTS.followingOnly }).uncheck();
    await expect(
      page.getByRole('region', { name: SHOW_TEXTS.thisWeek }).getByRole('listitem').first(),
    ).toBeVisible();
    const cut = await page.evaluate(() =>
      [...document.querySelectorAll('main li a p')]
        .filter((p) => p.scrollWidth > p.clientWidth + 1)
        .map((p) => p.textContent),
    );
    expect(cut).toEqual([]);
    const cmll = page.getByRole('link', { name: /CMLL Viernes Espectaculares/ }).first();
    if (await cmll.count()) await cmll.scrollIntoViewIfNeeded();
    await shot(page, testInfo, 'calendar-names');
  },
);
