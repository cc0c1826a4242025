import type { Page } from '@playwright/test';
import pg from 'pg';
import { freshPostgres } from '../src/server/testing/test-database';
import { type BuiltServer, freePort, startBuiltServer } from './support/built-server';
import { E2E_STAFF } from './support/global-setup';
import { expect, isPhone, test } from './support/test';
import { virtualAuthenticator } from './support/virtual-authenticator';

/**
 * "Confirm it's you": ten minutes after signing in, an export with personal data and a staff change
 * ask for the password again in the admin's dialog (or a passkey, where the member has one), then
 * go ahead. On a server of its own on PostgreSQL, whose sessions the test ages (when
 * TEST_DATABASE_URL is set, as in CI), at `localhost`, since WebAuthn refuses an IP address as the site.
 */
test.skip(!process.env.TEST_DATABASE_URL, 'needs TEST_DATABASE_URL');

let database: Awaited<ReturnType<typeof freshPostgres>>;
let server: BuiltServer;
test.beforeAll(async () => {
  test.setTimeout(90_000);
  database = await freshPostgres();
  const port = await freePort();
  server = await startBuiltServer({
    DATABASE_URL: database.url,
    DEMO_STAFF_PASSWORD: E2E_STAFF.password,
    PORT: String(port),
    PUBLIC_URL: `http://localhost:${port}`,
  });
});
test.afterAll(async () => {
  await server?.stop();
  await database?.drop();
});

/** Every session signed in more than ten minutes ago, as if the admin had been left open. */
async function ageSessions(): Promise<void> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  await client.query(`UPDATE sessions SET authenticated_at = now() - interval '11 minutes'`);
  await client.end();
}

async function signIn(page: Page, email = E2E_STAFF.email, password = E2E_STAFF.password) {
  await page.goto(`${server.url}/login`);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/, { timeout: 15_000 });
}

test('an export and a role change ask for the password again after ten minutes', async ({
  page,
  consoleErrors,
}, testInfo) => {
  test.skip(isPhone(testInfo.project.name), 'the same dialog on both sizes');
  await signIn(page);
  const added = await page.request.post(`${server.url}/api/admin/staff`, {
    headers: { origin: server.url },
    data: { email: 'writer@example.com', password: 'kora-strings-41', role: 'content' },
  });
  expect(added.status(), await added.text()).toBe(201);
  await ageSessions();

  await page.goto(`${server.url}/admin/newsletter`);
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm it’s you' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Password', { exact: true }).fill('not-my-password');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByText('That is not your password.')).toBeVisible();
  await dialog.getByLabel('Password', { exact: true }).fill(E2E_STAFF.password);
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.csv$/);
  await expect(dialog).toBeHidden();

  // A role change: cancelled, nothing changes and the page says why; confirmed, it is made.
  await ageSessions();
  await page.goto(`${server.url}/admin/staff`);
  const role = page.getByLabel('Role of writer@example.com');
  await role.selectOption('manager');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Confirm it’s you' })).toBeVisible();
  await expect(role).toHaveValue('content');
  await role.selectOption('manager');
  await dialog.getByLabel('Password', { exact: true }).fill(E2E_STAFF.password);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(role).toHaveValue('manager');
  consoleErrors.length = 0; // the browser reports the 403 and the 400 itself
});

test('five wrong passwords sign this browser out, and lead to signing in again', async ({
  page,
  consoleErrors,
}, testInfo) => {
  test.skip(isPhone(testInfo.project.name), 'the same dialog on both sizes');
  await signIn(page);
  await ageSessions();
  await page.goto(`${server.url}/admin/newsletter`);
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm it’s you' });
  const password = dialog.getByLabel('Password', { exact: true });
  for (let i = 0; i < 4; i++) {
    await password.fill(`not-my-password-${i}`);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog.getByText('That is not your password.')).toBeVisible();
  }
  await password.fill('not-my-password-4');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(
    dialog.getByText('That was not right too many times, so you were signed out here. Please sign in again.'),
  ).toBeVisible();
  await dialog.getByRole('link', { name: 'Sign in again' }).click();
  await expect(page).toHaveURL(/\/login$/);
  // Signing in again works at once: nothing else was held back.
  await signIn(page);
  consoleErrors.length = 0; // the browser reports the 403, the 400s and the 401 itself
});

test('a member with a passkey confirms it’s them with it, and is not offered a code they have not got', async ({
  page,
  context,
  consoleErrors,
}, testInfo) => {
  test.skip(isPhone(testInfo.project.name), 'the same dialog on both sizes');
  test.slow(); // sign-ins (scrypt is slow on purpose) on a server of its own
  await virtualAuthenticator(context, page);
  const member = { email: 'keys@example.com', password: 'kora-strings-42' };
  await signIn(page);
  const added = await page.request.post(`${server.url}/api/admin/staff`, {
    headers: { origin: server.url },
    data: { ...member, role: 'owner' },
  });
  expect(added.status(), await added.text()).toBe(201);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await signIn(page, member.email, member.password);
  await page.goto(`${server.url}/admin/staff`);
  await page.getByLabel('Name for a new passkey').fill('Work laptop');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Work laptop was added.' })).toBeVisible();
  await ageSessions();

  await page.goto(`${server.url}/admin/newsletter`);
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm it’s you' });
  await expect(dialog.getByRole('button', { name: 'Use a passkey instead' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: /authenticator app/ })).toHaveCount(0);
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Use a passkey instead' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.csv$/);
  await expect(dialog).toBeHidden();
  consoleErrors.length = 0; // the browser reports the 403 itself
});
