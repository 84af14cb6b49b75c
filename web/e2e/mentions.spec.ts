import type { Page, TestInfo } from '@playwright/test';
import { expect, newOnboardedFan, shot, test } from './fixtures';

/**
 * The composer (issue 27): opening it puts the cursor in its text field, so a fan types at once.
 */

/** Opens the composer as a fan would at this width: the bottom bar's Post on a phone, the box on a desktop. */
async function openComposer(page: Page, testInfo: TestInfo): Promise<void> {
  if (testInfo.project.name === 'phone')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Post' }).click();
  else {
    // With the keyboard: the box focused, Enter.
    await page.getByRole('button', { name: /^What's happening in the ring/ }).focus();
    await page.keyboard.press('Enter');
  }
}

test.describe('the composer', () => {
  test('opening it puts the cursor in its text field', async ({ page }, testInfo) => {
    await newOnboardedFan(page, testInfo, 'Keen Typer');
    await openComposer(page, testInfo);
    const dialog = page.getByRole('dialog', { name: 'Create a post' });
    await expect(dialog).toBeVisible();
    const text = dialog.getByRole('textbox', { name: 'Post text' });
    await expect(text).toBeFocused();
    await page.keyboard.type('typed at once');
    await expect(text).toHaveValue('typed at once');
    await shot(page, testInfo, 'composer-focused');

    // Back from "Add a YouTube video" (the one dialog closing, the other opening): the cursor is in the text again.
    await dialog.getByRole('button', { name: 'Video' }).click();
    const video = page.getByRole('dialog', { name: 'Add a YouTube video' });
    await video.getByLabel('YouTube URL').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await video.getByRole('button', { name: 'Add Video' }).click();
    await expect(text).toBeFocused();
    await page.keyboard.type(' and more');
    await expect(text).toHaveValue(/ and more$/);
  });
});
