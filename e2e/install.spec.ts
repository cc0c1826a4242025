import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { extractRelease, packRelease } from '../scripts/release-archive.mjs';
import { sampleContact } from '../src/server/testing/order-fixtures';
import { freePort } from './support/built-server';
import { caddyOnPath } from './support/caddy';
import { failingMigration, renameChunks } from './support/releases';

/**
 * docs/operations.md's going live, as a team does it on a machine of its own: the release archive
 * installed by `stagefront install` as root, the shop run as a Unix user of its own (made by the
 * install) from the unit's own lines (no systemd here: `setpriv`, as the command says), Caddy in
 * front from the Caddyfile the install wrote, on http:// (automatic HTTPS off), mail to the outbox
 * folder. Then the first owner and a backup while it runs, an order, the doctor, an update under
 * an open browser, a rollback and a restore as root; then the move to PostgreSQL, where an update
 * and a rollback hand over with no request failed. Desktop project only, after the others: it
 * installs a release twice and switches servers.
 */
test.describe.configure({ mode: 'serial' });
test.skip(process.getuid?.() !== 0, 'installs a service: needs root (CI runs as root)');
test.skip(!caddyOnPath(), 'needs caddy on the PATH (Debian package caddy; .ci/run installs it)');

const SWITCH = 300_000;
const checkout = process.cwd();
/** The version this checkout's archive installs. */
const installedVersion = (
  JSON.parse(fs.readFileSync(path.join(checkout, 'package.json'), 'utf8')) as { version: string }
).version;
const user = `sf${process.pid % 100000}`;
let root: string;
let layout: Record<string, string>;
let shopUrl: string;
let sitePort: number;
let caddy: ChildProcess;
const archives: Record<string, string> = {};
const figures: string[] = [];

function stagefront(args: string[], input = '') {
  const result = spawnSync(layout.bin as string, args, { input, encoding: 'utf8', timeout: SWITCH });
  return { status: result.status, out: `${result.stdout}${result.stderr}` };
}

/**
 * `stagefront` run without holding this process: the watchers of a switch (fetch loops in this
 * process) keep asking while it runs, which they cannot while a spawnSync waits.
 */
function stagefrontWhileWatching(args: string[]): Promise<{ status: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(layout.bin as string, args, { stdio: 'pipe' });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.stderr.on('data', (chunk) => {
      out += chunk;
    });
    child.once('exit', (status) => resolve({ status, out }));
  });
}

async function health(url = `http://127.0.0.1:${sitePort}/api/health`) {
  try {
    return (await (await fetch(url, { signal: AbortSignal.timeout(2000) })).json()) as { version: string };
  } catch {
    return null;
  }
}

/**
 * Release `version`: this checkout's archive with another version, its web files renamed as a new
 * build's are (so a tab of the old release asks for files the new one lacks); `change` alters it more.
 */
async function releaseAs(version: string, change: (folder: string) => void = () => {}): Promise<string> {
  const unpacked = fs.mkdtempSync(path.join(os.tmpdir(), 'stagefront-repack-'));
  await extractRelease(archives.base as string, unpacked);
  renameChunks(unpacked, version.at(-1) ?? 'x');
  change(unpacked);
  const manifest = path.join(unpacked, 'package.json');
  fs.writeFileSync(
    manifest,
    `${JSON.stringify({ ...JSON.parse(fs.readFileSync(manifest, 'utf8')), version }, null, 2)}\n`,
  );
  const packed = await packRelease({
    root: unpacked,
    outDir: path.join(root, 'archives'),
    mtime: new Date(0),
  });
  fs.rmSync(unpacked, { recursive: true, force: true });
  return packed.archive;
}

/**
 * Every answer's status at `url`, every 100 ms, until stopped: what a shopper sees during a switch
 * (0: no answer within 10 s, or the connection dropped), and how long each took.
 */
function watch(url: string) {
  const seen: { at: number; status: number; body: string; ms: number }[] = [];
  let going = true;
  const done = (async () => {
    while (going) {
      const at = Date.now();
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(10_000), redirect: 'manual' });
        const body = (await response.text()).slice(0, 4000);
        seen.push({ at, status: response.status, body, ms: Date.now() - at });
      } catch (error) {
        seen.push({ at, status: 0, body: String(error), ms: Date.now() - at });
      }
      await sleep(100);
    }
  })();
  return {
    async stop() {
      going = false;
      await done;
      return seen;
    },
  };
}

/** Runs one statement on the test PostgreSQL's own database (TEST_DATABASE_URL). */
async function onPostgres(sql: string) {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
let database = '';

/**
 * What shoppers see during a switch on PostgreSQL: the shop page and the health address every
 * 100 ms, and an order every 2 s (12 at most: the tote has 30, and orders are limited to 30 a
 * minute from one address), each counted as failed unless it answered as usual.
 */
function shoppers() {
  const pages = watch(`${shopUrl}/store`);
  const health = watch(`${shopUrl}/api/health`);
  const orders: { status: number; ms: number }[] = [];
  let going = true;
  const placing = (async () => {
    while (going && orders.length < 12) {
      const at = Date.now();
      const status = await fetch(`${shopUrl}/api/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: shopUrl },
        body: JSON.stringify(anOrder()),
        signal: AbortSignal.timeout(10_000),
      }).then(
        (response) => response.status,
        () => 0,
      );
      orders.push({ status, ms: Date.now() - at });
      await sleep(2_000);
    }
  })();
  return {
    async stop() {
      going = false;
      const [seenPages, seenHealth] = await Promise.all([pages.stop(), health.stop(), placing]);
      return { pages: seenPages ?? [], health: seenHealth ?? [], orders };
    },
  };
}

function anOrder() {
  return {
    lines: [{ productId: 'essentials-canvas-tote', color: 'Natural', size: 'One Size', quantity: 1 }],
    contact: { ...sampleContact, email: 'fan@example.com' },
    shippingMethod: 'shipping',
    position: { lat: 6.4412, long: 3.4698 },
    paymentMethod: 'pay_on_delivery',
  };
}

/** How long answers were not 200, from the first to the last, in seconds. */
function downtime(seen: { at: number; status: number }[]): number {
  const down = seen.filter((answer) => answer.status !== 200);
  const [first, last] = [down[0], down.at(-1)];
  return first && last ? (last.at - first.at + 100) / 1000 : 0;
}

test.beforeAll(async () => {
  test.setTimeout(SWITCH);
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'stagefront-install-'));
  fs.chmodSync(root, 0o755);
  sitePort = await freePort();
  const caddyPort = await freePort();
  shopUrl = `http://127.0.0.1:${caddyPort}`;
  layout = {
    home: path.join(root, 'srv'),
    settings: path.join(root, 'etc', 'stagefront.env'),
    dataDir: path.join(root, 'data'),
    unit: path.join(root, 'stagefront.service'),
    caddyfile: path.join(root, 'Caddyfile'),
    bin: path.join(root, 'bin', 'stagefront'),
  };
  const packed = await packRelease({
    root: checkout,
    outDir: path.join(root, 'archives'),
    mtime: new Date(0),
  });
  archives.base = packed.archive;
  archives.next = await releaseAs('9.9.1');
  archives.refused = await releaseAs('9.9.2', failingMigration);
  archives.postgres = await releaseAs('9.9.3');
});

test.afterAll(async () => {
  if (!root) return;
  if (fs.existsSync(layout.bin as string)) stagefront(['stop']);
  if (caddy && caddy.exitCode === null) {
    const exited = new Promise((resolve) => caddy.once('exit', resolve));
    caddy.kill('SIGTERM');
    await exited;
  }
  if (database) await onPostgres(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  spawnSync('userdel', [user]);
  spawnSync('groupdel', [user]);
  fs.rmSync(root, { recursive: true, force: true });
  console.info(`Install and switches, measured:\n  ${figures.join('\n  ')}`);
});

test('installs the release archive as a service of its own user, starting an empty shop', async () => {
  test.setTimeout(SWITCH);
  const started = Date.now();
  const install = spawnSync(
    process.execPath,
    [
      'dist/server/cli.js',
      'install',
      archives.base as string,
      `--public-url=${shopUrl}`,
      `--port=${sitePort}`,
      `--user=${user}`,
      `--home=${layout.home}`,
      `--settings=${layout.settings}`,
      `--data-dir=${layout.dataDir}`,
      `--unit=${layout.unit}`,
      `--caddyfile=${layout.caddyfile}`,
      `--bin=${layout.bin}`,
      '--wait=180',
    ],
    {
      cwd: checkout,
      encoding: 'utf8',
      timeout: SWITCH,
      env: { ...process.env, npm_config_prefer_offline: 'true' },
    },
  );
  figures.push(`install: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  expect(install.status, install.stderr).toBe(0);
  expect(install.stdout).toContain(`is installed and running as ${user}`);
  expect(install.stdout).toContain('There is no systemd here: it was started from the unit');
  expect(install.stdout).toContain('sudo stagefront create-admin --email');
  // No demo staff account, so no password anywhere.
  expect(
    `${install.stdout}${fs.readFileSync(path.join(layout.home as string, 'service.log'), 'utf8')}`,
  ).not.toMatch(/password/i);
  const pid = Number(fs.readFileSync(path.join(layout.home as string, 'service.pid'), 'utf8'));
  const uid = Number(/^Uid:\s+(\d+)/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
  expect(uid).toBe(fs.statSync(layout.dataDir as string).uid);
  expect(uid).not.toBe(0);
  const mode = (file: string) => (fs.statSync(file).mode & 0o777).toString(8);
  expect(mode(layout.settings as string)).toBe('640');
  expect(mode(layout.dataDir as string)).toBe('750');
  expect(mode(path.join(layout.dataDir as string, 'backups'))).toBe('700');
  expect(mode(path.join(layout.dataDir as string, 'control.sock'))).toBe('600');
  expect(await (await fetch(`http://127.0.0.1:${sitePort}/api/products`)).json()).toEqual([]);

  caddy = spawn('caddy', ['run', '--config', layout.caddyfile as string, '--adapter', 'caddyfile'], {
    env: {
      PATH: process.env.PATH,
      HOME: root,
      XDG_DATA_HOME: path.join(root, 'caddy'),
      XDG_CONFIG_HOME: path.join(root, 'caddy'),
    },
    stdio: 'ignore',
  });
  await expect.poll(() => health(`${shopUrl}/api/health`), { timeout: 30_000 }).not.toBeNull();
});

test('makes the first owner and takes a backup while the shop runs, both as root acting as its user', async () => {
  test.setTimeout(SWITCH);
  const made = stagefront(['create-admin', '--email', 'owner@example.com'], 'owner-secret-1\n');
  expect(made.status, made.out).toBe(0);
  expect(made.out).toContain(`As: ${user}`);
  expect(made.out).toContain('The shop is running (process');
  const signIn = await fetch(`${shopUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: shopUrl },
    body: JSON.stringify({ email: 'owner@example.com', password: 'owner-secret-1' }),
  });
  expect(signIn.status).toBe(200);
  const out = path.join(layout.dataDir as string, 'backups', 'by-hand.tar.gz');
  const backup = stagefront(['backup', '--out', out]);
  expect(backup.status, backup.out).toBe(0);
  expect(backup.out).toContain('through the running shop');
  expect(fs.statSync(out).uid).toBe(fs.statSync(layout.dataDir as string).uid);
  expect((fs.statSync(out).mode & 0o777).toString(8)).toBe('600');
});

test('takes an order through Caddy, its confirmation in the outbox folder', async () => {
  test.setTimeout(SWITCH);
  const seeded = stagefront(['seed']);
  expect(seeded.status, seeded.out).toBe(0);
  const placed = await fetch(`${shopUrl}/api/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: shopUrl },
    body: JSON.stringify({
      lines: [{ productId: 'essentials-canvas-tote', color: 'Natural', size: 'One Size', quantity: 1 }],
      contact: { ...sampleContact, email: 'fan@example.com' },
      shippingMethod: 'shipping',
      position: { lat: 6.4412, long: 3.4698 },
      paymentMethod: 'pay_on_delivery',
    }),
  });
  expect(placed.status, await placed.clone().text()).toBe(201);
  const outbox = path.join(layout.dataDir as string, 'outbox');
  await expect
    .poll(() => (fs.existsSync(outbox) ? fs.readdirSync(outbox).length : 0), { timeout: 60_000 })
    .toBeGreaterThan(0);
});

test('the doctor finds the service well, then names each planted fault with its fix', async () => {
  test.setTimeout(SWITCH);
  const well = stagefront(['doctor']);
  expect(well.out).toContain('All is well.');
  expect(well.status).toBe(0);
  const current = fs.realpathSync(path.join(layout.home as string, 'current'));
  const template = fs
    .readdirSync(path.join(current, 'dist'))
    .find((name) => name.startsWith('empty-database'));
  const unreadable = path.join(current, 'dist', template ?? '', 'pg_logical', 'replorigin_checkpoint');
  const rootsOwn = path.join(layout.dataDir as string, 'db', 'left-by-root');
  fs.chmodSync(unreadable, 0o600);
  fs.writeFileSync(rootsOwn, '');
  try {
    const ill = stagefront(['doctor']);
    expect(ill.status).toBe(1);
    expect(ill.out).toContain(`✗ ${unreadable} cannot be read by ${user}`);
    expect(ill.out).toContain(`fix: chmod -R a+rX,go-w ${current}`);
    expect(ill.out).toContain(`✗ DATA_DIR: ${rootsOwn} belongs to root, not ${user}`);
    expect(ill.out).toContain(`fix: chown -R ${user}: ${layout.dataDir}`);
  } finally {
    fs.chmodSync(unreadable, 0o644);
    fs.rmSync(rootsOwn);
  }
});

test('an update shows the "back in a moment" page while the shop switches, never a blank 502', async ({
  page,
  context,
}) => {
  test.setTimeout(SWITCH);
  // A tab opened on the old release before the switch, to be used after it.
  const before = await context.newPage();
  await before.goto(`${shopUrl}/`);
  await expect(before.getByRole('link', { name: 'Discography' }).first()).toBeVisible();
  await page.goto(`${shopUrl}/store`);
  const watching = watch(`${shopUrl}/store`);
  const update = spawn(layout.bin as string, ['update', archives.next as string, '--wait=180'], {
    stdio: 'pipe',
  });
  let output = '';
  update.stdout.on('data', (chunk) => {
    output += chunk;
  });
  update.stderr.on('data', (chunk) => {
    output += chunk;
  });
  // While it is down, the page a shopper opens says so, and comes back by itself.
  await expect
    .poll(async () => (await fetch(`${shopUrl}/store`).catch(() => null))?.status, {
      timeout: SWITCH,
      intervals: [100],
    })
    .toBe(503);
  await page.goto(`${shopUrl}/store`);
  await expect(page.getByRole('heading', { name: 'Back in a moment' })).toBeVisible();
  const code = await new Promise<number | null>((resolve) => update.once('exit', resolve));
  const seen = await watching.stop();
  expect(code, output).toBe(0);
  expect(output).toContain('9.9.1 is live');
  expect(seen.filter((answer) => ![200, 503].includes(answer.status))).toEqual([]);
  expect(seen.some((answer) => answer.status === 503 && answer.body.includes('Back in a moment'))).toBe(true);
  figures.push(`update (embedded): down ${downtime(seen)} s, each answer 503 with the page`);
  // The page reloads itself onto the shop once it answers.
  await expect(page.getByRole('heading', { name: 'Back in a moment' })).toBeHidden({ timeout: 30_000 });
  await expect.poll(async () => (await health())?.version, { timeout: 30_000 }).toBe('9.9.1');
  const backups = fs.readdirSync(path.join(layout.dataDir as string, 'backups'));
  expect(backups.some((name) => name.endsWith('-before-9.9.1.tar.gz'))).toBe(true);
  // The old tab's next screen is code it never loaded: the old release's files, kept by the new one.
  await before.getByRole('link', { name: 'Discography' }).first().click();
  await expect(before.getByRole('heading', { name: /discography/i }).first()).toBeVisible();
});

test('a release whose migration is refused is switched back, and said so once the old one answers', async () => {
  test.setTimeout(SWITCH);
  const refused = stagefront(['update', archives.refused as string, '--wait=120']);
  expect(refused.status).toBe(1);
  expect(refused.out).toContain('9.9.2 did not answer');
  expect(refused.out).toContain('so the shop was switched back: 9.9.1 answers again');
  await expect.poll(async () => (await health())?.version, { timeout: 30_000 }).toBe('9.9.1');
});

test('update --rollback goes back to the release before without a second migration', async () => {
  test.setTimeout(SWITCH);
  const watching = watch(`${shopUrl}/api/health`);
  const back = await stagefrontWhileWatching(['update', '--rollback', '--wait=180']);
  const seen = await watching.stop();
  expect(back.status, back.out).toBe(0);
  expect(back.out).toContain('without a migration');
  expect(back.out).toMatch(/is live again: it answered/);
  await expect.poll(async () => (await health())?.version, { timeout: 30_000 }).toBe(installedVersion);
  // Never a blank 502: each answer is the shop or the "back in a moment" page.
  expect(seen.filter((answer) => ![200, 503].includes(answer.status))).toEqual([]);
  expect(seen.length).toBeGreaterThan(10);
  figures.push(`rollback (embedded): down ${downtime(seen)} s over ${seen.length} requests`);
});

test('a restore run as root leaves the service able to start, with the order kept', async () => {
  test.setTimeout(SWITCH);
  const backups = path.join(layout.dataDir as string, 'backups');
  const before = fs.readdirSync(backups).find((name) => name.endsWith('-before-9.9.1.tar.gz')) ?? '';
  expect(stagefront(['stop']).status).toBe(0);
  const restored = stagefront(['restore', '--from', path.join(backups, before), '--replace']);
  expect(restored.status, restored.out).toBe(0);
  const owner = fs.statSync(layout.dataDir as string).uid;
  const strangers = fs
    .readdirSync(path.join(layout.dataDir as string, 'db'), { recursive: true })
    .filter((name) => fs.lstatSync(path.join(layout.dataDir as string, 'db', String(name))).uid !== owner);
  expect(strangers).toEqual([]);
  expect(stagefront(['start']).status).toBe(0);
  await expect.poll(() => health(), { timeout: 180_000 }).not.toBeNull();
  const signIn = await fetch(`${shopUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: shopUrl },
    body: JSON.stringify({ email: 'owner@example.com', password: 'owner-secret-1' }),
  });
  expect(signIn.status).toBe(200);
});

test.describe('on PostgreSQL', () => {
  test.skip(!process.env.TEST_DATABASE_URL, 'needs TEST_DATABASE_URL (.ci/run starts a PostgreSQL)');

  test('the move to PostgreSQL keeps the shop, and an update hands over with no request failed', async () => {
    test.setTimeout(SWITCH);
    database = `stagefront_install_${process.pid}`;
    await onPostgres(`CREATE DATABASE ${database}`);
    const url = new URL(process.env.TEST_DATABASE_URL as string);
    url.pathname = `/${database}`;
    expect(stagefront(['stop']).status).toBe(0);
    fs.appendFileSync(layout.settings as string, `DATABASE_URL=${url}\n`);
    const moved = stagefront(['move-to-postgres']);
    expect(moved.status, moved.out).toBe(0);
    expect(stagefront(['start']).status).toBe(0);
    await expect.poll(async () => (await health())?.version, { timeout: 120_000 }).toBe(installedVersion);

    const watching = shoppers();
    await sleep(1_000);
    const update = await stagefrontWhileWatching(['update', archives.postgres as string, '--wait=180']);
    await sleep(1_000);
    const seen = await watching.stop();
    expect(update.status, update.out).toBe(0);
    expect(update.out).toContain('9.9.3 answers beside the shop');
    expect(update.out).toContain('9.9.3 is live, handed over with the shop answering throughout');
    await expect.poll(async () => (await health())?.version, { timeout: 30_000 }).toBe('9.9.3');
    const failed = [...seen.pages, ...seen.health].filter((answer) => answer.status !== 200);
    expect(failed).toEqual([]);
    expect(seen.orders.filter((order) => order.status !== 201)).toEqual([]);
    expect(seen.orders.length).toBeGreaterThan(3);
    const slowest = Math.max(...seen.orders.map((order) => order.ms));
    figures.push(
      `update (PostgreSQL): ${failed.length} of ${seen.pages.length + seen.health.length} page and health requests failed, ${seen.orders.length} orders placed during it, none refused (slowest ${slowest} ms)`,
    );
    // The standby is gone: only the service answers.
    expect(await health(`http://127.0.0.1:${sitePort + 1}/api/health`)).toBeNull();
  });

  test('update --rollback on PostgreSQL hands back with no request failed', async () => {
    test.setTimeout(SWITCH);
    const watching = shoppers();
    const back = await stagefrontWhileWatching(['update', '--rollback', '--wait=180']);
    const seen = await watching.stop();
    expect(back.status, back.out).toBe(0);
    await expect.poll(async () => (await health())?.version, { timeout: 30_000 }).toBe(installedVersion);
    const failed = [...seen.pages, ...seen.health].filter((answer) => answer.status !== 200);
    expect(failed).toEqual([]);
    expect(seen.orders.filter((order) => order.status !== 201)).toEqual([]);
    figures.push(
      `rollback (PostgreSQL): ${failed.length} of ${seen.pages.length + seen.health.length} requests failed, ${seen.orders.length} orders placed during it`,
    );
  });
});
