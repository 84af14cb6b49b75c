import { RATING_TEXTS } from '../../shared/messages-ratings';
import type { ShowList } from '../../shared/schemas/shows';
import {
  apiFromPage,
  expect,
  moveClock,
  newOnboardedFan,
  PHONE_TOO,
  reloadUntil,
  SEEDED,
  shot,
  signedIn,
  test,
} from './fixtures';

/**
 * Match ratings (issue 39, docs/ratings.md "The web app"): a fan rates a finished match of
 * yesterday's WWE Raw (the seed's) with a comment from the show page's ratings, on its match page,
 * and sees their rating, their comment and the histogram's bar once the counters follow; then the
 * match in the diary on their profile.
 *
 * Accounts can rate 7 days after they are made: the functions' clock is moved 8 days ahead (the
 * local cloud's clock knob, docs/local-cloud.md) after the fan signs up.
 */

const RAW = 'WWE Raw';
const DAYS_AHEAD_MS = 8 * 86_400_000;

test.afterEach(async () => moveClock(0));

test(
  'a fan rates a finished match with a comment and sees their rating and the histogram',
  PHONE_TOO,
  async ({ page }, testInfo) => {
    test.setTimeout(180_000);
    test.skip(
      !!process.env.RINGSIDE_E2E_BASE_URL,
      'needs the local clock knob (accounts must be 7 days old)',
    );
    await newOnboardedFan(page, testInfo, 'Match Rater');
    const { shows } = await apiFromPage<ShowList>(
      page,
      'GET',
      `/api/shows?from=${encodeURIComponent(new Date(Date.now() - 3 * 86_400_000).toISOString())}&to=${encodeURIComponent(new Date().toISOString())}`,
    );
    const raw = shows.find((s) => s.name === RAW && s.status === 'finished');
    expect(raw, 'the seed has yesterday’s WWE Raw').toBeDefined();
    await moveClock(DAYS_AHEAD_MS);

    // The show page: under the card, each finished match's score links to its match page.
    await page.goto(`/shows/${raw?.id}`);
    await expect(page.getByRole('heading', { name: RAW, level: 1 })).toBeVisible();
    // The ratings under the card are drawn once the fan acts on the page (a pointer moves; the page
    // listens from its second render on, so the pointer moves until they are there).
    const ratings = page.getByRole('region', { name: RATING_TEXTS.ratings });
    let x = 20;
    await expect(async () => {
      x = x === 20 ? 40 : 20;
      await page.mouse.move(x, 200);
      await expect(ratings).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    const opener = ratings.getByTestId('match-score').filter({ hasText: 'Rhea Ripley' });
    await opener.scrollIntoViewIfNeeded();
    await expect(opener).toBeVisible();
    await expect(ratings.getByRole('button', { name: RATING_TEXTS.rateShow })).toBeVisible();
    // Its room was kept before it drew (the posts below do not move): it is no taller than that room.
    const [drawn, kept] = await ratings.evaluate((el) => [
      el.getBoundingClientRect().height,
      Number.parseFloat(getComputedStyle(el.parentElement as HTMLElement).minHeight),
    ]);
    testInfo.annotations.push({ type: 'ratings block', description: `${drawn} of ${kept} px` });
    expect(drawn).toBeLessThanOrEqual(kept);
    await shot(page, testInfo, 'ratings-show');
    await opener.getByRole('link').click();

    // The match page: rate 8.5 with the keyboard (End is 10, each arrow half a point), watched live.
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Rhea Ripley');
    const slider = page.getByRole('slider', { name: RATING_TEXTS.ratingLabel });
    await slider.focus();
    await page.keyboard.press('End');
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowLeft');
    await expect(slider).toHaveAttribute('aria-valuenow', '8.5');
    await page.getByRole('radio', { name: RATING_TEXTS.watchedLabels.live }).check();
    const comment = `The opener stole the show, ${testInfo.project.name} ${Date.now().toString(36)}`;
    await page.getByRole('textbox', { name: /^Comment/ }).fill(comment);
    await shot(page, testInfo, 'ratings-form');
    await page.getByRole('button', { name: RATING_TEXTS.save }).click();
    await expect(page.getByTestId('my-rating')).toContainText('8.5');
    await expect(page.getByTestId('my-rating')).toContainText(comment);

    // The counters follow on the derived lane: the histogram's bar 8 counts it, the comment is listed.
    await reloadUntil(page, () =>
      expect(page.getByRole('listitem', { name: /^8: [1-9]\d* ratings?$/ })).toBeVisible(),
    );
    await expect(page.getByTestId('rating').filter({ hasText: comment })).toBeVisible();
    await page.getByTestId('rating-summary').scrollIntoViewIfNeeded();
    await shot(page, testInfo, 'ratings-match');

    // The fan's diary on their profile: the match they rated, linking to its page.
    await page.goto('/profile');
    const diary = page.getByRole('region', { name: RATING_TEXTS.diary });
    const entry = diary.getByTestId('diary-entry').filter({ hasText: comment });
    await entry.scrollIntoViewIfNeeded();
    await expect(entry).toContainText('8.5');
    await expect(entry.getByRole('link', { name: /Rhea Ripley/ })).toHaveAttribute('href', /^\/matches\//);
    await shot(page, testInfo, 'ratings-diary');
  },
);

test('top rated on the trending page and the admin panel’s Ratings tab', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await signedIn(page, SEEDED.admin);

  // Trending's first tab: "Top rated", this week by default; the month's on a click.
  await page.goto('/trending');
  const top = page.getByRole('region', { name: RATING_TEXTS.topRated });
  await top.scrollIntoViewIfNeeded();
  await expect(top.getByRole('button', { name: RATING_TEXTS.periods.week })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await top.getByRole('button', { name: RATING_TEXTS.periods.month }).click();
  await expect(top.getByRole('button', { name: RATING_TEXTS.periods.month })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(top.getByRole('searchbox', { name: RATING_TEXTS.promotion })).toBeVisible();
  await shot(page, testInfo, 'ratings-top-rated');

  // The admin panel's Ratings tab: held bursts for review (or none).
  await page.goto('/admin?tab=ratings');
  await expect(page.getByRole('tab', { name: RATING_TEXTS.adminTab })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('heading', { name: RATING_TEXTS.burstsHeading })).toBeVisible();
  await shot(page, testInfo, 'ratings-admin');
});
