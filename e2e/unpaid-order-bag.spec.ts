import type { BrowserContext, Page, TestInfo } from '@playwright/test';
import { createProduct, removeProduct } from './support/products';
import { signIn } from './support/sign-in';
import { expect, isPhone, test } from './support/test';

/**
 * A shopper who cancels on the payment provider's page and goes back to the bag finds their items
 * held for them by their own unpaid order, not "sold out": they complete the payment, or release the
 * order (the server cancels it, against the key this browser holds) and keep the bag's lines.
 */

const ORDER_PATH = /\/orders\/(SF-[0-9A-Z]{6})\?key=([\w-]{20,})/;
const SOLD_OUT = /has sold out and was taken out of your bag/;

/** A ₦12,500 hat of the test's own, two in stock: the shopper's order holds both. */
async function twoHats(context: BrowserContext, testInfo: TestInfo, label: string) {
  await signIn(context);
  const name = `Held Hat ${label} ${isPhone(testInfo.project.name) ? 'P' : 'D'}${Date.now() % 1_000_000}`;
  const id = await createProduct(context.request, {
    name,
    description: 'Woven for the wait.',
    price: 1_250_000,
    collection: 'essentials',
    colors: ['Sand'],
    sizes: ['One Size'],
    stock: [{ color: 'Sand', size: 'One Size', quantity: 2 }],
  });
  return { id, name };
}

/** Both hats in the bag, the checkout to the provider's page, and "Cancel payment" there. */
async function giveUpAtTheProvider(page: Page, context: BrowserContext, id: string, email: string) {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 6.6018, longitude: 3.3515 });
  await page.goto(`/store/${id}`);
  await page.getByRole('button', { name: 'ADD TO BAG' }).click();
  await page.getByRole('button', { name: 'One more' }).click();
  await expect(page.locator('output')).toHaveText('2');
  await page.getByRole('link', { name: 'GO TO BAG' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill('0803 123 4567');
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Obi');
  await page.getByLabel('Address', { exact: true }).fill(`${Date.now()} Held Street`);
  await page.getByLabel('State').selectOption('Lagos');
  await page.getByLabel('City').selectOption('Ikeja');
  await page.getByRole('button', { name: 'Continue to shipping' }).click();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.getByRole('button', { name: 'Pay ₦27,650', exact: true }).click();
  await expect(page).toHaveURL((url) => url.origin === process.env.E2E_PAYMENT_SIM_ORIGIN);
  await page.getByRole('button', { name: 'Cancel payment' }).click();
  await expect(page).toHaveURL(ORDER_PATH);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Waiting for your payment');
  const [, number = '', key = ''] = ORDER_PATH.exec(page.url()) ?? [];
  return { number, key };
}

/** Back in the bag: the items are the shopper's, held by their order, with the two ways on. */
async function backInTheBag(page: Page, name: string, testInfo: TestInfo) {
  await page.getByRole('link', { name: 'Bag, 2 items' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  const unpaid = page.getByRole('region', { name: 'You have an unpaid order for these items' });
  await expect(unpaid).toBeVisible();
  await expect(unpaid.getByRole('listitem')).toHaveText([`2 × ${name} (Sand, One Size)`]);
  await expect(page.getByText(SOLD_OUT)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Bag, 2 items' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('bag-unpaid-order.png'), fullPage: true });
  return unpaid;
}

test('after cancelling at the provider, the bag keeps the shopper’s own items and releases them on request', async ({
  page,
  context,
}, testInfo) => {
  test.slow(); // a whole checkout, and a payment given up at the provider
  const { id, name } = await twoHats(context, testInfo, 'Release');
  try {
    const order = await giveUpAtTheProvider(page, context, id, `held-release-${Date.now()}@example.com`);
    const unpaid = await backInTheBag(page, name, testInfo);

    // Their product page says the hats are theirs to buy, not out of stock.
    await page.goto(`/store/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page.getByText('Only 2 left!')).toBeVisible();
    await expect(page.getByText(/out of stock/i)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'GO TO BAG' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('product-held.png'), fullPage: true });

    await page.getByRole('link', { name: 'GO TO BAG' }).click();
    await unpaid.getByRole('button', { name: 'Release them and change my bag' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Released' })).toHaveText(
      'Released: the items are back on sale, and still in your bag to change or check out.',
    );
    await expect(unpaid).toHaveCount(0);
    await expect(page.getByText(SOLD_OUT)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Bag, 2 items' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('bag-released.png'), fullPage: true });

    // The server cancelled the order: its hats are on sale again, and the bag still has them.
    const answer = await page.request.get(`/api/orders/${order.number}?key=${order.key}`);
    expect((await answer.json()).status).toBe('cancelled');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cart-store') ?? '{}').state);
    expect(stored.unpaidOrder).toBeNull();
    expect(stored.bag).toMatchObject([{ color: 'Sand', size: 'One Size', quantity: 2 }]);
    await page.goto(`/store/${id}`);
    await expect(page.getByText('Only 2 left!')).toBeVisible();
  } finally {
    await removeProduct(context.request, id);
  }
});

test('after cancelling at the provider, the bag completes the payment of the shopper’s own order', async ({
  page,
  context,
}, testInfo) => {
  test.slow(); // a whole checkout, and a payment given up at the provider
  const { id, name } = await twoHats(context, testInfo, 'Pay');
  try {
    const order = await giveUpAtTheProvider(page, context, id, `held-pay-${Date.now()}@example.com`);
    const unpaid = await backInTheBag(page, name, testInfo);
    await unpaid.getByRole('button', { name: 'Complete payment' }).click();
    await expect(page).toHaveURL((url) => url.origin === process.env.E2E_PAYMENT_SIM_ORIGIN);
    await page.getByRole('button', { name: 'Pay ₦27,650', exact: true }).click();
    await expect(page).toHaveURL(ORDER_PATH);
    expect(ORDER_PATH.exec(page.url())?.[1]).toBe(order.number);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your order!');
    await expect(page.getByRole('link', { name: 'Bag, 0 items' })).toBeVisible();
  } finally {
    await removeProduct(context.request, id);
  }
});
