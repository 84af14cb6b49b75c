import type { Page, TestInfo } from '@playwright/test';
import { LIVE_NOTIFICATION_TITLES, POST_TEXTS } from '../../shared/messages';
import { MENTION_TEXTS } from '../../shared/messages-controls';
import {
  apiFromPage,
  expect,
  expectToast,
  newOnboardedFan,
  PHONE_TOO,
  secondPage,
  shot,
  test,
} from './fixtures';

/**
 * The composer and what is typed in it (issue 27): opening it puts the cursor in its text field; "@"
 * suggests fans and the mention tells the fan at once; "Who can reply" beside Post limits replies,
 * and the author opens them again.
 */

const postCard = (page: Page, text: string) => page.getByRole('article').filter({ hasText: text });

/** Opens the composer as a fan would at this width: the bottom bar's Post on a phone, the box on a desktop. */
async function openComposer(page: Page, testInfo: TestInfo): Promise<void> {
  if (testInfo.project.name === 'phone')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Post' }).click();
  else {
    // With the keyboard: the box focused, Enter.
    await page.getByRole('button', { name: /^What's happening in the ring/ }).focus();
    await page.keyboard.press('Enter');
  }
}

test.describe('the composer', () => {
  test('opening it puts the cursor in its text field', PHONE_TOO, async ({ page }, testInfo) => {
    await newOnboardedFan(page, testInfo, 'Keen Typer');
    await openComposer(page, testInfo);
    const dialog = page.getByRole('dialog', { name: 'Create a post' });
    await expect(dialog).toBeVisible();
    const text = dialog.getByRole('textbox', { name: 'Post text' });
    await expect(text).toBeFocused();
    await page.keyboard.type('typed at once');
    await expect(text).toHaveValue('typed at once');
    await shot(page, testInfo, 'composer-focused');

    // Back from "Add a YouTube video" (the one dialog closing, the other opening): the cursor is after the text.
    await dialog.getByRole('button', { name: 'Video' }).click();
    const video = page.getByRole('dialog', { name: 'Add a YouTube video' });
    await video.getByLabel('YouTube URL').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await video.getByRole('button', { name: 'Add Video' }).click();
    await expect(text).toBeFocused();
    await page.keyboard.type(' and more');
    await expect(text).toHaveValue(/ and more$/);
  });

  test(
    'A mentions B with the suggestions and limits replies; B hears it at once and sees who may reply',
    PHONE_TOO,
    async ({ page: a, browser }, testInfo) => {
      const stamp = Date.now().toString(36);
      const aName = 'Mention Maker';
      const b = await secondPage(browser, testInfo);
      await newOnboardedFan(a, testInfo, aName);
      const bId = await newOnboardedFan(b, testInfo, `Mick Mentioned ${stamp}`);
      const bHandle = (await apiFromPage<{ handle: string }>(b, 'GET', '/api/user')).handle;

      // A types "@" and most of B's handle (B's alone: earlier runs left fans whose handles start the
      // same), picks B from the suggestions, and lets only fans A follows reply.
      await openComposer(a, testInfo);
      const dialog = a.getByRole('dialog', { name: 'Create a post' });
      const text = dialog.getByRole('textbox', { name: 'Post text' });
      await expect(text).toBeFocused();
      await a.keyboard.type(`Title match tonight ${stamp}, right @${bHandle.slice(0, -2)}`);
      const suggestions = dialog.getByRole('listbox', { name: MENTION_TEXTS.suggestions });
      const option = suggestions.getByRole('option', { name: new RegExp(`@${bHandle}$`) });
      await expect(option).toBeVisible();
      await shot(a, testInfo, 'mention-suggestions');
      if (testInfo.project.name === 'phone') await option.tap();
      else await a.keyboard.press('Enter');
      await expect(text).toHaveValue(`Title match tonight ${stamp}, right @${bHandle} `);
      await dialog
        .getByRole('combobox', { name: MENTION_TEXTS.whoCanReply })
        .selectOption({ label: MENTION_TEXTS.replyPolicy.following });
      await dialog.getByRole('button', { name: 'Post', exact: true }).click();
      await expectToast(a, 'Post created successfully!');

      // The mention links to B's profile on A's card; B's open tab hears it at once.
      const aCard = postCard(a, stamp);
      await expect(aCard.getByRole('link', { name: `@${bHandle}` })).toHaveAttribute(
        'href',
        `/profile/${bId}`,
      );
      await expectToast(b, LIVE_NOTIFICATION_TITLES.other, `${aName} mentioned you`);
      await shot(b, testInfo, 'mention-live-toast');

      // B sees who may reply on the card before opening it, and again where the comment field would be,
      // with no invitation to start a conversation B cannot join.
      const aId = (await apiFromPage<{ id: string }>(a, 'GET', '/api/user')).id;
      const aHandle = (await apiFromPage<{ handle: string }>(a, 'GET', '/api/user')).handle;
      const onlyFollowed = POST_TEXTS.whoMayReply('following', aHandle);
      await b.goto(`/profile/${aId}`);
      const bCard = postCard(b, stamp);
      await expect(bCard.getByText(onlyFollowed)).toHaveCount(1);
      await bCard.getByRole('button', { name: 'Comments 0' }).click();
      await expect(bCard.getByRole('note')).toHaveText(onlyFollowed);
      await expect(bCard.getByText(POST_TEXTS.noCommentsClosed, { exact: true })).toBeVisible();
      await expect(bCard.getByText(/Start the conversation/)).toHaveCount(0);
      await expect(bCard.getByRole('textbox', { name: 'Write a comment' })).toHaveCount(0);
      // In the middle of the screen: on a phone the bottom bar covers the viewport's last lines.
      await bCard.getByRole('note').evaluate((note) => note.scrollIntoView({ block: 'center' }));
      await shot(b, testInfo, 'replies-limited');

      // A opens replies to everyone from the post's comments; B may comment now.
      await aCard.getByRole('button', { name: 'Comments 0' }).click();
      await aCard
        .getByRole('combobox', { name: MENTION_TEXTS.whoCanReply })
        .selectOption({ label: MENTION_TEXTS.replyPolicy.everyone });
      await expect(aCard.getByRole('combobox', { name: MENTION_TEXTS.whoCanReply })).toHaveValue('everyone');
      await b.reload();
      await postCard(b, stamp).getByRole('button', { name: 'Comments 0' }).click();
      await postCard(b, stamp).getByRole('textbox', { name: 'Write a comment' }).fill('Count me in!');
      await postCard(b, stamp).getByRole('button', { name: 'Add comment' }).click();
      await expectToast(b, 'Comment added successfully!');
    },
  );
});
