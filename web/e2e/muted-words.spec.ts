import type { Page } from '@playwright/test';
import { SETTINGS_TEXTS } from '../../shared/messages';
import { WORD_TEXTS } from '../../shared/messages-controls';
import {
  apiFromPage,
  expect,
  expectToast,
  newOnboardedFan,
  openAccountMenuItem,
  reloadUntil,
  secondPage,
  shot,
  test,
} from './fixtures';

/** Muted words (docs/safety.md): a fan mutes a word in Settings and the feed covers a post that mentions it. */

const postCard = (page: Page, name: string) => page.getByRole('article', { name: `Post by ${name}` });

test.describe('muted words', () => {
  test('a fan mutes a word in Settings, sees "Hidden: mentions" on a post in the feed and presses Show', async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(120_000);
    const stamp = `${Date.now().toString(36)}${testInfo.project.name}`;
    const word = `Spoiler${stamp}`;
    const authorName = `Spoiler Poster ${stamp}`;
    const text = `Tonight's main event: ${word.toUpperCase()}, the champ loses!`;

    const author = await secondPage(browser, testInfo);
    const authorId = await newOnboardedFan(author, testInfo, authorName);
    await newOnboardedFan(page, testInfo, `Word Muter ${stamp}`);
    await apiFromPage(page, 'POST', '/api/follow', { followingId: authorId });
    await apiFromPage(author, 'POST', '/api/posts', { content: text });
    const card = postCard(page, authorName);
    await reloadUntil(page, () => expect(card).toContainText(text, { timeout: 1000 }));

    // Settings: mute the word for 7 days with a warning.
    await openAccountMenuItem(page, SETTINGS_TEXTS.title);
    const section = page.getByRole('region', { name: WORD_TEXTS.title });
    await expect(section.getByText(WORD_TEXTS.none)).toBeVisible();
    await section.getByLabel(WORD_TEXTS.word).fill(word);
    await section.getByLabel(WORD_TEXTS.duration).selectOption({ label: WORD_TEXTS.durations['7d'] });
    await section.getByLabel(WORD_TEXTS.action).selectOption({ label: WORD_TEXTS.actions.warn });
    await section.getByRole('button', { name: WORD_TEXTS.add }).click();
    await expectToast(page, WORD_TEXTS.added);
    const listed = section.getByRole('list', { name: WORD_TEXTS.title }).getByRole('listitem');
    await expect(listed).toHaveCount(1);
    await expect(listed).toContainText(word);
    await expect(listed).toContainText(/Muted until [A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}/);
    await section.scrollIntoViewIfNeeded();
    await shot(page, testInfo, 'muted-words-settings');

    // The feed: the post is covered, none of its text is on the page, until Show.
    await page.goto('/');
    await expect(card.getByText(WORD_TEXTS.hidden(word))).toBeVisible();
    await expect(card).not.toContainText('the champ loses');
    await card.scrollIntoViewIfNeeded();
    await shot(page, testInfo, 'muted-words-feed-covered');
    await card.getByRole('button', { name: WORD_TEXTS.show }).click();
    await expect(card).toContainText(text);
    await expect(card.getByText(WORD_TEXTS.hidden(word))).toHaveCount(0);
    await shot(page, testInfo, 'muted-words-feed-shown');
  });
});
