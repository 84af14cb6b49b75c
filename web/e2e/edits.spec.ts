import type { Page } from '@playwright/test';
import { expect, expectToast, newOnboardedFan, PHONE_TOO, shot, test } from './fixtures';

const postCard = (page: Page, text: string) => page.getByRole('article').filter({ hasText: text });

test.describe('editing a post', () => {
  test(
    'a fan posts, edits it from the post menu, sees "Edited" and opens the history',
    PHONE_TOO,
    async ({ page }, testInfo) => {
      const stamp = Date.now().toString(36);
      const first = `Cage match tonight #Cage${stamp}`;
      const second = `Cage match tonight, main event! #Steel${stamp}`;
      await newOnboardedFan(page, testInfo, 'Eddie Editor');

      await page.getByRole('button', { name: /What's happening in the ring/ }).click();
      const composer = page.getByRole('dialog', { name: 'Create a post' });
      await composer.getByRole('textbox', { name: 'Post text' }).fill(first);
      await composer.getByRole('button', { name: 'Post', exact: true }).click();
      await expectToast(page, 'Post created successfully!');
      const card = postCard(page, first);
      await expect(card).toBeVisible();
      await expect(card.getByRole('button', { name: 'Edited' })).toHaveCount(0);

      // Edit from the author's menu: the dialog opens with the cursor in the text, at its end.
      await card.getByRole('button', { name: 'Post options' }).click();
      await page.getByRole('menuitem', { name: 'Edit' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit post' });
      const field = dialog.getByRole('textbox', { name: 'Edit post' });
      await expect(field).toBeFocused();
      await expect(field).toHaveValue(first);
      await expect(dialog.getByText('5 edits left')).toBeVisible();
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type(second);
      await expect(field).toHaveValue(second);
      await shot(page, testInfo, 'edit-dialog');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expectToast(page, 'Post edited');
      await expect(dialog).toBeHidden();

      // The card shows the new text, its new hashtag linked, and "Edited".
      const edited = postCard(page, second);
      await expect(edited).toBeVisible();
      await expect(edited.getByRole('link', { name: `#Steel${stamp}` })).toBeVisible();
      await expect(edited.getByRole('button', { name: 'Edited' })).toBeVisible();
      await shot(page, testInfo, 'edit-card-edited');

      // "Edited" opens the texts, newest first, with their times.
      await edited.getByRole('button', { name: 'Edited' }).click();
      const history = page.getByRole('dialog', { name: 'Edit history' });
      const versions = history.getByRole('listitem');
      await expect(versions).toHaveCount(2);
      await expect(versions.nth(0)).toContainText('Current');
      await expect(versions.nth(0)).toContainText(second);
      await expect(versions.nth(1)).toContainText('Original');
      await expect(versions.nth(1)).toContainText(first);
      await expect(versions.nth(1).locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
      await shot(page, testInfo, 'edit-history');
      await history.getByRole('button', { name: 'Close' }).click();
      await expect(history).toBeHidden();

      // The edit holds after a reload (the server has it), and the hashtag page follows it.
      await page.reload();
      await expect(postCard(page, second).getByRole('button', { name: 'Edited' })).toBeVisible();
      await page.goto(`/hashtag/Steel${stamp}`);
      await expect(postCard(page, second)).toBeVisible();
    },
  );
});
