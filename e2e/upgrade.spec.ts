import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort } from './support/built-server';
import { E2E_STAFF } from './support/global-setup';
import { documentedFile, parseServiceUnit, writeSettingsFile } from './support/operations-doc';
import { copyRelease, failingMigration, renameChunks, setVersion } from './support/releases';

/**
 * docs/operations.md's "Upgrade", run as written on a stand-in for /srv/stagefront: release A is
 * built by the page's own commands (npm ci, build, prune: a production install), served by the
 * documented unit's command (a stand-in for systemd starts and stops it), and then releases B and C
 * are switched in under an open tab by the page's `upgrade.sh` line. B is A with every web file
 * renamed, as a new build's are; C adds a migration the database refuses. What differs from the
 * page: the folders, the port, the release names, no `sudo`, and A's sources copied from this
 * checkout instead of cloned. Desktop project only: nothing here differs by screen size.
 */
test.describe.configure({ mode: 'serial' });
/** A switch stops, backs up, migrates and starts a server: a minute or two on a busy machine. */
const SWITCH_TIMEOUT = 240_000;

const checkout = process.cwd();
const upgradeBlock = documentedFile('## Upgrade').trim().split('\n');
const unit = parseServiceUnit(documentedFile('**`/etc/systemd/system/stagefront.service`**'));
const unitHome = '/srv/stagefront';

let home: string;
let env: NodeJS.ProcessEnv;
let baseUrl: string;

/** The page's lines for release `name`, in the stand-in for /srv/stagefront. */
function documented(lines: string[], name: string): string {
  return lines
    .map((line) =>
      line
        .replaceAll(unitHome, home)
        .replace(/^sudo /, '')
        .replace(
          /^git clone .*$/,
          `mkdir -p releases/${name} && (cd "${checkout}" && git ls-files -co --exclude-standard -z | xargs -0 cp --parents -t "${home}/releases/${name}")`,
        )
        .replaceAll('0.6.0', name),
    )
    .join('\n');
}

function run(script: string) {
  return spawnSync('bash', ['-euo', 'pipefail', '-c', script], { cwd: home, env, encoding: 'utf8' });
}

function service(action: 'start' | 'stop') {
  execFileSync(process.execPath, [path.join(checkout, 'e2e/support/fake-service.mjs'), action], { env });
}

async function health(): Promise<{ status: string; version: string } | null> {
  try {
    return (await (await fetch(`${baseUrl}/api/health`)).json()) as { status: string; version: string };
  } catch {
    return null;
  }
}

async function waitForHealth(): Promise<void> {
  for (let tries = 0; tries < 120 && !(await health()); tries++) await new Promise((r) => setTimeout(r, 500));
}

test.beforeAll(async () => {
  test.setTimeout(900_000);
  home = fs.mkdtempSync(path.join(os.tmpdir(), 'stagefront-home-'));
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  const settingsFile = writeSettingsFile(home, {
    PORT: String(port),
    PUBLIC_URL: baseUrl,
    DATA_DIR: path.join(home, 'data'),
    // The demo shop, so the tab has products to show and staff to sign in.
    DEMO_CONTENT: 'true',
    DEMO_STAFF_PASSWORD: E2E_STAFF.password,
  });
  fs.mkdirSync(path.join(home, 'service'));
  env = {
    ...process.env,
    SETTINGS_FILE: settingsFile,
    STAGEFRONT_HOME: home,
    STAGEFRONT_USER: '',
    STAGEFRONT_HEALTH_URL: `${baseUrl}/api/health`,
    STAGEFRONT_STOP: `${process.execPath} ${checkout}/e2e/support/fake-service.mjs stop`,
    STAGEFRONT_START: `${process.execPath} ${checkout}/e2e/support/fake-service.mjs start`,
    FAKE_SERVICE_DIR: path.join(home, 'service'),
    FAKE_SERVICE_UNIT: JSON.stringify({ ...unit, home: unitHome }),
    // The checkout's own `npm ci` has just filled npm's cache with every package of the lockfile:
    // the release's comes from there, not over a network that may stall.
    npm_config_prefer_offline: 'true',
    npm_config_audit: 'false',
    npm_config_fund: 'false',
  };
  // Release A, made by the page's own lines but the last: sources, npm ci, build, prune.
  const made = run(documented(upgradeBlock.slice(0, -1), 'a'));
  expect(made.status, made.stderr).toBe(0);
  fs.symlinkSync(path.join(home, 'releases/a'), path.join(home, 'current'));
  service('start');
  await waitForHealth();
});

test.afterAll(() => {
  if (!home) return;
  service('stop');
  fs.rmSync(home, { recursive: true, force: true });
});

test('a production install runs the commands on the shop’s settings, and not while the shop holds its database', async () => {
  test.setTimeout(SWITCH_TIMEOUT);
  const release = path.join(home, 'releases/a');
  expect(fs.existsSync(path.join(release, 'node_modules/tsx'))).toBe(false);
  expect(fs.existsSync(path.join(release, 'node_modules/vite'))).toBe(false);
  const admin = `npm --prefix "${home}/current" run --silent admin:create -- --email owner@example.com --password owner-secret-1`;
  const busy = run(admin);
  expect(busy.status).toBe(1);
  expect(busy.stderr).toMatch(/is in use by process \d+/);
  service('stop');
  const made = run(admin);
  service('start');
  expect(made.status, made.stderr).toBe(0);
  expect(made.stdout).toContain(`Settings: ${env.SETTINGS_FILE}`);
  expect(made.stdout).toContain(`Database: the embedded database in ${path.join(home, 'data', 'db')}`);
  expect(made.stdout).toContain('Staff account created for owner@example.com');
  await waitForHealth();
  const signIn = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email: 'owner@example.com', password: 'owner-secret-1' }),
  });
  expect(signIn.status).toBe(200);
});

test('a tab opened on one release keeps working after the next is switched in under it', async ({ page }) => {
  test.setTimeout(SWITCH_TIMEOUT);
  const failures: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
  });
  const versionA = (await health())?.version;
  await page.goto(`${baseUrl}/`);
  await expect(page.getByRole('link', { name: 'Discography' }).first()).toBeVisible();
  await page.evaluate(() => Object.assign(window, { loadedBefore: true }));

  const b = copyRelease(path.join(home, 'releases/a'), path.join(home, 'releases/b'));
  renameChunks(b, 'b');
  setVersion(b, '9.9.1');
  const switched = run(documented(upgradeBlock.slice(-1), 'b'));
  expect(switched.status, switched.stderr).toBe(0);
  expect(switched.stdout).toContain('9.9.1 is live');
  expect((await health())?.version).toBe('9.9.1');
  expect(fs.realpathSync(path.join(home, 'current'))).toBe(b);
  expect(versionA).not.toBe('9.9.1');

  // The discography's code was never loaded by this tab: it comes from release A's kept files.
  await page.getByRole('link', { name: 'Discography' }).first().click();
  await expect(page.getByRole('heading', { name: /discography/i }).first()).toBeVisible();
  expect(await page.evaluate(() => 'loadedBefore' in window)).toBe(true);
  expect(failures).toEqual([]);
  expect(fs.readdirSync(path.join(home, 'backups')).some((name) => name.startsWith('before-9.9.1-'))).toBe(
    true,
  );
});

test('a release whose migration fails is not switched in: the shop stays on the old one, with its data', async ({
  page,
}) => {
  test.setTimeout(SWITCH_TIMEOUT);
  const c = copyRelease(path.join(home, 'releases/b'), path.join(home, 'releases/c'));
  failingMigration(c);
  setVersion(c, '9.9.2');
  const refused = run(documented(upgradeBlock.slice(-1), 'c'));
  expect(refused.status).toBe(1);
  expect(refused.stderr).toContain("The new release's migration failed");
  expect(refused.stderr).toContain(`the shop is back on ${path.join(home, 'releases/b')}`);
  await waitForHealth();
  expect((await health())?.version).toBe('9.9.1');
  expect(fs.realpathSync(path.join(home, 'current'))).toBe(path.join(home, 'releases/b'));
  await page.goto(`${baseUrl}/store`);
  await expect(page.getByRole('link', { name: /Harmattan Tour Tee/ }).first()).toBeVisible();
});

test('a tab older than the releases kept reloads itself once, onto the release now running', async ({
  page,
}) => {
  test.setTimeout(SWITCH_TIMEOUT);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(`${baseUrl}/`);
  await expect(page.getByRole('link', { name: 'Discography' }).first()).toBeVisible();
  await page.evaluate(() => Object.assign(window, { loadedBefore: true }));

  const d = copyRelease(path.join(home, 'releases/b'), path.join(home, 'releases/d'));
  renameChunks(d, 'd');
  setVersion(d, '9.9.3');
  const switched = run(documented(upgradeBlock.slice(-1), 'd'));
  expect(switched.status, switched.stderr).toBe(0);
  // As if this tab had been open for three upgrades: no earlier release's files are kept.
  const kept = path.join(home, 'data', 'web-assets');
  for (const name of fs.readdirSync(kept)) {
    if (name !== 'builds.json') fs.rmSync(path.join(kept, name), { recursive: true, force: true });
  }
  fs.rmSync(path.join(kept, 'builds.json'));

  await page.getByRole('link', { name: 'Discography' }).first().click();
  // Loaded again: the old page's state is gone, and the new release's files were used. (Until the
  // reload, the home page stays in view under the new address: its own "Discography" heading
  // proves nothing, so the page's state is what is waited on.)
  await expect
    .poll(() => page.evaluate(() => 'loadedBefore' in window).catch(() => true), { timeout: 15_000 })
    .toBe(false);
  await expect(page.getByRole('heading', { level: 1, name: 'Discography' })).toBeVisible();
  await expect(page).toHaveURL(`${baseUrl}/discography`);
  // Only the missing file itself, never a screen that failed to draw.
  expect(errors.filter((text) => !/status of 404/.test(text))).toEqual([]);
});
