import { type Browser, expect, type TestInfo, test } from '@playwright/test';
import { type BuiltServer, startBuiltServer } from './support/built-server';
import { deviceContext } from './support/device-context';
import { E2E_STAFF } from './support/global-setup';

/**
 * The artist's team changes the site from the admin, and fans see it on the next page they open:
 * no developer, no rebuild. A server of its own, so the other tests keep the content they expect.
 */
test.describe.configure({ mode: 'serial' });

let server: BuiltServer;
test.beforeAll(async () => {
  test.setTimeout(90_000);
  // The server's settings name whom shoppers write to; the pickup point is left built in.
  server = await startBuiltServer({
    DEMO_STAFF_PASSWORD: E2E_STAFF.password,
    SHOP_CONTACT_EMAIL: 'hello@temivale.example',
  });
});
test.afterAll(async () => {
  await server?.stop();
});

const contextFor = (browser: Browser, testInfo: TestInfo) => deviceContext(browser, testInfo, server.url);

test('staff change a streaming link and a footer link, and fans see both at once', async ({
  browser,
}, testInfo) => {
  const staff = await contextFor(browser, testInfo);
  const login = await staff.request.post('/api/auth/login', {
    headers: { origin: new URL(server.url).origin },
    data: E2E_STAFF,
  });
  expect(login.status()).toBe(200);
  const admin = await staff.newPage();
  const deezer = `https://www.deezer.com/album/${testInfo.project.name}-first-light`;
  const instagram = `https://www.instagram.com/temivale.${testInfo.project.name}`;

  await admin.goto('/admin/releases');
  await admin.getByRole('list', { name: 'Releases' }).getByRole('link', { name: 'Edit First Light' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Edit release' })).toBeVisible();
  await admin.getByLabel('Deezer').fill('ftp://files.example.com/first-light');
  await admin.getByRole('button', { name: 'Save release' }).click();
  await expect(admin.getByText('Enter a link starting with https://, or leave it empty.')).toBeVisible();
  await admin.getByLabel('Deezer').fill(deezer);
  await admin.getByRole('button', { name: 'Save release' }).click();
  await expect(admin).toHaveURL(/\/admin\/releases$/);

  await admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Site' }).click();
  // The shop's details left empty show what shoppers are given, and from where; typed, the value is.
  const contact = admin.getByLabel('Contact email (replies to order emails)');
  await expect(contact).toHaveValue('');
  await expect(contact).toHaveAccessibleDescription(
    'In force: hello@temivale.example (the server’s SHOP_CONTACT_EMAIL)',
  );
  await expect(admin.getByLabel('Pickup address')).toHaveAccessibleDescription(
    'In force: Lekki Phase 1 Estate, Lekki, Lagos (the built-in default)',
  );
  const hours = admin.getByLabel('Pickup hours');
  await expect(hours).toHaveAccessibleDescription(
    'In force: Monday to Saturday, 10 am to 6 pm (the built-in default)',
  );
  await hours.fill('Saturdays only');
  await expect(hours).toHaveAccessibleDescription('');
  await hours.fill('');
  await expect(
    admin.getByText('In force: Monday to Saturday, 10 am to 6 pm (the built-in default)'),
  ).toBeVisible();
  await admin.getByLabel('Instagram').fill(instagram);
  await admin.getByRole('button', { name: 'Save site' }).click();
  await expect(admin.getByRole('status')).toHaveText('Saved. The site shows it now.');

  // A fan, who never signed in, on a phone or a desktop.
  const fan = await contextFor(browser, testInfo);
  const page = await fan.newPage();
  await page.goto('/discography/first-light');
  await expect(page.getByRole('link', { name: 'Play First Light on Deezer' })).toHaveAttribute(
    'href',
    deezer,
  );
  await expect(page.getByRole('link', { name: 'Instagram', exact: true })).toHaveAttribute('href', instagram);
  // Every other page carries the footer link too, and the platform no longer says "coming soon".
  await page.goto('/store');
  await expect(page.getByRole('link', { name: 'Instagram', exact: true })).toHaveAttribute('href', instagram);
  await expect(page.getByRole('img', { name: 'Instagram (coming soon)' })).toHaveCount(0);
  await staff.close();
  await fan.close();
});

test('a renamed release keeps its old address', async ({ browser }, testInfo) => {
  const staff = await contextFor(browser, testInfo);
  await staff.request.post('/api/auth/login', {
    headers: { origin: new URL(server.url).origin },
    data: E2E_STAFF,
  });
  const admin = await staff.newPage();
  const slug = `okan-${testInfo.project.name}`;
  await admin.goto('/admin/releases/okan');
  await admin.getByLabel('Address: /discography/…').fill(slug);
  await expect(
    admin.getByText('The old address, /discography/okan, will lead to the new one.'),
  ).toBeVisible();
  await admin.getByRole('button', { name: 'Save release' }).click();
  await expect(admin).toHaveURL(/\/admin\/releases$/);

  const fan = await contextFor(browser, testInfo);
  const page = await fan.newPage();
  await page.goto('/discography/okan');
  await expect(page).toHaveURL(new RegExp(`/discography/${slug}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Okan');
  await staff.close();
  await fan.close();
});
