import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Locator, Page, TestInfo } from '@playwright/test';
import type { Product } from '../src/domain/catalog/catalog';
import { formatNaira } from '../src/domain/shared/money';
import { answerConfirm } from './support/confirm';
import { E2E_BANK_DETAILS, E2E_DELIVERY_SECRET, E2E_PAYMENT_SECRET } from './support/global-setup';
import { hasHeader, outboxEmails } from './support/outbox';
import { E2E_STAFF, ownOrigin, signIn } from './support/sign-in';
import { expect, isPhone, test } from './support/test';

/**
 * Placing orders, paying for them and running them as staff. Every order here takes stock for good,
 * so each test buys its own variant of products no other spec counts (see demo-catalog.ts), and the
 * two projects never share a variant: the database is shared by both workers and every spec.
 */

/** The delivery simulator's price for Lagos: ₦2,500 and a ₦150 service charge. */
const LAGOS_DELIVERY_KOBO = 265_000;
const ORDER_PATH = /\/orders\/(SF-[0-9A-Z]{6})\?key=[\w-]{20,}/;

type Variant = { id: string; name: string; priceKobo: number; color: string; size: string };

const longSleeve = (color: 'White' | 'Black', size: 'S' | 'M' | 'L' | 'XL'): Variant => ({
  id: 'tour-dates-long-sleeve',
  name: 'Tour Dates Long Sleeve',
  priceKobo: 2_200_000,
  color,
  size,
});
const poster: Variant = {
  id: 'lagos-nights-poster',
  name: 'Lagos Nights Poster',
  priceKobo: 650_000,
  color: 'Full Colour',
  size: 'A2',
};

/** One variant per test and project: 10 of each in stock, so a run (and a retry) never runs short. */
function variantFor(testInfo: TestInfo, kind: 'bank' | 'paid' | 'cancelled' | 'staff' | 'secret'): Variant {
  const phone = isPhone(testInfo.project.name);
  switch (kind) {
    case 'bank':
      return longSleeve('White', phone ? 'S' : 'M');
    case 'paid':
      return longSleeve('White', phone ? 'L' : 'XL');
    case 'cancelled':
      return longSleeve('Black', phone ? 'S' : 'M');
    case 'staff':
      return longSleeve('Black', phone ? 'L' : 'XL');
    case 'secret':
      return poster;
  }
}

const uniqueEmail = (testInfo: TestInfo, label: string) =>
  `${label}.${testInfo.project.name}.${Date.now()}@example.com`;
const uniqueAddress = (label: string) =>
  `${Math.floor(Math.random() * 900 + 100)} ${label} Close ${Date.now()}`;

const paymentSimulator = () => {
  const origin = process.env.E2E_PAYMENT_SIM_ORIGIN;
  if (!origin) throw new Error('The payment simulator is not running.');
  return origin;
};

async function grantPosition(context: BrowserContext) {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 6.6018, longitude: 3.3515 });
}

async function choose(page: Page, color: string, size: string) {
  for (const [group, name] of [
    ['Color', color],
    ['Size', size],
  ] as const) {
    const button = page.getByRole('group', { name: group }).getByRole('button', { name, exact: true });
    if ((await button.getAttribute('aria-pressed')) !== 'true') await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  }
}

/** On the product page: picks the variant and puts one in the bag. */
async function addToBag(page: Page, variant: Variant) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(variant.name);
  await choose(page, variant.color, variant.size);
  await page.getByRole('button', { name: 'ADD TO BAG' }).click();
  await expect(page.getByRole('status').or(page.locator('output'))).toHaveText('1');
}

async function bagWith(page: Page, variant: Variant) {
  await page.goto(`/store/${variant.id}`);
  await addToBag(page, variant);
  await page.getByRole('link', { name: 'GO TO BAG' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
}

/** Checkout's email box: news and a reminder about the bag, unticked until the shopper ticks it. */
const emailBox = (page: Page) =>
  page.getByRole('checkbox', {
    name: /^Send me news from .+ and a reminder if I leave items in my bag\. I can unsubscribe at any time\.$/,
  });

/** Steps 0 and 1: contact and address, then standard delivery at the provider's price. */
async function checkOut(page: Page, email: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill('0803 123 4567');
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Obi');
  await page.getByLabel('Address', { exact: true }).fill(uniqueAddress('Orders'));
  await page.getByLabel('State').selectOption('Lagos');
  await page.getByLabel('City').selectOption('Ikeja');
  await page.getByRole('button', { name: 'Continue to shipping' }).click();
  await expect(page.getByRole('heading', { name: 'Shipping method' })).toBeVisible();
  const delivery = page.getByRole('radio', { name: /Standard delivery/ });
  await expect(delivery).toHaveAccessibleName(new RegExp(formatNaira(LAGOS_DELIVERY_KOBO)));
  await expect(delivery).toBeChecked();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('heading', { name: 'Payment', exact: true })).toBeVisible();
}

const paymentMethod = (page: Page, label: string) =>
  page.getByRole('radio', { name: new RegExp(`^${label.replace(/[()]/g, '\\$&')}`) });

async function storedCart(page: Page) {
  return page.evaluate(() => JSON.parse(localStorage.getItem('cart-store') ?? '{}').state);
}

/** The number in the confirmation page's address, once the page is there. */
async function confirmationNumber(page: Page): Promise<string> {
  await expect(page).toHaveURL(ORDER_PATH);
  const number = ORDER_PATH.exec(page.url())?.[1];
  if (!number) throw new Error(`not a confirmation page: ${page.url()}`);
  await expect(page.getByText(`Order ${number}`, { exact: true })).toBeVisible();
  return number;
}

/** The confirmation page's single line and its sums, as the shopper reads them. */
async function expectLineAndTotals(page: Page, variant: Variant) {
  const lines = page.getByRole('list', { name: 'Items in your order' }).getByRole('listitem');
  await expect(lines).toHaveCount(1);
  await expect(lines.first()).toContainText(variant.name);
  await expect(lines.first()).toContainText(`${variant.color} · ${variant.size} · Qty 1`);
  await expect(lines.first()).toContainText(formatNaira(variant.priceKobo));
  const order = page.getByRole('article');
  await expect(order).toContainText(`Subtotal${formatNaira(variant.priceKobo)}`);
  await expect(order).toContainText(`Delivery${formatNaira(LAGOS_DELIVERY_KOBO)}`);
  await expect(order).toContainText(`Total${formatNaira(variant.priceKobo + LAGOS_DELIVERY_KOBO)}`);
}

/** A dashboard figure with its label ("Orders today" and its count), found by the label. */
async function stat(page: Page, label: string): Promise<Locator> {
  const tile = page.getByText(label, { exact: true }).locator('xpath=..');
  await expect(tile).toBeVisible();
  return tile;
}

test.describe('placing an order', () => {
  test('from the home page to a bank-transfer order: confirmation with the number, sums and bank details; the bag is emptied', async ({
    page,
    context,
  }, testInfo) => {
    const variant = variantFor(testInfo, 'bank');
    await grantPosition(context);

    await test.step('home → shop → product → bag', async () => {
      await page.goto('/');
      if (isPhone(testInfo.project.name)) await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'store' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Official Shop' })).toBeVisible();
      await page.getByRole('article').filter({ hasText: variant.name }).getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`/store/${variant.id}$`));
      await addToBag(page, variant);
      await expect(page.getByRole('link', { name: 'Bag, 1 item' })).toBeVisible();
      await page.getByRole('link', { name: 'GO TO BAG' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    });

    const email = uniqueEmail(testInfo, 'bank');
    await test.step('contact, with the email box ticked: the bag is kept for a reminder', async () => {
      await expect(emailBox(page)).not.toBeChecked();
      await emailBox(page).check();
      const kept = page.waitForResponse(
        (response) =>
          response.url().endsWith('/api/checkout/draft') && response.request().method() === 'POST',
      );
      await checkOut(page, email);
      expect((await kept).status()).toBe(202);
    });

    await test.step('shipping, payment', async () => {
      await expect(paymentMethod(page, 'Pay online with card or bank (Paystack)')).toBeVisible();
      await expect(paymentMethod(page, 'Pay on delivery')).toBeVisible();
      await paymentMethod(page, 'Bank transfer').check();
      await expect(paymentMethod(page, 'Bank transfer')).toBeChecked();
      await expect(page.getByText(E2E_BANK_DETAILS, { exact: true })).toBeVisible();
      await page.getByRole('button', { name: 'Place order' }).click();
    });

    const number = await confirmationNumber(page);
    expect(number).toMatch(/^SF-[0-9A-Z]{6}$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your order!');
    await expect(page.getByText('Awaiting payment', { exact: true })).toBeVisible();
    const howToPay = page.getByRole('status').filter({ hasText: 'How to pay' });
    await expect(howToPay).toContainText(E2E_BANK_DETAILS);
    await expectLineAndTotals(page, variant);

    await expect(page.getByRole('link', { name: 'Bag, 0 items' })).toBeVisible();
    const stored = await storedCart(page);
    expect(stored.bag).toEqual([]);
    expect(stored.deliveryDetails).toMatchObject({
      orderNumber: number,
      deliveryFee: LAGOS_DELIVERY_KOBO,
      orderTotal: variant.priceKobo + LAGOS_DELIVERY_KOBO,
    });
    // The ticked box signed the buyer up, to be confirmed by the emailed link.
    const confirmations = () =>
      outboxEmails((raw) => hasHeader(raw, `To: ${email}`) && raw.includes('/newsletter/confirm#token='));
    await expect.poll(() => confirmations().length, { timeout: 15_000 }).toBe(1);
    // A reload of the confirmation link shows the same order.
    await page.reload();
    await expect(page.getByText(`Order ${number}`, { exact: true })).toBeVisible();
    await page.goto('/cart');
    await expect(page.getByText('Your bag is empty.')).toBeVisible();
  });

  test('paying online: Pay ₦X → the provider’s page → Pay → back on the confirmation, paid', async ({
    page,
    context,
  }, testInfo) => {
    test.skip(isPhone(testInfo.project.name), 'the same on both sizes');
    const variant = variantFor(testInfo, 'paid');
    const total = formatNaira(variant.priceKobo + LAGOS_DELIVERY_KOBO);
    await grantPosition(context);
    await bagWith(page, variant);
    await checkOut(page, uniqueEmail(testInfo, 'paid'));
    // Online payment comes first, and is chosen unless the shopper picks another way.
    await expect(paymentMethod(page, 'Pay online with card or bank (Paystack)')).toBeChecked();
    await page.getByRole('button', { name: `Pay ${total}`, exact: true }).click();

    await expect(page).toHaveURL(
      (url) => url.origin === paymentSimulator() && /^\/checkout\//.test(url.pathname),
    );
    await expect(page.getByText(total, { exact: true })).toBeVisible();
    await page.getByRole('button', { name: `Pay ${total}`, exact: true }).click();

    const number = await confirmationNumber(page);
    expect(new URL(page.url()).origin).toBe(process.env.E2E_BASE_URL);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your order!');
    await expect(page.getByText('Paid', { exact: true })).toBeVisible();
    await expect(page.getByText('Paid online with Paystack')).toBeVisible();
    await expect(page.getByText('How to pay')).toHaveCount(0);
    await expectLineAndTotals(page, variant);
    await expect(page.getByRole('link', { name: 'Bag, 0 items' })).toBeVisible();
    const stored = await storedCart(page);
    expect(stored.bag).toEqual([]);
    expect(stored.deliveryDetails.orderNumber).toBe(number);
    expect(stored.orderStatus.paymentConfirmed).toBe(true);
  });

  test('cancelling on the provider’s page comes back to “Waiting for your payment”, with the bag kept, and the same order is paid on a fresh payment', async ({
    page,
    context,
  }, testInfo) => {
    test.skip(isPhone(testInfo.project.name), 'the same on both sizes');
    const variant = variantFor(testInfo, 'cancelled');
    const total = formatNaira(variant.priceKobo + LAGOS_DELIVERY_KOBO);
    await grantPosition(context);
    await bagWith(page, variant);
    await checkOut(page, uniqueEmail(testInfo, 'cancelled'));
    await page.getByRole('button', { name: `Pay ${total}`, exact: true }).click();
    await expect(page).toHaveURL((url) => url.origin === paymentSimulator());
    await page.getByRole('button', { name: 'Cancel payment' }).click();

    const number = await confirmationNumber(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Waiting for your payment');
    await expect(page.getByText('Awaiting payment', { exact: true })).toBeVisible();
    await expect(page.getByText('Thank you for your order!')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Bag, 1 item' })).toBeVisible();
    const stored = await storedCart(page);
    expect(stored.deliveryDetails.orderNumber).toBe(number);
    expect(stored.orderStatus.paymentConfirmed).toBe(false);
    expect(stored.bag).toHaveLength(1);
    expect(stored.bag[0]).toMatchObject({ color: variant.color, size: variant.size, quantity: 1 });
    expect(stored.unpaidOrder?.number).toBe(number);

    // Not a dead end: the same order is paid on a fresh payment, or another way.
    const again = page.getByRole('region', { name: 'Didn’t finish paying?' });
    await expect(again.getByRole('button', { name: 'Bank transfer instead' })).toBeVisible();
    await expect(again.getByRole('button', { name: 'Pay on delivery instead' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('pay-again.png'), fullPage: true });
    await again.getByRole('button', { name: 'Complete payment' }).click();
    await expect(page).toHaveURL((url) => url.origin === paymentSimulator());
    await page.getByRole('button', { name: `Pay ${total}`, exact: true }).click();
    expect(await confirmationNumber(page)).toBe(number);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your order!');
    await expect(page.getByText('Paid online with Paystack')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Bag, 0 items' })).toBeVisible();
    expect((await storedCart(page)).unpaidOrder).toBeNull();
  });

  test('a shopper who gave up at the provider pays by bank transfer instead, or starts again and frees the first order’s items', async ({
    page,
    context,
  }, testInfo) => {
    test.skip(
      isPhone(testInfo.project.name),
      'the same order page on both sizes; the phone pays again above',
    );
    test.slow(); // two checkouts, each given up at the provider
    const variant = variantFor(testInfo, 'cancelled');
    const total = formatNaira(variant.priceKobo + LAGOS_DELIVERY_KOBO);
    await grantPosition(context);
    const giveUp = async () => {
      await bagWith(page, variant);
      await checkOut(page, uniqueEmail(testInfo, 'gave-up'));
      await page.getByRole('button', { name: `Pay ${total}`, exact: true }).click();
      await expect(page).toHaveURL((url) => url.origin === paymentSimulator());
      await page.getByRole('button', { name: 'Cancel payment' }).click();
      return confirmationNumber(page);
    };

    await test.step('another way to pay, from the order’s page', async () => {
      const number = await giveUp();
      await page
        .getByRole('region', { name: 'Didn’t finish paying?' })
        .getByRole('button', { name: 'Bank transfer instead' })
        .click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your order!');
      await expect(page.getByText('How to pay')).toBeVisible();
      await expect(page.getByText(E2E_BANK_DETAILS)).toBeVisible();
      await expect(page.getByText('Bank transfer', { exact: true })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Didn’t finish paying?' })).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Bag, 0 items' })).toBeVisible();
      // The same page later says the same.
      await page.reload();
      expect(await confirmationNumber(page)).toBe(number);
      await expect(page.getByText('How to pay')).toBeVisible();
    });

    await test.step('starting again from the bag gives the unpaid order’s items back first', async () => {
      const first = await giveUp();
      const { unpaidOrder } = await storedCart(page);
      expect(unpaidOrder?.number).toBe(first);
      await page.goto('/cart');
      await checkOut(page, uniqueEmail(testInfo, 'started-again'));
      await paymentMethod(page, 'Bank transfer').check();
      await page.getByRole('button', { name: 'Place order' }).click();
      const second = await confirmationNumber(page);
      expect(second).not.toBe(first);
      await page.goto(`/orders/${first}?key=${unpaidOrder.key}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('This order was cancelled');
      expect((await storedCart(page)).unpaidOrder).toBeNull();
    });
  });

  test('a confirmation link with a wrong key shows “Order not found”', async ({
    page,
    request,
    consoleErrors,
  }, testInfo) => {
    test.skip(isPhone(testInfo.project.name), 'the same on both sizes');
    const placed = await request.post('/api/orders', {
      headers: ownOrigin(),
      data: {
        lines: [{ productId: poster.id, color: poster.color, size: poster.size, quantity: 1 }],
        contact: {
          email: uniqueEmail(testInfo, 'wrong-key'),
          phone: '0803 123 4567',
          firstName: 'Ada',
          lastName: 'Obi',
          address: uniqueAddress('Key'),
          apartment: '',
          country: 'Nigeria',
          state: 'Lagos',
          city: 'Ikeja',
          postalCode: '',
        },
        shippingMethod: 'pickup',
        position: { lat: 6.5244, long: 3.3792 },
        paymentMethod: 'bank_transfer',
      },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    const { order, confirmationPath }: { order: { number: string }; confirmationPath: string } =
      await placed.json();
    const key = new URL(confirmationPath, 'http://shop').searchParams.get('key') ?? '';
    // The same length and alphabet as a real key, so only its value is wrong.
    const wrongKey = [...key].map((c) => (c === 'A' ? 'B' : 'A')).join('');

    await page.goto(`/orders/${order.number}?key=${wrongKey}`);
    const notFound = page.getByRole('alert');
    await expect(notFound.getByRole('heading', { level: 1 })).toHaveText('Order not found');
    await expect(notFound).toContainText('We could not find that order.');
    await expect(page.getByText(`Order ${order.number}`, { exact: true })).toHaveCount(0);
    await expect(page.getByText('How to pay')).toHaveCount(0);
    consoleErrors.length = 0; // the browser reports the 404, and the page logs the failed load

    await page.goto(confirmationPath);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your order!');
    await expect(page.getByText(`Order ${order.number}`, { exact: true })).toBeVisible();
  });
});

test('staff find a bank-transfer order, mark it paid and fulfilled, and see it on the dashboard', async ({
  page,
  context,
  browser,
}, testInfo) => {
  test.skip(isPhone(testInfo.project.name), 'the same on both sizes');
  test.slow(); // a whole checkout, then five admin screens
  const variant = variantFor(testInfo, 'staff');
  const total = formatNaira(variant.priceKobo + LAGOS_DELIVERY_KOBO);
  await grantPosition(context);
  await bagWith(page, variant);
  await checkOut(page, uniqueEmail(testInfo, 'staff'));
  await paymentMethod(page, 'Bank transfer').check();
  await page.getByRole('button', { name: 'Place order' }).click();
  const number = await confirmationNumber(page);

  // Staff work in a browser of their own.
  const staff = await browser.newContext();
  try {
    await signIn(staff);
    const admin = await staff.newPage();
    const adminErrors: string[] = [];
    admin.on('console', (message) => {
      if (message.type() === 'error') adminErrors.push(message.text());
    });
    admin.on('pageerror', (error) => adminErrors.push(error.message));

    await test.step('find it by its number', async () => {
      await admin.goto('/admin/dashboard');
      await admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Orders' }).click();
      await expect(admin).toHaveURL(/\/admin\/orders$/);
      await expect(admin.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
      await expect(admin.getByLabel('Status')).toHaveValue('');
      await admin.getByLabel('Order number or email').fill(number);
      await admin.getByRole('button', { name: 'Search' }).click();
      await expect(admin).toHaveURL(new RegExp(`[?&]q=${number}`));
      const rows = admin.getByRole('list', { name: 'Orders' }).getByRole('listitem');
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toContainText('Awaiting payment');
      await expect(rows.first()).toContainText(total);
      await expect(rows.first()).toContainText('Bank transfer');
      await rows.first().getByRole('link', { name: number, exact: true }).click();
    });

    const title = admin.getByRole('heading', { level: 1, name: `Order ${number}` });
    const badge = (status: string) => title.locator('xpath=..').getByText(status, { exact: true });
    const history = admin.getByRole('listitem').filter({ hasText: E2E_STAFF.email });

    await test.step('mark it paid, after confirming', async () => {
      await expect(admin).toHaveURL(new RegExp(`/admin/orders/${number}$`));
      await expect(title).toBeVisible();
      await expect(badge('Awaiting payment')).toBeVisible();
      await expect(admin.getByText(total, { exact: true }).last()).toBeVisible();
      await expect(history).toHaveCount(0);
      const messages: string[] = [];
      await admin.getByRole('button', { name: 'Mark paid' }).click();
      messages.push(await answerConfirm(admin, 'accept'));
      await expect(badge('To pack')).toBeVisible();
      await expect(badge('Paid')).toBeVisible();
      expect(messages).toEqual(['Mark this order as paid? Only do this once the money has arrived.']);
      await expect(history).toHaveText([/^Paid/]);
    });

    await test.step('send it with its courier and tracking', async () => {
      await admin.getByRole('button', { name: 'On its way' }).click();
      await admin.getByLabel('Courier').fill('GIG Logistics');
      await admin.getByLabel('Tracking number or link').fill('GIG-204518');
      await admin.getByRole('button', { name: 'Send: on its way' }).click();
      await expect(badge('Shipped')).toBeVisible();
      await expect(history).toHaveText([/^Paid/, /^Shipped/]);
      await expect(admin.getByRole('button', { name: /^(Mark paid|On its way|Cancel order)$/ })).toHaveCount(
        0,
      );
      // It stays so after a reload, and the list says so too.
      await admin.reload();
      await expect(badge('Shipped')).toBeVisible();
      await expect(history).toHaveText([/^Paid/, /^Shipped/]);
      await admin.goto(`/admin/orders?q=${number}`);
      const rows = admin.getByRole('list', { name: 'Orders' }).getByRole('listitem');
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toContainText('Shipped');
    });

    await test.step('the dashboard counts it', async () => {
      await admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Dashboard' }).click();
      await expect(admin.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      const ordersToday = await stat(admin, 'Orders today');
      await expect(ordersToday).toHaveText(/^Orders today[1-9]\d*Placed, not cancelled$/);
      // Each revenue figure says what it counts.
      await expect(await stat(admin, 'Revenue today')).toContainText('Confirmed payments only');
      await expect(await stat(admin, 'Revenue this month')).toContainText('Confirmed payments only');
      for (const label of [
        'Revenue today',
        'Orders this month',
        'Revenue this month',
        'To pack',
        'Ready for pickup',
        'Awaiting payment',
      ]) {
        await stat(admin, label);
      }
      // It is paid, so today's revenue holds at least its total.
      const revenue = (await (await stat(admin, 'Revenue today')).innerText()).replace(/[^\d]/g, '');
      expect(Number(revenue) * 100).toBeGreaterThanOrEqual(variant.priceKobo + LAGOS_DELIVERY_KOBO);
      await expect(admin.getByRole('table', { name: 'Low stock' })).toBeVisible();
    });
    expect(adminErrors, 'console errors in the admin page').toEqual([]);
  } finally {
    await staff.close();
  }
});

/**
 * Each project empties a variant of its own product: the stock is rewritten whole (PUT), so two
 * tests on one product could undo each other's change.
 */
const soldOutCases = {
  phone: {
    product: { id: 'essentials-crew-socks', name: 'Essentials Crew Socks', priceKobo: 450_000 },
    gone: { color: 'White', size: 'M' },
    kept: { color: 'Black', size: 'L' },
  },
  desktop: {
    product: { id: 'lagos-nights-zip-hoodie', name: 'Lagos Nights Zip Hoodie', priceKobo: 3_850_000 },
    gone: { color: 'Black', size: 'M' },
    kept: { color: 'Black', size: 'L' },
  },
};

test('stock that runs out during checkout: the order is not placed, nothing is created, the bag is updated', async ({
  page,
  context,
  browser,
  consoleErrors,
}, testInfo) => {
  test.slow(); // a checkout, and the stock changed by staff in another browser
  const { product, gone, kept } = isPhone(testInfo.project.name) ? soldOutCases.phone : soldOutCases.desktop;
  const email = uniqueEmail(testInfo, 'sold-out');
  await grantPosition(context);
  await page.goto(`/store/${product.id}`);
  await addToBag(page, { ...product, ...gone });
  await choose(page, kept.color, kept.size);
  await page.getByRole('button', { name: 'ADD TO BAG' }).click();
  await expect(page.getByRole('link', { name: 'Bag, 2 items' })).toBeVisible();
  await page.getByRole('link', { name: 'GO TO BAG' }).click();
  await checkOut(page, email);
  await paymentMethod(page, 'Bank transfer').check();

  const staff = await browser.newContext();
  try {
    await signIn(staff);
    const loaded = await staff.request.get(`/api/admin/products/${product.id}`);
    expect(loaded.status()).toBe(200);
    const original: Product = await loaded.json();
    const isGone = (line: Product['stock'][number]) => line.color === gone.color && line.size === gone.size;
    const had = original.stock.find(isGone)?.quantity ?? 0;
    expect(had).toBeGreaterThan(0);
    /** Staff count the variant: stock moves by a count checked against what they saw. */
    const count = (counted: number, expected: number) =>
      staff.request.post(`/api/admin/products/${product.id}/stock`, {
        headers: ownOrigin(),
        data: { color: gone.color, size: gone.size, reason: 'count', counted, expected },
      });
    const emptied = await count(0, had);
    expect(emptied.status(), await emptied.text()).toBe(200);

    try {
      await page.getByRole('button', { name: 'Place order' }).click();
      const failure = page.getByRole('alert').filter({ hasText: 'Your order was not placed.' });
      await expect(failure).toContainText(
        `Sorry, ${product.name} (${gone.color}, ${gone.size}) has sold out. Please remove it from your bag.`,
      );
      await expect(failure).toBeFocused();
      // The shopper stays on the payment step, with the bag brought up to date.
      await expect(page).toHaveURL(/\/cart\?step=payment$/);
      // The bag is brought up to date with the shop, and says what changed.
      const notice = page.getByRole('status').filter({ hasText: 'Your bag was updated' });
      await expect(notice).toContainText(
        `${product.name} (${gone.color}, ${gone.size}) has sold out and was taken out of your bag.`,
      );
      await expect(page.getByRole('link', { name: 'Bag, 1 item' })).toBeVisible();
      const stored = await storedCart(page);
      expect(stored.bag).toHaveLength(1);
      expect(stored.bag[0]).toMatchObject({ color: kept.color, size: kept.size, quantity: 1 });
      expect(stored.deliveryDetails.orderNumber).toBe('');
      await expect(page.getByRole('button', { name: 'Place order' })).toBeEnabled();

      const orders = await staff.request.get(`/api/admin/orders?q=${encodeURIComponent(email)}`);
      expect(orders.status()).toBe(200);
      expect((await orders.json()).total, 'orders placed with this email').toBe(0);
      // Nothing was taken from the line that was still in stock either.
      const now: Product = await (await staff.request.get(`/api/admin/products/${product.id}`)).json();
      const keptLine = (line: Product['stock'][number]) =>
        line.color === kept.color && line.size === kept.size;
      expect(now.stock.find(keptLine)?.quantity).toBe(original.stock.find(keptLine)?.quantity);
      consoleErrors.length = 0; // the browser reports the 409, and the checkout logs the refusal
    } finally {
      const restored = await count(had, 0);
      expect(restored.status(), 'the stock is put back').toBe(200);
    }
  } finally {
    await staff.close();
  }
});

test('neither the payment secret nor the delivery secret reaches the browser during an online checkout', async ({
  page,
  context,
}, testInfo) => {
  test.skip(isPhone(testInfo.project.name), 'the same on both sizes');
  const files = fs
    .readdirSync('dist/web', { recursive: true, withFileTypes: true })
    .filter((f) => f.isFile());
  for (const file of files) {
    const text = fs.readFileSync(path.join(file.parentPath, file.name)).toString('latin1');
    expect(text.includes(E2E_PAYMENT_SECRET), file.name).toBe(false);
    expect(text.includes(E2E_DELIVERY_SECRET), file.name).toBe(false);
  }

  const seen: Promise<string>[] = [];
  const urls = new Set<string>();
  page.on('response', (response) => {
    urls.add(new URL(response.url()).origin + new URL(response.url()).pathname);
    seen.push(
      (async () => {
        const headers = JSON.stringify(await response.allHeaders());
        const body = await response.text().catch(() => '');
        return `${response.url()}\n${headers}\n${body}`;
      })(),
    );
  });

  const variant = variantFor(testInfo, 'secret');
  const total = formatNaira(variant.priceKobo + LAGOS_DELIVERY_KOBO);
  await grantPosition(context);
  await bagWith(page, variant);
  await checkOut(page, uniqueEmail(testInfo, 'secret'));
  await page.getByRole('button', { name: `Pay ${total}`, exact: true }).click();
  await expect(page).toHaveURL((url) => url.origin === paymentSimulator());
  await page.getByRole('button', { name: `Pay ${total}`, exact: true }).click();
  await confirmationNumber(page);
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();

  const texts = await Promise.all(seen);
  // The whole way: the shop's API, the delivery quote, placing the order and the provider's page.
  for (const expected of ['/api/delivery/quote', '/api/orders', '/api/payment-options']) {
    expect(
      [...urls].some((url) => url.includes(expected)),
      expected,
    ).toBe(true);
  }
  expect([...urls].some((url) => url.startsWith(paymentSimulator()))).toBe(true);
  for (const text of texts) {
    expect(text.includes(E2E_PAYMENT_SECRET), text.split('\n')[0]).toBe(false);
    expect(text.includes(E2E_DELIVERY_SECRET), text.split('\n')[0]).toBe(false);
  }
});
