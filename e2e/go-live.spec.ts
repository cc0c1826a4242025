import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { peakRssMb } from '../bench/memory';
import { type BuiltServer, freePort, startServerCommand } from './support/built-server';
import { documentedFile, parseServiceUnit, SYSTEMD_PATH, writeSettingsFile } from './support/operations-doc';
import { expect, test } from './support/test';

/**
 * A real shop's first start, as docs/operations.md tells a team to make it: the systemd unit and
 * the settings file as written (only the release's folder, the port, the public address and the
 * data folder differ). Desktop project only: nothing here is drawn on a screen.
 */
let server: BuiltServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const unit = parseServiceUnit(documentedFile('**`/etc/systemd/system/stagefront.service`**'));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stagefront-live-'));
  const port = await freePort();
  const settingsFile = writeSettingsFile(dataDir, {
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
  });
  const here = process.cwd();
  const [program = '', ...args] = unit.execStart.map((word) => word.replace(unit.workingDirectory, here));
  server = await startServerCommand({
    command: program,
    args,
    cwd: here,
    env: {
      PATH: SYSTEMD_PATH,
      ...unit.environment,
      SETTINGS_FILE: settingsFile,
    },
    dataDir,
  });
});

test.afterAll(async () => {
  await server?.stop();
});

/** The most memory a start may take, so a shop runs on a small server (docs/decisions/0051-a-small-start.md). */
const START_PEAK_MB = 300;

test('a new shop starts within 300 MB of memory: a real one by the documented service, and the demo as npm start makes it', () => {
  // The kernel's high-water mark of each server's resident memory since it started.
  expect(peakRssMb(server.pid)).toBeLessThanOrEqual(START_PEAK_MB);
  expect(Number(process.env.E2E_DEMO_START_PEAK_MB)).toBeLessThanOrEqual(START_PEAK_MB);
});

test('the image library is loaded with the first image to draw, not with the server', () => {
  // About 10 MB of a shop's memory, from start to the first upload or email.
  expect(fs.readFileSync(`/proc/${server.pid}/maps`, 'utf8')).not.toContain('libvips');
});

test('the documented service starts a real shop empty: no demo merch, no demo account, no password printed', async ({
  request,
}) => {
  const products = await request.get(`${server.url}/api/products`);
  expect(await products.json()).toEqual([]);
  const signIn = await request.post(`${server.url}/api/auth/login`, {
    data: { email: 'staff@stagefront.local', password: 'anything-at-all' },
    headers: { origin: server.url },
  });
  expect(signIn.status()).toBe(401);
  expect(server.output()).not.toMatch(/password/i);
  expect(server.output()).not.toContain('staff@stagefront.local');
});

test('a real shop starts as itself: none of the demo artist, only what it holds, a name to replace', async ({
  page,
}) => {
  await page.goto(server.url);
  await expect(page).toHaveTitle('Your artist name — Official Site & Store');
  await expect(page.getByRole('heading', { level: 1, name: 'Your artist name' })).toBeVisible();
  // No merch, no releases, no spotlight, no videos yet: no empty sections either.
  for (const section of ['official shop', 'discography', 'New Release!', 'Videos']) {
    await expect(page.getByRole('heading', { name: section, exact: true })).toHaveCount(0);
  }
  // Nothing of the demo's: her name is in no text and no logo.
  await expect(page.locator('body')).not.toContainText(/Temi Vale/i);
  await expect(page.getByRole('img', { name: /Temi Vale/i })).toHaveCount(0);
  await page.goto(`${server.url}/discography`);
  await expect(page.getByText('No releases yet: new music will be here.')).toBeVisible();
  const shop = (await (await page.request.get(`${server.url}/api/shop`)).json()) as {
    pickup: { address: string };
  };
  expect(shop.pickup.address).toBe('');
});
