import type { Page } from '@playwright/test';
import { type BuiltServer, freePort, startBuiltServer } from './support/built-server';
import { E2E_STAFF } from './support/global-setup';
import { expect, test } from './support/test';
import { virtualAuthenticator } from './support/virtual-authenticator';

/**
 * Passkeys, with Chromium's virtual authenticator standing in for a phone or a laptop's fingerprint
 * reader: a member adds one, then signs in with it after the password and on its own. On a server
 * of its own at `localhost`, since WebAuthn refuses an IP address as the site.
 */
let server: BuiltServer;
test.beforeAll(async () => {
  test.setTimeout(90_000);
  const port = await freePort();
  server = await startBuiltServer({
    PORT: String(port),
    PUBLIC_URL: `http://localhost:${port}`,
    DEMO_STAFF_PASSWORD: E2E_STAFF.password,
  });
});
test.afterAll(async () => server?.stop());

async function passwordStep(page: Page) {
  await page.goto(`${server.url}/login`);
  await page.getByLabel('Email', { exact: true }).fill(E2E_STAFF.email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_STAFF.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

test('a member adds a passkey, then signs in with it after the password and on its own', async ({
  page,
  context,
}) => {
  test.slow(); // sign-ins (scrypt is slow on purpose) on a server of its own
  await virtualAuthenticator(context, page);
  await passwordStep(page);
  await expect(page).toHaveURL(/\/admin\/dashboard$/, { timeout: 15_000 });

  await page.goto(`${server.url}/admin/staff`);
  await page.getByLabel('Name for a new passkey').fill('Work laptop');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Work laptop was added.' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Your passkeys' })).toContainText('Work laptop');
  await page.reload();
  await expect(
    page.getByRole('listitem').filter({ hasText: 'staff@' }).getByText('Two-factor'),
  ).toBeVisible();

  // After the password, the sign-in asks for the second step: the passkey answers it.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login/);
  await passwordStep(page);
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
  await page.getByRole('button', { name: 'Use a passkey' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/, { timeout: 15_000 });

  // On its own: no password at all.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/, { timeout: 15_000 });
  await page.goto(`${server.url}/admin/staff`);
  await expect(page.getByRole('list', { name: 'Your passkeys' })).toContainText('last used');
});
