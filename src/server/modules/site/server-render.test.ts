import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../testing/test-app';
import type { CatalogSnapshot } from '../catalog/cache';
import type { ContentSnapshot } from '../content/content-store';
import { guessPhone, pageRenderer, type RenderInput, serverEntryPath } from './server-render';

/**
 * A stand-in for the web build's server entry: it draws the address it was asked for, with what
 * it was handed, and counts its drawings. A url with "fail" in it throws, as a broken app would.
 */
const fakeEntry = `
globalThis.drawings = (globalThis.drawings ?? 0);
export async function render({ url, phone, catalog, content }) {
  globalThis.drawings += 1;
  if (url.includes('fail')) throw new Error('the app failed');
  return '<p>' + url + (phone ? ' phone' : ' desktop') + ' ' + (catalog ? catalog.products.length : 'no') + ' products, ' + content.site.artistName + '</p>';
}
`;

const drawings = () => (globalThis as { drawings?: number }).drawings ?? 0;

function fakeLog() {
  const errors: string[] = [];
  const log = {
    info() {},
    error(_details: unknown, message: string) {
      errors.push(message);
    },
  } as unknown as FastifyBaseLogger;
  return { log, errors };
}

const catalog = (products: number) =>
  ({
    raw: { products: Array.from({ length: products }), collections: [], categories: [] },
  }) as unknown as CatalogSnapshot;
const content = { site: { artistName: 'Temi Vale' }, releases: [] } as unknown as ContentSnapshot;

describe('drawing pages on the server', () => {
  let root: string;
  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'stagefront-ssr-'));
    fs.mkdirSync(path.join(root, 'web'));
    fs.mkdirSync(path.join(root, 'ssr'));
    fs.writeFileSync(
      path.join(root, 'web', 'index.html'),
      '<!doctype html><html><head><title>x</title></head><body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>',
    );
    fs.writeFileSync(path.join(root, 'ssr', 'entry-server.js'), fakeEntry);
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('finds the server build beside the web build', () => {
    expect(serverEntryPath(path.join(root, 'web'))).toBe(path.join(root, 'ssr', 'entry-server.js'));
  });

  it('draws the page it is asked for each time, from what it was handed: only pages as bytes are kept', async () => {
    const draw = pageRenderer(serverEntryPath(path.join(root, 'web')), fakeLog().log);
    const first = catalog(2);
    const input: RenderInput = { pathname: '/store', phone: false, catalog: first, content, keep: true };
    const before = drawings();
    const page = await draw(input);
    expect(page).toEqual({ html: '<p>/store desktop 2 products, Temi Vale</p>', catalog: first, content });
    expect((await draw({ ...input, phone: true }))?.html).toBe('<p>/store phone 2 products, Temi Vale</p>');
    // The same page again is drawn again: page-bytes.ts decides when a page is made anew, drawing and all.
    expect((await draw(input))?.html).toBe(page?.html);
    expect(drawings() - before).toBe(3);
  });

  it('leaves a page to the browser when the app fails, says so, and tries again next time', async () => {
    const { log, errors } = fakeLog();
    const draw = pageRenderer(serverEntryPath(path.join(root, 'web')), log);
    const input: RenderInput = { pathname: '/fail', phone: false, catalog: null, content, keep: true };
    const before = drawings();
    expect(await draw(input)).toBeNull();
    expect(await draw(input)).toBeNull();
    expect(drawings() - before).toBe(2);
    expect(errors).toEqual([
      'the page could not be drawn on the server',
      'the page could not be drawn on the server',
    ]);
  });

  it('leaves every page to the browser when there is no server build', async () => {
    const draw = pageRenderer(path.join(root, 'missing', 'entry-server.js'), fakeLog().log);
    expect(await draw({ pathname: '/', phone: false, catalog: null, content, keep: true })).toBeNull();
  });

  it('guesses a phone from the client hint, else from the user agent', () => {
    expect(guessPhone({ 'sec-ch-ua-mobile': '?1' })).toBe(true);
    expect(guessPhone({ 'sec-ch-ua-mobile': '?0', 'user-agent': 'Mobile Safari' })).toBe(false);
    expect(
      guessPhone({
        'user-agent':
          'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/135.0.0.0 Mobile Safari/537.36',
      }),
    ).toBe(true);
    expect(
      guessPhone({
        'user-agent':
          'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/135.0.0.0 Safari/537.36',
      }),
    ).toBe(false);
    expect(guessPhone({})).toBe(false);
  });

  describe('in the pages the server sends', () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await testApp('pglite', { webDir: path.join(root, 'web') });
    });
    afterAll(async () => app.close());

    const rootOf = (html: string) => /<div id="root"[^>]*>[\s\S]*?<\/div>/.exec(html)?.[0];

    it('puts the drawn screen in the root, with the guess of a phone for the browser', async () => {
      const phone = await app.inject({ url: '/store', headers: { 'sec-ch-ua-mobile': '?1' } });
      expect(rootOf(phone.body)).toBe(
        '<div id="root" data-phone><p>/store phone 13 products, Temi Vale</p></div>',
      );
      expect(phone.headers.vary).toContain('Sec-CH-UA-Mobile');
      const desktop = await app.inject({ url: '/about' });
      expect(rootOf(desktop.body)).toBe('<div id="root"><p>/about desktop no products, Temi Vale</p></div>');
    });

    it('draws a missing page with a 404, and leaves the staff’s pages to the browser', async () => {
      const missing = await app.inject('/store/nope');
      expect(missing.statusCode).toBe(404);
      expect(rootOf(missing.body)).toBe(
        '<div id="root"><p>/store/nope desktop 13 products, Temi Vale</p></div>',
      );
      expect(rootOf((await app.inject('/no/such/page')).body)).toContain('/no/such/page');
      for (const url of ['/admin/orders', '/login/forgot-password', '/login/new-password']) {
        expect(rootOf((await app.inject(url)).body), url).toBe('<div id="root"></div>');
      }
    });

    it('draws the shopper’s own pages and the sign-in too, so a slow phone shows more than a blank page', async () => {
      for (const [url, products] of [
        ['/cart', '13'],
        ['/orders/lookup', 'no'],
        ['/orders/SF-ABC234', 'no'],
        ['/login', 'no'],
      ] as const) {
        expect(rootOf((await app.inject(url)).body), url).toBe(
          `<div id="root"><p>${url} desktop ${products} products, Temi Vale</p></div>`,
        );
      }
    });

    it('draws an order’s page without its private key, and anew each time rather than keeping one per order', async () => {
      const url = '/orders/SF-XYZ789?key=the-private-key-of-the-order';
      const before = drawings();
      const first = await app.inject(url);
      await app.inject(url);
      expect(drawings() - before).toBe(2);
      expect(first.body).not.toContain('the-private-key-of-the-order');
      expect(rootOf(first.body)).toBe(
        '<div id="root"><p>/orders/SF-XYZ789 desktop no products, Temi Vale</p></div>',
      );
      // The look-up's one page is kept, as the public pages are.
      await app.inject('/orders/lookup');
      const kept = drawings();
      await app.inject('/orders/lookup');
      expect(drawings()).toBe(kept);
    });
  });
});
