import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { ownOrigin, signIn } from './support/sign-in';
import { expect, test } from './support/test';

/**
 * A backup taken and read back, so "Keep backups" is done: the schedule takes the first a minute
 * after the start, which a test run alone comes before; one asked for now, or the one running.
 */
async function backedUp(request: APIRequestContext) {
  const taken = await request.post('/api/admin/backups', { headers: ownOrigin() });
  expect([201, 409]).toContain(taken.status());
  await expect
    .poll(
      async () => {
        const list = (await (await request.get('/api/admin/backups')).json()) as {
          running: boolean;
          lastChecked: unknown;
        };
        return !list.running && list.lastChecked !== null;
      },
      { timeout: 120_000 },
    )
    .toBe(true);
}

/**
 * The launch checklist on Admin → Dashboard, on the shop the tests run: the demo, with the payment
 * and delivery simulators configured, no mail server and an http address. On a phone and a desktop:
 * the list is the dashboard's first thing on both.
 */
test('the dashboard says what is left before the shop is real, ticked from what is configured', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await signIn(context);
  await backedUp(page.request);
  await page.goto('/admin');
  const launch = page.getByRole('region', { name: 'Before you go live' });
  await expect(launch).toBeVisible();
  await expect(launch.getByText('3 of 9 done')).toBeVisible();
  const step = (title: string) =>
    launch.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(step('Take payments').getByRole('heading')).toContainText('(done)');
  await expect(step('Take payments')).toContainText('Shoppers can pay by card or bank online (Paystack).');
  await expect(step('Price delivery').getByRole('heading')).toContainText('(done)');
  await expect(step('Send email').getByRole('heading')).toContainText('(to do)');
  await expect(step('Send email')).toContainText('Set SMTP_URL in the settings file, then restart the shop.');
  await expect(step('Serve the shop over HTTPS')).toContainText('PUBLIC_URL');
  await expect(step('Put your own merch on sale')).toContainText(
    'demo products are still in the shop: add your own, then archive or delete these.',
  );
  await expect(step('Say where pickup orders are collected')).toContainText("demo's address in Lekki");
  // Scheduled backups are on by default, into DATA_DIR/backups; one was taken and read back.
  await expect(step('Keep backups').getByRole('heading')).toContainText('(done)');
  await expect(step('Keep backups')).toContainText(
    'backed up every 24 hours, the last 7 kept, each read back whole',
  );
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
  await expect(backups.getByRole('listitem').filter({ hasText: 'Scheduled · 3.0 MB' })).toHaveCount(1);
  const download = page.waitForEvent('download');
  await backups.getByRole('link', { name: 'Download latest backup' }).click();
  // The newest: this one, or one taken by hand meanwhile (dashboard-backups.spec.ts).
  expect((await download).suggestedFilename()).toMatch(/^stagefront-pglite-[\dT-]+Z(-by-hand)?\.tar\.gz$/);
});
