import { expect, shot, test } from './fixtures';

test('an unknown path shows the 404 screen', async ({ page }, testInfo) => {
  await page.goto('/this/page/does-not-exist');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  await shot(page, testInfo, 'not-found');
});
