import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_PAGE_IDS,
  ADMIN_PAGES,
  type AdminPageId,
  adminPagePath,
  matchAdminPage,
} from '../../../domain/pages/admin-pages';
import {
  matchPage,
  NOT_FOUND_TITLE,
  PAGE_IDS,
  PAGES,
  type PageId,
  pagePath,
  robotsDisallowed,
  sitemapPaths,
} from '../../../domain/pages/pages';
import { readHead } from '../../testing/html-head';
import { testApp } from '../../testing/test-app';

/** One address of each page, with what its subject's title is when the page has no title of its own. */
const SAMPLES: Record<PageId, { url: string; subjectTitle?: string }> = {
  home: { url: '/' },
  about: { url: '/about' },
  store: { url: '/store' },
  product: { url: '/store/harmattan-tour-tee', subjectTitle: 'Harmattan Tour Tee' },
  discography: { url: '/discography' },
  release: { url: '/discography/lagos-nights', subjectTitle: 'Lagos Nights' },
  tour: { url: '/tour' },
  shipping: { url: '/shipping' },
  returns: { url: '/returns' },
  privacy: { url: '/privacy' },
  terms: { url: '/terms' },
  faq: { url: '/faq' },
  cart: { url: '/cart' },
  orderLookup: { url: '/orders/lookup' },
  order: { url: '/orders/SF-ABC234' },
  newsletterConfirm: { url: '/newsletter/confirm' },
  unsubscribe: { url: '/unsubscribe/abcdefghijklmnopqrstuvwxyz' },
  login: { url: '/login' },
  forgotPassword: { url: '/login/forgot-password' },
  newPassword: { url: '/login/new-password' },
  admin: { url: '/admin' },
};

/** One address of each admin page. */
const ADMIN_SAMPLES: Record<AdminPageId, string> = {
  dashboard: '/admin/dashboard',
  orders: '/admin/orders',
  order: '/admin/orders/SF-ABC234',
  products: '/admin/products',
  newProduct: '/admin/newproduct',
  editProduct: '/admin/products/harmattan-tour-tee',
  collections: '/admin/collections',
  newCollection: '/admin/newcollection',
  editCollection: '/admin/collections/7',
  categories: '/admin/categories',
  newCategory: '/admin/newcategory',
  editCategory: '/admin/categories/3',
  newsletter: '/admin/newsletter',
  broadcasts: '/admin/broadcasts',
  codes: '/admin/codes',
  newBroadcast: '/admin/newbroadcast',
  broadcast: '/admin/broadcasts/12',
  staff: '/admin/staff',
  twoFactor: '/admin/two-factor',
  releases: '/admin/releases',
  newRelease: '/admin/newrelease',
  editRelease: '/admin/releases/lagos-nights',
  shows: '/admin/tour',
  newShow: '/admin/newshow',
  editShow: '/admin/tour/6f1c1f3e-8d2b-4f4a-9a53-2a4c1b0d9e77',
  site: '/admin/site',
  pages: '/admin/pages',
  activity: '/admin/activity',
  packingSlips: '/admin/packing-slips',
};

describe('the page manifest', () => {
  it('finds the page of an address, a fixed segment before a parameter, and nothing else', () => {
    for (const id of PAGE_IDS) expect(matchPage(SAMPLES[id].url)?.id, SAMPLES[id].url).toBe(id);
    expect(matchPage('/store/tee/')?.params).toEqual({ productId: 'tee' });
    expect(matchPage('/admin')?.id).toBe('admin');
    for (const url of ['/stores', '/store/a/b', '/orders', '/administrator', '/nope', '/store//x']) {
      expect(matchPage(url), url).toBeNull();
    }
  });

  it('finds the admin page of an address, within the admin', () => {
    for (const id of ADMIN_PAGE_IDS) {
      expect(matchAdminPage(ADMIN_SAMPLES[id])?.id, ADMIN_SAMPLES[id]).toBe(id);
      expect(matchPage(ADMIN_SAMPLES[id])?.id).toBe('admin');
    }
    for (const url of ['/admin', '/admin/nope', '/admin/products/a/b', '/products']) {
      expect(matchAdminPage(url), url).toBeNull();
    }
    expect(adminPagePath('editRelease', { slug: 'ọkàn' })).toBe('/admin/releases/%E1%BB%8Dk%C3%A0n');
  });

  it('builds each address from its pattern, encoding parameters', () => {
    expect(pagePath('product', { productId: 'tee & cap' })).toBe('/store/tee%20%26%20cap');
    expect(pagePath('release', { id: 'homecoming' })).toBe('/discography/homecoming');
    expect(pagePath('about')).toBe('/about');
  });
});

describe('the server follows the page manifest', () => {
  let app: FastifyInstance;
  let webDir: string;
  beforeAll(async () => {
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stagefront-pages-'));
    fs.writeFileSync(
      path.join(webDir, 'index.html'),
      '<!doctype html><title>app</title><div id="root"></div>',
    );
    app = await testApp('pglite', { webDir });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it.each(PAGE_IDS)('titles and indexes %s as the manifest says', async (id) => {
    const { url, subjectTitle } = SAMPLES[id];
    const response = await app.inject(url);
    expect(response.statusCode).toBe(200);
    const head = readHead(response.body);
    const { title, index } = PAGES[id] as { title: string | null; index: boolean };
    const expected = title ?? subjectTitle;
    expect(head.title).toBe(expected ? `${expected} — Temi Vale` : 'Temi Vale — Official Site & Store');
    expect(head.meta('robots')).toBe(index ? undefined : 'noindex');
  });

  it.each(ADMIN_PAGE_IDS)(
    'titles the admin page %s as the manifest says, and keeps it out of search',
    async (id) => {
      const response = await app.inject(ADMIN_SAMPLES[id]);
      expect(response.statusCode).toBe(200);
      const head = readHead(response.body);
      expect(head.title).toBe(`${ADMIN_PAGES[id].title} — Temi Vale`);
      expect(head.meta('robots')).toBe('noindex');
    },
  );

  it('answers an address of no page with a 404 titled as the app titles it', async () => {
    const response = await app.inject('/no-such-page');
    expect(response.statusCode).toBe(404);
    expect(readHead(response.body).title).toBe(`${NOT_FOUND_TITLE} — Temi Vale`);
  });

  it('lists the indexed pages in the sitemap and keeps robots out of the others', async () => {
    const sitemap = (await app.inject('/sitemap.xml')).body;
    const robots = (await app.inject('/robots.txt')).body;
    expect(sitemapPaths().sort()).toEqual([
      '/',
      '/about',
      '/discography',
      '/faq',
      '/privacy',
      '/returns',
      '/shipping',
      '/store',
      '/terms',
      '/tour',
    ]);
    for (const page of sitemapPaths()) expect(sitemap).toContain(`${page}</loc>`);
    expect(robotsDisallowed()).toEqual([
      '/admin',
      '/cart',
      '/login',
      '/newsletter/confirm',
      '/orders/',
      '/unsubscribe/',
    ]);
    for (const prefix of robotsDisallowed()) expect(robots).toContain(`Disallow: ${prefix}\n`);
    for (const id of PAGE_IDS.filter((page) => !PAGES[page].index)) {
      expect(
        robotsDisallowed().some((prefix) => SAMPLES[id].url.startsWith(prefix)),
        id,
      ).toBe(true);
    }
  });

  it('draws on the server every page crawlers may index, and a shopper’s own pages and the sign-in', () => {
    // What a search engine reads is what the server drew (decision 0023); a shopper's own pages and
    // the sign-in come as their frame and a skeleton (decision 0048); the staff's are the browser's.
    const drawn = PAGE_IDS.filter((id) => PAGES[id].serverRendered);
    const indexed = PAGE_IDS.filter((id) => PAGES[id].index);
    expect(drawn).toEqual([...indexed, 'cart', 'orderLookup', 'order', 'login']);
  });
});
