import { expect, newOnboardedFan, PHONE_TOO, shot, test } from './fixtures';

test('an unknown path shows the 404 screen, with the way home', PHONE_TOO, async ({ page }, testInfo) => {
  await page.goto('/this/page/does-not-exist');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  await shot(page, testInfo, 'not-found');
});

test('an unknown wrestler or post shows the same screen in the layout, with its own line and the way home', async ({
  page,
}, testInfo) => {
  await newOnboardedFan(page, testInfo, 'Lost Larry');
  await page.goto(`/wrestlers/nobody-${Date.now().toString(36)}`);
  await expect(page.getByRole('heading', { name: 'Wrestler Not Found', level: 1 })).toBeVisible();
  await expect(page.getByText('This wrestler could not be found.')).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await shot(page, testInfo, 'not-found-wrestler');

  await page.goto('/posts/01JZZZZZZZZZZZZZZZZZZZZZZZ');
  await expect(page.getByRole('heading', { name: 'Post Not Found', level: 1 })).toBeVisible();
  await expect(page.getByText('This post was deleted or could not be found.')).toBeVisible();
  await shot(page, testInfo, 'not-found-post');
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page.getByRole('region', { name: 'Create a post' })).toBeVisible();
});
