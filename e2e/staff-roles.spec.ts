import fs from 'node:fs';
import path from 'node:path';
import { acceptInvitation, inviteByLink } from './support/invite';
import { paidToteOrder } from './support/paid-order';
import { ownOrigin, signIn, signInWithForm } from './support/sign-in';
import { expect, isPhone, test } from './support/test';

/** Roles in the admin: an owner makes a member fulfilment; they pack an order and cannot refund. */

test('an owner makes a member fulfilment: they pack an order, and cannot refund or manage staff', async ({
  page,
  context,
  browser,
  request,
}, testInfo) => {
  test.slow(); // an account made and two sign-ins (scrypt is slow on purpose)
  const email = `packer.${testInfo.project.name}.${Date.now()}@example.com`;
  const password = 'crate-and-tape-7';

  await signIn(context);
  await page.goto('/admin/staff');
  const link = await inviteByLink(page, email, 'manager');
  const joining = await (await browser.newContext()).newPage();
  await joining.goto(link);
  await joining.getByLabel('Choose a password').fill('password1');
  await joining.getByLabel('Choose a password').blur();
  // The field asks the server, which keeps the list of common passwords.
  await expect(joining.getByText('That password is one of the most commonly used').first()).toBeVisible();
  await expect(
    joining.getByText('Commonly used passwords, like “password1”, are refused.').first(),
  ).toBeVisible();
  await acceptInvitation(joining, link, password);
  await joining.context().close();
  await page.reload();
  await page.getByLabel(`Role of ${email}`).selectOption('fulfilment');
  await expect(page.getByLabel(`Role of ${email}`)).toHaveValue('fulfilment');
  await page.reload();
  await expect(page.getByLabel(`Role of ${email}`)).toHaveValue('fulfilment');
  const number = await paidToteOrder(request, page.request, { email: `roles-${Date.now()}@example.com` });

  const theirs = await (await browser.newContext()).newPage();
  await signInWithForm(theirs, { email, password });
  await expect(theirs).toHaveURL(/\/admin\/dashboard$/, { timeout: 15_000 });
  const tabs = theirs.getByRole('navigation', { name: 'Admin' }).getByRole('link');
  await expect(tabs).toHaveText(['Dashboard', 'Orders', 'Your account']);
  // Low stock is named, with no link to a product form the role could not save.
  const lowStock = theirs.getByRole('table', { name: 'Low stock' });
  await expect(lowStock.getByRole('row').nth(1)).toBeVisible();
  await expect(lowStock.getByRole('link')).toHaveCount(0);

  await theirs.goto(`/admin/orders/${number}`);
  await expect(theirs.getByRole('heading', { level: 1 })).toContainText(number);
  await expect(theirs.getByRole('form', { name: 'Cancel units or refund' })).toHaveCount(0);
  await theirs.getByRole('button', { name: 'On its way' }).click();
  const form = theirs.getByRole('form', { name: 'Send the order' });
  await form.getByLabel('Courier').fill('GIG Logistics');
  await form.getByLabel('Tracking number or link').fill('GIG-88231');
  await form.getByRole('button', { name: 'Send: on its way' }).click();
  await expect(theirs.getByText('Shipped', { exact: true }).first()).toBeVisible();

  const refund = await theirs.request.post(`/api/admin/orders/${number}/adjustments`, {
    headers: ownOrigin(),
    data: { lines: [], amountKobo: 100_00, refundDeliveryFee: false, note: '' },
  });
  expect(refund.status()).toBe(403);
  expect(((await refund.json()) as { error: { message: string } }).error.message).toBe(
    'Your role (fulfilment) does not allow refunds (orders.refund).',
  );
  // The owner still sees the refund panel on the same order.
  await page.goto(`/admin/orders/${number}`);
  await expect(page.getByRole('form', { name: 'Cancel units or refund' })).toBeVisible();
  await theirs.context().close();
});

test('the list of common passwords is not in the web app', async ({ page: _page }, testInfo) => {
  test.skip(isPhone(testInfo.project.name), 'the same on both sizes');
  const root = path.resolve('dist/web');
  const files = fs.readdirSync(root, { recursive: true, encoding: 'utf8' });
  const scripts = files.filter((file) => /\.(m?js|html)$/.test(file));
  expect(scripts.length).toBeGreaterThan(0);
  for (const file of scripts) {
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    // Entries of the list no page of the shop would otherwise hold.
    for (const entry of ['trustno1', 'zaq1xsw2', 'qazwsxedc']) expect(text, file).not.toContain(entry);
  }
});
