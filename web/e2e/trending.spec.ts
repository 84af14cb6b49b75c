import type { Locator, Page } from '@playwright/test';
import { portsFor } from '../../scripts/local/ports';
import { TRENDING_TEXTS } from '../../shared/messages';
import { apiFromPage, expect, newOnboardedFan, PHONE_TOO, secondPage, shot, test } from './fixtures';

/** Trending & Discovery (SPEC 2; issue 12): the job's rankings on /trending and the home sidebar. */

const LOCAL_API = process.env.RINGSIDE_E2E_BASE_URL ? null : `http://127.0.0.1:${portsFor('e2e').http}`;

/** Waits for the stream, then runs the trending job once (the local cloud also runs it every 30 s). */
async function runTrendingJob(): Promise<void> {
  if (!LOCAL_API) return; // a deployed stage runs it on its schedule
  const drained = await fetch(`${LOCAL_API}/__local/stream-drained`);
  expect(drained.ok).toBe(true);
  const res = await fetch(`${LOCAL_API}/__local/jobs/trending`, { method: 'POST' });
  expect(res.ok, await res.text()).toBe(true);
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name });
const panel = (page: Page) => page.getByRole('tabpanel');
const postCard = (scope: Page | Locator, text: string) =>
  scope.getByRole('article').filter({ hasText: text });

test.describe('trending and discovery', () => {
  test(
    'a new tag, a popped post and its creator trend; discovery leaves out followed creators',
    PHONE_TOO,
    async ({ page, browser }, testInfo) => {
      const stamp = Date.now().toString(36);
      const tag = `ppv${stamp}`;
      const text = `Title change at the PPV! #${tag}`;

      // Two fans post with a new tag; the second pops the first one's post.
      const a = await secondPage(browser, testInfo);
      const creatorName = `Creator ${stamp}`;
      const aId = await newOnboardedFan(a, testInfo, creatorName);
      const post = await apiFromPage<{ id: string }>(a, 'POST', '/api/posts', { content: text });
      const b = await secondPage(browser, testInfo);
      await newOnboardedFan(b, testInfo, `Popper ${stamp}`);
      await apiFromPage(b, 'POST', '/api/posts', { content: `Me too #${tag}` });
      await apiFromPage(b, 'POST', '/api/reactions', { postId: post.id });
      await apiFromPage(b, 'POST', '/api/comments', { postId: post.id, content: 'What a night' });
      await a.context().close();
      await b.context().close();

      await newOnboardedFan(page, testInfo, `Viewer ${stamp}`);
      await runTrendingJob();

      // Trending Hashtags (the default tab, 24 Hours): the tag's card with its counts.
      await page.goto('/trending');
      await expect(page.getByRole('heading', { name: TRENDING_TEXTS.title })).toBeVisible();
      await expect(page.getByRole('button', { name: '24 Hours' })).toHaveAttribute('aria-pressed', 'true');
      await expect(tab(page, TRENDING_TEXTS.tabs.hashtags)).toHaveAttribute('aria-selected', 'true');
      const tagCard = panel(page)
        .getByRole('link')
        .filter({ hasText: `#${tag}` });
      await expect(tagCard).toBeVisible();
      await expect(tagCard).toContainText(/2\s*total posts/);
      await expect(tagCard).toContainText(/2\s*recent posts/);
      await shot(page, testInfo, 'trending-hashtags');

      // Popular Content: the popped post with its engagement (1 Pop + 2 x 1 comment).
      await tab(page, TRENDING_TEXTS.tabs.content).click();
      await expect(page).toHaveURL(/tab=content/);
      const hot = postCard(panel(page), text);
      await expect(hot).toBeVisible();
      await expect(hot.getByText(`3 ${TRENDING_TEXTS.engagement}`)).toBeVisible();
      await expect(hot.getByRole('button', { name: 'Pop 1' })).toBeVisible();
      await shot(page, testInfo, 'trending-content');

      // Popular Creators: the creator's card links to their profile.
      await tab(page, TRENDING_TEXTS.tabs.creators).click();
      const creator = panel(page).getByRole('link').filter({ hasText: creatorName });
      await expect(creator).toBeVisible();
      await expect(creator).toHaveAttribute('href', `/profile/${aId}`);
      await shot(page, testInfo, 'trending-creators');

      // Discovery Feed: the post of a creator the viewer does not follow, tagged "New creator".
      await tab(page, TRENDING_TEXTS.tabs.discovery).click();
      await expect(panel(page).getByText(TRENDING_TEXTS.discoveryIntro)).toBeVisible();
      const discovered = postCard(panel(page), text);
      await expect(discovered).toBeVisible();
      await expect(discovered.getByText(TRENDING_TEXTS.newCreator)).toBeVisible();
      await shot(page, testInfo, 'trending-discovery');

      // Following the creator takes their posts out of the viewer's Discovery Feed.
      await apiFromPage(page, 'POST', '/api/follow', { followingId: aId });
      await page.reload();
      await expect(panel(page).getByText(TRENDING_TEXTS.discoveryIntro)).toBeVisible();
      await expect(postCard(panel(page), text)).toHaveCount(0);

      // The timeframe is in the address and survives a reload.
      await page.getByRole('button', { name: '7 Days' }).click();
      await expect(page).toHaveURL(/timeframe=week/);
      await page.reload();
      await expect(page.getByRole('button', { name: '7 Days' })).toHaveAttribute('aria-pressed', 'true');

      // The hashtag card opens the hashtag's page with its posts.
      await page.goto('/trending');
      await panel(page)
        .getByRole('link')
        .filter({ hasText: `#${tag}` })
        .click();
      await expect(page).toHaveURL(new RegExp(`/hashtag/${tag}$`));
      await expect(postCard(page, text)).toBeVisible();

      // The home sidebar (desktop; phones have no left sidebar) lists the tag and links to it.
      if (testInfo.project.name === 'desktop') {
        await page.goto('/');
        const sidebar = page.getByRole('list', { name: 'Trending hashtags' });
        await expect(sidebar.getByRole('link').filter({ hasText: `#${tag}` })).toBeVisible();
        await shot(page, testInfo, 'trending-home-sidebar');
      }
    },
  );
});
