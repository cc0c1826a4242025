import type { APIRequestContext, Page } from '@playwright/test';
import { isComingSoon, type Product, variantQuantity } from '../src/domain/catalog/catalog';
import type { Release } from '../src/domain/content/releases-contract';
import type { SiteSettings } from '../src/domain/content/site';
import { formatNaira } from '../src/domain/shared/money';
import { stockText } from '../src/domain/stock/stock';
import { appReady } from './support/app-ready';
import { expect, isPhone, test } from './support/test';

/** The public pages the server draws; the HTML of each carries the screen, not only the head. */
const publicPages = [
  '/',
  '/about',
  '/store',
  '/store/harmattan-tour-tee',
  '/discography',
  '/discography/okan',
  '/tour',
];

type Content = { site: SiteSettings; releases: Release[] };

async function catalogue(request: APIRequestContext) {
  const products = (await (await request.get('/api/products')).json()) as Product[];
  const content = (await (await request.get('/api/content')).json()) as Content;
  return { products, content };
}

/** The text a visitor would read in a page's root, from its HTML alone: no script runs. */
async function drawnText(request: APIRequestContext, url: string) {
  const response = await request.get(url);
  const html = await response.text();
  const root = html.slice(html.indexOf('<div id="root"'));
  const text = root
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');
  return { status: response.status(), html: root, root: root.slice(0, root.indexOf('>') + 1), text };
}

test.describe('pages drawn on the server', () => {
  test('each public page’s HTML holds its visible text, drawn for the screen the request came from', async ({
    request,
  }, testInfo) => {
    const { products, content } = await catalogue(request);
    const product = products.find((p) => p.id === 'harmattan-tour-tee');
    const release = content.releases.find((r) => r.slug === 'harmattan');
    if (!product || !release || release.type !== 'ep') throw new Error('The demo content changed.');

    const home = await drawnText(request, '/');
    expect(home.text).toContain(content.site.artistName);
    expect(home.text).toContain(products[0]?.name);
    // The discography's newest covers, named for their release.
    expect(home.html.includes(`alt="${content.releases[0]?.title} cover"`)).toBe(true);
    expect(home.root).toBe(isPhone(testInfo.project.name) ? '<div id="root" data-phone>' : '<div id="root">');

    const about = await drawnText(request, '/about');
    expect(about.text).toContain((content.site.about ?? '').split('\n')[0]?.trim().slice(0, 60));

    const store = await drawnText(request, '/store');
    for (const p of products.filter((p) => !isComingSoon(p, Date.now()))) {
      expect(store.text).toContain(p.name);
      expect(store.text).toContain(formatNaira(p.price));
    }

    // The main links are in every page, a phone's closed menu included: crawlers follow them.
    for (const drawn of [home.html, store.html]) {
      for (const href of ['/store', '/discography']) expect(drawn).toContain(`href="${href}"`);
    }

    const page = await drawnText(request, `/store/${product.id}`);
    expect(page.text).toContain(product.name);
    expect(page.text).toContain(formatNaira(product.price));
    const [color, size] = [product.colors[0], product.sizes[0]];
    expect(page.text).toContain(
      stockText(color && size ? variantQuantity(product, color, size) : product.quantity),
    );

    const discography = await drawnText(request, '/discography');
    for (const r of content.releases) expect(discography.text).toContain(r.title);

    const ep = await drawnText(request, `/discography/${release.slug}`);
    expect(ep.text).toContain(release.title);
    for (const song of release.songs) expect(ep.text).toContain(song.title);

    const missing = await drawnText(request, '/store/no-such-thing');
    expect(missing.status).toBe(404);
    expect(missing.text).toContain('We couldn’t find that product');
  });

  test('a shopper’s own pages and the sign-in come with their header and a skeleton, never blank', async ({
    request,
  }, testInfo) => {
    test.skip(isPhone(testInfo.project.name), 'the same on both sizes');
    const cart = await drawnText(request, '/cart');
    expect(cart.text).toContain('Checkout');
    expect(cart.text).toContain('Loading your bag');
    const lookup = await drawnText(request, '/orders/lookup');
    for (const words of ['Find your order', 'Order number', 'Email me the link']) {
      expect(lookup.text).toContain(words);
    }
    const key = 'k3y-that-only-the-shopper-holds-0123456789';
    const order = await drawnText(request, `/orders/SF-ABC234?key=${key}`);
    expect(order.text).toContain('Loading your order');
    expect(order.html).not.toContain(key);
    // The shop's header, its links and bag, on each.
    for (const drawn of [cart, lookup, order]) {
      for (const href of ['/store', '/discography', '/cart']) expect(drawn.html).toContain(`href="${href}"`);
    }
    const login = await drawnText(request, '/login');
    expect(login.text).toContain('Welcome back!');
    expect(login.text).toContain('Please enter your details');
    // Drawn with their own styles, not waiting for the app's code.
    const head = async (url: string) => (await (await request.get(url)).text()).split('</head>')[0] ?? '';
    expect(await head('/login')).toMatch(
      /<link rel="stylesheet" crossorigin href="\/assets\/admin-[^"]+\.css"/,
    );
    expect(await head('/cart')).toMatch(
      /<link rel="stylesheet" crossorigin href="\/assets\/cart-screen-[^"]+\.css"/,
    );
  });

  test('a shopper’s own pages and the sign-in are taken over with no console error, with what the browser knows', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/store/harmattan-tour-tee');
    await addToBag(page);
    await page.goto('/cart');
    await appReady(page);
    await expect(page.getByText('Harmattan Tour Tee').first()).toBeAttached();
    await expect(page.getByLabel('Email')).toBeEnabled();
    await page.goto('/orders/lookup');
    await expect(page.getByLabel('Order number')).toBeEnabled();
    await page.goto('/orders/SF-ABC234?key=abcdefghijklmnopqrstuvwxyz0123');
    await expect(page.getByRole('heading', { level: 1, name: 'Order not found' })).toBeVisible();
    // The order's own 404, said by the browser and the page; nothing else, hydration's included.
    const expected = /status of 404|The order could not load/;
    expect(consoleErrors.filter((message) => !expected.test(message))).toEqual([]);
    consoleErrors.length = 0;
    await page.goto('/login');
    await expect(page.getByLabel('Email', { exact: true })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`each public page is taken over with no console error, with a bag from an earlier visit (${scheme})`, async ({
      page,
    }) => {
      // The fixture fails the test on any console error, hydration's included.
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto('/store/harmattan-tour-tee');
      await addToBag(page);
      for (const url of publicPages) {
        await page.goto(url);
        // The bag the server could not know of shows once the page is the app's.
        await expect(page.getByRole('link', { name: 'Bag, 1 item' }).first()).toBeVisible();
      }
    });
  }

  test('the app leaves the head the server wrote as it is, on every page first opened', async ({
    page,
    consoleErrors,
  }, testInfo) => {
    test.skip(isPhone(testInfo.project.name), 'the same on both sizes');
    // Every change to the title, description, canonical link or preview tags is counted.
    await page.addInitScript(() => {
      const changes: string[] = [];
      (window as unknown as { headChanges: string[] }).headChanges = changes;
      const watched = (node: Node) =>
        node instanceof Element && node.matches('title, meta[name], meta[property], link[rel="canonical"]');
      // From when the server's head has been read in full.
      document.addEventListener('DOMContentLoaded', () => {
        new MutationObserver((records) => {
          for (const record of records) {
            const nodes = [record.target, ...record.addedNodes, ...record.removedNodes];
            const node = nodes.find(watched) ?? (record.target.parentNode as Node | null);
            if (node && watched(node)) changes.push((node as Element).outerHTML.slice(0, 120));
          }
        }).observe(document.head, { subtree: true, childList: true, attributes: true, characterData: true });
      });
    });
    for (const url of [
      ...publicPages,
      '/store/no-such-thing',
      '/discography/no-such-release',
      '/no-such-page',
      '/cart',
      '/orders/lookup',
    ]) {
      await page.goto(url);
      await appReady(page);
      await expect(page.locator('h1').first()).toBeVisible();
      const changes = await page.evaluate(() => (window as unknown as { headChanges: string[] }).headChanges);
      expect(changes, url).toEqual([]);
    }
    // The browser reports each of the three 404 documents itself; nothing else may be logged.
    const unexpected = consoleErrors.filter((message) => !/status of 404/.test(message));
    expect(consoleErrors.length - unexpected.length).toBe(3);
    consoleErrors.length = 0;
    expect(unexpected).toEqual([]);
  });

  test('moving within the app, the head follows the page manifest’s indexing rule', async ({
    page,
  }, testInfo) => {
    test.skip(isPhone(testInfo.project.name), 'the same on both sizes');
    await page.goto('/cart');
    await appReady(page);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.locator('meta[property="og:title"]')).toHaveCount(0);
    await page.evaluate(() => {
      history.pushState(null, '', '/about');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page).toHaveTitle('About — Temi Vale');
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'About — Temi Vale');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/about$/);
  });

  test('taps on the options and ADD TO BAG before the app has taken the page over are not lost', async ({
    page,
  }) => {
    // The app's code comes late, as on a slow phone: the page is there, the app not yet.
    await page.route('**/assets/main-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto('/store/harmattan-tour-tee', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('#root')).not.toHaveAttribute('data-ready');
    // A colour, a size, then the bag: every tap is made, in its order.
    const sand = page.getByRole('group', { name: 'Color' }).getByRole('button', { name: 'Sand' });
    const large = page.getByRole('group', { name: 'Size' }).getByRole('button', { name: 'L', exact: true });
    await sand.click();
    await large.click();
    await page.getByRole('button', { name: /add to bag/i }).click();
    await appReady(page);
    await expect(sand).toHaveAttribute('aria-pressed', 'true');
    await expect(large).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('link', { name: 'Bag, 1 item' }).first()).toBeVisible();
    // What went in the bag is the colour and size tapped before it: the control counts it.
    await expect(page.getByRole('status').or(page.locator('output'))).toHaveText('1');
  });

  test('a shopper who scrolled before the app took the page over stays where they are', async ({ page }) => {
    await page.route('**/assets/main-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await page.goto('/store', { waitUntil: 'domcontentloaded' });
    await page.evaluate(() => window.scrollTo(0, 600));
    await appReady(page);
    await page.waitForTimeout(200);
    // Where they were, not back at the top: the web fonts arriving with the app may rewrap a line
    // above, and the browser's scroll anchoring keeps the same cards in view.
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - 600)).toBeLessThan(100);
  });

  test('a drawn page asks for the app’s code once it has loaded, the screen’s chunk with the app’s', async ({
    page,
  }, testInfo) => {
    test.skip(isPhone(testInfo.project.name), 'the same on both sizes');
    const seen: string[] = [];
    page.on('load', () => seen.push('load'));
    page.on('request', (request) => {
      const chunk = /\/assets\/(main|product-screen)-[^/]+\.js$/.exec(request.url())?.[1];
      if (chunk) seen.push(chunk);
    });
    await page.goto('/store/harmattan-tour-tee');
    await appReady(page);
    // Nothing of the app's shares the line with the page's pictures and styles.
    expect(seen[0]).toBe('load');
    expect(seen).toEqual(expect.arrayContaining(['main', 'product-screen']));
    // The screen's chunk was asked for beside the app's, from the preloads the server left aside.
    await expect(page.locator('head link[rel="modulepreload"][href*="/product-screen-"]')).toHaveCount(1);
  });

  test('a page drawn for a desktop and shown on a phone-wide window settles into the phone layout', async ({
    browser,
  }, testInfo) => {
    test.skip(isPhone(testInfo.project.name), 'a desktop browser, narrowed');
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      baseURL: testInfo.project.use.baseURL ?? process.env.E2E_BASE_URL,
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.goto('/');
    expect(await page.locator('#root').getAttribute('data-phone')).toBeNull();
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'store' }),
    ).toBeVisible();
    expect(errors).toEqual([]);
    await context.close();
  });
});

async function addToBag(page: Page) {
  await page.getByRole('button', { name: /add to bag/i }).click();
  await expect(page.getByRole('link', { name: 'Bag, 1 item' }).first()).toBeVisible();
}
