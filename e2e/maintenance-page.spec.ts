import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// Not ./support/test: the page's own 503 and its checks while the site is down are console errors
// in Chromium ("Failed to load resource"), which that fixture counts as failures.
import { expect, test } from '@playwright/test';
import { appReady } from './support/app-ready';
import { type BuiltServer, freePort, startBuiltServer } from './support/built-server';
import { type Caddy, caddyOnPath, startCaddy } from './support/caddy';
import { documentedFile } from './support/operations-doc';

/**
 * An upgrade as a shopper sees it behind the Caddyfile of docs/operations.md, run as written: while
 * nothing listens behind Caddy, the release's maintenance page (deploy/maintenance.html) with a 503,
 * not a blank 502; once the site starts, the page reloads itself onto what the shopper asked for.
 * What differs from the page: the ports, the public address, and STAGEFRONT_HOME, whose `current`
 * is this checkout. Desktop project only.
 */
test.skip(!caddyOnPath(), 'needs caddy on the PATH (Debian package caddy; .ci/run installs it)');
test.use({ ignoreHTTPSErrors: true });

const PRODUCT = '/store/harmattan-tour-tee';

let caddy: Caddy | undefined;
let server: BuiltServer | undefined;
let home: string | undefined;

test.afterEach(async () => {
  await caddy?.stop();
  await server?.stop();
  if (home) fs.rmSync(home, { recursive: true, force: true });
});

/** Distinct free ports: the site's, and Caddy's for HTTPS and for its redirects. */
async function ports(count: number): Promise<number[]> {
  const found = new Set<number>();
  while (found.size < count) found.add(await freePort());
  return [...found];
}

test('while the site is down the shopper sees the maintenance page, which reloads onto the shop when it is back', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const [sitePort = 0, httpsPort, httpPort, standbyPort] = await ports(4);
  home = fs.mkdtempSync(path.join(os.tmpdir(), 'stagefront-home-'));
  fs.symlinkSync(process.cwd(), path.join(home, 'current'));
  caddy = await startCaddy(
    documentedFile('**`/etc/caddy/Caddyfile`**'),
    {
      SITE_ADDRESS: `localhost:${httpsPort}`,
      HTTP_PORT: String(httpPort),
      STAGEFRONT_PORT: String(sitePort),
      // Nothing answers there either: the page shows once both ports are found closed.
      STAGEFRONT_STANDBY_PORT: String(standbyPort),
      STAGEFRONT_HOME: home,
    },
    '/api/health',
    { readyStatus: 503 },
  );
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  // The API's callers get the site's own JSON error shape, and when to try again.
  const api = await caddy.request('/api/health');
  expect(api.status).toBe(503);
  expect(api.headers['retry-after']).toBe('5');
  expect(JSON.parse(api.body).error.message).toBe('The shop is being updated. Try again in a moment.');

  const shown = await page.goto(`${caddy.url}${PRODUCT}`);
  expect(shown?.status()).toBe(503);
  expect(shown?.headers()['retry-after']).toBe('5');
  expect(shown?.headers()['cache-control']).toBe('no-store');
  await expect(page).toHaveTitle('Back in a moment');
  await expect(page.getByRole('heading', { level: 1, name: 'Back in a moment' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('This page reloads by itself when the shop is back.');
  // It keeps asking, every 2 s.
  const checks: number[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/health') checks.push(Date.now());
  });
  await expect.poll(() => checks.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
  const gap = (checks[1] ?? 0) - (checks[0] ?? 0);
  expect(gap).toBeGreaterThan(1_500);
  expect(gap).toBeLessThan(5_000);

  // Without JavaScript: a hint to reload (Chromium draws no <noscript> when a test turns scripts
  // off, so it is read from the page), and a link that reloads the same address.
  const noScript = await browser.newContext({ javaScriptEnabled: false, ignoreHTTPSErrors: true });
  const plain = await noScript.newPage();
  const first = await plain.goto(`${caddy.url}${PRODUCT}`);
  expect(await first?.text()).toMatch(
    /<noscript>\s*<p>Reload this page in a minute to come back to the shop\.<\/p>\s*<\/noscript>/,
  );
  const [again] = await Promise.all([
    plain.waitForResponse(`${caddy.url}${PRODUCT}`),
    plain.getByRole('link', { name: 'Try again' }).click(),
  ]);
  expect(again.status()).toBe(503);
  await noScript.close();

  // The site starts behind Caddy: the same tab comes back to the product by itself.
  server = await startBuiltServer({
    PORT: String(sitePort),
    PUBLIC_URL: caddy.url,
    TRUST_PROXY: '127.0.0.1',
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Back in a moment' })).toHaveCount(0, {
    timeout: 30_000,
  });
  expect(new URL(page.url()).pathname).toBe(PRODUCT);
  await appReady(page);
  await expect(page.getByRole('heading', { level: 1, name: /harmattan tour tee/i })).toBeVisible();
  expect(errors).toEqual([]);
});
