import { apiFromPage, expect, expectToast, PHONE_TOO, SEEDED, shot, signedIn, test } from './fixtures';

test.describe('profile screen', () => {
  test("another fan's profile, and one that does not exist", async ({ page }, testInfo) => {
    await signedIn(page, SEEDED.admin);
    const { id: adminId } = await apiFromPage<{ id: string }>(page, 'GET', '/api/user');
    await signedIn(page, SEEDED.fan);

    await page.goto(`/profile/${adminId}`);
    const card = page.locator('section[aria-labelledby="profile-name"]');
    await expect(page.getByRole('heading', { name: 'The Referee', exact: true })).toBeVisible();
    await expect(card.getByText('Bret Hart')).toBeVisible();
    await expect(page.getByRole('heading', { name: "The Referee's Posts" })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No Posts Yet' })).toBeVisible();
    await expect(page.getByText("This user hasn't posted anything yet.")).toBeVisible();
    // Not yours: no Edit Profile and no camera button on the card.
    await expect(page.getByRole('button', { name: 'Edit Profile' })).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'Change profile picture' })).toHaveCount(0);
    const avatar = card.locator('img');
    await expect(avatar).toHaveAttribute('src', /^\/media\/uploads\//);
    await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await shot(page, testInfo, 'profile-other');

    await page.goto('/profile/01NOSUCHFAN0000000000000000');
    await expect(page.getByRole('heading', { name: 'User Not Found' })).toBeVisible();
    await expect(page.getByText('This user profile could not be found.')).toBeVisible();
    await shot(page, testInfo, 'profile-not-found');
  });

  test('the header avatar opens the picture upload dialog', PHONE_TOO, async ({ page }, testInfo) => {
    await signedIn(page, SEEDED.fan);
    await page.getByRole('banner').getByRole('button', { name: 'Change profile picture' }).click();
    const dialog = page.getByRole('dialog', { name: 'Update profile picture' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Drop files here')).toBeVisible();
    await shot(page, testInfo, 'picture-dialog');

    // Only images of at most 5 MB: the reason shows in the dialog and as a toast.
    const input = dialog.locator('input.uppy-Dashboard-input').first();
    await input.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a picture'),
    });
    await expectToast(page, 'Invalid file type', 'Please select an image file.');
    await expect(dialog.getByRole('alert')).toHaveText(['You can only upload: image/*']);
    await input.setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
    });
    await expectToast(page, 'File too large', 'Please select an image smaller than 5MB.');
    await expect(
      dialog.getByRole('alert').filter({ hasText: 'huge.png exceeds maximum allowed size of 5 MB' }),
    ).toBeVisible();
    await expect(dialog.locator('.uppy-Dashboard-Item')).toHaveCount(0);
    await shot(page, testInfo, 'picture-dialog-too-large');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });
});
