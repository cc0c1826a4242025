import type { BrowserContext, Page } from '@playwright/test';
import { hasHeader, outboxEmails } from './support/outbox';
import { createProduct, removeProduct } from './support/products';
import { ownOrigin, signIn } from './support/sign-in';
import { expect, isPhone, test } from './support/test';

/** A product of its own, ₦10,000, so no other spec's stock moves. */
function newProduct(context: BrowserContext, name: string): Promise<string> {
  return createProduct(context.request, {
    name,
    description: 'Printed for the code.',
    price: 1_000_000,
    collection: 'essentials',
    colors: ['Black'],
    sizes: ['M'],
    stock: [{ color: 'Black', size: 'M', quantity: 5 }],
  });
}

async function fillContact(page: Page, email: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill('0803 123 4567');
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Obi');
  await page.getByLabel('Address', { exact: true }).fill(`${Date.now()} Code Street`);
  await page.getByLabel('State').selectOption('Lagos');
  await page.getByLabel('City').selectOption('Ikeja');
}

test('a discount code entered at checkout is taken off, and shown on the confirmation and in its email', async ({
  page,
  context,
  consoleErrors,
}, testInfo) => {
  const phone = isPhone(testInfo.project.name);
  await signIn(context);
  const tag = `${phone ? 'P' : 'D'}${Date.now() % 1_000_000}`;
  const code = `TENOFF${tag}`;
  const made = await context.request.post('/api/admin/codes', {
    headers: ownOrigin(),
    data: { code, kind: 'percent', percent: 10 },
  });
  expect(made.status(), await made.text()).toBe(201);
  const id = await newProduct(context, `Code Tee ${tag}`);
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 6.6018, longitude: 3.3515 });
  try {
    await page.goto(`/store/${id}`);
    await page.getByRole('button', { name: 'ADD TO BAG' }).click();
    await page.getByRole('link', { name: 'GO TO BAG' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();

    // On a phone the field is in the contact step; on a desktop, in the order summary beside it.
    const field = page.getByLabel('Discount code');
    await field.fill('NOSUCHCODE');
    await field.press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: 'That code does not exist.' })).toBeVisible();
    await expect(field).toHaveAccessibleDescription('That code does not exist. Check it and try again.');
    consoleErrors.length = 0; // the browser reports the 409 itself
    await field.fill(code.toLowerCase());
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('status').filter({ hasText: `${code} · 10% off` })).toBeVisible();

    await fillContact(page, `code-${tag.toLowerCase()}@example.com`);
    await page.getByRole('button', { name: 'Continue to shipping' }).click();
    await expect(page.getByRole('heading', { name: 'Shipping method' })).toBeVisible();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page.getByRole('heading', { name: 'Payment', exact: true })).toBeVisible();
    const summary = page.getByRole('complementary', { name: 'Order summary' });
    await expect(summary).toContainText(`Discount (${code})−₦1,000`);
    await expect(summary).toContainText('Total₦11,650');
    await page.getByRole('radio', { name: /^Bank transfer/ }).check();
    await page.getByRole('button', { name: 'Place order' }).click();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your order!');
    const order = page.getByRole('article');
    await expect(order).toContainText('Subtotal₦10,000');
    await expect(order).toContainText(`Discount (${code})−₦1,000`);
    await expect(order).toContainText('Total₦11,650');
    const email = `code-${tag.toLowerCase()}@example.com`;
    const sent = () =>
      outboxEmails((raw) => hasHeader(raw, `To: ${email}`) && raw.includes('Thank you for your order'));
    await expect.poll(() => sent().length, { timeout: 15_000 }).toBe(1);
    expect(sent()[0]).toContain(`Discount (${code}): =E2=88=92=E2=82=A61,000`);
  } finally {
    await removeProduct(context.request, id);
  }
});

test('a presale code lets a fan buy a coming-soon product before the public, through a link or typed', async ({
  page,
  context,
  consoleErrors,
}, testInfo) => {
  const phone = isPhone(testInfo.project.name);
  await signIn(context);
  const tag = `${phone ? 'P' : 'D'}${Date.now() % 1_000_000}`;
  const hour = 3_600_000;
  // On sale to everyone in two days; its presale opened an hour ago.
  const id = await createProduct(context.request, {
    name: `Presale Hoodie ${tag}`,
    description: 'For the fans who got the code.',
    price: 3_000_000,
    collection: 'essentials',
    colors: ['Black'],
    sizes: ['M'],
    stock: [{ color: 'Black', size: 'M', quantity: 5 }],
    liveAt: new Date(Date.now() + 48 * hour).toISOString(),
    presaleAt: new Date(Date.now() - hour).toISOString(),
  });
  const code = `EARLY${tag}`;
  const made = await context.request.post('/api/admin/codes', {
    headers: ownOrigin(),
    data: { code, kind: 'presale', productIds: [id] },
  });
  expect(made.status(), await made.text()).toBe(201);
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 6.6018, longitude: 3.3515 });
  try {
    // Without a code it is coming soon: no price, no bag, a code field.
    await page.goto(`/store/${id}`);
    await expect(page.getByText('Coming soon', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'ADD TO BAG' })).toHaveCount(0);
    const field = page.getByLabel('Presale code');
    await field.fill('TENOFF');
    await page.getByRole('button', { name: 'Unlock' }).click();
    await expect(field).toHaveAccessibleDescription('That code does not exist. Check it and try again.');
    consoleErrors.length = 0; // the browser reports the 409 itself

    // The link the artist sends carries the code: the hoodie opens to this fan.
    await page.goto(`/store/${id}?presale=${code.toLowerCase()}`);
    await expect(page.getByRole('status').filter({ hasText: 'Your presale code is in' })).toBeVisible();
    await expect(page.getByText('₦30,000').first()).toBeVisible();
    await page.getByRole('button', { name: 'ADD TO BAG' }).click();
    await page.getByRole('link', { name: 'GO TO BAG' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    // The checkout carries the code to the order, which checks it again.
    await expect(page.getByRole('status').filter({ hasText: `${code} · Presale access` })).toBeVisible();

    await fillContact(page, `presale-${tag.toLowerCase()}@example.com`);
    await page.getByRole('button', { name: 'Continue to shipping' }).click();
    await expect(page.getByRole('heading', { name: 'Shipping method' })).toBeVisible();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page.getByRole('heading', { name: 'Payment', exact: true })).toBeVisible();
    await page.getByRole('radio', { name: /^Bank transfer/ }).check();
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your order!');
    await expect(page.getByRole('article')).toContainText(`Presale Hoodie ${tag}`);
  } finally {
    await removeProduct(context.request, id);
  }
});
