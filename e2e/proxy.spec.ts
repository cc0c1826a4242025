import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http2 from 'node:http2';
import os from 'node:os';
import path from 'node:path';
import { ORDER_LOOKUP_MESSAGES } from '../src/domain/orders/order';
import { type BuiltServer, freePort, startServerCommand } from './support/built-server';
import { type Caddy, caddyOnPath, startCaddy } from './support/caddy';
import { E2E_STAFF } from './support/global-setup';
import { documentedFile, parseServiceUnit, SYSTEMD_PATH, writeSettingsFile } from './support/operations-doc';
import { expect, test } from './support/test';

/**
 * The site as docs/operations.md tells a team to run it: the systemd unit's command and
 * environment, behind Caddy started from the Caddyfile on that page, over HTTPS with Caddy's local
 * authority. Desktop project only: nothing on a screen differs by size. CI installs Caddy.
 */
test.skip(!caddyOnPath(), 'needs caddy on the PATH (Debian package caddy; .ci/run installs it)');
test.describe.configure({ mode: 'serial' });
test.use({ ignoreHTTPSErrors: true });

/** The order look-up's limit (routes/orders.ts): 5 per client in 15 minutes. */
const LOOKUPS = 5;
const LOOKUP = { number: 'SF-NOSUCH', email: 'lost.link@example.com' };
const PRODUCT = '/store/harmattan-tour-tee';

let server: BuiltServer;
let caddy: Caddy;
/** The port the site itself listens on, behind Caddy. */
let sitePort: number;

/** Distinct free ports: the site's, and Caddy's for HTTPS and for its redirects. */
async function ports(count: number): Promise<number[]> {
  const found = new Set<number>();
  while (found.size < count) found.add(await freePort());
  return [...found];
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const [site, httpsPort, httpPort, standbyPort] = await ports(4);
  sitePort = site ?? 0;
  const publicUrl = `https://localhost:${httpsPort}`;
  const unit = parseServiceUnit(documentedFile('**`/etc/systemd/system/stagefront.service`**'));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stagefront-unit-'));
  // What differs from the documented unit and settings file, and nothing else: the release's folder
  // (for WorkingDirectory and the node in ExecStart: this checkout), the settings file's place, the
  // port, the public address (Caddy's, on a test port) and the data folder (a fresh one). The demo
  // catalogue and staff password are added so the test has products and can sign in.
  const here = process.cwd();
  const [program = '', ...args] = unit.execStart.map((word) => word.replace(unit.workingDirectory, here));
  const settingsFile = writeSettingsFile(dataDir, {
    PORT: String(sitePort),
    PUBLIC_URL: publicUrl,
    DATA_DIR: dataDir,
    DEMO_CONTENT: 'true',
    DEMO_STAFF_PASSWORD: E2E_STAFF.password,
  });
  server = await startServerCommand({
    command: program,
    args,
    cwd: here,
    env: { PATH: SYSTEMD_PATH, ...unit.environment, SETTINGS_FILE: settingsFile },
    dataDir,
  });
  caddy = await startCaddy(
    documentedFile('**`/etc/caddy/Caddyfile`**'),
    {
      SITE_ADDRESS: `localhost:${httpsPort}`,
      HTTP_PORT: String(httpPort),
      STAGEFRONT_PORT: String(sitePort),
      // Nothing answers there: Caddy tries it only when the site's port is closed.
      STAGEFRONT_STANDBY_PORT: String(standbyPort),
    },
    '/api/health',
  );
});

test.afterAll(async () => {
  await caddy?.stop();
  await server?.stop();
});

test('the documented unit starts the built server on Node 24, naming the address shoppers use', () => {
  expect(server.url).toBe(caddy.url);
  expect(server.output()).toMatch(/Stagefront [\d.]+ is running at https:\/\/localhost:\d+ .*Node v24\./);
  expect(server.output()).toMatch(/It listens on http:\/\/127\.0\.0\.1:\d+, for the proxy in front of it\./);
});

test("lets a drop's crowd wait in a queue of 4096 connections, not Node's 511", () => {
  // Past the queue's length the kernel drops a phone's connection, and it tries again a second later.
  const somaxconn = Number(fs.readFileSync('/proc/sys/net/core/somaxconn', 'utf8'));
  const listening = execFileSync('ss', ['-ltnH', `sport = :${sitePort}`], { encoding: 'utf8' });
  const queue = Number(listening.trim().split(/\s+/)[2]);
  expect(queue).toBe(Math.min(4096, somaxconn));
});

test('a page shared from behind Caddy names its https:// address', async ({ page }) => {
  const response = await page.goto(`${caddy.url}${PRODUCT}`);
  expect(response?.status()).toBe(200);
  expect(response?.headers()['strict-transport-security']).toMatch(/max-age=\d+/);
  // As a crawler reads it (the server's HTML), and as the page holds it once the app runs.
  expect(await response?.text()).toContain(`<link rel="canonical" href="${caddy.url}${PRODUCT}" />`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${caddy.url}${PRODUCT}`);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${caddy.url}${PRODUCT}`);
});

test('a page opened at the site’s own port, past Caddy, leads to the https:// address', async () => {
  const direct = await fetch(`http://127.0.0.1:${sitePort}${PRODUCT}?size=M`, { redirect: 'manual' });
  expect(direct.status).toBe(308);
  expect(direct.headers.get('location')).toBe(`${caddy.url}${PRODUCT}?size=M`);
  // Through Caddy the host is the one it forwards: the page itself.
  const proxied = await caddy.request(`${PRODUCT}?size=M`);
  expect(proxied.status).toBe(200);
});

test('staff sign in through Caddy with a Secure session cookie', async ({ page }) => {
  await page.goto(`${caddy.url}/login`);
  await page.getByLabel('Email', { exact: true }).fill(E2E_STAFF.email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_STAFF.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(new RegExp(`^${caddy.url}/admin`));
  const cookies = await page.context().cookies(caddy.url);
  expect(cookies.map(({ name, secure, httpOnly }) => ({ name, secure, httpOnly }))).toEqual([
    { name: '__Host-stagefront_session', secure: true, httpOnly: true },
  ]);
});

/** Order look-ups until the limit answers, from one loopback address; `spoof` names the header it sends. */
async function lookUps(localAddress: string, count: number, spoof?: (attempt: number) => string) {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < count; attempt++) {
    const headers: Record<string, string> = spoof ? { 'x-forwarded-for': spoof(attempt) } : {};
    const answer = await caddy.request('/api/orders/lookup', {
      method: 'POST',
      json: LOOKUP,
      headers,
      localAddress,
    });
    statuses.push(answer.status);
    if (answer.status === 429)
      expect(JSON.parse(answer.body).error.message).toBe(ORDER_LOOKUP_MESSAGES.tooMany);
  }
  return statuses;
}

// Two clients are two loopback addresses (every 127.x address is loopback on Linux), so Caddy
// names each from the connection itself, as it does on the internet. Trusting a client-sent
// X-Forwarded-For in Caddy (trusted_proxies) would make two clients easier to fake, and it is the
// very setting the next test proves absent.
test('the limits count each client Caddy names, not Caddy', async () => {
  expect(await lookUps('127.0.0.2', LOOKUPS + 1)).toEqual([...Array(LOOKUPS).fill(202), 429]);
  expect(await lookUps('127.0.0.3', 1)).toEqual([202]);
});

// From 127.0.0.1, the address the site trusts as its proxy: if Caddy passed a client's own
// X-Forwarded-For on, the site would believe every hop of it and count each made-up address apart.
test("a client's own X-Forwarded-For does not let it past a limit", async () => {
  const statuses = await lookUps('127.0.0.1', LOOKUPS + 2, (attempt) => `203.0.113.${attempt + 1}`);
  expect(statuses).toEqual([...Array(LOOKUPS).fill(202), 429, 429]);
});

test("a request is logged under Caddy's id, never one a client chose", async () => {
  const answer = await caddy.request('/api/health', { headers: { 'x-request-id': 'chosen-by-a-client' } });
  expect(answer.status).toBe(200);
  expect(answer.headers['x-request-id']).toMatch(
    /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
  );
});

test('Caddy speaks HTTP/2', async () => {
  const session = http2.connect(caddy.url, { ca: caddy.ca });
  try {
    const status = await new Promise<number>((resolve, reject) => {
      const stream = session.request({ ':path': '/api/health' });
      stream.once('response', (headers) => resolve(Number(headers[':status'])));
      stream.once('error', reject);
      stream.end();
      stream.resume();
    });
    expect({ protocol: session.alpnProtocol, status }).toEqual({ protocol: 'h2', status: 200 });
  } finally {
    session.close();
  }
});
