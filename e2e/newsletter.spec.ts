import fs from 'node:fs/promises';
import { signIn } from './support/sign-in';
import { expect, test } from './support/test';

test('a fan joins the list from the footer, and staff see and export the address', async ({
  page,
  context,
}, testInfo) => {
  // Unique per run and per project (both run at once against the same server).
  const email = `fan-${testInfo.project.name}-${Date.now()}@example.com`;

  await page.goto('/discography');
  await page.getByRole('contentinfo').getByRole('button', { name: 'Subscribe to newsletter' }).click();
  const dialog = page.getByRole('dialog', { name: 'Join the list' });
  const field = dialog.getByLabel('Email address');
  await expect(field).toBeFocused();

  await field.fill('fan@example');
  await dialog.getByRole('button', { name: 'Subscribe' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please ensure you entered a working email address');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription('Please ensure you entered a working email address');

  await field.fill(email.toUpperCase());
  await dialog.getByRole('button', { name: 'Subscribe' }).click();
  await expect(dialog.getByRole('status')).toHaveText("You're on the list. Thank you!");
  await expect(dialog.getByLabel('Email address')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await signIn(context);
  await page.goto('/admin/dashboard');
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Newsletter' }).click();
  await expect(page).toHaveURL(/\/admin\/newsletter$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Newsletter' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Subscribers' });
  await expect(table.getByRole('cell', { name: email, exact: true })).toBeVisible();
  await expect(page.getByText(/^\d+ subscribers?$/)).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^newsletter-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await fs.readFile(await file.path(), 'utf8');
  expect(csv.split('\r\n')[0]).toBe('email,subscribed_at');
  expect(csv).toMatch(new RegExp(`\\r\\n${email.replaceAll('.', '\\.')},\\d{4}-\\d{2}-\\d{2}T`));
});
