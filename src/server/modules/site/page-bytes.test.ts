import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { products } from '../../db/schema';
import { freshDatabase, testConfig } from '../../testing/test-app';
import { setStock } from '../../testing/variant-stock';
import { type PageBody, PageBytes, type PageSources } from './page-bytes';

/** A stand-in for the web build's server entry that counts its drawings. */
const fakeEntry = `
globalThis.pageDrawings = (globalThis.pageDrawings ?? 0);
export async function render({ url, phone }) {
  globalThis.pageDrawings += 1;
  return '<main><h1>' + url + (phone ? ' phone' : ' desktop') + '</h1>' + '<p>Official merch.</p>'.repeat(80) + '</main>';
}
`;
const drawings = () => (globalThis as { pageDrawings?: number }).pageDrawings ?? 0;

describe('pages kept as bytes', () => {
  let root: string;
  let app: FastifyInstance;
  const pages = new PageBytes({ freshMs: 0 });
  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'stagefront-bytes-'));
    fs.mkdirSync(path.join(root, 'web'));
    fs.mkdirSync(path.join(root, 'ssr'));
    fs.writeFileSync(
      path.join(root, 'web', 'index.html'),
      '<!doctype html><html><head><title>x</title></head><body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>',
    );
    fs.writeFileSync(path.join(root, 'ssr', 'entry-server.js'), fakeEntry);
    const database = await freshDatabase('pglite');
    app = await buildApp(testConfig({ webDir: path.join(root, 'web') }), { database, pageBytes: pages });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ url, headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64)', ...headers } });

  it('draws, assembles and compresses a page once; the next request is sent the same bytes', async () => {
    const first = await get('/store', { 'accept-encoding': 'br' });
    expect(first.statusCode).toBe(200);
    const before = { drawings: drawings(), ...pages.stats };
    const again = await get('/store', { 'accept-encoding': 'br' });
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(drawings()).toBe(before.drawings);
    expect(pages.stats).toEqual({ assembled: before.assembled, compressed: before.compressed });
  });

  it('answers a request holding the page’s ETag with a 304 and no body', async () => {
    const page = await get('/store');
    const etag = String(page.headers.etag);
    expect(etag).toMatch(/^"[\w-]{20}"$/);
    const unchanged = await get('/store', { 'if-none-match': etag });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    expect(unchanged.headers.etag).toBe(etag);
    expect((await get('/store', { 'if-none-match': '"something-else"' })).statusCode).toBe(200);
  });

  it('sends Brotli, gzip or the page itself, as the browser takes it, all the same page', async () => {
    const plain = await get('/discography');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding, Sec-CH-UA-Mobile, User-Agent');
    const br = await get('/discography', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await get('/discography', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(gzip.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
  });

  it('keeps a phone’s page apart from a desktop’s', async () => {
    const phone = await get('/store', { 'sec-ch-ua-mobile': '?1' });
    const desktop = await get('/store', { 'sec-ch-ua-mobile': '?0' });
    expect(phone.body).toContain('/store phone');
    expect(desktop.body).toContain('/store desktop');
  });

  it('assembles a page again once the catalogue changes (a sale, an edit)', async () => {
    await get('/store');
    const before = pages.stats.assembled;
    app.catalog.invalidate();
    await get('/store');
    expect(pages.stats.assembled).toBe(before + 1);
  });

  it('assembles concurrent requests for a page once', async () => {
    app.catalog.invalidate();
    const before = pages.stats.assembled;
    const answers = await Promise.all(Array.from({ length: 8 }, () => get('/discography')));
    expect(new Set(answers.map((answer) => answer.headers.etag)).size).toBe(1);
    expect(pages.stats.assembled).toBe(before + 1);
  });

  it('keeps no bytes for an address the site does not have', async () => {
    const before = pages.stats.assembled;
    expect((await get('/no/such/page')).statusCode).toBe(404);
    expect((await get('/no/such/page')).statusCode).toBe(404);
    expect(pages.stats.assembled).toBe(before + 2);
  });
});

/** A stand-in that draws the tee's name and stock from the catalogue it was handed, and counts its drawings. */
const stockEntry = `
export async function render({ url, catalog }) {
  globalThis.stockDrawings = (globalThis.stockDrawings ?? 0) + 1;
  const tee = catalog && catalog.products.find((product) => product.id === 'harmattan-tour-tee');
  return '<p>' + url + ': ' + (tee ? tee.name + ', ' + tee.quantity + ' left' : 'no tee') + '</p>';
}
`;
const stockDrawings = () => (globalThis as { stockDrawings?: number }).stockDrawings ?? 0;

describe('one rule for when a page is made again, drawing and all', () => {
  const TEE = { productId: 'harmattan-tour-tee', color: 'Black', size: 'M' };
  let root: string;
  let app: FastifyInstance;
  let clock = 0;
  const pages = new PageBytes({ freshMs: 1000, now: () => clock });
  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'stagefront-rule-'));
    fs.mkdirSync(path.join(root, 'web'));
    fs.mkdirSync(path.join(root, 'ssr'));
    fs.writeFileSync(
      path.join(root, 'web', 'index.html'),
      '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>',
    );
    fs.writeFileSync(path.join(root, 'ssr', 'entry-server.js'), stockEntry);
    const database = await freshDatabase('pglite');
    app = await buildApp(testConfig({ webDir: path.join(root, 'web') }), { database, pageBytes: pages });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  const drawn = async () => /<p>\/store: [^<]*<\/p>/.exec((await app.inject('/store')).body)?.[0];

  it('draws a page again at most once a second during sales, and at once after an edit', async () => {
    await setStock(app, TEE, 9);
    app.catalog.stockMoved();
    const before = stockDrawings();
    const quantity = async () => (await app.catalog.get()).productById.get(TEE.productId)?.product.quantity;
    const first = await drawn();
    expect(first).toBe(`<p>/store: Harmattan Tour Tee, ${await quantity()} left</p>`);

    // A sale 500 ms later: the page stands as drawn, with the catalogue it was drawn from.
    clock = 500;
    await setStock(app, TEE, 8);
    app.catalog.stockMoved();
    expect(await drawn()).toBe(first);
    expect(stockDrawings() - before).toBe(1);

    // A second on, the next request draws it from the catalogue of the moment, once.
    clock = 1000;
    const now = `<p>/store: Harmattan Tour Tee, ${await quantity()} left</p>`;
    expect(now).not.toBe(first);
    expect(await drawn()).toBe(now);
    expect(await drawn()).toBe(now);
    expect(stockDrawings() - before).toBe(2);

    // Staff rename the product 100 ms later: the page is drawn again at once, never a second late.
    clock = 1100;
    await app.database.db
      .update(products)
      .set({ name: 'Harmattan Tee' })
      .where(eq(products.id, TEE.productId));
    app.catalog.invalidate();
    expect(await drawn()).toMatch(/^<p>\/store: Harmattan Tee, \d+ left<\/p>$/);
    expect(stockDrawings() - before).toBe(3);
  });
});

describe('a kept page while it is assembled again', () => {
  it('is sent as it was to the requests meanwhile, and the new one after', async () => {
    let clock = 0;
    const pages = new PageBytes({ freshMs: 1000, now: () => clock });
    const before = { catalog: {}, content: {} } as unknown as PageSources;
    const page = (html: string) => async (latest: PageSources) => ({
      ...latest,
      status: 200,
      html,
      keep: true,
    });
    const sources = (latest: PageSources) => async () => latest;
    const text = async (answer: Promise<PageBody>) => (await answer).body.toString();
    const version = { content: before.content, catalogEdits: 0 };
    expect(
      await text(pages.page('phone /store', version, sources(before), page('<p>before the sale</p>'))),
    ).toBe('<p>before the sale</p>');

    clock = 1500; // past the second: the next request reads the latest catalogue, which is new
    const after = { catalog: {}, content: before.content } as unknown as PageSources;
    let read: () => void = () => {};
    const reading = new Promise<void>((resolve) => {
      read = resolve;
    });
    const slowly = async () => {
      await reading;
      return after;
    };
    const first = pages.page('phone /store', version, slowly, page('<p>after the sale</p>'));
    // While the catalogue is read again, requests are not held up: they get the page before.
    const meanwhile = pages.page('phone /store', version, slowly, page('<p>never drawn</p>'));
    expect(await text(meanwhile)).toBe('<p>before the sale</p>');
    read();
    expect(await text(first)).toBe('<p>after the sale</p>');
    expect(await text(pages.page('phone /store', version, sources(after), page('<p>never drawn</p>')))).toBe(
      '<p>after the sale</p>',
    );
    expect(pages.stats.assembled).toBe(2);
  });

  it('is never sent a second late after an edit, only after sales', async () => {
    let clock = 0;
    const pages = new PageBytes({ freshMs: 1000, now: () => clock });
    const content = {};
    const sold = { catalog: {}, content } as unknown as PageSources;
    const edited = { catalog: {}, content } as unknown as PageSources;
    const page = (html: string) => async (latest: PageSources) => ({
      ...latest,
      status: 200,
      html,
      keep: true,
    });
    const text = async (answer: Promise<PageBody>) => (await answer).body.toString();
    const v0 = { content: content as PageSources['content'], catalogEdits: 0 };
    await pages.page('desktop /store', v0, async () => sold, page('<p>price ₦12,500</p>'));
    clock = 500;
    // A sale since: the page a moment old is sent as it is.
    expect(await text(pages.page('desktop /store', v0, async () => sold, page('<p>never</p>')))).toBe(
      '<p>price ₦12,500</p>',
    );
    // Staff changed the price: the next request gets the new page at once.
    const v1 = { ...v0, catalogEdits: 1 };
    expect(
      await text(pages.page('desktop /store', v1, async () => edited, page('<p>price ₦13,000</p>'))),
    ).toBe('<p>price ₦13,000</p>');
  });
});
