import type { Locator, Page, TestInfo } from '@playwright/test';
import { LIVE_NOTIFICATION_TITLES, NOTIFICATION_TEXTS } from '../../shared/messages';
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
 * Notifications as they happen: fan A follows, pops and comments; fan B, whose tab is open the whole
 * time and never reloads, hears each action at once (SPEC 2, 4, 8 and 9; issue 11).
 */

const postCard = (page: Page, text: string) => page.getByRole('article').filter({ hasText: text });

/**
 * What opens the notification panel: the header's bell on a desktop, the bottom bar's Alerts tab on
 * a phone (where the bell is hidden). Its accessible name carries the unread count.
 */
function alertsButton(page: Page, testInfo: TestInfo): Locator {
  return testInfo.project.name === 'phone'
    ? page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /(^| )Alerts(,|$)/ })
    : page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
}

/** The badge on the bell (or the Alerts tab): its text, or absent when there is nothing unread. */
async function expectBadge(page: Page, testInfo: TestInfo, count: number | null): Promise<void> {
  const button = alertsButton(page, testInfo);
  const label = testInfo.project.name === 'phone' ? 'Alerts' : 'Notifications';
  const badge = button.locator('.MuiBadge-badge');
  if (count === null) {
    await expect(button).toHaveAccessibleName(label);
    // No badge at all at 0 (a hidden one kept its last count in the button's text).
    await expect(badge).toHaveCount(0);
  } else {
    await expect(button).toHaveAccessibleName(
      label === 'Alerts' ? `${count} Alerts, unread` : `Notifications, ${count} unread`,
    );
    await expect(badge).toHaveText(String(count));
    await expect(badge).toBeVisible();
  }
}

interface SeenToast {
  title: string;
  text: string;
}

/** Records every toast the page shows, in order (a new toast replaces the one before it). */
async function recordToasts(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __toasts: SeenToast[] };
    w.__toasts = [];
    const seen = new WeakSet<Element>();
    const scan = () => {
      for (const el of document.querySelectorAll('[data-testid="toast"]')) {
        if (seen.has(el)) continue;
        seen.add(el);
        w.__toasts.push({
          title: el.querySelector('.MuiAlertTitle-root')?.textContent ?? '',
          text: el.textContent ?? '',
        });
      }
    };
    new MutationObserver(scan).observe(document.body, { childList: true, subtree: true });
    scan();
  });
}

const seenToasts = (page: Page) =>
  page.evaluate(() => (window as unknown as { __toasts: SeenToast[] }).__toasts.map((t) => t.title));

test.describe('live notifications', () => {
  test(
    'A follows, pops and comments; B hears each at once, then reads them in the panel',
    PHONE_TOO,
    async ({ page: a, browser }, testInfo) => {
      const stamp = Date.now().toString(36);
      const aName = 'Rowdy Rhodes';
      const postText = `Who takes the title at the big show? ${stamp}`;
      const commentText = `My money is on the challenger ${stamp}`;
      const b = await secondPage(browser, testInfo);
      const aId = await newOnboardedFan(a, testInfo, aName);
      const bId = await newOnboardedFan(b, testInfo, 'Lita Live');

      // B's post and B's own comment on it (no notification: nobody is told about their own actions).
      const post = await apiFromPage<{ id: string }>(b, 'POST', '/api/posts', { content: postText });
      await apiFromPage(b, 'POST', '/api/comments', { postId: post.id, content: commentText });

      // From here on B's tab stays as it is: a marker on its window would vanish on any reload.
      await b.evaluate(() => {
        (window as unknown as { __sameTab: boolean }).__sameTab = true;
      });
      await recordToasts(b);
      await expectBadge(b, testInfo, null);
      if (testInfo.project.name === 'phone')
        await expect(b.getByRole('banner').getByRole('button', { name: /^Notifications/ })).toBeHidden();
      else
        await expect(
          b.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /(^| )Alerts(,|$)/ }),
        ).toBeHidden();

      // 1. A follows B.
      await a.goto(`/profile/${bId}`);
      await a.getByRole('button', { name: 'Follow', exact: true }).click();
      await expectToast(a, 'User followed successfully');
      await expectToast(b, LIVE_NOTIFICATION_TITLES.follow, `${aName} started following you`);
      await expectBadge(b, testInfo, 1);

      // 2. A pops B's post.
      const aPost = postCard(a, postText);
      await aPost.getByRole('button', { name: 'Pop 0' }).click();
      await expect(aPost.getByRole('button', { name: 'Pop 1' })).toHaveAttribute('aria-pressed', 'true');
      await expectToast(b, LIVE_NOTIFICATION_TITLES.pop, `${aName} popped your post`);
      await expectBadge(b, testInfo, 2);

      // 3. A pops B's comment.
      await aPost.getByRole('button', { name: 'Comments 1' }).click();
      const comments = aPost.getByRole('list', { name: 'Comments' });
      await expect(comments).toContainText(commentText);
      await comments.getByRole('button', { name: 'Pop 0' }).click();
      await expect(comments.getByRole('button', { name: 'Pop 1' })).toHaveAttribute('aria-pressed', 'true');
      await expectToast(b, LIVE_NOTIFICATION_TITLES.pop, `${aName} popped your comment`);
      await expectBadge(b, testInfo, 3);

      // 4. A comments on B's post.
      await aPost.getByRole('textbox', { name: 'Write a comment' }).fill('Challenger? No chance.');
      await aPost.getByRole('button', { name: 'Add comment' }).click();
      await expectToast(a, 'Comment added successfully!');
      await expectToast(b, LIVE_NOTIFICATION_TITLES.comment, `${aName} commented on your post`);
      await expectBadge(b, testInfo, 4);
      await shot(b, testInfo, 'live-toast');

      // One toast per action, each with its spec title, and nothing else.
      expect(await seenToasts(b)).toEqual([
        LIVE_NOTIFICATION_TITLES.follow,
        LIVE_NOTIFICATION_TITLES.pop,
        LIVE_NOTIFICATION_TITLES.pop,
        LIVE_NOTIFICATION_TITLES.comment,
      ]);

      // B opens the panel (the bell, or Alerts on a phone): four unread notifications, newest first.
      await alertsButton(b, testInfo).click();
      const panel = b.getByRole('dialog', { name: NOTIFICATION_TEXTS.title });
      await expect(panel).toBeVisible();
      const items = panel.getByRole('listitem');
      await expect(items).toHaveText([
        new RegExp(`^${aName} commented on your post`),
        new RegExp(`^${aName} popped your comment`),
        new RegExp(`^${aName} popped your post`),
        new RegExp(`^${aName} started following you`),
      ]);
      await expect(panel.getByRole('img', { name: 'Unread' })).toHaveCount(4);
      for (const item of await items.all()) await expect(item).toHaveAttribute('data-unread', 'true');
      await expect(items.first().locator('time')).toHaveText('just now');
      await shot(b, testInfo, 'live-panel-unread');

      // The follow goes to A's profile and is read from then on.
      await panel.getByRole('button', { name: /started following you/ }).click();
      await expect(panel).toBeHidden();
      await expect(b).toHaveURL(new RegExp(`/profile/${aId}$`));
      await expect(b.getByRole('heading', { name: aName, exact: true })).toBeVisible();
      await expectBadge(b, testInfo, 3);
      if (testInfo.project.name === 'phone')
        // The bottom bar's Profile opens B's own profile: it is not the active tab on A's.
        await expect(
          b.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Profile' }),
        ).not.toHaveClass(/Mui-selected/);

      await alertsButton(b, testInfo).click();
      await expect(panel).toBeVisible();
      await expect(items.filter({ hasText: 'started following you' })).not.toHaveAttribute('data-unread');
      await expect(panel.getByRole('img', { name: 'Unread' })).toHaveCount(3);

      // Mark all read: the toast, no dot left, no badge.
      await panel.getByRole('button', { name: NOTIFICATION_TEXTS.markAllRead }).click();
      await expectToast(b, NOTIFICATION_TEXTS.markAllSuccess);
      await expect(panel.getByRole('img', { name: 'Unread' })).toHaveCount(0);
      await expect(items).toHaveCount(4);
      await shot(b, testInfo, 'live-panel-read');
      await panel.getByRole('button', { name: NOTIFICATION_TEXTS.close }).click();
      await expect(panel).toBeHidden();
      await expectBadge(b, testInfo, null);

      // Still the same tab: nothing above was a reload.
      expect(await b.evaluate(() => (window as unknown as { __sameTab?: boolean }).__sameTab)).toBe(true);
      await b.context().close();
    },
  );
});
