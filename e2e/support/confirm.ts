import type { Page } from '@playwright/test';
import { expect } from './test';

/**
 * Answers the staff app's confirmation dialog (not the browser's: it is a page of the app) and
 * returns its question, once it has closed.
 */
export async function answerConfirm(page: Page, answer: 'accept' | 'dismiss'): Promise<string> {
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  const question = await dialog.locator('p').innerText();
  // The safe answer has the focus as it opens.
  await expect(dialog.getByRole('button', { name: 'Not now' })).toBeFocused();
  await (answer === 'accept'
    ? dialog.getByRole('button').last()
    : dialog.getByRole('button', { name: 'Not now' })
  ).click();
  await expect(dialog).toHaveCount(0);
  return question;
}
