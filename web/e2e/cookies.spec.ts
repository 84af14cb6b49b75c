import { expect, test } from '@playwright/test';
import { PHONE_TOO, shot } from './fixtures';

const consent = (page: import('@playwright/test').Page) =>
  page.evaluate(() => window.localStorage.getItem('cookie-consent'));

test(
  'accepting cookies stores "accepted" and the banner stays away after a reload',
  PHONE_TOO,
  async ({ page }, testInfo) => {
    await page.goto('/');
    const accept = page.getByRole('button', { name: 'Accept All Cookies' });
    await expect(accept).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reject Non-Essential' })).toBeVisible();
    await shot(page, testInfo, 'cookie-banner');
    await accept.click();
    await expect(accept).toBeHidden();
    expect(await consent(page)).toBe('accepted');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Log In' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Accept All Cookies' })).toHaveCount(0);
  },
);

test('rejecting in another browser context stores "rejected"', async ({ browser, baseURL }, testInfo) => {
  const context = await browser.newContext({
    baseURL,
    viewport: testInfo.project.use.viewport ?? null,
    isMobile: testInfo.project.use.isMobile ?? false,
    hasTouch: testInfo.project.use.hasTouch ?? false,
  });
  try {
    const page = await context.newPage();
    await page.goto('/signup');
    await page.getByRole('button', { name: 'Reject Non-Essential' }).click();
    await expect(page.getByRole('button', { name: 'Accept All Cookies' })).toBeHidden();
    expect(await consent(page)).toBe('rejected');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Join the Crowd' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reject Non-Essential' })).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test('closing the banner counts as reject', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('dialog', { name: 'We use cookies' }).getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('button', { name: 'Accept All Cookies' })).toBeHidden();
  expect(await consent(page)).toBe('rejected');
});
