import fs from 'node:fs';
import path from 'node:path';
import { signIn } from './support/sign-in';
import { expect, test } from './support/test';

/**
 * The launch checklist on Admin → Dashboard, on the shop the tests run: the demo, with the payment
 * and delivery simulators configured, no mail server and an http address. On a phone and a desktop:
 * the list is the dashboard's first thing on both.
 */
test('the dashboard says what is left before the shop is real, ticked from what is configured', async ({
  page,
  context,
}) => {
  await signIn(context);
  await page.goto('/admin');
  const launch = page.getByRole('region', { name: 'Before you go live' });
  await expect(launch).toBeVisible();
  await expect(launch.getByText('3 of 8 done')).toBeVisible();
  const step = (title: string) =>
    launch.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(step('Take payments').getByRole('heading')).toContainText('(done)');
  await expect(step('Take payments')).toContainText('Shoppers can pay by card or bank online (Paystack).');
  await expect(step('Price delivery').getByRole('heading')).toContainText('(done)');
  await expect(step('Send email').getByRole('heading')).toContainText('(to do)');
  await expect(step('Send email')).toContainText('Set SMTP_URL in the settings file, then restart the shop.');
  await expect(step('Serve the shop over HTTPS')).toContainText('PUBLIC_URL');
  await expect(step('Replace the demo merch')).toContainText('demo products are still in the shop');
  // Scheduled backups are on by default, into DATA_DIR/backups.
  await expect(step('Keep backups').getByRole('heading')).toContainText('(done)');
  await expect(step('Keep backups')).toContainText('backed up every 24 hours, the last 7 kept');
  await step('Close the demo staff account').getByRole('link', { name: 'Go to staff' }).click();
  await expect(page).toHaveURL(/\/admin\/staff$/);
  await page.goBack();
  await expect(page.getByText(/^Stagefront \d+\.\d+\.\d+/)).toBeVisible();
  await page.getByRole('link', { name: 'API reference' }).click();
  await expect(page).toHaveURL(/\/api\/admin\/reference$/);
  await expect(page.getByText('/api/admin/launch').first()).toBeVisible();
});

test('the dashboard offers the newest backup to download', async ({ page, context }) => {
  // A backup as the schedule writes it (the first is taken a minute after the start): one now.
  const folder = path.join(process.env.E2E_DATA_DIR ?? '', 'backups');
  fs.mkdirSync(folder, { recursive: true });
  const name = `stagefront-pglite-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`;
  fs.writeFileSync(path.join(folder, name), Buffer.alloc(3 * 1024 * 1024));
  await signIn(context);
  await page.goto('/admin');
  const backups = page.getByRole('region', { name: 'Backups' });
  await expect(backups).toContainText(/Latest backup: .+ · \d+\.\d MB/);
  const download = page.waitForEvent('download');
  await backups.getByRole('link', { name: 'Download latest backup' }).click();
  expect((await download).suggestedFilename()).toMatch(/^stagefront-pglite-[\dT-]+Z\.tar\.gz$/);
});
