import fs from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { productListSchema } from '../../../domain/catalog/contract';
import { projectRoot } from '../../paths';
import { demoProducts } from '../../seed/demo-catalog';
import { describeEachEngine, testApp } from '../../testing/test-app';

describeEachEngine('catalogue API', (engine) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp(engine);
  });
  afterAll(() => app.close());

  it('lists the demo products newest first, prices in kobo, quantity the sum of the variants', async () => {
    const response = await app.inject('/api/products');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    const products = productListSchema.parse(response.json());
    expect(products).toHaveLength(demoProducts.length);
    const times = products.map((p) => Date.parse(p.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const tee = products.find((p) => p.id === 'harmattan-tour-tee');
    expect(tee?.price).toBe(1_500_000);
    expect(tee?.quantity).toBe(12 + 20 + 18 + 9 + 6 + 14 + 11 + 4);
    expect(tee?.stock).toHaveLength(tee ? tee.colors.length * tee.sizes.length : 0);
    expect(tee?.stock[0]).toEqual({ color: 'Black', size: 'S', quantity: 12 });
  });

  it('sends the catalogue as the bytes the cache made: its schema never writes it again', async () => {
    const response = await app.inject('/api/products');
    expect(response.rawPayload.equals((await app.catalog.get()).products.body)).toBe(true);
  });

  it('sends the catalogue compressed once, in the encoding the client takes, and 304 for a known ETag', async () => {
    const plain = await app.inject('/api/products');
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
      ['br;q=0, gzip;q=0.5', 'gzip', gunzipSync],
    ] as const) {
      const response = await app.inject({ url: '/api/products', headers: { 'accept-encoding': accept } });
      expect(response.headers['content-encoding'], accept).toBe(encoding);
      expect(response.headers.vary).toContain('accept-encoding');
      expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(decode(response.rawPayload).toString()).toBe(plain.body);
    }
    const again = await app.inject({
      url: '/api/products',
      headers: { 'if-none-match': String(plain.headers.etag), 'accept-encoding': 'br' },
    });
    expect(again.statusCode).toBe(304);
  });

  it('sends the security headers with API answers too', async () => {
    const response = await app.inject('/api/products');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-request-id']).toMatch(/\S/);
  });

  it('has the stock situations the shop must show: low, and out of stock', async () => {
    const products = productListSchema.parse((await app.inject('/api/products')).json());
    expect(products.some((p) => p.quantity > 0 && p.quantity <= 5)).toBe(true);
    expect(products.some((p) => p.quantity === 0)).toBe(true);
  });

  it('answers a repeated request with 304 when the ETag matches', async () => {
    const first = await app.inject('/api/products');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const second = await app.inject({ url: '/api/products', headers: { 'if-none-match': etag } });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe('');
  });

  it('serves one product by id, and a JSON 404 for an unknown id', async () => {
    const found = await app.inject('/api/products/lagos-nights-tee');
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({
      id: 'lagos-nights-tee',
      name: 'Lagos Nights Tee',
      price: 1_600_000,
    });

    const missing = await app.inject('/api/products/no-such-thing');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      error: { code: 'not_found', message: 'We could not find that product.' },
    });
  });

  it('lists collections and categories by name', async () => {
    const collections = (await app.inject('/api/collections')).json();
    expect(collections.map((c: { name: string }) => c.name)).toEqual([
      'Essentials',
      'Harmattan Tour 2025',
      'Lagos Nights',
    ]);
    const categories = (await app.inject('/api/categories')).json();
    expect(categories.map((c: { name: string }) => c.name)).toEqual(['Accessories', 'Hoodies', 'T-shirts']);
  });

  it('answers an unknown API path with a JSON 404, never the web app', async () => {
    const response = await app.inject('/api/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'not_found', message: 'Not found.' } });
  });

  it('reports health as ok and the release that answers, without telling the public what it runs on', async () => {
    const response = await app.inject('/api/health');
    expect(response.statusCode).toBe(200);
    const { version } = JSON.parse(fs.readFileSync(path.join(projectRoot, 'package.json'), 'utf8'));
    expect(response.json()).toEqual({ status: 'ok', version });
    expect(response.body).not.toContain(engine);
    expect(response.body).not.toContain(process.version);
  });
});
