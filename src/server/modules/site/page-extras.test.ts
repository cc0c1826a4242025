import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../testing/test-app';

const catalogIn = (html: string) => {
  const match = /<script id="page-data" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
  return match?.[1] ? JSON.parse(match[1]).catalog : null;
};

describe('what a page carries besides its head', () => {
  let app: FastifyInstance;
  let webDir: string;
  beforeAll(async () => {
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stagefront-web-'));
    fs.writeFileSync(
      path.join(webDir, 'index.html'),
      '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>',
    );
    app = await testApp('pglite', { webDir });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  // A release page shows the merch made for it (decision 0061).
  it.each(['/', '/store', '/store/harmattan-tour-tee', '/store/nope', '/cart', '/discography/okan'])(
    '%s carries the catalogue',
    async (url) => {
      const catalog = catalogIn((await app.inject(url)).body);
      expect(catalog.products).toHaveLength(13);
      expect(catalog.collections).toHaveLength(3);
      expect(catalog.categories).toHaveLength(3);
      expect(catalog.products[0].id).toBe('harmattan-tour-tee');
    },
  );

  it.each(['/about', '/discography', '/login', '/nope'])('%s does not', async (url) => {
    expect(catalogIn((await app.inject(url)).body)).toBeNull();
  });

  const contentIn = (html: string) => {
    const match = /<script id="page-data" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
    return match?.[1] ? JSON.parse(match[1]).content : null;
  };

  it.each(['/store', '/about', '/login', '/nope'])(
    '%s carries the site settings but not the discography',
    async (url) => {
      const content = contentIn((await app.inject(url)).body);
      expect(content.site.artistName).toBeTruthy();
      expect(content.releases).toBeNull();
    },
  );

  it.each(['/', '/discography', '/discography/okan'])('%s carries the discography too', async (url) => {
    const content = contentIn((await app.inject(url)).body);
    expect(content.site.artistName).toBeTruthy();
    expect(content.releases.length).toBeGreaterThan(0);
  });

  it('carries its data in one script element', async () => {
    const html = (await app.inject('/store')).body;
    expect(html.match(/<script id="page-data"/g)).toHaveLength(1);
    expect(html).not.toContain('id="catalog-data"');
    expect(html).not.toContain('id="content-data"');
  });

  it('preloads the hero for every colour scheme and width on the home page', async () => {
    const html = (await app.inject('/')).body;
    const preloads = html.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
    expect(preloads).toHaveLength(4);
    expect(preloads.join('\n')).toContain('media="(max-width: 768px) and (prefers-color-scheme: dark)"');
  });

  it("preloads a product's first photo at both widths", async () => {
    const html = (await app.inject('/store/harmattan-tour-tee')).body;
    expect(html).toContain(
      'imagesrcset="/media/products/harmattan-tour-tee-1-480.webp 480w, /media/products/harmattan-tour-tee-1-960.webp 960w"',
    );
  });

  it('cannot be broken out of by a product name', async () => {
    const { products } = await import('../../db/schema');
    const { eq } = await import('drizzle-orm');
    await app.database.db
      .update(products)
      .set({ name: '</script><script>alert(1)</script>' })
      .where(eq(products.id, 'signature-dad-cap'));
    app.catalog.invalidate();
    const html = (await app.inject('/store')).body;
    expect(html).not.toContain('<script>alert(1)');
    expect(catalogIn(html).products.find((p: { id: string }) => p.id === 'signature-dad-cap').name).toBe(
      '</script><script>alert(1)</script>',
    );
  });
});
