import type { TestInfo } from '@playwright/test';
import { E2E_STAFF, ownOrigin, signIn } from './support/sign-in';
import { expect, test } from './support/test';

/** A name no other test (or the other project, running at the same time) will use. */
const unique = (testInfo: TestInfo) => `Activity Cap ${testInfo.project.name} ${Date.now()}`;

test('staff change a product, then find who did it in Admin → Activity with its before and after', async ({
  page,
  context,
}, testInfo) => {
  await signIn(context);
  const name = unique(testInfo);
  const created = await page.request.post('/api/admin/products', {
    headers: ownOrigin(),
    data: {
      name,
      description: 'For the activity log.',
      price: 800_000,
      collection: 'essentials',
      category: 'accessories',
      colors: ['Red'],
      sizes: ['One size'],
      stock: [{ color: 'Red', size: 'One size', quantity: 2 }],
      imageUrls: [],
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  try {
    await page.goto(`/admin/products/${id}`);
    const price = page.getByLabel('Price (₦)');
    await expect(price).toHaveValue('8,000');
    await price.fill('9,500');
    await page.getByRole('button', { name: 'Save product' }).click();
    await expect(page).toHaveURL(/\/admin\/products$/);

    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Activity' }).click();
    await expect(page).toHaveURL(/\/admin\/activity$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
    await page.getByLabel('What').selectOption({ label: 'Products' });
    await expect(page).toHaveURL(/subject=product/);

    const entry = page
      .getByRole('list', { name: 'Activity' })
      .getByRole('listitem')
      .filter({ hasText: `Updated product ${name}: price` });
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText(E2E_STAFF.email);
    const changes = entry.getByRole('table', { name: 'Before and after' });
    await expect(changes).toBeHidden();
    await entry.getByText(`Updated product ${name}: price`).click();
    await expect(changes).toBeVisible();
    // In words: the action and the field as the admin names them, never their code names.
    await expect(changes.getByRole('row', { name: /Price/ })).toHaveText(/^Price\s*₦8,000\s*₦9,500$/);
    await expect(entry).toContainText('Product saved');
    await expect(entry).not.toContainText('product.update');
    // Its creation is there too, older, and nothing on the screen edits or deletes an entry.
    await expect(
      page.getByRole('list', { name: 'Activity' }).getByText(`Created product ${name}`),
    ).toBeVisible();
    await expect(page.getByRole('list', { name: 'Activity' }).getByRole('button')).toHaveCount(0);
    await page.screenshot({
      path: testInfo.outputPath(`activity-${testInfo.project.name}.png`),
      fullPage: false,
    });
  } finally {
    await page.request.delete(`/api/admin/products/${id}`, { headers: ownOrigin() });
  }
});
