import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { signIn } from './support/sign-in';
import { expect, test } from './support/test';

/**
 * The dashboard's backups and the test email, as an owner uses them on a phone and a desktop: the
 * demo shop the tests run, with no mail server (its mail goes to the outbox folder).
 */
test.describe.configure({ timeout: 180_000 });

/** Presses Back up now until the server takes it: another backup may be running (the schedule's, the other screen's). */
async function backUpNow(backups: Locator, consoleErrors: string[]) {
  const button = backups.getByRole('button', { name: 'Back up now' });
  const outcome = backups.getByText(/^Backed up: |A backup is being taken right now/);
  for (let attempt = 0; attempt < 5; attempt++) {
    await expect(button).toBeEnabled({ timeout: 90_000 });
    await button.click();
    await expect(outcome).toBeVisible({ timeout: 120_000 });
    if ((await outcome.textContent())?.startsWith('Backed up: ')) return;
    consoleErrors.length = 0; // the browser reports the 409 itself
  }
  throw new Error('Back up now was refused five times.');
}

/** Holds the next POST to `url` until the returned function is called, so its loading state can be seen. */
async function holdNextPost(page: Page, url: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let first = true;
  await page.route(url, async (route) => {
    if (route.request().method() === 'POST' && first) {
      first = false;
      await held;
    }
    await route.continue();
  });
  return release;
}

test('the owner takes a backup now while the shop runs, sees every backup, and downloads one', async ({
  page,
  context,
  consoleErrors,
}, testInfo) => {
  await signIn(context);
  await page.goto('/admin');
  const backups = page.getByRole('region', { name: 'Backups' });
  // The first look at a busy server (its first backup runs a minute after the start) may be slow.
  await expect(backups.getByRole('heading', { name: 'Backups' })).toBeVisible({ timeout: 60_000 });

  const release = await holdNextPost(page, '**/api/admin/backups');
  const button = backups.getByRole('button', { name: 'Back up now' });
  await expect(button).toBeEnabled({ timeout: 90_000 });
  await button.click();
  // While it is taken: the button waits, and says so; the shop is said to keep selling.
  await expect(backups.getByRole('button', { name: 'Backing up…' })).toBeDisabled();
  await expect(backups.getByText(/the shop keeps selling meanwhile/)).toBeVisible();
  await backups.screenshot({ path: testInfo.outputPath('backups-taking.png') });
  release();
  const outcome = backups.getByText(/^Backed up: |A backup is being taken right now/);
  await expect(outcome).toBeVisible({ timeout: 120_000 });
  if (!(await outcome.textContent())?.startsWith('Backed up: ')) {
    consoleErrors.length = 0; // another was running: the browser reports the 409 itself
    await backUpNow(backups, consoleErrors);
  }
  await expect(backups.getByRole('status')).toContainText(/Backed up: [\d.]+ (KB|MB), read back whole/);

  const rows = backups.getByRole('list', { name: 'Backups' }).getByRole('listitem');
  const byHand = rows.filter({ hasText: 'By hand' }).first();
  await expect(byHand).toContainText(/By hand · [\d.]+ (KB|MB) · (just now|\d+ minutes? ago)/);
  await expect(byHand).toContainText('read back whole');
  await backups.screenshot({ path: testInfo.outputPath('backups-panel.png') });
  await page.screenshot({ path: testInfo.outputPath('dashboard-backups.png'), fullPage: true });

  // The checklist reads it at once: a backup taken and read back keeps backups.
  const launch = page.getByRole('region', { name: 'Before you go live' });
  const keep = launch
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Keep backups' }) });
  await expect(keep.getByRole('heading')).toContainText('(done)');

  const download = page.waitForEvent('download');
  await byHand.getByRole('link', { name: /^Download the backup of .+ \(by hand\)$/ }).click();
  expect((await download).suggestedFilename()).toMatch(/^stagefront-pglite-[\dT-]+Z-by-hand\.tar\.gz$/);
});

test('the owner sends a test email from the checklist and is told where it went', async ({
  page,
  context,
}, testInfo) => {
  await signIn(context);
  await page.goto('/admin');
  const email = page
    .getByRole('region', { name: 'Before you go live' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Send email' }) });
  const release = await holdNextPost(page, '**/api/admin/launch/test-email');
  await email.getByRole('button', { name: 'Send a test email' }).click({ timeout: 60_000 });
  await expect(email.getByRole('button', { name: 'Sending…' })).toBeDisabled();
  release();
  // No mail server is set here: it is written to the outbox folder, and the step says so.
  await expect(email.getByRole('status')).toHaveText(
    'A test email to staff@stagefront.local was written to the outbox folder: no mail server is set, so it was not sent.',
  );
  await expect(email.getByRole('heading')).toContainText('(to do)');
  await email.screenshot({ path: testInfo.outputPath('test-email.png') });
  const outbox = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  await expect
    .poll(() =>
      fs
        .readdirSync(outbox)
        .some((name) =>
          fs
            .readFileSync(path.join(outbox, name), 'utf8')
            .includes('Subject: Test email from the Temi Vale shop'),
        ),
    )
    .toBe(true);
  await page.reload();
  await expect(email).toContainText(/Last test: .+, to staff@stagefront\.local/);
});
