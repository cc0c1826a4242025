import { sampleContact } from '../src/server/testing/order-fixtures';
import { hasHeader, outboxEmails } from './support/outbox';
import { ownOrigin } from './support/sign-in';
import { expect, isPhone, test } from './support/test';

/**
 * A shopper who lost the confirmation email finds the order again: the link is emailed to the
 * address the order was placed with, and the page never tells whether an order or email exists.
 * (The server keeps emails as .eml files in its outbox folder when no mail server is set.)
 */

/** The look-up emails written so far for an order: "Subject: Your order SF-…" alone on its line. */
function linkEmails(number: string): string[] {
  return outboxEmails((raw) => hasHeader(raw, `Subject: Your order ${number}`));
}

const SENT =
  'If that order number and email match an order, a link to it is on its way to that email. It can take a few minutes to arrive.';

test('a shopper gets the link to their order by email, and it opens the order', async ({
  page,
  request,
}, testInfo) => {
  const email = `lost.link.${testInfo.project.name}.${Date.now()}@example.com`;
  const placed = await request.post('/api/orders', {
    headers: ownOrigin(),
    data: {
      lines: [{ productId: 'signature-dad-cap', color: 'Black', size: 'One Size', quantity: 1 }],
      contact: { ...sampleContact, email },
      shippingMethod: 'pickup',
      position: { lat: 6.45, long: 3.39 },
      paymentMethod: 'pay_on_delivery',
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { number } = (await placed.json()).order as { number: string };

  // From a link cut short, the way back is offered.
  await page.goto(`/orders/${number}`);
  await page.getByRole('link', { name: 'Email me the link again' }).click();
  await expect(page).toHaveURL(/\/orders\/lookup$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find your order');
  await expect(page).toHaveTitle(/Find your order/);

  await page.getByLabel('Order number').fill(number.slice(3).toLowerCase());
  await page.getByLabel('Email').fill(email.toUpperCase());
  await page.getByRole('button', { name: 'Email me the link' }).click();
  await expect(page.getByRole('status')).toHaveText(SENT);

  await expect.poll(() => linkEmails(number).length, { timeout: 15_000 }).toBe(1);
  const raw = linkEmails(number)[0] ?? '';
  const link = /https?:\/\/\S+\/orders\/SF-[0-9A-Z]{6}\?key=[A-Za-z0-9_-]+/.exec(raw)?.[0];
  expect(link).toBeTruthy();
  await page.goto(new URL(link ?? '').pathname + new URL(link ?? '').search);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your order!');
  await expect(page.getByText(number).first()).toBeVisible();
});

test('an order number and email that match nothing get the same answer, and no email', async ({
  page,
  consoleErrors,
}, testInfo) => {
  // One run is enough, and look-ups from one address are limited.
  test.skip(isPhone(testInfo.project.name), 'the same screen on both sizes');
  await page.goto('/orders/lookup');
  await page.getByRole('button', { name: 'Email me the link' }).click();
  await expect(
    page.getByText('Enter the order number from your confirmation email, like SF-ABC234.'),
  ).toBeVisible();
  await expect(page.getByText('Enter the email you ordered with.')).toBeVisible();
  consoleErrors.length = 0; // the browser reports the 400 itself

  await page.getByLabel('Order number').fill('SF-ZZZZZ9');
  await page.getByLabel('Email').fill('nobody@example.com');
  await page.getByRole('button', { name: 'Email me the link' }).click();
  await expect(page.getByRole('status')).toHaveText(SENT);
  await page.waitForTimeout(1500);
  expect(linkEmails('SF-ZZZZZ9')).toEqual([]);
});
