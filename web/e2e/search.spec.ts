import type { Page } from '@playwright/test';
import { SEARCH_ALL_TEXTS, SEARCH_TEXTS } from '../../shared/messages';
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
 * Search & Discovery (SPEC 2 and 4; issue 11): finding fans by name and posts by hashtag; and
 * (issue 35) every kind together on the All tab, the tab in the address, and the search box
 * suggesting fans, wrestling and hashtags as the fan types.
 */

const searchBox = (page: Page) =>
  page.getByRole('main').getByRole('combobox', { name: 'Search users or hashtags' });

/** Types a query into the search screen's own box and submits it with its button. */
async function search(page: Page, query: string): Promise<void> {
  await searchBox(page).fill(query);
  await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
}

const allTab = (page: Page) => page.getByRole('tab', { name: 'All' });
const usersTab = (page: Page) => page.getByRole('tab', { name: 'Users' });
const postsTab = (page: Page) => page.getByRole('tab', { name: 'Posts' });
const wrestlingTab = (page: Page) => page.getByRole('tab', { name: 'Wrestling' });
const userResults = (page: Page) => page.getByRole('list', { name: 'User results' });
/** The All tab's sections. */
const allUsers = (page: Page) => page.getByRole('list', { name: 'Users' });
const allWrestling = (page: Page) => page.getByRole('list', { name: 'Wrestling' });
const suggestions = (page: Page) => page.getByRole('listbox', { name: SEARCH_ALL_TEXTS.suggestions });

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

    // The full name, as written: All finds A among the fans, and the query is in the address.
    await search(page, aName);
    await expect(page).toHaveURL(`/search?q=${encodeURIComponent(aName)}`);
    await expect(allTab(page)).toHaveAttribute('aria-selected', 'true');
    await expect(allUsers(page).getByRole('link', { name: new RegExp(aName) })).toBeVisible();
    await expect(page.getByRole('heading', { name: SEARCH_TEXTS.suggested })).toHaveCount(0);
    // "See all" opens the Users tab, the tab in the address.
    await page.getByRole('button', { name: 'See all users results' }).click();
    await expect(page).toHaveURL(`/search?q=${encodeURIComponent(aName)}&tab=users`);
    await expect(usersTab(page)).toHaveAttribute('aria-selected', 'true');
    await expect(userResults(page).getByRole('link', { name: new RegExp(aName) })).toBeVisible();

    // A part of it, in capitals and without accents: still A, and only A.
    const part = word
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .slice(0, -2)
      .toUpperCase();
    expect(part).toMatch(/^ANGSTROM[A-Z]{6}$/);
    await search(page, part);
    await expect(page).toHaveURL(`/search?q=${part}`);
    await expect(allTab(page)).toHaveAttribute('aria-selected', 'true');
    const result = allUsers(page).getByRole('link');
    await expect(result).toHaveCount(1);
    await expect(result).toContainText(aName);
    await expect(result).toHaveAttribute('href', `/profile/${aId}`);
    await usersTab(page).click();
    await expect(page).toHaveURL(`/search?q=${part}&tab=users`);
    await expect(userResults(page).getByRole('link')).toHaveCount(1);
    await shot(page, testInfo, 'search-user-results');

    // A click opens A's profile; back returns to the search with its query, tab and results.
    await userResults(page).getByRole('link').click();
    await expect(page).toHaveURL(`/profile/${aId}`);
    await expect(page.getByRole('heading', { name: aName, exact: true })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(`/search?q=${part}&tab=users`);
    await expect(searchBox(page)).toHaveValue(part);
    await expect(userResults(page).getByRole('link')).toContainText(aName);

    // Nobody matches: All says so, and so does the Users tab (SPEC 5's text).
    const nobody = `Qxzv${uniqueLetters(6)}`;
    await search(page, nobody);
    await expect(page.getByRole('heading', { name: SEARCH_ALL_TEXTS.noResults })).toBeVisible();
    await usersTab(page).click();
    await expect(page.getByRole('heading', { name: SEARCH_TEXTS.noUsersFound })).toBeVisible();
    await expect(
      page.getByText(`No users match your search query "${nobody}".`, { exact: true }),
    ).toBeVisible();
    await shot(page, testInfo, 'search-no-users');

    // "#tag": the Posts tab, the other tabs disabled, A's post (hashtag indexing runs a moment after the post).
    await search(page, `#${tag}`);
    await expect(page).toHaveURL(`/search?q=${encodeURIComponent(`#${tag}`)}`);
    await expect(postsTab(page)).toHaveAttribute('aria-selected', 'true');
    await expect(usersTab(page)).toBeDisabled();
    await expect(allTab(page)).toBeDisabled();
    await expect(wrestlingTab(page)).toBeDisabled();
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

    // Back and forward walk the searches and their tabs, each restoring its box, tab and results.
    await page.goBack();
    await expect(page).toHaveURL(`/search?q=${encodeURIComponent(`#${tag}`)}`);
    await expect(searchBox(page)).toHaveValue(`#${tag}`);
    await expect(postsTab(page)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('article').filter({ hasText: 'Thirty fans, one winner.' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(`/search?q=${nobody}&tab=users`);
    await expect(searchBox(page)).toHaveValue(nobody);
    await expect(usersTab(page)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: SEARCH_TEXTS.noUsersFound })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(`/search?q=${nobody}`);
    await expect(allTab(page)).toHaveAttribute('aria-selected', 'true');
    await page.goBack();
    await expect(page).toHaveURL(`/search?q=${part}&tab=users`);
    await expect(searchBox(page)).toHaveValue(part);
    await expect(userResults(page).getByRole('link')).toContainText(aName);
    await page.goForward();
    await expect(page).toHaveURL(`/search?q=${nobody}`);
    await expect(searchBox(page)).toHaveValue(nobody);
    await page.goForward();
    await page.goForward();
    await page.goForward();
    await expect(page).toHaveURL(`/search?q=${encodeURIComponent(`#${unused}`)}`);
    await expect(searchBox(page)).toHaveValue(`#${unused}`);
    await expect(page.getByRole('heading', { name: SEARCH_TEXTS.noPostsFound })).toBeVisible();

    // A shared link opens the same search, on the tab it names.
    await page.goto(`/search?q=${encodeURIComponent(aName.toLowerCase())}&tab=users`);
    await expect(searchBox(page)).toHaveValue(aName.toLowerCase());
    await expect(usersTab(page)).toHaveAttribute('aria-selected', 'true');
    await expect(userResults(page).getByRole('link', { name: new RegExp(aName) })).toBeVisible();
  });

  test(
    "the header's search box opens the search screen with the query",
    PHONE_TOO,
    async ({ page }, testInfo) => {
      await newOnboardedFan(page, testInfo, 'Header Hank');
      if (testInfo.project.name === 'phone')
        await page.getByRole('banner').getByRole('button', { name: 'Toggle search' }).click();
      const box = page.getByRole('banner').getByRole('combobox', { name: 'Search' });
      await box.fill('   ');
      await box.press('Enter');
      await expect(page).toHaveURL(/\/$/);
      await box.fill('Header Hank');
      await box.press('Enter');
      await expect(page).toHaveURL(`/search?q=${encodeURIComponent('Header Hank')}`);
      await expect(searchBox(page)).toHaveValue('Header Hank');
      await expect(
        allUsers(page)
          .getByRole('link', { name: /Header Hank/ })
          .first(),
      ).toBeVisible();
    },
  );

  test(
    'the wrestling layer as a fan finds it: "AEW" suggests the promotion, "Rhea" finds the wrestler, same-name shows tell apart, the tab in the address',
    PHONE_TOO,
    async ({ page }, testInfo) => {
      await newOnboardedFan(page, testInfo, 'Finder Fiona');
      const phone = testInfo.project.name === 'phone';

      // The header's box suggests as the fan types: "AEW" is the promotion's short name.
      if (phone) await page.getByRole('banner').getByRole('button', { name: 'Toggle search' }).click();
      const header = page.getByRole('banner').getByRole('combobox', { name: 'Search' });
      await header.pressSequentially('AEW', { delay: 60 });
      const list = suggestions(page);
      const aew = list.getByRole('option', { name: /All Elite Wrestling/ });
      await expect(aew).toBeVisible();
      await expect(aew).toContainText('Promotion');
      await expect(header).toHaveAttribute('aria-expanded', 'true');
      await expect(list.getByRole('option', { name: 'See all results for "AEW"' })).toBeVisible();
      await shot(page, testInfo, 'search-suggest-aew');
      // Keyboard: Escape closes, ArrowDown opens again and moves to the first option, Enter opens it.
      await header.press('Escape');
      await expect(list).toHaveCount(0);
      await expect(header).toHaveAttribute('aria-expanded', 'false');
      await header.press('ArrowDown');
      await expect(aew).toBeVisible();
      await header.press('ArrowDown');
      await expect(aew).toHaveAttribute('aria-selected', 'true');
      await expect(header).toHaveAttribute('aria-activedescendant', (await aew.getAttribute('id')) ?? '');
      await header.press('Enter');
      await expect(page).toHaveURL('/promotions/aew');
      await expect(page.getByRole('heading', { level: 1, name: 'All Elite Wrestling' })).toBeVisible();

      // "Rhea" on the search screen: the wrestler is on All, not "No Users Found".
      await page.goto('/search');
      await search(page, 'Rhea');
      await expect(page).toHaveURL('/search?q=Rhea');
      await expect(allTab(page)).toHaveAttribute('aria-selected', 'true');
      const rhea = allWrestling(page).getByRole('link', { name: /Rhea Ripley/ });
      await expect(rhea).toBeVisible();
      await expect(rhea).toHaveAttribute('href', '/wrestlers/rhea-ripley');
      await expect(rhea).toContainText('Wrestler');
      await expect(page.getByRole('heading', { name: SEARCH_TEXTS.noUsersFound })).toHaveCount(0);
      await shot(page, testInfo, 'search-all-rhea');
      await page.getByRole('button', { name: 'See all wrestling results' }).click();
      await expect(page).toHaveURL('/search?q=Rhea&tab=wrestling');
      await expect(wrestlingTab(page)).toHaveAttribute('aria-selected', 'true');
      await expect(
        page.getByRole('list', { name: 'Wrestling results' }).getByRole('link', { name: /Rhea Ripley/ }),
      ).toBeVisible();

      // "Raw": the weekly shows of one name, nearest first (the seed's Raw was yesterday), each with its
      // day, time and status.
      await search(page, 'Raw');
      await expect(page).toHaveURL('/search?q=Raw');
      // All: the next and the last Raw, and the #raw fans use (the seed's posts, the trending job's count).
      const allRaws = allWrestling(page).getByRole('link', { name: /WWE Raw/ });
      await expect(allRaws).toHaveCount(2);
      await expect(allRaws.first()).toContainText('Finished');
      await expect(allRaws.nth(1)).toContainText('Scheduled');
      await expect(
        page.getByRole('list', { name: 'Hashtags' }).getByRole('link', { name: /#raw/ }),
      ).toHaveAttribute('href', '/hashtag/raw');
      await shot(page, testInfo, 'search-all-raw');
      await wrestlingTab(page).click();
      await expect(page).toHaveURL('/search?q=Raw&tab=wrestling');
      const raws = page
        .getByRole('list', { name: 'Wrestling results' })
        .getByRole('link', { name: /WWE Raw/ });
      await expect(raws.first()).toBeVisible();
      expect(await raws.count()).toBeGreaterThanOrEqual(4);
      const lines = await raws.allInnerTexts();
      for (const line of lines)
        expect(line).toMatch(
          /Show · \w{3}, \w{3} \d{1,2}.* · \d{1,2}(:\d\d)? [AP]M \S+ · (Scheduled|Live|Finished)/,
        );
      expect(new Set(lines).size).toBe(lines.length);
      await expect(raws.first()).toContainText('Finished');
      await expect(raws.nth(1)).toContainText('Scheduled');
      await shot(page, testInfo, 'search-wrestling-raw');

      // Back and forward walk the tabs.
      await page.goBack();
      await expect(page).toHaveURL('/search?q=Raw');
      await expect(allTab(page)).toHaveAttribute('aria-selected', 'true');
      await expect(
        allWrestling(page)
          .getByRole('link', { name: /WWE Raw/ })
          .first(),
      ).toBeVisible();
      await page.goForward();
      await expect(page).toHaveURL('/search?q=Raw&tab=wrestling');
      await expect(wrestlingTab(page)).toHaveAttribute('aria-selected', 'true');
    },
  );
});
