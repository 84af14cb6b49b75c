import type { Page, TestInfo } from '@playwright/test';
import { avatarPng } from '../../scripts/local/png';
import {
  expect,
  expectHome,
  expectToast,
  fillSignup,
  logIn,
  PHONE_TOO,
  shot,
  test,
  uniqueEmail,
} from './fixtures';

const PASSWORD = 'ohyeah1';

/** Signs a new fan up and waits for the wizard's first step. */
async function signUpNewFan(page: Page, testInfo: TestInfo, displayName: string): Promise<string> {
  const email = uniqueEmail(testInfo, 'onboard');
  await page.goto('/signup');
  await fillSignup(page, {
    displayName,
    month: '6',
    day: '15',
    year: '1992',
    email,
    password: PASSWORD,
    confirm: PASSWORD,
  });
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/onboarding$/, { timeout: 20_000 });
  await expect(page.getByText('Step 1 of 4')).toBeVisible();
  return email;
}

const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue' });
const skipButton = (page: Page) => page.getByRole('button', { name: 'Skip (Already completed)' });

/** Chooses a real PNG in the open dialog, checks its preview and presses upload. */
async function uploadPicture(
  page: Page,
  { opener = 'Upload Picture', testInfo }: { opener?: string; testInfo?: TestInfo } = {},
): Promise<void> {
  await page.getByRole('main').getByRole('button', { name: opener }).click();
  const dialog = page.getByRole('dialog', { name: 'Update profile picture' });
  await expect(dialog).toBeVisible();
  await dialog
    .locator('input.uppy-Dashboard-input')
    .first()
    .setInputFiles({
      name: 'my-face.png',
      mimeType: 'image/png',
      buffer: avatarPng(160, [200, 30, 50], [245, 183, 0]),
    });
  // One file with its preview; nothing is sent before the fan presses upload.
  await expect(dialog.locator('.uppy-Dashboard-Item')).toHaveCount(1);
  await expect(dialog.locator('.uppy-Dashboard-Item-previewImg')).toBeVisible();
  if (testInfo) {
    await shot(page, testInfo, 'onboarding-1-picture-preview');
    // The image editor: square crop, saved back into the chosen file (a new, re-encoded file).
    await dialog.getByRole('button', { name: 'Edit file my-face.png' }).click();
    await expect(dialog.locator('.uppy-ImageCropper')).toBeVisible();
    await dialog.locator('.cropper-crop-box').waitFor();
    await shot(page, testInfo, 'onboarding-1-picture-editor');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(dialog.locator('.uppy-ImageCropper')).toHaveCount(0);
    await expect(dialog.locator('.uppy-Dashboard-Item')).toHaveCount(1);
  }
  await dialog.getByRole('button', { name: 'Upload 1 file' }).click();
  await expect(dialog).toBeHidden();
}

test.describe('onboarding', () => {
  test('a new fan completes the four steps and enters Ringside', PHONE_TOO, async ({ page }, testInfo) => {
    await signUpNewFan(page, testInfo, 'Rookie Rumbler');
    await expect(page.getByText('25% complete')).toBeVisible();
    // Step 1 cannot continue, nor be skipped, without a picture.
    await expect(continueButton(page)).toBeDisabled();
    await expect(skipButton(page)).toHaveCount(0);

    // The sign-up toast covers the phone's header: dismiss it so the pictures show the screen.
    await page.getByTestId('toast').getByRole('button', { name: 'Close' }).click();
    await shot(page, testInfo, 'onboarding-1-picture');
    await uploadPicture(page, { testInfo });
    await expectToast(page, 'Profile picture updated', 'Your profile picture has been successfully updated!');
    const stepAvatar = page.locator('section[aria-labelledby="step-picture"] img');
    await expect(stepAvatar).toHaveAttribute('src', /^\/media\/uploads\//);
    await expect(skipButton(page)).toBeVisible();
    await shot(page, testInfo, 'onboarding-1-picture-done');
    await continueButton(page).click();

    await expect(page.getByText('Step 2 of 4')).toBeVisible();
    await expect(page.getByText('50% complete')).toBeVisible();
    await expect(skipButton(page)).toHaveCount(0);
    await continueButton(page).click();
    await expectToast(page, 'Bio Required', 'Please write a bio about yourself to continue.');
    await page.getByLabel('Bio').fill('Hooked since the Monday Night Wars. <b>Not bold</b>, just loud.');
    await shot(page, testInfo, 'onboarding-2-bio');
    await continueButton(page).click();
    await expectToast(page, 'Bio Saved', 'Your bio has been saved successfully!');

    await expect(page.getByText('Step 3 of 4')).toBeVisible();
    await expect(skipButton(page)).toHaveCount(0);
    await page.getByLabel('Favorite Wrestlers').fill('Bianca Belair, Kenny Omega');
    await continueButton(page).click();
    await expectToast(
      page,
      'Favorites Required',
      'Please fill in both your favorite wrestlers and promotions.',
    );
    await page.getByLabel('Favorite Promotions').fill('WWE, NJPW');
    await shot(page, testInfo, 'onboarding-3-favorites');
    await continueButton(page).click();
    await expectToast(page, 'Favorites Saved', 'Your wrestling favorites have been saved!');

    await expect(page.getByText('Step 4 of 4')).toBeVisible();
    await expect(page.getByRole('heading', { name: "You're All Set!" })).toBeVisible();
    await expect(page.getByText('100% complete')).toBeVisible();
    await shot(page, testInfo, 'onboarding-4-all-set');
    await page.getByRole('button', { name: 'Enter Ringside!' }).click();

    await expectToast(
      page,
      'Welcome to Ringside',
      'Your profile is now complete. Enjoy the wrestling community!',
    );
    await expect(page).toHaveURL(/\/$/);
    await expectHome(page);
    await shot(page, testInfo, 'onboarding-home');

    // The own profile shows the uploaded picture, served from /media, and the saved texts as text.
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Rookie Rumbler' })).toBeVisible();
    const avatar = page.locator('section[aria-labelledby="profile-name"] img');
    await expect(avatar).toHaveAttribute('src', /^\/media\/uploads\//);
    await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByText('Not bold', { exact: false })).toContainText('<b>Not bold</b>');
    await expect(page.getByText('Kenny Omega')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your Posts' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No Posts Yet' })).toBeVisible();
    await expect(
      page.getByText("You haven't created any posts yet. Share your thoughts about wrestling!"),
    ).toBeVisible();
    await shot(page, testInfo, 'profile-own');

    // The camera button on the own profile replaces the picture, with the profile screen's toast.
    const before = await avatar.getAttribute('src');
    await uploadPicture(page, { opener: 'Change profile picture' });
    await expectToast(page, 'Profile picture updated successfully');
    await expect(avatar).not.toHaveAttribute('src', before ?? '');
    await expect(avatar).toHaveAttribute('src', /^\/media\/uploads\//);

    // Edit Profile: a bad handle is refused with the spec's message, a good one is saved.
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
    await dialog.getByLabel('Handle').fill('bad handle!');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog.getByText('Handle can only contain letters, numbers, and underscores')).toBeVisible();
    await shot(page, testInfo, 'profile-edit-bad-handle');
    const handle = `rumbler_${testInfo.project.name}_${Date.now().toString(36)}`;
    await dialog.getByLabel('Handle').fill(handle);
    await dialog.getByLabel('Display Name').fill('Rookie Rumbler II');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Profile updated successfully');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Rookie Rumbler II' })).toBeVisible();
    await expect(page.getByText(`@${handle}`)).toBeVisible();
  });

  test('a fan who left after step 2 resumes at step 3', async ({ page }, testInfo) => {
    const email = await signUpNewFan(page, testInfo, 'Comeback Kid');
    await uploadPicture(page);
    await expectToast(page, 'Profile picture updated');
    // With the picture on the profile, step 1 may be skipped.
    await skipButton(page).click();
    await expect(page.getByText('Step 2 of 4')).toBeVisible();
    await page.getByLabel('Bio').fill('Back for the sequel.');
    await continueButton(page).click();
    await expectToast(page, 'Bio Saved');
    await expect(page.getByText('Step 3 of 4')).toBeVisible();

    await page.reload();
    await expect(page.getByText('Step 3 of 4')).toBeVisible();
    await expect(skipButton(page)).toHaveCount(0);

    // Signing out and in again lands on step 3 too, and every path renders the wizard.
    await page.getByRole('button', { name: 'Open account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(page.getByRole('heading', { name: 'Log In' })).toBeVisible();
    await logIn(page, email, PASSWORD);
    await expect(page.getByText('Step 3 of 4')).toBeVisible();
    await page.goto('/trending');
    await expect(page.getByText('Step 3 of 4')).toBeVisible();
  });
});
