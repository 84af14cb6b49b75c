import type { Page } from '@playwright/test';
import { SPOILER_TEXTS } from '../../shared/messages-spoilers';
import type { ShowList } from '../../shared/schemas/shows';
import type { CurrentUser } from '../../shared/schemas/users';
import type { EntityRef } from '../../shared/schemas/wrestling';
import {
  apiFromPage,
  expect,
  newOnboardedFan,
  PHONE_TOO,
  reloadUntil,
  secondPage,
  shot,
  test,
} from './fixtures';

/**
 * Spoiler Guard (issue 37, docs/spoilers.md): a fan who follows WWE and has not watched yesterday's WWE
 * Raw (the seed's, finished, with results) goes through home, the hashtag page, trending, the show page
 * and a wrestler's page without seeing a word of a post about it or a result; reveals one post; marks
 * the show watched, and everything is back.
 */

const RAW = 'WWE Raw';
const postCard = (page: Page, text: string) => page.getByRole('article').filter({ hasText: text });
const guardCards = (page: Page) =>
  page.getByRole('article').filter({ hasText: SPOILER_TEXTS.shieldedAbout(RAW) });

test(
  'a fan watching later sees no result anywhere, reveals one post and marks the show watched',
  PHONE_TOO,
  async ({ page, browser }, testInfo) => {
    const stamp = Date.now().toString(36);
    const spoiler = `Cody retains at Raw ${stamp}`;

    // A writer posts about yesterday's Raw (tagged with the show) with its hashtag.
    const writer = await secondPage(browser, testInfo);
    await newOnboardedFan(writer, testInfo, 'Raw Writer');
    const { shows } = await apiFromPage<ShowList>(
      writer,
      'GET',
      `/api/shows?from=${encodeURIComponent(new Date(Date.now() - 3 * 86_400_000).toISOString())}&to=${encodeURIComponent(new Date().toISOString())}`,
    );
    const raw = shows.find((s) => s.name === RAW && s.status === 'finished');
    expect(raw, 'the seed has yesterday’s WWE Raw').toBeDefined();
    await apiFromPage(writer, 'POST', '/api/posts', { content: `${spoiler} #WWERaw`, tags: [raw?.id] });
    const writerId = (await apiFromPage<CurrentUser>(writer, 'GET', '/api/user')).id;

    // The fan follows WWE (so Raw protects them by default) and the writer.
    await newOnboardedFan(page, testInfo, 'Later Watcher');
    const [wwe] = (
      await apiFromPage<EntityRef[]>(page, 'POST', '/api/tags/suggest', { content: 'WWE' })
    ).filter((e) => e.slug === 'wwe');
    await apiFromPage(page, 'POST', `/api/entities/${wwe?.id}/follow`);
    await apiFromPage(page, 'POST', '/api/follow', { followingId: writerId });

    // Home: the post is a Spoiler Guard card; its words never reached the page.
    await reloadUntil(page, () => expect(guardCards(page).first()).toBeVisible());
    await expect(page.getByText(spoiler)).toHaveCount(0);
    await shot(page, testInfo, 'spoilers-home');

    // The hashtag page and trending tell nothing either.
    await page.goto('/hashtag/WWERaw');
    await expect(guardCards(page).first()).toBeVisible();
    await expect(page.getByText(spoiler)).toHaveCount(0);
    await page.goto('/trending');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(spoiler)).toHaveCount(0);

    // The show page offers "I've watched" and "Show results anyway" instead of the results switch.
    await page.goto(`/shows/${raw?.id}`);
    await expect(page.getByRole('button', { name: SPOILER_TEXTS.watchedShow(RAW) }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: SPOILER_TEXTS.showResultsAnyway })).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Show results' })).toHaveCount(0);
    await expect(page.getByText('12:34')).toHaveCount(0);
    await shot(page, testInfo, 'spoilers-show');

    // A wrestler on the card: no result, and the post about the show is a card of the guard.
    await page.goto('/wrestlers/cody-rhodes');
    await expect(page.getByRole('heading', { name: 'Cody Rhodes', level: 1 })).toBeVisible();
    await expect(page.getByText(spoiler)).toHaveCount(0);

    // Home again: one post revealed, in place, for this view.
    await page.goto('/');
    const card = guardCards(page).first();
    await card.getByRole('button', { name: SPOILER_TEXTS.revealPost }).click();
    await expect(postCard(page, spoiler)).toBeVisible();
    await shot(page, testInfo, 'spoilers-revealed');

    // Watched: the show's posts are back everywhere, the show page has its switch again.
    await page.reload();
    await guardCards(page)
      .first()
      .getByRole('button', { name: SPOILER_TEXTS.watchedShow(RAW) })
      .click();
    await expect(postCard(page, spoiler)).toBeVisible();
    await expect(guardCards(page)).toHaveCount(0);
    await page.goto(`/shows/${raw?.id}`);
    await expect(page.getByRole('switch', { name: 'Show results' })).toBeVisible();
    await shot(page, testInfo, 'spoilers-watched-show');
  },
);
