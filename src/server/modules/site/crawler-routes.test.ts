import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema';
import { demoProducts } from '../../seed/demo-catalog';
import { testApp } from '../../testing/test-app';

const publicUrl = 'https://temivale.example';

describe('robots.txt and sitemap.xml', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    // No web build at all: crawlers still get both files.
    app = await testApp('pglite', { publicUrl });
  });
  afterAll(() => app.close());

  it('lets crawlers in, keeps them out of the private pages and the API, and names the sitemap', async () => {
    const response = await app.inject('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /admin',
        'Disallow: /cart',
        'Disallow: /login',
        'Disallow: /newsletter/confirm',
        'Disallow: /orders/',
        'Disallow: /unsubscribe/',
        'Disallow: /api/',
        '',
        `Sitemap: ${publicUrl}/sitemap.xml`,
        '',
      ].join('\n'),
    );
  });

  it('lists the site pages, every release and every product, with their dates', async () => {
    const response = await app.inject('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    const body = response.body;
    expect(body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');

    const locs = [...body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    for (const page of ['/', '/about', '/store', '/discography', '/tour'])
      expect(locs).toContain(`${publicUrl}${page}`);
    expect(locs).not.toContain(`${publicUrl}/cart`);
    expect(locs.filter((loc) => loc?.includes('/discography/'))).toHaveLength(
      (await app.content.get()).releases.length,
    );
    expect(locs.filter((loc) => loc?.includes('/store/'))).toHaveLength(demoProducts.length);

    expect(body).toContain(
      `<url><loc>${publicUrl}/discography/harmattan</loc><lastmod>2020-12-04</lastmod></url>`,
    );
    expect(body).toContain(
      `<url><loc>${publicUrl}/store/harmattan-tour-tee</loc><lastmod>2025-11-14</lastmod></url>`,
    );
  });

  it('follows the catalogue: a product added later appears once the cache is invalidated', async () => {
    await app.database.db.insert(products).values({
      id: 'tee & "friends"',
      name: 'Tee',
      priceKobo: 100,
      collectionId: 'essentials',
      createdAt: new Date('2026-01-02T03:04:05Z'),
    });
    app.catalog.invalidate();
    const body = (await app.inject('/sitemap.xml')).body;
    expect(body).toContain(
      `<loc>${publicUrl}/store/tee%20%26%20%22friends%22</loc><lastmod>2026-01-02</lastmod>`,
    );
  });
});
