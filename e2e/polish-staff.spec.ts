import type { Page, TestInfo } from '@playwright/test';
import { ownOrigin, signIn } from './support/sign-in';
import { expect, test } from './support/test';

/** Staff screens that ask before what cannot be undone in one click, and say whose admin it is. */

/** Names no other test (or the other project, running at the same time) will use. */
const unique = (testInfo: TestInfo) => `${testInfo.project.name}-${Date.now()}`;

/** Answers the next confirm() and records its message. */
function answerNextConfirm(page: Page, answer: 'accept' | 'dismiss', messages: string[]) {
  page.once('dialog', (dialog) => {
    messages.push(dialog.message());
    void (answer === 'accept' ? dialog.accept() : dialog.dismiss());
  });
}

test('deactivating a colleague asks first, naming them; dismissing leaves them active', async ({
  page,
  context,
}, testInfo) => {
  const email = `colleague.${unique(testInfo)}@example.com`;
  await signIn(context);
  const added = await page.request.post('/api/admin/staff', {
    data: { email, password: 'colleague-Password-1' },
    headers: ownOrigin(),
  });
  expect(added.status()).toBe(201);

  await page.goto('/admin/staff');
  const row = page
    .getByRole('list', { name: 'Staff accounts' })
    .getByRole('listitem')
    .filter({ hasText: email });
  await expect(row).toContainText('Active');
  const question = `Deactivate ${email}? They will be signed out and can no longer sign in.`;
  const messages: string[] = [];

  await test.step('dismissing the question leaves them active', async () => {
    answerNextConfirm(page, 'dismiss', messages);
    await row.getByRole('button', { name: `Deactivate ${email}` }).click();
    await expect.poll(() => messages).toEqual([question]);
    await expect(row).toContainText('Active');
    await page.reload();
    await expect(row).toContainText('Active');
    await expect(row.getByRole('button', { name: `Deactivate ${email}` })).toBeVisible();
  });

  await test.step('accepting it deactivates them', async () => {
    answerNextConfirm(page, 'accept', messages);
    await row.getByRole('button', { name: `Deactivate ${email}` }).click();
    await expect(row).toContainText('Deactivated');
    expect(messages).toEqual([question, question]);
  });

  await test.step('reactivating asks nothing: it locks no one out', async () => {
    await row.getByRole('button', { name: `Reactivate ${email}` }).click();
    await expect(row).toContainText('Active');
    expect(messages).toHaveLength(2);
  });
});
