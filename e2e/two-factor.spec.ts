import type { Page } from '@playwright/test';
import { generate } from 'otplib';
import { type BuiltServer, startBuiltServer } from './support/built-server';
import { E2E_BANK_DETAILS, E2E_STAFF } from './support/global-setup';
import { paidToteOrder } from './support/paid-order';
import { expect, test } from './support/test';

/**
 * Two-factor sign-in: an owner sets it up and requires it of everyone; a fulfilment member is led
 * to set it up, signs in with a code, packs an order and cannot refund. On a server of its own: the
 * rule is the whole shop's, and every other test signs in with a password alone.
 */
let server: BuiltServer;
test.beforeAll(async () => {
  test.setTimeout(90_000);
  server = await startBuiltServer({
    DEMO_STAFF_PASSWORD: E2E_STAFF.password,
    BANK_TRANSFER_DETAILS: E2E_BANK_DETAILS,
  });
});
test.afterAll(async () => server?.stop());

const PACKER = { email: 'packer@example.com', password: 'crate-and-tape-7' };

/** The app's code for the key the screen shows; `ahead` steps later, so a code is never used twice. */
function codeFor(key: string, ahead = 0): Promise<string> {
  return generate({ secret: key.replace(/\s/g, ''), epoch: Math.floor(Date.now() / 1000) + ahead * 30 });
}

async function signInWithPassword(page: Page, { email, password }: { email: string; password: string }) {
  await page.goto(`${server.url}/login`);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** Scans nothing: reads the key under the QR code, as someone typing it into their app would. */
async function setUpApp(page: Page): Promise<string> {
  await expect(page.getByAltText('QR code to scan with your authenticator app')).toBeVisible();
  const key = (await page.locator('.two-factor-key').textContent()) ?? '';
  await page.getByLabel('Enter the 6-digit code the app shows').fill('000000');
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await expect(page.getByText('That code is not right. Check the app shows Stagefront')).toBeVisible();
  await page.getByLabel('Enter the 6-digit code the app shows').fill(await codeFor(key));
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await expect(page.getByRole('heading', { name: 'Save your recovery codes' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await page.getByLabel('I have saved these codes somewhere safe').check();
  await page.getByRole('link', { name: 'Continue to the admin' }).click();
  return key;
}

test('an owner requires two-factor; a packer sets it up, signs in with a code, packs and cannot refund', async ({
  page,
  browser,
  consoleErrors,
}) => {
  test.slow(); // four sign-ins (scrypt is slow on purpose) on a server of its own

  // The owner turns it on for themselves, then requires it of everyone.
  await signInWithPassword(page, E2E_STAFF);
  await expect(page).toHaveURL(/\/admin\/dashboard$/, { timeout: 15_000 });
  const added = await page.request.post(`${server.url}/api/admin/staff`, {
    headers: { origin: server.url },
    data: { ...PACKER, role: 'fulfilment' },
  });
  expect(added.status(), await added.text()).toBe(201);
  await page.goto(`${server.url}/admin/staff`);
  const rule = page.getByRole('checkbox', { name: /Require two-factor sign-in for all staff/ });
  await expect(rule).toBeDisabled();
  await expect(page.getByText('Set it up for yourself first.')).toBeVisible();
  await page.getByRole('link', { name: 'Set up two-factor sign-in' }).click();
  await setUpApp(page);
  consoleErrors.length = 0; // the browser reports the wrong code's 400 itself
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto(`${server.url}/admin/staff`);
  await expect(page.getByText('of 10 recovery codes left')).toBeVisible();
  await rule.check();
  await expect(rule).toBeChecked();
  await page.reload();
  await expect(rule).toBeChecked();
  const number = await paidToteOrder(page.request, page.request, {
    email: `two-factor-${Date.now()}@example.com`,
    server: server.url,
  });

  // The packer is led to set it up before anything else.
  const theirs = await (await browser.newContext({ viewport: page.viewportSize() })).newPage();
  await signInWithPassword(theirs, PACKER);
  await expect(theirs).toHaveURL(/\/admin\/two-factor$/, { timeout: 15_000 });
  await expect(theirs.getByText('The shop’s owner requires two-factor sign-in for all staff.')).toBeVisible();
  await theirs.goto(`${server.url}/admin/orders`);
  await expect(theirs).toHaveURL(/\/admin\/two-factor$/);
  const key = await setUpApp(theirs);
  await expect(theirs).toHaveURL(/\/admin\/dashboard$/);

  // Next time: the password, then the code.
  await theirs.getByRole('button', { name: 'Sign out' }).click();
  await expect(theirs).toHaveURL(/\/login/);
  await signInWithPassword(theirs, PACKER);
  await expect(theirs.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
  await theirs.getByLabel('Code', { exact: true }).fill('000000');
  await theirs.getByRole('button', { name: 'Verify' }).click();
  await expect(theirs.getByRole('alert')).toHaveText(
    'That code is not right. Enter the current code from your authenticator app, or a recovery code.',
  );
  await theirs.getByLabel('Code', { exact: true }).fill(await codeFor(key, 1));
  await theirs.getByRole('button', { name: 'Verify' }).click();
  await expect(theirs).toHaveURL(/\/admin\/dashboard$/, { timeout: 15_000 });

  // They pack the order, and cannot refund it.
  await theirs.goto(`${server.url}/admin/orders/${number}`);
  await expect(theirs.getByRole('heading', { level: 1 })).toContainText(number);
  await expect(theirs.getByRole('form', { name: 'Cancel units or refund' })).toHaveCount(0);
  await theirs.getByRole('button', { name: 'On its way' }).click();
  const form = theirs.getByRole('form', { name: 'Send the order' });
  await form.getByLabel('Courier').fill('GIG Logistics');
  await form.getByLabel('Tracking number or link').fill('GIG-88231');
  await form.getByRole('button', { name: 'Send: on its way' }).click();
  await expect(theirs.getByText('Shipped', { exact: true }).first()).toBeVisible();
  const refund = await theirs.request.post(`${server.url}/api/admin/orders/${number}/adjustments`, {
    headers: { origin: server.url },
    data: { lines: [], amountKobo: 100_00, refundDeliveryFee: false, note: '' },
  });
  expect(refund.status()).toBe(403);
  expect(((await refund.json()) as { error: { message: string } }).error.message).toBe(
    'Your role (fulfilment) does not allow refunds (orders.refund).',
  );
  await theirs.context().close();
});
