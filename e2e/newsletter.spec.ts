import fs from 'node:fs/promises';
import { FAN_MESSAGES, SUBSCRIPTION_MESSAGES } from '../src/domain/newsletter/newsletter';
import { pickupOrder, sampleContact } from '../src/server/testing/order-fixtures';
import { answerConfirm } from './support/confirm';
import { hasHeader, outboxEmails } from './support/outbox';
import { ownOrigin, signIn } from './support/sign-in';
import { expect, test } from './support/test';

test('a fan joins the list from the footer and confirms by email; staff see, export and remove the address, and hand a person their data', async ({
  page,
  context,
  consoleErrors,
}, testInfo) => {
  // Unique per run and per project (both run at once against the same server).
  const email = `fan-${testInfo.project.name}-${Date.now()}@example.com`;

  await page.goto('/discography');
  await page.getByRole('contentinfo').getByRole('button', { name: 'Subscribe to newsletter' }).click();
  const dialog = page.getByRole('dialog', { name: 'Join the list' });
  const field = dialog.getByLabel('Email address');
  await expect(field).toBeFocused();

  await field.fill('fan@example');
  await dialog.getByRole('button', { name: 'Subscribe' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please ensure you entered a working email address');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription('Please ensure you entered a working email address');

  // The words beside the form are the consent the sign-up records.
  await expect(
    dialog.getByText(/^News, drops and tour dates from .+\. I can unsubscribe at any time\.$/),
  ).toBeVisible();
  await field.fill(email.toUpperCase());
  await dialog.getByRole('button', { name: 'Subscribe' }).click();
  await expect(dialog.getByRole('status')).toHaveText(SUBSCRIPTION_MESSAGES.checkInbox);
  await expect(dialog.getByLabel('Email address')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The confirmation email's link confirms once; its token travels after the #.
  const confirmations = () => outboxEmails((raw) => hasHeader(raw, `To: ${email}`));
  await expect.poll(() => confirmations().length, { timeout: 15_000 }).toBe(1);
  const link = /https?:\/\/\S+\/newsletter\/confirm#token=[\w-]+/.exec(confirmations()[0] ?? '')?.[0] ?? '';
  expect(link).not.toBe('');
  await page.goto(new URL(link).pathname + new URL(link).hash);
  await expect(page.getByRole('heading', { level: 1, name: 'Your subscription' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(SUBSCRIPTION_MESSAGES.confirmed);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'This link does not work' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(SUBSCRIPTION_MESSAGES.linkUsed);
  consoleErrors.length = 0; // the browser reports the 404 itself

  await signIn(context);
  await page.goto('/admin/dashboard');
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Newsletter' }).click();
  await expect(page).toHaveURL(/\/admin\/newsletter$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Newsletter' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Subscribers' });
  const row = table.getByRole('row').filter({ has: page.getByRole('cell', { name: email, exact: true }) });
  await expect(row.getByRole('cell')).toContainText([email, 'Confirmed', 'Footer sign-up']);
  await expect(page.getByText(/^\d+ subscribers?$/)).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^newsletter-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await fs.readFile(await file.path(), 'utf8');
  expect(csv.split('\r\n')[0]).toBe('email,subscribed_at,source,consented_at,consent_words,confirmed_at');
  expect(csv).toMatch(new RegExp(`\\r\\n${email.replaceAll('.', '\\.')},\\d{4}-\\d{2}-\\d{2}T[^,]+,footer,`));

  // Removed on the fan's request, after the staff app's own question.
  await row.getByRole('button', { name: `Remove ${email}` }).click();
  expect(await answerConfirm(page, 'accept')).toBe(
    `Remove ${email} from the list? Its consent record goes with it.`,
  );
  await expect(page.getByRole('status').filter({ hasText: SUBSCRIPTION_MESSAGES.removed })).toBeVisible();
  await expect(table.getByRole('cell', { name: email, exact: true })).toHaveCount(0);

  // A person's data on request: a buyer with an order still under way gets it as a file, and their
  // details stay until the order is done.
  const buyer = `buyer-${testInfo.project.name}-${Date.now()}@example.com`;
  const placed = await page.request.post('/api/orders', {
    headers: ownOrigin(),
    data: {
      ...pickupOrder([{ productId: 'essentials-crew-socks', color: 'White', size: 'L', quantity: 1 }]),
      contact: { ...sampleContact, email: buyer },
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { order } = (await placed.json()) as { order: { number: string } };
  const rights = page.getByRole('region', { name: 'A person’s data' });
  await rights.getByLabel('Their email').fill(buyer);
  const dataFile = page.waitForEvent('download');
  await rights.getByRole('button', { name: 'Download their data' }).click();
  const data = JSON.parse(await fs.readFile(await (await dataFile).path(), 'utf8'));
  expect(data).toMatchObject({ email: buyer, newsletter: null, orders: [{ number: order.number }] });
  await rights.getByRole('button', { name: 'Erase their details' }).click();
  expect(await answerConfirm(page, 'accept')).toContain(`Erase everything held about ${buyer}?`);
  await expect(rights.getByRole('alert')).toHaveText(FAN_MESSAGES.orderOpen(order.number));
  consoleErrors.length = 0; // the browser reports the 409 itself
});
