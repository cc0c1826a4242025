// `npm run screenshots [route…]`: full-page PNGs of the built site on a phone and a desktop, in screenshots/.
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

fs.mkdirSync('screenshots', { recursive: true });
const server = await startBuiltServer();
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  for (const [name, viewport] of Object.entries(sizes)) {
    const page = await browser.newPage({
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
