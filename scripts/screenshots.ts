// `npm run screenshots [route…]`: full-page PNGs of the built site on a phone and a desktop, in screenshots/.
// Admin routes (/admin/…) are taken signed in as the demo staff member.
import fs from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../bench/chromium';
import { startBuiltServer } from '../e2e/support/built-server';

const routes = process.argv.slice(2).length
  ? process.argv.slice(2)
  : [
      '/',
      '/store',
      '/store/harmattan-tour-tee',
      '/discography',
      '/discography/lagos-nights',
      '/discography/harmattan',
      '/cart',
      '/about',
      '/login',
    ];
const sizes = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } };
const scheme = (process.env.SCREENSHOT_SCHEME ?? 'dark') as 'dark' | 'light';

const STAFF = { email: 'staff@stagefront.local', password: 'screenshots-Password-1' };

fs.mkdirSync('screenshots', { recursive: true });
const server = await startBuiltServer({ DEMO_STAFF_PASSWORD: STAFF.password });
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  const staff = await browser.newContext({ baseURL: server.url });
  const login = await staff.request.post('/api/auth/login', {
    headers: { origin: new URL(server.url).origin },
    data: STAFF,
  });
  if (!login.ok()) throw new Error(`The demo staff member could not sign in: ${login.status()}`);
  const storageState = await staff.storageState();
  await staff.close();
  for (const [name, viewport] of Object.entries(sizes)) {
    const page = await browser.newPage({
      storageState,
      viewport,
      colorScheme: scheme,
      isMobile: name === 'phone',
      hasTouch: name === 'phone',
    });
    for (const route of routes) {
      await page.goto(server.url + route, { waitUntil: 'networkidle' });
      await page.waitForTimeout(300);
      const file = `screenshots/${name}${route.replaceAll('/', '_') || '_'}.png`;
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
    }
    await page.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
