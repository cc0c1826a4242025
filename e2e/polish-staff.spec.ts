import type { Page, TestInfo } from '@playwright/test';
import { answerConfirm } from './support/confirm';
import { ownOrigin, signIn } from './support/sign-in';
import { expect, test } from './support/test';

/** Staff screens that ask before what cannot be undone in one click, and say whose admin it is. */

/** Names no other test (or the other project, running at the same time) will use. */
const unique = (testInfo: TestInfo) => `${testInfo.project.name}-${Date.now()}`;

test('deactivating a colleague asks first, naming them; dismissing leaves them active', async ({
  page,
  context,
}, testInfo) => {
  const email = `colleague.${unique(testInfo)}@example.com`;
  await signIn(context);
  const added = await page.request.post('/api/admin/staff', {
    data: { email, password: 'colleague-Password-1' },
    headers: ownOrigin(),
  });
  expect(added.status()).toBe(201);

  await page.goto('/admin/staff');
  const row = page
    .getByRole('list', { name: 'Staff accounts' })
    .getByRole('listitem')
    .filter({ hasText: email });
  await expect(row).toContainText('Active');
  const question = `Deactivate ${email}? They will be signed out and can no longer sign in.`;
  const messages: string[] = [];

  await test.step('dismissing the question leaves them active', async () => {
    await row.getByRole('button', { name: `Deactivate ${email}` }).click();
    messages.push(await answerConfirm(page, 'dismiss'));
    expect(messages).toEqual([question]);
    await expect(row).toContainText('Active');
    await page.reload();
    await expect(row).toContainText('Active');
    await expect(row.getByRole('button', { name: `Deactivate ${email}` })).toBeVisible();
  });

  await test.step('accepting it deactivates them', async () => {
    await row.getByRole('button', { name: `Deactivate ${email}` }).click();
    messages.push(await answerConfirm(page, 'accept'));
    await expect(row).toContainText('Deactivated');
    expect(messages).toEqual([question, question]);
  });

  await test.step('reactivating asks nothing: it locks no one out', async () => {
    await row.getByRole('button', { name: `Reactivate ${email}` }).click();
    await expect(row).toContainText('Active');
    expect(messages).toHaveLength(2);
  });
});

test.describe('a new product with no stock', () => {
  test.beforeEach(async ({ context }) => {
    await signIn(context);
  });

  async function productsNamed(page: Page, name: string): Promise<{ id: string; name: string }[]> {
    const products: { id: string; name: string }[] = await (
      await page.request.get('/api/admin/products')
    ).json();
    return products.filter((product) => product.name === name);
  }

  async function removeProducts(page: Page, name: string) {
    for (const product of await productsNamed(page, name)) {
      await page.request.delete(`/api/admin/products/${product.id}`, { headers: ownOrigin() });
    }
  }

  async function fillProduct(page: Page, name: string) {
    await page.goto('/admin/newproduct');
    await expect(page.getByRole('heading', { level: 1, name: 'New product' })).toBeVisible();
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByLabel('Price (₦)').fill('9,000');
    await page.getByLabel('Colours (comma-separated)').fill('Black');
    await page.getByLabel('Sizes (comma-separated)').fill('M, L');
    await expect(page.getByRole('radio', { name: 'On sale now' })).toBeChecked();
  }

  const warningText = 'This product will show as sold out.';

  test('on sale now with 0 of everything: warned before saving, created only once staff confirm', async ({
    page,
  }, testInfo) => {
    const name = `Sold Out Tee ${unique(testInfo)}`;
    try {
      await fillProduct(page, name);
      const grid = page.getByRole('group', { name: 'Starting stock for each colour and size' });
      await grid.getByRole('spinbutton', { name: 'Stock of Black, L' }).fill('0');
      await page.getByRole('button', { name: 'Save product' }).click();

      const warning = page.getByRole('alert').filter({ hasText: warningText });
      await expect(warning).toBeVisible();
      await expect(page.getByRole('button', { name: 'Save product' })).toHaveCount(0);
      await expect(page).toHaveURL(/\/admin\/newproduct$/);
      expect(await productsNamed(page, name)).toEqual([]);

      await test.step('going back to enter stock puts the cursor in the grid', async () => {
        await warning.getByRole('button', { name: 'Enter stock' }).click();
        await expect(warning).toHaveCount(0);
        await expect(grid.getByRole('spinbutton', { name: 'Stock of Black, M' })).toBeFocused();
        expect(await productsNamed(page, name)).toEqual([]);
      });

      await test.step('a deliberate sold-out listing is saved once confirmed', async () => {
        await page.getByRole('button', { name: 'Save product' }).click();
        await warning.getByRole('button', { name: 'Save as sold out' }).click();
        await expect(page).toHaveURL(/\/admin\/products$/);
        const row = page
          .getByRole('list', { name: 'Products' })
          .getByRole('listitem')
          .filter({ hasText: name });
        await expect(row).toContainText('In Stock: 0');
        expect(await productsNamed(page, name)).toHaveLength(1);
      });
    } finally {
      await removeProducts(page, name);
    }
  });

  test('with stock, it is saved without a warning', async ({ page }, testInfo) => {
    const name = `Stocked Tee ${unique(testInfo)}`;
    try {
      await fillProduct(page, name);
      const grid = page.getByRole('group', { name: 'Starting stock for each colour and size' });
      await grid.getByRole('spinbutton', { name: 'Stock of Black, M' }).fill('3');
      await page.getByRole('button', { name: 'Save product' }).click();
      await expect(page).toHaveURL(/\/admin\/products$/);
      await expect(page.getByText(warningText)).toHaveCount(0);
      const row = page
        .getByRole('list', { name: 'Products' })
        .getByRole('listitem')
        .filter({ hasText: name });
      await expect(row).toContainText('In Stock: 3');
    } finally {
      await removeProducts(page, name);
    }
  });
});

test('the admin is headed with the artist’s name and logo from the site settings', async ({
  page,
  context,
}) => {
  const { site }: { site: { artistName: string } } = await (await page.request.get('/api/content')).json();
  const { artistName } = site;
  expect(artistName).not.toBe('');
  await signIn(context);
  await page.goto('/admin/dashboard');

  const brand = page.getByRole('link', { name: `${artistName} · Admin`, exact: true });
  await expect(brand).toBeVisible();
  await expect(brand).toContainText('Admin');
  const logo = brand.getByRole('img', { name: artistName, exact: true });
  await expect(logo).toBeVisible();
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByRole('link', { name: 'Stagefront admin' })).toHaveCount(0);
  // The page's title is still the manifest's, with the artist's name.
  await expect(page).toHaveTitle(`Dashboard — ${artistName}`);

  await brand.click();
  await expect(page).toHaveURL(/\/$/);
});
