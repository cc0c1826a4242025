import { sampleContact } from '../src/server/testing/order-fixtures';
import { ownOrigin } from './support/sign-in';
import { expect, isPhone, test } from './support/test';

/**
 * A shopper who cancels on the payment provider's page comes back to an order page that says
 * where things stand, at once: the payment was not received, no email is promised, and the ways on
 * are offered. Each project buys its own hoodie, which no other spec counts.
 */

const ORDER_PATH = /\/orders\/(SF-[0-9A-Z]{6})\?key=[\w-]{20,}/;

test('a payment cancelled at the provider settles on “We haven’t received your payment”, promising no email', async ({
  page,
  request,
}, testInfo) => {
  const phone = isPhone(testInfo.project.name);
  const email = `given-up.${testInfo.project.name}.${Date.now()}@example.com`;
  const placed = await request.post('/api/orders', {
    headers: ownOrigin(),
    data: {
      lines: [
        { productId: 'essentials-heavyweight-hoodie', color: 'Grey', size: phone ? 'S' : 'M', quantity: 1 },
      ],
      contact: { ...sampleContact, email },
      shippingMethod: 'pickup',
      position: { lat: 6.4412, long: 3.4698 },
      paymentMethod: 'paystack',
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { paymentUrl } = (await placed.json()) as { paymentUrl: string };

  await page.goto(paymentUrl);
  await page.getByRole('button', { name: 'Cancel payment' }).click();
  await expect(page).toHaveURL(ORDER_PATH);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Waiting for your payment');
  // Settled at once (without the fix it spun for half a minute): the provider said the payment was
  // cancelled, so nothing is left to check.
  const status = page.getByRole('status').filter({ hasText: /received your payment/ });
  await expect(status).toHaveText(/^We haven’t received your payment\./);
  await expect(page.getByText('Checking with the payment provider…')).toHaveCount(0);
  // No email goes before the payment does, and the page promises none.
  await expect(page.getByText(/email is on its way/)).toHaveCount(0);
  await expect(page.getByText('How to pay')).toHaveCount(0);
  await expect(
    page.getByText(`Once your payment is received, we will email a confirmation to ${email}.`),
  ).toBeVisible();
  const again = page.getByRole('region', { name: 'Didn’t finish paying?' });
  await expect(again.getByRole('button', { name: 'Complete payment' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('payment-given-up.png'), fullPage: true });

  // Later, the same page says the same, and still does not spin.
  await page.reload();
  await expect(status).toHaveText(/^We haven’t received your payment\./);
  await expect(page.getByText('Checking with the payment provider…')).toHaveCount(0);
});
