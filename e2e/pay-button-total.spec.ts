import { createProduct, removeProduct } from './support/products';
import { ownOrigin, signIn } from './support/sign-in';
import { expect, isPhone, test } from './support/test';

/** The delivery simulator's price for Lagos: ₦2,500 and a ₦150 service charge. */
const LAGOS_DELIVERY = '₦2,650';

/**
 * The Pay button once showed the total without the discount code (₦27,650 here), while the summary
 * above it and the provider's page said ₦25,150: one total, everywhere it is shown.
 */
test('with a discount code, the Pay button, the summary and the provider’s page show the same total', async ({
  page,
  context,
}, testInfo) => {
  test.slow(); // a whole checkout, and a payment at the provider
  const phone = isPhone(testInfo.project.name);
  await signIn(context);
  const tag = `${phone ? 'P' : 'D'}${Date.now() % 1_000_000}`;
  const id = await createProduct(context.request, {
    name: `Pay Total Cap ${tag}`,
    description: 'Stitched for the sum.',
    price: 1_250_000,
    collection: 'essentials',
    colors: ['Sand'],
    sizes: ['One Size'],
    stock: [{ color: 'Sand', size: 'One Size', quantity: 5 }],
  });
  const code = `PAYTOTAL${tag}`;
  const made = await context.request.post('/api/admin/codes', {
    headers: ownOrigin(),
    data: { code, kind: 'percent', percent: 10, productIds: [id] },
  });
  expect(made.status(), await made.text()).toBe(201);
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 6.6018, longitude: 3.3515 });
  try {
    await page.goto(`/store/${id}`);
    await page.getByRole('button', { name: 'ADD TO BAG' }).click();
    await page.getByRole('button', { name: 'One more' }).click();
    await expect(page.locator('output')).toHaveText('2');
    await page.getByRole('link', { name: 'GO TO BAG' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();

    // On a phone the field is in the contact step; on a desktop, in the order summary.
    await page.getByLabel('Discount code').fill(code);
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('status').filter({ hasText: `${code} · 10% off` })).toBeVisible();
    await page.getByLabel('Email').fill(`pay-total-${tag.toLowerCase()}@example.com`);
    await page.getByLabel('Phone').fill('0803 123 4567');
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Obi');
    await page.getByLabel('Address', { exact: true }).fill(`${Date.now()} Total Street`);
    await page.getByLabel('State').selectOption('Lagos');
    await page.getByLabel('City').selectOption('Ikeja');
    await page.getByRole('button', { name: 'Continue to shipping' }).click();
    await expect(page.getByRole('radio', { name: /Standard delivery/ })).toHaveAccessibleName(
      new RegExp(LAGOS_DELIVERY),
    );
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page.getByRole('heading', { name: 'Payment', exact: true })).toBeVisible();

    // ₦25,000 of caps, 10% off, and delivery: ₦25,150, not ₦27,650.
    const total = '₦25,150';
    const summary = page.getByRole('complementary', { name: 'Order summary' });
    await expect(summary).toContainText(`Discount (${code})−₦2,500`);
    await expect(summary).toContainText(`Total${total}`);
    if (phone) await expect(summary.getByRole('heading', { name: `Order summary ${total}` })).toBeVisible();
    const pay = page.getByRole('button', { name: /^Pay ₦/ });
    await expect(pay).toHaveText(new RegExp(`^Pay ${total}$`, 'i'));
    await page.screenshot({ path: testInfo.outputPath('pay-step.png'), fullPage: true });
    await pay.click();

    await expect(page).toHaveURL((url) => url.origin === process.env.E2E_PAYMENT_SIM_ORIGIN);
    await expect(page.getByText(total, { exact: true })).toBeVisible();
    await page.getByRole('button', { name: `Pay ${total}`, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your order!');
    await expect(page.getByRole('article')).toContainText(`Total${total}`);
  } finally {
    await removeProduct(context.request, id);
  }
});
