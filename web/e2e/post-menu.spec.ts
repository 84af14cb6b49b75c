import type { Page } from '@playwright/test';
import {
  apiFromPage,
  expect,
  expectToast,
  newOnboardedFan,
  PHONE_TOO,
  reloadUntil,
  secondPage,
  shot,
  test,
} from './fixtures';

const postCard = (page: Page, text: string) => page.getByRole('article').filter({ hasText: text });

/** How a profile says when a mute ends: "Muted until Fri, Dec 4, 8 PM" (web/src/lib/dates.ts). */
const MUTED_UNTIL = /^Muted until [A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}(, \d{4})?, \d{1,2}(:\d\d)? (AM|PM)$/;

test.describe("a post's menu", () => {
  test(
    "A mutes B from B's post in the feed, then blocks B from B's post on B's profile, which says since when A muted B",
    PHONE_TOO,
    async ({ page: a, browser }, testInfo) => {
      // Two sign-ups and a fan-out before the journey starts.
      test.setTimeout(120_000);
      const stamp = Date.now().toString(36);
      const b = await secondPage(browser, testInfo);
      await newOnboardedFan(a, testInfo, 'Mia Menu');
      const bId = await newOnboardedFan(b, testInfo, 'Bo Loudmouth');
      const bHandle = (await apiFromPage<{ handle: string }>(b, 'GET', '/api/user')).handle;
      await apiFromPage(a, 'POST', '/api/follow', { followingId: bId });
      const bText = `Hot take nobody asked for ${stamp}`;
      await apiFromPage(b, 'POST', '/api/posts', { content: bText });

      // A's feed has B's post; its menu offers Report, Mute and Block.
      await a.goto('/');
      await reloadUntil(a, () => expect(postCard(a, bText)).toBeVisible({ timeout: 1000 }), 45_000);
      await postCard(a, bText).getByRole('button', { name: 'Post options' }).click();
      const menu = a.getByRole('menu');
      await expect(menu.getByRole('menuitem')).toHaveText([
        'Report',
        `Mute @${bHandle}`,
        `Block @${bHandle}`,
      ]);
      await shot(a, testInfo, 'post-menu');

      // Mute for 7 days, with the profile's Mute dialog: B's post leaves the feed.
      await menu.getByRole('menuitem', { name: `Mute @${bHandle}` }).click();
      const mute = a.getByRole('dialog', { name: `Mute @${bHandle}?` });
      await expect(mute.getByRole('radio', { name: 'Forever' })).toBeChecked();
      await mute.getByRole('radio', { name: '7 days' }).check();
      await shot(a, testInfo, 'post-menu-mute');
      await mute.getByRole('button', { name: 'Mute', exact: true }).click();
      await expectToast(a, `Muted @${bHandle}`);
      await expect(postCard(a, bText)).toBeHidden();

      // B's profile says until when (a muted fan's own profile still shows their posts).
      await a.goto(`/profile/${bId}`);
      const profile = a.locator('section[aria-labelledby="profile-name"]');
      await expect(profile.getByText(MUTED_UNTIL)).toBeVisible();
      await expect(postCard(a, bText)).toBeVisible();
      await shot(a, testInfo, 'post-menu-muted-profile');

      // Block B from B's post there, after the profile's confirmation.
      await postCard(a, bText).getByRole('button', { name: 'Post options' }).click();
      await a.getByRole('menuitem', { name: `Block @${bHandle}` }).click();
      const block = a.getByRole('dialog', { name: `Block @${bHandle}?` });
      await expect(block).toContainText('They are not told.');
      await shot(a, testInfo, 'post-menu-block');
      await block.getByRole('button', { name: 'Block', exact: true }).click();
      await expectToast(a, `Blocked @${bHandle}`);
      await expect(a.getByRole('heading', { name: `You blocked @${bHandle}` })).toBeVisible();
      await expect(a.getByText(bText)).toBeHidden();
      await shot(a, testInfo, 'post-menu-blocked-profile');
      await b.close();
    },
  );
});
