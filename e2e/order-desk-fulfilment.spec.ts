import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { formatNaira } from '../src/domain/shared/money';
import { sampleContact } from '../src/server/testing/order-fixtures';
import { ownOrigin, signIn } from './support/sign-in';
import { expect, test } from './support/test';

/** Orders placed through the API, as checkout would: the spec is about what staff and shoppers do next. */
const TOTE = { productId: 'essentials-canvas-tote', color: 'Natural', size: 'One Size', quantity: 1 };

type Placed = {
  order: { number: string; pickupCode: string | null; totalKobo: number };
  confirmationPath: string;
};

async function placeOrder(
  request: APIRequestContext,
  shippingMethod: 'shipping' | 'pickup',
): Promise<Placed> {
  const response = await request.post('/api/orders', {
    headers: ownOrigin(),
    data: {
      lines: [TOTE],
      contact: {
        ...sampleContact,
        email: `desk-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`,
      },
      shippingMethod,
      position: { lat: 6.4412, long: 3.4698 },
      paymentMethod: 'pay_on_delivery',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Placed;
}

async function staffPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await signIn(context);
  return context.newPage();
}

test('staff send an order with its courier and tracking, and the shopper sees them', async ({
  page,
  browser,
  request,
}) => {
  const placed = await placeOrder(request, 'shipping');
  const { number } = placed.order;
  const admin = await staffPage(browser);
  await admin.goto(`/admin/orders/${number}`);
  await admin.getByRole('button', { name: 'On its way' }).click();
  const form = admin.getByRole('form', { name: 'Send the order' });
  await form.getByRole('button', { name: 'Send: on its way' }).click();
  await expect(form.getByText('Say which courier carries it.')).toBeVisible();
  await expect(form.getByText('Give the tracking number or link.')).toBeVisible();

  const link = 'https://track.giglogistics.com/?waybill=GIG-88231';
  await form.getByLabel('Courier').fill('GIG Logistics');
  await form.getByLabel('Tracking number or link').fill(link);
  await form.getByRole('button', { name: 'Send: on its way' }).click();
  await expect(admin.getByText('Shipped', { exact: true }).first()).toBeVisible();
  await expect(admin.getByRole('link', { name: 'Track the parcel' })).toHaveAttribute('href', link);
  await admin.context().close();

  await page.goto(placed.confirmationPath);
  await expect(page.getByText('On its way with')).toBeVisible();
  await expect(page.getByText('GIG Logistics')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Track your parcel' })).toHaveAttribute('href', link);
});

test('a pickup order is collected only with its code', async ({ page, browser, request }) => {
  const placed = await placeOrder(request, 'pickup');
  const { number, pickupCode } = placed.order;
  if (!pickupCode) throw new Error('A pickup order comes with its code.');
  const shown = `${pickupCode.slice(0, 3)}-${pickupCode.slice(3)}`;
  await page.goto(placed.confirmationPath);
  await expect(page.getByText(shown, { exact: true })).toBeVisible();

  const admin = await staffPage(browser);
  await admin.goto(`/admin/orders/${number}`);
  // Staff ask for the code: it is not on their screen.
  await expect(admin.getByText(shown)).toHaveCount(0);
  await admin.getByRole('button', { name: 'Ready for pickup' }).click();
  // Ready is not fulfilled: it waits at the counter, and can still be cancelled for a no-show.
  const title = admin.getByRole('heading', { level: 1, name: `Order ${number}` });
  await expect(title.locator('xpath=..').getByText('Ready for pickup', { exact: true })).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Cancel order' })).toBeVisible();
  await page.reload();
  await expect(page.getByText('Ready for pickup', { exact: true })).toBeVisible();
  await admin.getByRole('button', { name: 'Mark collected' }).click();
  const form = admin.getByRole('form', { name: 'Hand over the order' });
  // Paid on delivery: staff are told what to take, and the hand-over records it.
  await expect(form).toContainText(
    `Take ${formatNaira(placed.order.totalKobo)} as you hand it over: marking it collected records it as paid.`,
  );
  await form.getByLabel('Pickup code').fill(pickupCode.startsWith('A') ? 'CCC-CCC' : 'AAA-AAA');
  await form.getByRole('button', { name: 'Mark collected' }).click();
  await expect(form.getByRole('alert')).toContainText('That is not this order’s pickup code.');
  await form.getByLabel('Pickup code').fill(shown.toLowerCase());
  await form.getByRole('button', { name: 'Mark collected' }).click();
  await expect(admin.getByRole('term').filter({ hasText: 'Collected' })).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Mark collected' })).toHaveCount(0);
  await admin.context().close();

  await page.reload();
  await expect(page.getByRole('term').filter({ hasText: 'Collected' })).toBeVisible();
  await expect(page.getByText(shown, { exact: true })).toHaveCount(0);
});

test('staff tick orders and print their packing slips', async ({ browser, request }) => {
  const first = await placeOrder(request, 'shipping');
  const second = await placeOrder(request, 'pickup');
  const admin = await staffPage(browser);
  // The first was paid at the door, and ₦1,000 of it given back.
  for (const [path, data] of [
    ['actions', { action: 'mark_paid' }],
    [
      'adjustments',
      { requestKey: `slip-${first.order.number}`, amountKobo: 100_000, method: 'manual', note: 'Cash back' },
    ],
  ] as const) {
    const done = await admin.request.post(`/api/admin/orders/${first.order.number}/${path}`, {
      headers: ownOrigin(),
      data,
    });
    expect(done.status(), await done.text()).toBe(200);
  }
  const { site } = await (await request.get('/api/content')).json();
  const { pickup } = await (await request.get('/api/shop')).json();
  await admin.goto('/admin/orders');
  await admin.getByLabel(`Select order ${first.order.number}`).check();
  await admin.getByLabel(`Select order ${second.order.number}`).check();
  await admin.getByRole('link', { name: 'Print packing slips (2)' }).click();

  await expect(admin.getByRole('heading', { level: 1, name: 'Packing slips' })).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Print 2 packing slips' })).toBeVisible();
  for (const { order } of [first, second]) {
    const slip = admin.getByRole('article', { name: `Packing slip ${order.number}` });
    await expect(slip.getByRole('heading', { name: `Order ${order.number}` })).toBeVisible();
    await expect(slip.getByRole('row', { name: /Essentials Canvas Tote Natural One Size 1/ })).toBeVisible();
    // The artist's logo, and where a parcel comes back to.
    await expect(slip.getByRole('img', { name: site.artistName })).toBeVisible();
    await expect(slip).toContainText(`Returns to${site.artistName}${pickup.address}`);
  }
  await expect(
    admin.getByRole('article', { name: `Packing slip ${first.order.number}` }).getByRole('note'),
  ).toHaveText('Refunded ₦1,000: pack only what is listed, and check the order before sending.');
  await expect(
    admin.getByRole('article', { name: `Packing slip ${second.order.number}` }).getByRole('note'),
  ).toHaveCount(0);
  await expect(admin.getByRole('article', { name: `Packing slip ${first.order.number}` })).toContainText(
    'Ship to',
  );
  await expect(admin.getByRole('article', { name: `Packing slip ${second.order.number}` })).toContainText(
    'Collected at the shop by',
  );
  // Paid on delivery and not paid yet: the slip says what to take; the paid one says nothing of it.
  await expect(admin.getByRole('article', { name: `Packing slip ${second.order.number}` })).toContainText(
    `Pay at pickup: take ${formatNaira(second.order.totalKobo)} when it is collected.`,
  );
  await expect(admin.getByRole('article', { name: `Packing slip ${first.order.number}` })).not.toContainText(
    'Pay on delivery:',
  );
  // On paper, one slip to a page and nothing of the admin around them.
  await admin.emulateMedia({ media: 'print' });
  await expect(admin.getByRole('navigation', { name: 'Admin' })).toBeHidden();
  await expect(admin.getByRole('button', { name: 'Print 2 packing slips' })).toBeHidden();
  const breaks = await admin
    .locator('.packing-slip')
    .evaluateAll((slips) => slips.map((slip) => getComputedStyle(slip).breakAfter));
  expect(breaks).toEqual(['page', 'auto']);
  await admin.context().close();
});

test('the dashboard opens the dispatch queue: pay on delivery waits to be packed, not among payments', async ({
  page,
  browser,
  request,
}) => {
  const placed = await placeOrder(request, 'shipping');
  const { number } = placed.order;
  await page.goto(placed.confirmationPath);
  await expect(page.getByText('Payment due on delivery', { exact: true })).toBeVisible();
  // What to have ready for the courier, on the shopper's own page.
  await expect(
    page.getByText(`Have ${formatNaira(placed.order.totalKobo)} ready: you pay the courier when it arrives.`),
  ).toBeVisible();
  await expect(page.getByText('Awaiting payment', { exact: true })).toHaveCount(0);

  const admin = await staffPage(browser);
  await admin.goto('/admin/dashboard');
  await admin.getByRole('link', { name: /^To pack/ }).click();
  await expect(admin).toHaveURL(/\/admin\/orders\?stage=to_pack$/);
  await expect(admin.getByLabel('Status')).toHaveValue('to_pack');
  const row = admin.getByRole('list', { name: 'Orders' }).getByRole('listitem').filter({ hasText: number });
  await expect(row).toContainText('To pack');
  await expect(row).toContainText('Due on delivery');

  await admin.getByLabel('Status').selectOption({ label: 'Awaiting payment' });
  await expect(admin).toHaveURL(/\/admin\/orders\?stage=awaiting_payment$/);
  await expect(admin.getByRole('list', { name: 'Orders' }).getByText(number)).toHaveCount(0);
  await admin.context().close();
});
