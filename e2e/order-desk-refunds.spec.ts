import type { APIRequestContext, Page } from '@playwright/test';
import { formatNaira } from '../src/domain/shared/money';
import { sampleContact } from '../src/server/testing/order-fixtures';
import { outboxEmails } from './support/outbox';
import { ownOrigin, signIn } from './support/sign-in';
import { expect, test } from './support/test';

/**
 * Staff take one line of a paid online order off it and refund it through Paystack (the payment
 * simulator), and the shopper is emailed. (The server keeps emails as .eml files in its outbox
 * folder when no mail server is set.)
 */

function emailsWith(subject: string): string[] {
  return outboxEmails((raw) => raw.includes(`Subject: ${subject}`));
}

/** A row of an order's totals ("Refunded −₦6,500"), found by its label. */
function totalsRow(page: Page, label: string) {
  return page
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('..');
}

type Line = { productId: string; color: string; size: string; quantity: number };
type PaidOrder = { order: { number: string; totalKobo: number }; confirmationPath: string };

/**
 * An order placed for pickup with online payment, paid by the shopper on the provider's page: back
 * on the shop, the payment is confirmed (by webhook, or asked of Paystack) before staff look.
 */
async function paidOnline(
  page: Page,
  request: APIRequestContext,
  lines: Line[],
  email: string,
): Promise<PaidOrder> {
  const placed = await request.post('/api/orders', {
    headers: ownOrigin(),
    data: {
      lines,
      contact: { ...sampleContact, email },
      shippingMethod: 'pickup',
      position: { lat: 6.45, long: 3.39 },
      paymentMethod: 'paystack',
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { order, paymentUrl, confirmationPath } = (await placed.json()) as PaidOrder & { paymentUrl: string };
  await page.goto(paymentUrl);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByText('Paid online with Paystack')).toBeVisible({
    timeout: 30_000,
  });
  return { order, confirmationPath };
}

test('staff cancel part of a paid online order and refund it through Paystack; the shopper is emailed', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.slow();
  const email = `refund.${testInfo.project.name}.${Date.now()}@example.com`;
  const { order, confirmationPath } = await paidOnline(
    page,
    request,
    [
      { productId: 'signature-dad-cap', color: 'Black', size: 'One Size', quantity: 1 },
      { productId: 'lagos-nights-poster', color: 'Full Colour', size: 'A2', quantity: 2 },
    ],
    email,
  );

  const staff = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  try {
    await signIn(staff);
    const admin = await staff.newPage();
    await admin.goto(`/admin/orders/${order.number}`);
    await expect(admin.getByText('Pay online with card or bank (Paystack) — confirmed')).toBeVisible();
    const panel = admin.getByRole('form', { name: 'Cancel units or refund' });
    await expect(panel.getByRole('heading', { name: 'Cancel units or refund' })).toBeVisible();
    // One poster of two is damaged: it is taken off, not put back on the shelf.
    await panel.getByLabel('Units of Lagos Nights Poster (Full Colour, A2) to cancel').fill('1');
    await panel
      .getByRole('listitem')
      .filter({ hasText: 'Lagos Nights Poster' })
      .getByLabel('Put back on the shelf')
      .uncheck();
    await expect(panel.getByLabel('Amount to refund (₦)')).toHaveValue('6500');
    await expect(panel.getByLabel('Refund through Paystack')).toBeChecked();
    await panel
      .getByRole('button', { name: 'Confirm: Cancel 1 unit, refund ₦6,500 through Paystack' })
      .click();

    const list = admin.getByRole('region', { name: 'Cancellations and refunds' });
    await expect(list.getByText('1 × Lagos Nights Poster')).toBeVisible();
    await expect(list.getByText('not restocked')).toBeVisible();
    // Paystack's refund.processed arrives by webhook; the page shows it once reloaded (a reload
    // on a busy machine can take seconds of its own).
    await expect(async () => {
      await admin.reload();
      await expect(list.getByText('Refunded', { exact: true })).toBeVisible({ timeout: 5000 });
    }).toPass({ timeout: 40_000 });
    // The totals stay as placed, and say what went back and what the order comes to now.
    const net = formatNaira(order.totalKobo - 650_000);
    await expect(totalsRow(admin, 'Total')).toHaveText(`Total${formatNaira(order.totalKobo)}`);
    await expect(totalsRow(admin, 'Refunded')).toHaveText('Refunded−₦6,500');
    await expect(totalsRow(admin, 'Net')).toHaveText(`Net${net}`);

    // The shopper's page and inbox tell of it.
    await expect(() =>
      expect(emailsWith(`Part of order ${order.number} is cancelled`)).toHaveLength(1),
    ).toPass({
      timeout: 20_000,
    });
    const [mail] = emailsWith(`Part of order ${order.number} is cancelled`);
    expect(mail).toContain('Lagos Nights Poster');

    // On the shopper's order page, the line says what came off it.
    await page.goto(confirmationPath);
    const line = page
      .getByRole('list', { name: 'Items in your order' })
      .getByRole('listitem')
      .filter({ hasText: 'Lagos Nights Poster' });
    await expect(line).toContainText('Qty 2 (1 cancelled)');
    await expect(totalsRow(page, 'Refunded')).toHaveText('Refunded−₦6,500');
    await expect(totalsRow(page, 'Net')).toHaveText(`Net${net}`);
  } finally {
    await staff.close();
  }
});

test('cancelling a paid order refunds it in the same step: every unit, the delivery fee and what was paid', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.slow();
  const { order } = await paidOnline(
    page,
    request,
    [{ productId: 'lagos-nights-poster', color: 'Full Colour', size: 'A2', quantity: 2 }],
    `whole.refund.${Date.now()}@example.com`,
  );

  const staff = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  try {
    await signIn(staff);
    const admin = await staff.newPage();
    await admin.goto(`/admin/orders/${order.number}`);
    await expect(admin.getByText('Pay online with card or bank (Paystack) — confirmed')).toBeVisible();
    await admin.getByRole('button', { name: 'Cancel and refund…' }).click();
    const panel = admin.getByRole('form', { name: 'Cancel units or refund' });
    await expect(panel.getByLabel('Units of Lagos Nights Poster (Full Colour, A2) to cancel')).toHaveValue(
      '2',
    );
    await expect(panel.getByLabel('Amount to refund (₦)')).toHaveValue(String(order.totalKobo / 100));
    await expect(panel.getByLabel('Refund through Paystack')).toBeChecked();
    const confirm = panel.getByRole('button', {
      name: `Confirm: Cancel 2 units, refund ₦${(order.totalKobo / 100).toLocaleString('en-NG')} through Paystack`,
    });
    await expect(confirm).toBeFocused();
    await admin.screenshot({ path: testInfo.outputPath('cancel-and-refund.png'), fullPage: true });
    await confirm.click();

    await expect(admin.locator('.admin-title .status')).toHaveText(['Cancelled']);
    await expect(async () => {
      await admin.reload();
      await expect(
        admin
          .getByRole('region', { name: 'Cancellations and refunds' })
          .getByText('Refunded', { exact: true }),
      ).toBeVisible({ timeout: 5000 });
    }).toPass({ timeout: 40_000 });
    // Nothing is owed: the list flags no refund for it.
    await admin.goto(`/admin/orders?q=${order.number}`);
    const row = admin.getByRole('list', { name: 'Orders' }).getByRole('listitem');
    await expect(row).toContainText('Cancelled');
    await expect(row).not.toContainText('Refund owed');
  } finally {
    await staff.close();
  }
});

test('a refund Paystack refuses alerts staff on the order and the dashboard, and tells the shopper nothing false', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const { order, confirmationPath } = await paidOnline(
    page,
    request,
    [{ productId: 'lagos-nights-poster', color: 'Full Colour', size: 'A2', quantity: 1 }],
    `refused.refund.${Date.now()}@example.com`,
  );
  const staff = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  try {
    await signIn(staff);
    // The payment simulator refuses a refund of an amount ending in 13 kobo.
    const refund = await staff.request.post(`/api/admin/orders/${order.number}/adjustments`, {
      headers: ownOrigin(),
      data: {
        requestKey: `refused-${order.number}`,
        lines: [],
        refundDeliveryFee: false,
        amountKobo: 10_013,
        method: 'provider',
        note: '',
      },
    });
    expect(refund.status(), await refund.text()).toBe(200);

    // Paystack answers, then refuses it by its event.
    await expect(async () => {
      const now = await staff.request.get(`/api/admin/orders/${order.number}`);
      expect((await now.json()).adjustments[0]?.status).toBe('failed');
    }).toPass({ timeout: 15_000 });

    const admin = await staff.newPage();
    await admin.goto('/admin/dashboard');
    const alert = admin.getByRole('alert', { name: 'Refunds refused' });
    await expect(alert.getByRole('heading')).toHaveText(
      /^Paystack refused (a refund|\d+ refunds): refund again or by hand$/,
    );
    await alert.getByRole('link', { name: order.number }).click();
    await expect(admin.getByRole('heading', { level: 1, name: `Order ${order.number}` })).toBeVisible();
    await expect(
      admin.getByRole('alert').filter({ hasText: 'Paystack refused the refund of ₦100.13' }),
    ).toContainText('The money is still the shopper’s');

    await page.goto(confirmationPath);
    await expect(page.getByText('Being arranged by the shop', { exact: true })).toBeVisible();
    await expect(page.getByText('Refund failed')).toHaveCount(0);
  } finally {
    await staff.close();
  }
});
