import { type Browser, expect, type Page, type TestInfo, test } from '@playwright/test';
import { type BuiltServer, startBuiltServer } from './support/built-server';
import { deviceContext } from './support/device-context';
import { E2E_STAFF } from './support/global-setup';
import { isPhone } from './support/test';

/**
 * The shop's policy and info pages: staff edit one in the admin and fans read it from the footer;
 * the footer leads to the order look-up; the checkout names the terms an order is placed under
 * (decision 0059). A server of its own, so the other tests keep the default texts.
 */
test.describe.configure({ mode: 'serial' });

let server: BuiltServer;
test.beforeAll(async () => {
  test.setTimeout(90_000);
  server = await startBuiltServer({ DEMO_STAFF_PASSWORD: E2E_STAFF.password });
});
test.afterAll(async () => {
  await server?.stop();
});

const contextFor = (browser: Browser, testInfo: TestInfo) => deviceContext(browser, testInfo, server.url);

const footerOf = (page: Page) => page.getByRole('navigation', { name: 'Shop information' });

test('staff edit the Returns page, and a fan reads it from the footer', async ({ browser }, testInfo) => {
  const staff = await contextFor(browser, testInfo);
  const login = await staff.request.post('/api/auth/login', {
    headers: { origin: new URL(server.url).origin },
    data: E2E_STAFF,
  });
  expect(login.status()).toBe(200);
  const admin = await staff.newPage();
  const promise = `Send it back within 30 days (${testInfo.project.name}).`;

  await admin.goto('/admin/dashboard');
  await admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Pages' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Pages' })).toBeVisible();
  await admin
    .getByRole('navigation', { name: 'Pages' })
    .getByRole('link', { name: /Returns & refunds/ })
    .click();
  const form = admin.getByRole('form', { name: 'Edit Returns & refunds' });
  await expect(form.getByLabel('Text')).toHaveValue(/within \*\*7 days\*\*/);
  await form.getByLabel('Title').fill('');
  await form.getByRole('button', { name: 'Save page' }).click();
  await expect(form.getByLabel('Title')).toHaveAccessibleDescription('Enter a title.');

  await form.getByLabel('Title').fill('Returns & refunds');
  await form.getByLabel('Text').fill(`## Thirty days\n\n${promise}\n\n<script>window.hacked = true</script>`);
  await form.getByRole('button', { name: 'Preview' }).click();
  const preview = admin.getByRole('region', { name: /Preview/ });
  await expect(preview.getByRole('heading', { name: 'Thirty days' })).toBeVisible();
  await expect(preview).not.toContainText('hacked');
  await form.getByRole('button', { name: 'Save page' }).click();
  await expect(admin.getByRole('status')).toHaveText('Saved. Returns & refunds shows the new text now.');
  await expect(admin.getByRole('link', { name: /Returns & refunds\s*Edited/ })).toBeVisible();

  const fan = await (await contextFor(browser, testInfo)).newPage();
  await fan.goto('/');
  await footerOf(fan).getByRole('link', { name: 'Returns & refunds' }).click();
  await expect(fan).toHaveURL(/\/returns$/);
  await expect(fan.getByRole('heading', { level: 1, name: 'Returns & refunds' })).toBeVisible();
  await expect(fan.getByRole('heading', { level: 2, name: 'Thirty days' })).toBeVisible();
  await expect(fan.getByText(promise)).toBeVisible();
  expect(await fan.evaluate(() => (window as { hacked?: boolean }).hacked)).toBeUndefined();

  // Opened at its address, the page comes drawn by the server, its text in the first response.
  const html = await (await fan.request.get('/returns')).text();
  expect(html).toContain(promise);
  expect(html).not.toContain('window.hacked');
});

test('the footer leads to every policy page and to the order look-up', async ({ browser }, testInfo) => {
  test.skip(isPhone(testInfo.project.name), 'the same on both sizes');
  const page = await (await contextFor(browser, testInfo)).newPage();
  await page.goto('/store');
  await expect(footerOf(page).getByRole('link')).toHaveText([
    'Shipping',
    'Returns & refunds',
    'Privacy',
    'Terms',
    'FAQ & contact',
    'Track an order',
  ]);
  await footerOf(page).getByRole('link', { name: 'Privacy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy' })).toBeVisible();
  await expect(page.getByText('Nigeria Data Protection Act 2023')).toBeVisible();
  await expect(page).toHaveTitle(/^Privacy/);
  await footerOf(page).getByRole('link', { name: 'Track an order' }).click();
  await expect(page).toHaveURL(/\/orders\/lookup$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Find your order' })).toBeVisible();
});

test('the checkout says which terms the order is placed under, with working links', async ({
  browser,
}, testInfo) => {
  const context = await contextFor(browser, testInfo);
  const page = await context.newPage();
  await page.goto('/store/harmattan-tour-tee');
  await page.getByRole('button', { name: 'ADD TO BAG' }).click();
  await page.getByRole('link', { name: 'GO TO BAG' }).click();
  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByLabel('Phone').fill('0803 123 4567');
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Obi');
  await page.getByLabel('Address', { exact: true }).fill('12 Allen Avenue');
  await page.getByLabel('State').selectOption('Lagos');
  await page.getByLabel('City').selectOption('Ikeja');
  await page.getByRole('button', { name: 'Continue to shipping' }).click();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('heading', { name: 'Payment' })).toBeVisible();
  const line = page.getByText(
    'By placing this order you agree to the Terms and the Returns & refunds policy.',
  );
  await expect(line).toBeVisible();

  // Each opens in a tab of its own, so the checkout stays where it was.
  const [terms] = await Promise.all([
    context.waitForEvent('page'),
    line.getByRole('link', { name: 'Terms' }).click(),
  ]);
  await expect(terms.getByRole('heading', { level: 1, name: 'Terms' })).toBeVisible();
  const [returns] = await Promise.all([
    context.waitForEvent('page'),
    line.getByRole('link', { name: 'Returns & refunds' }).click(),
  ]);
  await expect(returns.getByRole('heading', { level: 1, name: 'Returns & refunds' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Payment' })).toBeVisible();
});
