import type { Page } from '@playwright/test';
import { SEARCH_TEXTS } from '../../shared/messages';
import { apiFromPage, expect, newOnboardedFan, reloadUntil, secondPage, shot, test } from './fixtures';

/** Search & Discovery (SPEC 2 and 4; issue 11): finding fans by name and posts by hashtag. */

const searchBox = (page: Page) =>
  page.getByRole('main').getByRole('textbox', { name: 'Search users or hashtags' });

/** Types a query into the search screen's own box and submits it with its button. */
async function search(page: Page, query: string): Promise<void> {
  await searchBox(page).fill(query);
  await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
}

const usersTab = (page: Page) => page.getByRole('tab', { name: 'Users' });
const postsTab = (page: Page) => page.getByRole('tab', { name: 'Posts' });
const userResults = (page: Page) => page.getByRole('list', { name: 'User results' });

/** Letters only (a unique word in a display name), from a time stamp and a random part. */
function uniqueLetters(length: number): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  let n = Date.now() * 1000 + Math.floor(Math.random() * 1000);
  let out = '';
  for (let i = 0; i < length; i++) {
    out += letters[n % 26];
    n = Math.floor(n / 26);
  }
  return out;
}

test.describe('search and discovery', () => {
  test('fans by name (any case, no accents, a part), hashtags, empty states, and the address', async ({
    page,
    browser,
  }, testInfo) => {
    // The fan to be found: an accented name with one word nobody else has.
    const word = `Ångström${uniqueLetters(8)}`;
    const aName = `Zoë ${word}`;
    const tag = `Rumble${Date.now().toString(36)}`;
    const a = await secondPage(browser, testInfo);
    const aId = await newOnboardedFan(a, testInfo, aName);
    await apiFromPage(a, 'POST', '/api/posts', { content: `Thirty fans, one winner. #${tag}` });
    await a.context().close();

    await newOnboardedFan(page, testInfo, 'Seeker Sam');

    // No query: the suggestions.
    await page.goto('/search');
    await expect(page.getByRole('heading', { name: SEARCH_TEXTS.suggested })).toBeVisible();
    await expect(searchBox(page)).toHaveAttribute('placeholder', SEARCH_TEXTS.placeholder);
    await expect(page.getByRole('tab')).toHaveCount(0);

    // The full name, as written: the Users tab finds A, and the query is in the address.
    await search(page, aName);
    await expect(page).toHaveURL(`/search?q=${encodeURIComponent(aName)}`);
    await expect(usersTab(page)).toHaveAttribute('aria-selected', 'true');
    await expect(userResults(page).getByRole('link', { name: new RegExp(aName) })).toBeVisible();
    await expect(page.getByRole('heading', { name: SEARCH_TEXTS.suggested })).toHaveCount(0);

    // A part of it, in capitals and without accents: still A, and only A.
    const part = word
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .slice(0, -2)
      .toUpperCase();
    expect(part).toMatch(/^ANGSTROM[A-Z]{6}$/);
    await search(page, part);
    await expect(page).toHaveURL(`/search?q=${part}`);
    const result = userResults(page).getByRole('link');
    await expect(result).toHaveCount(1);
    await expect(result).toContainText(aName);
    await expect(result).toHaveAttribute('href', `/profile/${aId}`);
    await shot(page, testInfo, 'search-user-results');

    // A click opens A's profile; back returns to the search with its query and results.
    await result.click();
    await expect(page).toHaveURL(`/profile/${aId}`);
    await expect(page.getByRole('heading', { name: aName, exact: true })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(`/search?q=${part}`);
    await expect(searchBox(page)).toHaveValue(part);
    await expect(userResults(page).getByRole('link')).toContainText(aName);

    // Nobody matches.
    const nobody = `Qxzv${uniqueLetters(6)}`;
    await search(page, nobody);
    await expect(page.getByRole('heading', { name: SEARCH_TEXTS.noUsersFound })).toBeVisible();
    await expect(
      page.getByText(`No users match your search query "${nobody}".`, { exact: true }),
    ).toBeVisible();
    await shot(page, testInfo, 'search-no-users');

    // "#tag": the Posts tab, Users disabled, A's post (hashtag indexing runs a moment after the post).
    await search(page, `#${tag}`);
    await expect(page).toHaveURL(`/search?q=${encodeURIComponent(`#${tag}`)}`);
    await expect(postsTab(page)).toHaveAttribute('aria-selected', 'true');
    await expect(usersTab(page)).toBeDisabled();
    await reloadUntil(page, () =>
      expect(page.getByRole('article').filter({ hasText: 'Thirty fans, one winner.' })).toBeVisible({
        timeout: 1000,
      }),
    );
    await expect(searchBox(page)).toHaveValue(`#${tag}`);
    await shot(page, testInfo, 'search-hashtag-posts');

    // A hashtag nobody used.
    const unused = `nobodytags${uniqueLetters(6)}`;
    await search(page, `#${unused}`);
    await expect(postsTab(page)).toHaveAttribute('aria-selected', 'true');
    await expect(usersTab(page)).toBeDisabled();
    await expect(page.getByRole('heading', { name: SEARCH_TEXTS.noPostsFound })).toBeVisible();
    await expect(page.getByText(SEARCH_TEXTS.noPostsFoundText(unused), { exact: true })).toBeVisible();
    expect(SEARCH_TEXTS.noPostsFoundText(unused)).toBe(`No posts found for hashtag #${unused}.`);
    await shot(page, testInfo, 'search-no-posts');

    // Back and forward walk the searches, each restoring its box, tab and results.
    await page.goBack();
    await expect(page).toHaveURL(`/search?q=${encodeURIComponent(`#${tag}`)}`);
    await expect(searchBox(page)).toHaveValue(`#${tag}`);
    await expect(postsTab(page)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('article').filter({ hasText: 'Thirty fans, one winner.' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(`/search?q=${nobody}`);
    await expect(searchBox(page)).toHaveValue(nobody);
    await expect(usersTab(page)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: SEARCH_TEXTS.noUsersFound })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(`/search?q=${part}`);
    await expect(searchBox(page)).toHaveValue(part);
    await expect(userResults(page).getByRole('link')).toContainText(aName);
    await page.goForward();
    await expect(page).toHaveURL(`/search?q=${nobody}`);
    await expect(searchBox(page)).toHaveValue(nobody);
    await page.goForward();
    await page.goForward();
    await expect(page).toHaveURL(`/search?q=${encodeURIComponent(`#${unused}`)}`);
    await expect(searchBox(page)).toHaveValue(`#${unused}`);
    await expect(page.getByRole('heading', { name: SEARCH_TEXTS.noPostsFound })).toBeVisible();

    // A shared link opens the same search.
    await page.goto(`/search?q=${encodeURIComponent(aName.toLowerCase())}`);
    await expect(searchBox(page)).toHaveValue(aName.toLowerCase());
    await expect(userResults(page).getByRole('link', { name: new RegExp(aName) })).toBeVisible();
  });

  test("the header's search box opens the search screen with the query", async ({ page }, testInfo) => {
    await newOnboardedFan(page, testInfo, 'Header Hank');
    if (testInfo.project.name === 'phone')
      await page.getByRole('banner').getByRole('button', { name: 'Toggle search' }).click();
    const box = page.getByRole('banner').getByRole('textbox', { name: 'Search' });
    await box.fill('   ');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/$/);
    await box.fill('Header Hank');
    await box.press('Enter');
    await expect(page).toHaveURL(`/search?q=${encodeURIComponent('Header Hank')}`);
    await expect(searchBox(page)).toHaveValue('Header Hank');
    await expect(
      userResults(page)
        .getByRole('link', { name: /Header Hank/ })
        .first(),
    ).toBeVisible();
  });
});
