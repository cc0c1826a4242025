import type { APIRequestContext } from '@playwright/test';
import { sampleContact } from '../src/server/testing/order-fixtures';
import { removeProduct } from './support/products';
import { ownOrigin, signIn } from './support/sign-in';
import { expect, test } from './support/test';

/**
 * Stock is a ledger: staff who save a product during a drop keep the units sold meanwhile, and a
 * count made against a quantity that has moved is refused with what it is now.
 */

function buy(api: APIRequestContext, id: string, quantity: number) {
  return api.post('/api/orders', {
    headers: ownOrigin(),
    data: {
      lines: [{ productId: id, color: 'Black', size: 'L', quantity }],
      contact: sampleContact,
      shippingMethod: 'pickup',
      position: { lat: 6.44, long: 3.47 },
      paymentMethod: 'pay_on_delivery',
    },
  });
}

test('two staff tabs during a drop: a description saved keeps the sale, a stale count is refused', async ({
  context,
  page,
  playwright,
}, testInfo) => {
  test.slow(); // two tabs, a sale and three saves
  await signIn(context);
  const name = `Ledger Hoodie ${testInfo.project.name} ${Date.now()}`;
  const created = await context.request.post('/api/admin/products', {
    headers: ownOrigin(),
    data: {
      name,
      description: 'Pressed for the tour.',
      price: 3_500_000,
      collection: 'essentials',
      colors: ['Black'],
      sizes: ['L'],
      stock: [{ color: 'Black', size: 'L', quantity: 10 }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id: string = (await created.json()).id;
  const stockRow = (tab: typeof page) =>
    tab.getByRole('region', { name: 'Stock' }).getByRole('listitem', { name: 'Black, L', exact: true });

  try {
    // Staff A and staff B both open the product.
    const tabB = await context.newPage();
    for (const tab of [page, tabB]) {
      await tab.goto(`/admin/products/${id}`);
      await expect(tab.getByRole('heading', { level: 1, name: 'Edit product' })).toBeVisible();
      await expect(stockRow(tab)).toContainText('10 in stock');
    }

    // A shopper buys 3 meanwhile.
    const shopper = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
    expect((await buy(shopper, id, 3)).status()).toBe(201);
    await shopper.dispose();

    // Staff A fixes the description and saves: the sale stays sold.
    await page.getByLabel('Description').fill('Pressed for the tour. Heavyweight cotton.');
    await page.getByRole('button', { name: 'Save product' }).click();
    await expect(page).toHaveURL(/\/admin\/products$/);
    await expect(
      page.getByRole('list', { name: 'Products' }).getByRole('listitem').filter({ hasText: name }),
    ).toContainText('In Stock: 7');

    // Staff B counts against the 10 they loaded: refused, with what it is now, in the form.
    await tabB.getByRole('button', { name: 'Change stock of Black, L' }).click();
    const form = tabB.getByRole('form', { name: 'Change stock of Black, L' });
    await form.getByLabel('What happened').selectOption('count');
    await form.getByLabel(/^Counted/).fill('10');
    await form.getByRole('button', { name: 'Save change' }).click();
    const refusal =
      'Black, L now holds 7, not the 10 you saw: it was sold or changed since you loaded it. Count again and enter what you find.';
    await expect(form.getByRole('alert')).toHaveText(refusal);
    await expect(form.getByLabel(/^Counted/)).toHaveAccessibleDescription(refusal);
    // The table shows the quantity now, and counting again against it goes through.
    await expect(stockRow(tabB)).toContainText('7 in stock');
    await form.getByLabel(/^Counted/).fill('6');
    await form.getByRole('button', { name: 'Save change' }).click();
    await expect(tabB.getByRole('status')).toHaveText('Black, L: 6 in stock.');
    await expect(stockRow(tabB)).toContainText('6 in stock');

    // Staff B's product form is older than A's save: saving it is refused, nothing is overwritten.
    await tabB.getByLabel('Name', { exact: true }).fill(`${name} (B)`);
    await tabB.getByRole('button', { name: 'Save product' }).click();
    await expect(tabB.getByRole('alert').first()).toHaveText(
      'Someone saved this product since you opened it. Reload it to see their changes, then make yours again.',
    );
    const now = await (await context.request.get(`/api/admin/products/${id}`)).json();
    expect(now).toMatchObject({
      name,
      description: 'Pressed for the tour. Heavyweight cotton.',
      quantity: 6,
    });

    // The history tells what happened, newest first.
    await tabB.getByRole('button', { name: 'History of Black, L' }).click();
    const history = tabB.getByRole('list', { name: 'History of Black, L' });
    await expect(history.getByRole('listitem')).toHaveCount(3);
    await expect(history.getByRole('listitem').nth(0)).toContainText('-1');
    await expect(history.getByRole('listitem').nth(1)).toContainText('Sold');
    await expect(history.getByRole('listitem').nth(2)).toContainText('Received');
  } finally {
    await removeProduct(context.request, id);
  }
});
