import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { sampleContact } from '../src/server/testing/order-fixtures';
import { ownOrigin, signIn } from './support/sign-in';
import { expect, isPhone, test } from './support/test';

/**
 * A merch drop, as fans and staff see it: coming soon with a countdown, on sale at its moment
 * without a reload, a per-order limit the bag keeps to, and the server refusing early orders.
 */

type Drop = { id: string; name: string };

/** Adds a product through the admin API, signed in as staff in this browser context. */
async function addProduct(
  context: BrowserContext,
  name: string,
  extra: { liveAt?: string | null; maxPerOrder?: number | null; hidden?: boolean },
): Promise<Drop> {
  await signIn(context);
  const created = await context.request.post('/api/admin/products', {
    headers: ownOrigin(),
    data: {
      name,
      description: 'Pressed for the tour. One run only.',
      price: 3_500_000,
      collection: 'essentials',
      colors: ['Black'],
      sizes: ['L'],
      stock: [{ color: 'Black', size: 'L', quantity: 40 }],
      imageUrls: ['/media/products/harmattan-tour-tee-1-960.webp'],
      ...extra,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return { id: (await created.json()).id, name };
}

function orderFor(api: APIRequestContext, id: string) {
  return api.post('/api/orders', {
    headers: ownOrigin(),
    data: {
      lines: [{ productId: id, color: 'Black', size: 'L', quantity: 1 }],
      contact: sampleContact,
      shippingMethod: 'pickup',
      position: { lat: 6.44, long: 3.47 },
      paymentMethod: 'pay_on_delivery',
    },
  });
}

test('a drop is coming soon with a countdown, then on sale at its moment without a reload', async ({
  page,
  context,
}, testInfo) => {
  test.skip(isPhone(testInfo.project.name), 'the same on both sizes');
  test.slow(); // the drop's moment is real time: far enough ahead for a loaded machine to look first
  const liveAt = new Date(Date.now() + 20_000).toISOString();
  const drop = await addProduct(context, `Countdown Hoodie ${testInfo.project.name} ${Date.now()}`, {
    liveAt,
  });

  await page.goto('/store');
  const card = page.getByRole('article').filter({ hasText: drop.name });
  await expect(card.getByText('Coming soon')).toBeVisible();
  await expect(card.getByText(/^On sale /)).toBeVisible();
  await expect(card.getByText('₦35,000')).toHaveCount(0);

  await card.getByRole('link', { name: drop.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: drop.name })).toBeVisible();
  await expect(page.getByText('Coming soon', { exact: true })).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/^00m [0-2]\ds$/);
  await expect(page.getByText('₦35,000')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'ADD TO BAG' })).toHaveCount(0);
  // The server says no as well, whatever a client sends.
  const early = await orderFor(page.request, drop.id);
  expect(early.status()).toBe(409);
  expect((await early.json()).error.message).toBe(
    `${drop.name} is not on sale yet. Please remove it from your bag.`,
  );

  // At its moment the page turns live by itself.
  await expect(page.getByRole('button', { name: 'ADD TO BAG' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('₦35,000')).toBeVisible();
  await expect(page.getByRole('timer')).toHaveCount(0);
  await page.getByRole('button', { name: 'ADD TO BAG' }).click();
  await expect(page.getByRole('link', { name: 'Bag, 1 item' }).first()).toBeVisible();
});

test('the bag keeps to the per-order limit', async ({ page, context }, testInfo) => {
  test.skip(isPhone(testInfo.project.name), 'the same on both sizes');
  const drop = await addProduct(context, `Limited Tee ${testInfo.project.name} ${Date.now()}`, {
    maxPerOrder: 2,
  });
  await page.goto(`/store/${drop.id}`);
  await expect(page.getByText('Limit 2 per order')).toBeVisible();
  await page.getByRole('button', { name: 'ADD TO BAG' }).click();
  const more = page.getByRole('button', { name: 'One more' });
  await more.click();
  await expect(page.locator('output')).toHaveText('2');
  await expect(more).toBeDisabled();
});

test('staff schedule a drop in the product form and see it in the list', async ({
  page,
  context,
  consoleErrors,
}, testInfo) => {
  const drop = await addProduct(context, `Scheduled Cap ${testInfo.project.name} ${Date.now()}`, {});
  await page.goto(`/admin/products/${drop.id}`);
  await page.getByRole('radio', { name: /^Coming soon/ }).check();
  await page.getByLabel('On sale from', { exact: true }).fill('2030-11-28T18:00');
  await page.getByLabel('Limit per order, for each colour and size').fill('3');
  if (isPhone(testInfo.project.name))
    await page.getByRole('button', { name: 'Save product' }).scrollIntoViewIfNeeded();
  await page.getByRole('button', { name: 'Save product' }).click();
  await expect(page).toHaveURL(/\/admin\/products$/);
  const row = page.getByRole('listitem').filter({ hasText: drop.name });
  await expect(row).toContainText('Scheduled, on sale 28 Nov 2030');

  const saved = await (await context.request.get(`/api/admin/products/${drop.id}`)).json();
  expect(saved.maxPerOrder).toBe(3);
  expect(new Date(saved.liveAt).getFullYear()).toBe(2030);

  // A limit of nothing is named, not saved.
  await page.goto(`/admin/products/${drop.id}`);
  await page.getByLabel('Limit per order, for each colour and size').fill('0');
  await page.getByRole('button', { name: 'Save product' }).click();
  await expect(page.getByText('Enter a whole number from 1 to 100, or leave it empty.')).toBeVisible();
  consoleErrors.length = 0; // the browser reports the 400 itself
});
