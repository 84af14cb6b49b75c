import type { Page } from '@playwright/test';
import {
  apiFromPage,
  expect,
  expectToast,
  newOnboardedFan,
  reloadUntil,
  secondPage,
  shot,
  test,
} from './fixtures';

const postCard = (page: Page, text: string) => page.getByRole('article').filter({ hasText: text });

test.describe('blocks', () => {
  test('A blocks B from their profile menu: B leaves the feed and the comments, and the profile says so', async ({
    page: a,
    browser,
  }, testInfo) => {
    // Two sign-ups and a fan-out before the journey starts.
    test.setTimeout(120_000);
    const stamp = Date.now().toString(36);
    const b = await secondPage(browser, testInfo);
    const aId = await newOnboardedFan(a, testInfo, 'Ada Armbar');
    const bId = await newOnboardedFan(b, testInfo, 'Bruno Backdrop');
    const bHandle = (await apiFromPage<{ handle: string }>(b, 'GET', '/api/user')).handle;
    // A follows B; B posts; A posts and B comments on it.
    await apiFromPage(a, 'POST', '/api/follow', { followingId: bId });
    await apiFromPage(b, 'POST', '/api/follow', { followingId: aId });
    const bText = `Bruno's hot take ${stamp}`;
    const aText = `Ada's thread ${stamp}`;
    await apiFromPage(b, 'POST', '/api/posts', { content: bText });
    const aPost = await apiFromPage<{ id: string }>(a, 'POST', '/api/posts', { content: aText });
    const bComment = `Bruno was here ${stamp}`;
    await apiFromPage(b, 'POST', '/api/comments', { postId: aPost.id, content: bComment });

    // Before: A's feed has B's post, and A's thread B's comment.
    await a.goto('/');
    await reloadUntil(a, () => expect(postCard(a, bText)).toBeVisible({ timeout: 1000 }), 45_000);
    const thread = postCard(a, aText);
    await thread.getByRole('button', { name: 'Comments 1' }).click();
    await expect(thread.getByRole('list', { name: 'Comments' })).toContainText(bComment);

    // A blocks B from B's profile menu, after the confirmation.
    await a.goto(`/profile/${bId}`);
    await expect(a.getByRole('heading', { name: "Bruno Backdrop's Posts" })).toBeVisible();
    await a.getByRole('button', { name: 'More options' }).click();
    await a.getByRole('menuitem', { name: `Block @${bHandle}` }).click();
    const confirm = a.getByRole('dialog', { name: `Block @${bHandle}?` });
    await expect(confirm).toBeVisible();
    await shot(a, testInfo, 'blocks-confirm');
    await confirm.getByRole('button', { name: 'Block', exact: true }).click();
    await expectToast(a, `Blocked @${bHandle}`);
    await expect(a.getByRole('heading', { name: `You blocked @${bHandle}` })).toBeVisible();
    await expect(a.getByRole('heading', { name: "Bruno Backdrop's Posts" })).toBeHidden();
    await expect(a.getByText(bText)).toBeHidden();
    await expect(a.getByRole('button', { name: 'Follow', exact: true })).toBeHidden();
    await expect(a.locator('section[aria-labelledby="profile-name"]')).toContainText('0 Followers');
    await shot(a, testInfo, 'blocks-you-blocked');

    // The feed and the thread no longer show B.
    await a.goto('/');
    await expect(postCard(a, aText)).toBeVisible();
    await expect(postCard(a, bText)).toBeHidden();
    await postCard(a, aText)
      .getByRole('button', { name: /^Comments/ })
      .click();
    await expect(postCard(a, aText).getByText(bComment)).toBeHidden();
    await shot(a, testInfo, 'blocks-feed-after');

    // B finds A's profile gone; Settings lists B for A, with Unblock.
    await b.goto(`/profile/${aId}`);
    await expect(b.getByRole('heading', { name: 'User Not Found' })).toBeVisible();
    await a.goto('/settings');
    const blocked = a.getByRole('region', { name: 'Blocked accounts' });
    await expect(blocked).toContainText('Bruno Backdrop');
    await blocked.getByRole('button', { name: `Unblock @${bHandle}` }).scrollIntoViewIfNeeded();
    await shot(a, testInfo, 'blocks-settings');
    await blocked.getByRole('button', { name: `Unblock @${bHandle}` }).click();
    await expectToast(a, `Unblocked @${bHandle}`);
    await expect(blocked).toContainText('You have not blocked anyone.');
    await b.close();
  });
});
