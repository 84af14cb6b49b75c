import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { ACCOUNT_TEXTS, EMAIL_TEXTS, RESET_TEXTS, SETTINGS_TEXTS } from '../../shared/messages';
import {
  apiFromPage,
  completeProfile,
  expect,
  expectHome,
  expectToast,
  fillSignup,
  latestCognitoCode,
  logIn,
  newOnboardedFan,
  nextCognitoCode,
  ONBOARDED_FAN_PASSWORD,
  openAccountMenuItem,
  PHONE_TOO,
  reloadUntil,
  secondPage,
  shot,
  test,
  uniqueEmail,
} from './fixtures';

/**
 * The account lifecycle (docs/account.md; SPEC 1: "Users may delete their own account through account
 * settings"): settings, a new password, a forgotten one, the data export and the deletion as other fans
 * see it.
 */

const postCard = (page: Page, text: string) => page.getByRole('article').filter({ hasText: text });
const section = (page: Page, name: string) => page.getByRole('region', { name });
const profileCard = (page: Page) => page.locator('section[aria-labelledby="profile-name"]');

async function signOut(page: Page): Promise<void> {
  await openAccountMenuItem(page, 'Sign Out');
  await expect(page.getByRole('heading', { name: 'Log In' })).toBeVisible();
}

async function openSettings(page: Page): Promise<void> {
  await openAccountMenuItem(page, SETTINGS_TEXTS.title);
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: SETTINGS_TEXTS.title })).toBeVisible();
}

test.describe('the account lifecycle', () => {
  test('a fan changes their password in /settings and logs in with the new one', async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    const email = uniqueEmail(testInfo, 'newpass');
    await newOnboardedFan(page, testInfo, 'Password Changer', email);

    // Settings is in the avatar menu, on phones too.
    await page.getByRole('button', { name: 'Open account menu' }).click();
    await expect(page.getByRole('menuitem', { name: SETTINGS_TEXTS.title })).toBeVisible();
    await shot(page, testInfo, 'account-menu');
    await page.keyboard.press('Escape');
    await openSettings(page);
    for (const name of ['Password', 'Cookies', 'Your data', 'Delete account'])
      await expect(section(page, name)).toBeVisible();
    await shot(page, testInfo, 'account-settings');

    const password = section(page, 'Password');
    const fill = async (current: string, next: string) => {
      await password.getByLabel('Current Password').fill(current);
      await password.getByLabel('New Password', { exact: true }).fill(next);
      await password.getByLabel('Confirm New Password').fill(next);
      await password.getByRole('button', { name: SETTINGS_TEXTS.updatePassword }).click();
    };

    // A wrong current password is refused by Cognito, in words.
    await fill('not-my-password', 'brand-new-1');
    await expectToast(page, SETTINGS_TEXTS.passwordFailed, SETTINGS_TEXTS.wrongPassword);
    await shot(page, testInfo, 'account-password-wrong');

    await fill(ONBOARDED_FAN_PASSWORD, 'brand-new-1');
    await expectToast(page, SETTINGS_TEXTS.passwordUpdated);
    await expect(password.getByLabel('Current Password')).toHaveValue('');

    // The old password no longer opens the account; the new one does.
    await signOut(page);
    await logIn(page, email, ONBOARDED_FAN_PASSWORD);
    await expectToast(page, 'Login Failed', 'Invalid email or password');
    await logIn(page, email, 'brand-new-1');
    await expectHome(page);
  });

  test(
    'a fan who forgot their password resets it with the e-mailed code',
    PHONE_TOO,
    async ({ page, browser }, testInfo) => {
      test.skip(!!process.env.RINGSIDE_E2E_BASE_URL, 'reads the code from the local Cognito emulator');
      test.setTimeout(120_000);
      const email = uniqueEmail(testInfo, 'forgot');
      const fan = await secondPage(browser, testInfo);
      await newOnboardedFan(fan, testInfo, 'Forgetful Fan', email);
      await fan.context().close();
      const signUpCode = await latestCognitoCode(page, email);

      // The log-in screen's link.
      await page.goto('/');
      await page.getByRole('link', { name: RESET_TEXTS.link }).click();
      await expect(page).toHaveURL(/\/forgot-password$/);
      await expect(page.getByRole('heading', { name: RESET_TEXTS.title })).toBeVisible();
      await shot(page, testInfo, 'account-forgot-email');

      // An address without an account reads exactly like one with.
      const nobody = uniqueEmail(testInfo, 'nobody');
      await page.getByLabel('Email').fill(nobody);
      await page.getByRole('button', { name: RESET_TEXTS.sendCode }).click();
      await expect(page.getByText(RESET_TEXTS.codeSent(nobody))).toBeVisible();
      await expect(page.getByTestId('toast')).toHaveCount(0);
      await page.getByRole('button', { name: RESET_TEXTS.otherEmail }).click();

      await page.getByLabel('Email').fill(email);
      await page.getByRole('button', { name: RESET_TEXTS.sendCode }).click();
      await expect(page.getByText(RESET_TEXTS.codeSent(email))).toBeVisible();
      const code = await nextCognitoCode(page, email, signUpCode);
      await shot(page, testInfo, 'account-forgot-code');

      const fill = async (value: string, password: string) => {
        await page.getByLabel(RESET_TEXTS.code).fill(value);
        await page.getByLabel(RESET_TEXTS.newPassword, { exact: true }).fill(password);
        await page.getByLabel(RESET_TEXTS.confirmPassword).fill(password);
        await page.getByRole('button', { name: RESET_TEXTS.title }).click();
      };
      const wrong = code === '000000' ? '111111' : '000000';
      await fill(wrong, 'reset-pass-1');
      await expectToast(page, RESET_TEXTS.failed, RESET_TEXTS.codeMismatch);
      await shot(page, testInfo, 'account-forgot-wrong-code');

      await fill(code, 'reset-pass-1');
      await expectToast(page, RESET_TEXTS.done, RESET_TEXTS.doneText);
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { name: 'Log In' })).toBeVisible();

      await logIn(page, email, ONBOARDED_FAN_PASSWORD);
      await expectToast(page, 'Login Failed', 'Invalid email or password');
      await logIn(page, email, 'reset-pass-1');
      await expectHome(page);
    },
  );

  test(
    'a new fan confirms their email with the mailed code: until then the app says by when, and a forgotten password sends nothing',
    PHONE_TOO,
    async ({ page, browser }, testInfo) => {
      test.setTimeout(150_000);
      test.skip(!!process.env.RINGSIDE_E2E_BASE_URL, 'reads the codes from the local Cognito emulator');
      const email = uniqueEmail(testInfo, 'confirm');
      const notice = page.getByRole('region', { name: EMAIL_TEXTS.title });
      const byWhen =
        /Confirm it by [A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}(, \d{4})?, or your account will close\./;

      // Sign-up still goes straight to onboarding: the notice is there already.
      await page.goto('/signup');
      await fillSignup(page, {
        displayName: 'Careful Fan',
        month: '6',
        day: '2',
        year: '1996',
        email,
        password: ONBOARDED_FAN_PASSWORD,
        confirm: ONBOARDED_FAN_PASSWORD,
      });
      await page.getByRole('button', { name: 'Create Account' }).click();
      await expect(page.getByText('Step 1 of 4')).toBeVisible({ timeout: 20_000 });
      await expect(notice).toBeVisible();
      await expect(notice).toContainText(byWhen);
      await shot(page, testInfo, 'email-notice-onboarding');

      // A forgotten password for this address: the same answer as any, and no code is sent.
      const resetBefore = await latestCognitoCode(page, email);
      const stranger = await secondPage(browser, testInfo);
      await stranger.goto('/');
      await stranger.getByRole('link', { name: RESET_TEXTS.link }).click();
      await expect(stranger.getByRole('heading', { name: RESET_TEXTS.title })).toBeVisible();
      await stranger.getByLabel('Email').fill(email);
      await stranger.getByRole('button', { name: RESET_TEXTS.sendCode }).click();
      await expect(stranger.getByText(RESET_TEXTS.codeSent(email))).toBeVisible();
      await expect(stranger.getByTestId('toast')).toHaveCount(0);
      await stranger.waitForTimeout(1000);
      expect(await latestCognitoCode(page, email)).toBe(resetBefore);
      await stranger.context().close();

      // On the member screens and in Settings until confirmed.
      await completeProfile(page);
      await page.goto('/');
      await expectHome(page);
      await expect(notice).toContainText(byWhen);
      await shot(page, testInfo, 'email-notice-home');
      await openSettings(page);
      const emailSection = section(page, EMAIL_TEXTS.sectionTitle);
      await expect(emailSection).toContainText(byWhen);
      await expect(emailSection.getByRole('button', { name: EMAIL_TEXTS.sendCode })).toBeVisible();
      await expect(notice).toHaveCount(0);
      await shot(page, testInfo, 'email-settings-unconfirmed');

      // The notice's button: send the code, enter it.
      await page.goto('/');
      await notice.getByRole('button', { name: EMAIL_TEXTS.open }).click();
      const dialog = page.getByRole('dialog', { name: EMAIL_TEXTS.title });
      await expect(dialog).toContainText(EMAIL_TEXTS.sendText(email));
      await shot(page, testInfo, 'email-confirm-dialog');
      await dialog.getByRole('button', { name: EMAIL_TEXTS.sendCode }).click();
      const codeField = dialog.getByLabel(EMAIL_TEXTS.code);
      await expect(codeField).toBeFocused();
      const code = await nextCognitoCode(page, email, '', 'verify');
      await codeField.fill(code === '000000' ? '111111' : '000000');
      await dialog.getByRole('button', { name: EMAIL_TEXTS.confirm, exact: true }).click();
      await expect(dialog).toContainText(RESET_TEXTS.codeMismatch);
      await shot(page, testInfo, 'email-confirm-wrong-code');
      await codeField.fill(code);
      await dialog.getByRole('button', { name: EMAIL_TEXTS.confirm, exact: true }).click();
      await expectToast(page, EMAIL_TEXTS.confirmed, EMAIL_TEXTS.confirmedText);
      await expect(dialog).toBeHidden();
      await expect(notice).toHaveCount(0);
      await page.reload();
      await expectHome(page);
      await expect(notice).toHaveCount(0);
      await openSettings(page);
      await expect(section(page, EMAIL_TEXTS.sectionTitle)).toContainText(
        EMAIL_TEXTS.sectionConfirmed(email),
      );
      await shot(page, testInfo, 'email-settings-confirmed');

      // Now a forgotten password reaches the address.
      await signOut(page);
      await page.getByRole('link', { name: RESET_TEXTS.link }).click();
      // The reset screen (its own chunk) first: else the log-in screen's Email field takes the text.
      await expect(page.getByRole('heading', { name: RESET_TEXTS.title })).toBeVisible();
      await page.getByLabel('Email').fill(email);
      await page.getByRole('button', { name: RESET_TEXTS.sendCode }).click();
      await expect(page.getByText(RESET_TEXTS.codeSent(email))).toBeVisible();
      await nextCognitoCode(page, email, resetBefore);
    },
  );

  test(
    "the cookie banner's Cookie Policy opens over it, and Settings changes the choice back",
    PHONE_TOO,
    async ({ browser }, testInfo) => {
      test.setTimeout(120_000);
      const { viewport, deviceScaleFactor, isMobile, hasTouch, baseURL } = testInfo.project.use;
      // No stored choice in this context: the banner shows.
      const context = await browser.newContext({ viewport, deviceScaleFactor, isMobile, hasTouch, baseURL });
      const page = await context.newPage();
      await page.goto('/');
      const banner = page.getByRole('dialog', { name: 'We use cookies' });
      await expect(banner).toBeVisible();
      await banner.getByRole('button', { name: 'Cookie Policy' }).click();
      const policy = page.getByRole('dialog', { name: 'Cookie Policy' });
      await expect(policy).toContainText('connect.sid');
      await shot(page, testInfo, 'account-cookie-policy-over-banner');
      // The policy is on top: its own Close button takes the click.
      await policy.getByRole('button', { name: 'Close' }).last().click();
      await expect(policy).toBeHidden();
      await expect(banner).toBeVisible();
      await banner.getByRole('button', { name: 'Accept All Cookies' }).click();
      await expect(banner).toBeHidden();

      await newOnboardedFan(page, testInfo, 'Cookie Chooser');
      await page.goto('/settings');
      const cookies = section(page, 'Cookies');
      await expect(cookies.getByRole('radio', { name: SETTINGS_TEXTS.cookieAccept })).toBeChecked();
      await cookies.getByRole('radio', { name: SETTINGS_TEXTS.cookieReject }).check();
      await expectToast(page, SETTINGS_TEXTS.cookieSaved);
      expect(await page.evaluate(() => localStorage.getItem('cookie-consent'))).toBe('rejected');
      await page.reload();
      await expect(
        section(page, 'Cookies').getByRole('radio', { name: SETTINGS_TEXTS.cookieReject }),
      ).toBeChecked();
      await expect(banner).toHaveCount(0);
      await context.close();
    },
  );

  test('a fan downloads their data as one file', async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    const stamp = `${Date.now().toString(36)}${testInfo.project.name}`;
    const content = `Keeping a copy of this one ${stamp}`;
    const id = await newOnboardedFan(page, testInfo, 'Archivist');
    await apiFromPage(page, 'POST', '/api/posts', { content });

    await page.goto('/settings');
    const data = section(page, 'Your data');
    const download = page.waitForEvent('download');
    await data.getByRole('button', { name: SETTINGS_TEXTS.download }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(SETTINGS_TEXTS.fileName);
    await expectToast(page, SETTINGS_TEXTS.exportReady, SETTINGS_TEXTS.fileName);

    const saved = JSON.parse(readFileSync(await file.path(), 'utf8')) as {
      exportedAt: string;
      profile: { id: string; displayName: string };
      posts: { content: string }[];
    };
    expect(Object.keys(saved)).toEqual([
      'exportedAt',
      'profile',
      'posts',
      'comments',
      'pops',
      'following',
      'followers',
      'notifications',
      'reports',
      'blocks',
      'mutes',
      'mutedWords',
      'entityFollows',
      'spoilerSettings',
      'watchStatuses',
      'alertSettings',
    ]);
    expect(saved.profile).toMatchObject({ id, displayName: 'Archivist' });
    expect(saved.posts.map((post) => post.content)).toContain(content);
  });

  test('a fan deletes their account; to other fans the profile, the posts and the follow are gone', async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(180_000);
    const stamp = `${Date.now().toString(36)}${testInfo.project.name}`;
    const tag = `Farewell${stamp}`;
    const content = `Last match tonight, thank you all #${tag}`;
    const email = uniqueEmail(testInfo, 'leaving');

    // The other fan follows the leaving fan (feed) and is followed back (their follower count).
    const other = await secondPage(browser, testInfo);
    const otherId = await newOnboardedFan(other, testInfo, `Stays ${stamp}`);
    const leavingId = await newOnboardedFan(page, testInfo, `Leaving ${stamp}`, email);
    await apiFromPage(page, 'POST', '/api/follow', { followingId: otherId });
    await apiFromPage(other, 'POST', '/api/follow', { followingId: leavingId });
    await apiFromPage(page, 'POST', '/api/posts', { content });

    await other.goto('/');
    await reloadUntil(other, () => expect(postCard(other, content)).toBeVisible({ timeout: 1000 }));
    await other.goto(`/hashtag/${tag}`);
    await reloadUntil(other, () => expect(postCard(other, content)).toBeVisible({ timeout: 1000 }));
    await other.goto('/profile');
    await expect(profileCard(other)).toContainText('1 Followers');

    // The danger zone: the dialog asks for the password again.
    await page.goto('/settings');
    const danger = section(page, SETTINGS_TEXTS.deleteAccount);
    await danger.scrollIntoViewIfNeeded();
    await expect(danger).toContainText('Personal data is deleted within 30 days.');
    await shot(page, testInfo, 'account-danger-zone');
    await danger.getByRole('button', { name: SETTINGS_TEXTS.deleteAccount }).click();
    const dialog = page.getByRole('dialog', { name: SETTINGS_TEXTS.deleteTitle });
    await expect(dialog).toBeVisible();
    const confirm = dialog.getByRole('button', { name: SETTINGS_TEXTS.confirmDelete });
    await expect(confirm).toBeDisabled();
    await shot(page, testInfo, 'account-delete-dialog');
    await dialog.getByLabel('Password').fill('not-my-password');
    await confirm.click();
    await expect(dialog.getByRole('alert')).toHaveText(ACCOUNT_TEXTS.wrongPassword);
    await shot(page, testInfo, 'account-delete-wrong-password');

    await dialog.getByLabel('Password').fill(ONBOARDED_FAN_PASSWORD);
    await confirm.click();
    await expectToast(page, SETTINGS_TEXTS.deleted, SETTINGS_TEXTS.deletedText);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Log In' })).toBeVisible();
    await shot(page, testInfo, 'account-deleted');
    const tokens = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.endsWith('.idToken')));
    expect(tokens).toEqual([]);
    await logIn(page, email, ONBOARDED_FAN_PASSWORD);
    await expectToast(page, 'Login Failed');

    // To the other fan: the profile is gone at once, the post and the follow once the purge has run.
    await other.goto(`/profile/${leavingId}`);
    await expect(other.getByRole('heading', { name: 'User Not Found' })).toBeVisible();
    await other.goto('/');
    await reloadUntil(
      other,
      async () => {
        await expectHome(other);
        await expect(postCard(other, content)).toHaveCount(0);
      },
      60_000,
    );
    await other.goto(`/hashtag/${tag}`);
    await reloadUntil(
      other,
      () => expect(other.getByRole('heading', { name: 'No Posts Found' })).toBeVisible(),
      60_000,
    );
    await other.goto('/profile');
    await reloadUntil(
      other,
      () => expect(profileCard(other)).toContainText('0 Followers', { timeout: 1000 }),
      60_000,
    );
    await other.context().close();
  });
});
