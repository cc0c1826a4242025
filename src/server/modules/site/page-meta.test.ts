import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, variants } from '../../db/schema';
import { readHead } from '../../testing/html-head';
import { testApp } from '../../testing/test-app';

const publicUrl = 'https://temivale.example';

/** Shaped like src/web/index.html after a build: its own title and description, scripts in the head. */
const indexHtml = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Temi Vale — Official Site &amp; Store</title>
    <meta name="description" content="The app's own description." />
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('page heads in the first HTML response', () => {
  let app: FastifyInstance;
  let webDir: string;
  /** A page, asked for at the public address, as a browser there would. */
  const get = (url: string) => app.inject({ url, headers: { host: new URL(publicUrl).host } });
  beforeAll(async () => {
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stagefront-meta-'));
    fs.writeFileSync(path.join(webDir, 'index.html'), indexHtml);
    app = await testApp('pglite', { webDir, publicUrl });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it('gives a single its title, description, canonical link, social tags and a MusicRecording', async () => {
    const response = await get('/discography/lagos-nights');
    expect(response.statusCode).toBe(200);
    const page = readHead(response.body);
    const description = 'Explore the details of the Single "Lagos Nights" released on March 8, 2024.';
    expect(page.title).toBe('Lagos Nights — Temi Vale');
    expect(page.meta('description')).toBe(description);
    expect(page.canonical).toBe(`${publicUrl}/discography/lagos-nights`);
    expect(page.meta('og:title')).toBe('Lagos Nights — Temi Vale');
    expect(page.meta('og:description')).toBe(description);
    expect(page.meta('og:type')).toBe('music.song');
    expect(page.meta('og:url')).toBe(`${publicUrl}/discography/lagos-nights`);
    expect(page.meta('og:image')).toBe(`${publicUrl}/media/covers/lagos-nights-600.webp`);
    expect(page.meta('og:site_name')).toBe('Temi Vale');
    expect(page.meta('twitter:card')).toBe('summary_large_image');
    expect(page.meta('twitter:image')).toBe(`${publicUrl}/media/covers/lagos-nights-600.webp`);
    expect(page.jsonLd()).toEqual({
      '@context': 'https://schema.org',
      '@type': 'MusicRecording',
      name: 'Lagos Nights',
      byArtist: { '@type': 'MusicGroup', name: 'Temi Vale' },
      datePublished: '2024-03-08',
      image: `${publicUrl}/media/covers/lagos-nights-600.webp`,
      url: `${publicUrl}/discography/lagos-nights`,
    });
  });

  it('replaces the app title and description instead of adding a second one', async () => {
    const { body } = await get('/discography/lagos-nights');
    expect(body.match(/<title>/g)).toHaveLength(1);
    expect(body.match(/<meta name="description"/g)).toHaveLength(1);
    expect(body).not.toContain("The app's own description.");
    expect(body).toContain('<script type="module" crossorigin src="/assets/index-abc123.js"></script>');
    expect(body.indexOf('rel="canonical"')).toBeLessThan(body.indexOf('</head>'));
  });

  it('gives an EP a MusicAlbum with its track list', async () => {
    const page = readHead((await get('/discography/harmattan')).body);
    expect(page.title).toBe('Harmattan — Temi Vale');
    expect(page.meta('description')).toBe(
      'Explore the details of the EP "Harmattan" released on December 4, 2020.',
    );
    expect(page.meta('og:type')).toBe('music.album');
    expect(page.meta('og:image')).toBe(`${publicUrl}/media/covers/harmattan-600.webp`);
    const album = page.jsonLd();
    expect(album).toMatchObject({
      '@type': 'MusicAlbum',
      name: 'Harmattan',
      byArtist: { '@type': 'MusicGroup', name: 'Temi Vale' },
      datePublished: '2020-12-04',
      url: `${publicUrl}/discography/harmattan`,
    });
    const tracks = album.track as Array<Record<string, unknown>>;
    expect(tracks[0]).toEqual({
      '@type': 'MusicRecording',
      position: 1,
      name: 'Dust & Gold',
      byArtist: { '@type': 'MusicGroup', name: 'Temi Vale' },
    });
    expect(tracks[2]).toMatchObject({ name: 'Cold Mornings', byArtist: { name: 'Temi Vale ft. Kora' } });
    expect(album.numTracks).toBe(tracks.length);
  });

  it('gives a product its summary, price, images and a Product with an Offer', async () => {
    const response = await get('/store/harmattan-tour-tee');
    expect(response.statusCode).toBe(200);
    const page = readHead(response.body);
    expect(page.title).toBe('Harmattan Tour Tee — Temi Vale');
    expect(page.meta('description')).toBe('Heavyweight cotton tee from the Harmattan Tour. ₦15,000.');
    expect(page.canonical).toBe(`${publicUrl}/store/harmattan-tour-tee`);
    expect(page.meta('og:title')).toBe('Harmattan Tour Tee — Temi Vale');
    expect(page.meta('og:type')).toBe('product');
    expect(page.meta('og:image')).toBe(`${publicUrl}/media/products/harmattan-tour-tee-1-960.webp`);
    expect(page.meta('twitter:title')).toBe('Harmattan Tour Tee — Temi Vale');
    const product = page.jsonLd();
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Harmattan Tour Tee',
      sku: 'harmattan-tour-tee',
      brand: { '@type': 'Brand', name: 'Temi Vale' },
      image: [
        `${publicUrl}/media/products/harmattan-tour-tee-1-960.webp`,
        `${publicUrl}/media/products/harmattan-tour-tee-2-960.webp`,
      ],
      offers: {
        '@type': 'Offer',
        priceCurrency: 'NGN',
        price: '15000.00',
        availability: 'https://schema.org/InStock',
        url: `${publicUrl}/store/harmattan-tour-tee`,
      },
    });
    expect(product.description).toContain('Heavyweight cotton tee from the Harmattan Tour.');
  });

  it('marks a sold-out product OutOfStock', async () => {
    const product = readHead((await get('/store/lagos-nights-pin-set')).body).jsonLd();
    expect(product.offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
  });

  it.each(['/discography/no-such-release', '/store/no-such-product', '/no/such/page'])(
    'answers %s with the app, a 404 status and noindex',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root">');
      const page = readHead(response.body);
      expect(page.title).toBe('Page not found — Temi Vale');
      expect(page.meta('robots')).toBe('noindex');
      expect(page.canonical).toBe('');
    },
  );

  it.each([
    ['/', 'Temi Vale — Official Site & Store'],
    ['/store', 'Official Shop — Temi Vale'],
    ['/discography', 'Discography — Temi Vale'],
    ['/about', 'About — Temi Vale'],
  ])('gives the site page %s its title, the site description and a canonical link', async (url, title) => {
    const page = readHead((await get(url)).body);
    expect(page.title).toBe(title);
    expect(page.meta('description')).toBe(
      'The official home of Temi Vale: new music, videos, the full discography and the official merch store.',
    );
    expect(page.canonical).toBe(url === '/' ? `${publicUrl}/` : `${publicUrl}${url}`);
    expect(page.meta('og:title')).toBe(title);
    expect(page.meta('og:type')).toBe('website');
    expect(page.meta('robots')).toBeUndefined();
  });

  it.each([
    ['/', `${publicUrl}/media/hero/hero-light-desktop-1600.webp`, 'Temi Vale'],
    ['/store', `${publicUrl}/media/hero/hero-light-desktop-1600.webp`, 'Temi Vale'],
    ['/discography', `${publicUrl}/media/hero/hero-light-desktop-1600.webp`, 'Temi Vale'],
    ['/about', `${publicUrl}/media/hero/hero-light-desktop-1600.webp`, 'Temi Vale'],
    ['/discography/okan', `${publicUrl}/media/covers/okan-600.webp`, 'Okan cover'],
    [
      '/store/harmattan-tour-tee',
      `${publicUrl}/media/products/harmattan-tour-tee-1-960.webp`,
      'Harmattan Tour Tee',
    ],
  ])('gives %s a share picture at an absolute address, with words for it', async (url, image, alt) => {
    const page = readHead((await get(url)).body);
    expect(page.meta('og:image')).toBe(image);
    expect(page.meta('og:image:alt')).toBe(alt);
    expect(page.meta('twitter:card')).toBe('summary_large_image');
    expect(page.meta('twitter:image')).toBe(image);
  });

  it('gives the hero its size where it is the built-in art', async () => {
    const page = readHead((await get('/')).body);
    expect(page.meta('og:image:width')).toBe('1600');
    expect(page.meta('og:image:height')).toBe('900');
  });

  it.each(['/cart', '/login', '/admin', '/admin/products'])('keeps %s out of search results', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    const page = readHead(response.body);
    expect(page.meta('robots')).toBe('noindex');
    expect(page.canonical).toBe('');
  });

  it('escapes a product name and description that hold markup, in tags and in JSON-LD', async () => {
    const name = `Evil </script><script>alert("x")</script> "quoted" 'tee' & co`;
    const description = '<img src=x onerror=alert(1)>\nSecond line.';
    await app.database.db.insert(products).values({
      id: 'evil-tee',
      name,
      description,
      priceKobo: 1_234_550,
      imageUrls: ['/media/products/evil-"tee".webp'],
      collectionId: 'essentials',
    });
    await app.database.db
      .insert(variants)
      .values({ productId: 'evil-tee', color: 'Black', size: 'M', quantity: 0 });
    app.catalog.invalidate();

    const response = await get('/store/evil-tee');
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('<script>alert');
    expect(response.body).not.toContain('<img src=x');
    // The module script of the app, the JSON-LD and the page's data (catalogue and content): no
    // fourth script element appeared.
    expect(response.body.match(/<\/script>/g)).toHaveLength(3);

    const page = readHead(response.body);
    expect(page.title).toBe(`${name} — Temi Vale`);
    expect(page.meta('og:title')).toBe(`${name} — Temi Vale`);
    expect(page.meta('description')).toBe('<img src=x onerror=alert(1)>. ₦12,345.50.');
    expect(page.meta('og:image')).toBe(`${publicUrl}/media/products/evil-"tee".webp`);
    const product = page.jsonLd();
    expect(product.name).toBe(name);
    expect(product.offers).toMatchObject({
      price: '12345.50',
      availability: 'https://schema.org/OutOfStock',
    });
  });
});
