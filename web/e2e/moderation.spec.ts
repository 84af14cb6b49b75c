import type { Page } from '@playwright/test';
import { avatarPng } from '../../scripts/local/png';
import { ADMIN_TEXTS, REPORT_TEXTS, SUSPENDED_TOAST, TOASTS } from '../../shared/messages';
import {
  apiFromPage,
  expect,
  expectHome,
  expectToast,
  logIn,
  newOnboardedFan,
  ONBOARDED_FAN_PASSWORD,
  PHONE_TOO,
  reloadUntil,
  SEEDED,
  secondPage,
  shot,
  signedIn,
  test,
  uniqueEmail,
  uploadPng,
} from './fixtures';

/** Moderation (SPEC 2, 3, 4, 6 and 8): a member reports, an admin resolves, takes down and bans. */

const postCard = (page: Page, text: string) => page.getByRole('article').filter({ hasText: text });
const reportCard = (page: Page, reportedName: string) =>
  page.getByRole('article', { name: `Report on a post by ${reportedName}` });

test.describe('moderation', () => {
  test(
    'a member reports a post with an image; the admin resolves it, takes it down and bans the author',
    PHONE_TOO,
    async ({ page: reporter, browser }, testInfo) => {
      test.setTimeout(180_000);
      const stamp = `${Date.now().toString(36)}${testInfo.project.name}`;
      const authorName = `Heel ${stamp}`;
      const text = `Every one of you in this arena is a jabroni ${stamp}`;
      const authorEmail = uniqueEmail(testInfo, 'heel');

      // The author (soon banned) and the reporter, who follows them.
      const author = await secondPage(browser, testInfo);
      const authorId = await newOnboardedFan(author, testInfo, authorName, authorEmail);
      await newOnboardedFan(reporter, testInfo, `Reporter ${stamp}`);
      await apiFromPage(reporter, 'POST', '/api/follow', { followingId: authorId });

      // The author posts with an image (uploaded as the post box does).
      const imageURL = await uploadPng(author, avatarPng(240, [200, 20, 40], [245, 183, 0]));
      const post = await apiFromPage<{ id: string; imageUrl: string | null }>(author, 'POST', '/api/posts', {
        content: text,
        imageURL,
      });
      expect(post.imageUrl).toMatch(/^\/media\/uploads\//);
      const imageUrl = post.imageUrl as string;
      expect((await reporter.request.get(imageUrl)).status()).toBe(200);

      // The reporter finds it in the feed and reports it.
      await reporter.goto('/');
      const inFeed = postCard(reporter, text);
      await reloadUntil(reporter, () => expect(inFeed).toBeVisible({ timeout: 1000 }));
      await inFeed.getByRole('button', { name: 'Post options' }).click();
      await expect(reporter.getByRole('menuitem', { name: 'Delete post' })).toHaveCount(0);
      await reporter.getByRole('menuitem', { name: REPORT_TEXTS.report }).click();
      const dialog = reporter.getByRole('dialog', { name: REPORT_TEXTS.reportPost });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('radio')).toHaveCount(8);
      await dialog.getByRole('button', { name: REPORT_TEXTS.submit }).click();
      await expect(dialog.getByText('Please choose a reason')).toBeVisible();
      await dialog.getByRole('radio', { name: 'Harassment or bullying' }).check();
      await dialog.getByRole('textbox', { name: /Tell us more/ }).fill('Insults the whole crowd every week.');
      await expect(dialog.getByText('35/500')).toBeVisible();
      await shot(reporter, testInfo, 'moderation-report-dialog');
      await dialog.getByRole('button', { name: REPORT_TEXTS.submit }).click();
      await expectToast(reporter, REPORT_TEXTS.submitted, REPORT_TEXTS.submittedText);
      await expect(dialog).toBeHidden();

      // The admin sees the report with all its fields.
      const admin = await secondPage(browser, testInfo);
      await signedIn(admin, SEEDED.admin);
      await admin.goto('/admin');
      await expect(admin.getByRole('heading', { name: ADMIN_TEXTS.title, level: 1 })).toBeVisible();
      await expect(admin.getByRole('tab', { name: /^Reports \d+ pending$/ })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      const report = reportCard(admin, authorName);
      await expect(report).toBeVisible();
      await expect(report.getByText('Pending', { exact: true })).toBeVisible();
      await expect(report.getByText('just now').or(report.getByText(/^\d+m$/))).toBeVisible();
      const details = report.getByLabel('Report details');
      await expect(details).toContainText('Harassment or bullying');
      await expect(details).toContainText('Insults the whole crowd every week.');
      await expect(details).toContainText(`Reporter ${stamp}`);
      await expect(details).toContainText(authorName);
      const reported = report.getByRole('region', { name: 'Reported post' });
      await expect(reported).toContainText(`ID ${post.id}`);
      await expect(reported).toContainText(text);
      await report.scrollIntoViewIfNeeded();
      await shot(admin, testInfo, 'moderation-reports');

      // Resolve.
      await report.getByRole('button', { name: ADMIN_TEXTS.resolve }).click();
      await expectToast(admin, ADMIN_TEXTS.statusUpdated);
      await expect(report.getByText('Resolved', { exact: true })).toBeVisible();
      await expect(report.getByRole('button', { name: ADMIN_TEXTS.review })).toHaveCount(0);
      await expect(report.getByRole('button', { name: ADMIN_TEXTS.resolve })).toHaveCount(0);

      // Take the post down (after the browser's confirmation).
      admin.once('dialog', (d) => {
        expect(d.message()).toBe('Are you sure you want to delete this post?');
        void d.accept();
      });
      await report.getByRole('button', { name: ADMIN_TEXTS.deletePost }).click();
      await expectToast(admin, ADMIN_TEXTS.postDeleted);
      await expect(reported.getByText(ADMIN_TEXTS.removed, { exact: true })).toBeVisible();
      await expect(report.getByRole('button', { name: ADMIN_TEXTS.deletePost })).toHaveCount(0);

      // It leaves the reporter's feed, and its image is deleted (a stream consumer does it within seconds).
      await reloadUntil(reporter, async () => {
        await expectHome(reporter);
        await expect(postCard(reporter, text)).toHaveCount(0);
      });
      await expect
        .poll(async () => (await reporter.request.get(imageUrl)).status(), { timeout: 30_000 })
        .toBe(404);

      // Ban the author (after the browser's confirmation).
      admin.once('dialog', (d) => {
        expect(d.message()).toBe(`Are you sure you want to ban user ${authorName}?`);
        void d.accept();
      });
      await report.getByRole('button', { name: ADMIN_TEXTS.banUser }).click();
      await expectToast(admin, ADMIN_TEXTS.userBanned);
      await expect(report.getByText(ADMIN_TEXTS.banned, { exact: true })).toBeVisible();
      await expect(report.getByRole('button', { name: ADMIN_TEXTS.banUser })).toHaveCount(0);

      // The banned author's open page is thrown out on its next call (here a reload; the 30-second
      // notifications poll would do it too): signed out, on the landing page.
      await author.reload();
      await expectToast(author, SUSPENDED_TOAST.title, SUSPENDED_TOAST.description);
      await expect(author.getByRole('heading', { name: 'Log In' })).toBeVisible();
      await expect(author).toHaveURL(/\/$/);
      await shot(author, testInfo, 'moderation-suspended');
      const tokens = await author.evaluate(() =>
        Object.keys(localStorage).filter((k) => k.endsWith('.idToken')),
      );
      expect(tokens).toEqual([]);

      // Analytics: the numbers and their shares.
      await admin.getByRole('tab', { name: ADMIN_TEXTS.tabs.analytics }).click();
      await expect(admin).toHaveURL(/\/admin\?tab=analytics$/);
      const numbers = admin.getByRole('list', { name: 'Report numbers' });
      await expect(numbers.getByRole('listitem', { name: ADMIN_TEXTS.totalReports })).toContainText(
        /\d+ pending/,
      );
      await expect(numbers.getByRole('listitem', { name: ADMIN_TEXTS.resolved })).toContainText(
        /\d+% of total/,
      );
      await expect(numbers.getByRole('listitem', { name: ADMIN_TEXTS.underReview })).toContainText(
        /\d+% of total/,
      );
      await expect(admin.getByRole('heading', { name: ADMIN_TEXTS.detailedAnalytics })).toBeVisible();
      await shot(admin, testInfo, 'moderation-analytics');

      // The audit log, newest first: the ban, the takedown, the resolution (journeys running beside
      // this one may add rows of their own in between).
      await admin.getByRole('tab', { name: ADMIN_TEXTS.tabs.audit }).click();
      const log = admin.getByRole('list', { name: ADMIN_TEXTS.tabs.audit });
      const rows = log.getByRole('listitem');
      await expect(rows.filter({ hasText: 'Banned a fan' }).filter({ hasText: authorId })).toHaveCount(1);
      const texts = await rows.allTextContents();
      const ban = texts.findIndex((t) => t.includes('Banned a fan') && t.includes(authorId));
      const takedown = texts.findIndex((t) => t.includes('Deleted a post') && t.includes(post.id));
      const resolved = texts.findIndex((t, i) => i > takedown && t.includes('Resolved a report'));
      expect(ban).toBeGreaterThanOrEqual(0);
      expect(takedown).toBeGreaterThan(ban);
      expect(resolved).toBeGreaterThan(takedown);
      await shot(admin, testInfo, 'moderation-audit');

      // Logging in again is refused, in words.
      await logIn(author, authorEmail, ONBOARDED_FAN_PASSWORD);
      await expectToast(author, TOASTS.loginFailed, SUSPENDED_TOAST.description);
      await expect(author.getByRole('heading', { name: 'Log In' })).toBeVisible();
      await shot(author, testInfo, 'moderation-banned-login');

      await author.context().close();
      await admin.context().close();
    },
  );

  test('a member opening /admin gets "Access Denied" and lands on /', async ({ page }) => {
    await signedIn(page, SEEDED.fan);
    await page.goto('/admin');
    await expectToast(page, TOASTS.accessDenied, TOASTS.accessDeniedText);
    await expect(page).toHaveURL(/\/$/);
    await expectHome(page);
    await expect(page.getByRole('heading', { name: ADMIN_TEXTS.title })).toHaveCount(0);
  });
});
