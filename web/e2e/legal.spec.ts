import { expect, PHONE_TOO, shot, test } from './fixtures';

for (const [name, slug] of [
  ['Privacy Policy', 'privacy'],
  ['Terms of Use', 'terms'],
  ['Cookie Policy', 'cookies'],
] as const) {
  test(`opens the ${name} modal`, PHONE_TOO, async ({ page }, testInfo) => {
    await page.goto('/');
    await page.getByRole('button', { name }).click();
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name, level: 2 })).toBeVisible();
    await expect(dialog.getByText('Last Updated: October 4, 2025')).toBeVisible();
    const box = await dialog.boundingBox();
    const viewport = page.viewportSize();
    if (box && viewport) expect(box.height).toBeLessThanOrEqual(viewport.height * 0.85 + 1);
    if (slug === 'cookies') await expect(dialog).toContainText('connect.sid');
    await shot(page, testInfo, `legal-${slug}`);
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect(dialog).toBeHidden();
  });
}

test('the sign-up screen has the same legal footer', async ({ page }) => {
  await page.goto('/signup');
  await expect(page.getByText('GDPR Compliant')).toBeVisible();
  await expect(page.getByText(`© ${new Date().getFullYear()} Ringside`, { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Terms of Use' }).click();
  await expect(page.getByRole('dialog', { name: 'Terms of Use' })).toContainText(
    'Last Updated: October 4, 2025',
  );
});
