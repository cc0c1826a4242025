import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ProductInputBody } from '../../../domain/catalog/admin';
import { productListSchema, productSchema } from '../../../domain/catalog/contract';
import { releaseSchema } from '../../../domain/content/releases-contract';
import { signedInHeaders, staffApp } from '../../testing/staff';
import { describeEachEngine } from '../../testing/test-app';

const poster: ProductInputBody = {
  name: 'Homecoming Poster',
  price: 900_000,
  collection: 'essentials',
  colors: ['Full Colour'],
  sizes: ['A2'],
  stock: [{ color: 'Full Colour', size: 'A2', quantity: 4 }],
  release: 'homecoming',
};

describeEachEngine('merch made for a release', (engine) => {
  let app: FastifyInstance;
  let headers: { cookie: string; origin: string };
  beforeAll(async () => {
    app = await staffApp(engine, { demoContent: true });
    headers = await signedInHeaders(app);
  });
  afterAll(() => app.close());

  /** What a release page lists: the shop's products made for that release. */
  async function merchFor(slug: string) {
    const products = productListSchema.parse((await app.inject('/api/products')).json());
    return products.filter((product) => product.release?.slug === slug).map((product) => product.id);
  }

  async function save(id: string, patch: Partial<ProductInputBody>) {
    const { version, ...product } = (await app.inject({ url: `/api/admin/products/${id}`, headers })).json();
    const body = { ...product, category: product.category, release: product.release?.slug ?? null };
    return app.inject({
      method: 'PUT',
      url: `/api/admin/products/${id}`,
      headers,
      payload: { ...body, version, ...patch },
    });
  }

  it('links the demo merch to its releases', async () => {
    expect(await merchFor('lagos-nights')).toEqual(
      expect.arrayContaining(['lagos-nights-tee', 'lagos-nights-zip-hoodie', 'lagos-nights-poster']),
    );
    const tee = productSchema.parse((await app.inject('/api/products/harmattan-tour-tee')).json());
    expect(tee.release).toEqual({ slug: 'harmattan', title: 'Harmattan' });
    const socks = productSchema.parse((await app.inject('/api/products/essentials-crew-socks')).json());
    expect(socks.release).toBeNull();
  });

  it('keeps the release of a product read and saved back as the API answered it', async () => {
    const url = '/api/admin/products/harmattan-tour-tee';
    const {
      id: _,
      quantity: __,
      stock: ___,
      createdAt: ____,
      ...fields
    } = (await app.inject({ url, headers })).json();
    const saved = await app.inject({
      method: 'PUT',
      url,
      headers,
      payload: { ...fields, description: 'Reprinted.' },
    });
    expect(saved.statusCode).toBe(200);
    expect(productSchema.parse(saved.json()).release).toEqual({ slug: 'harmattan', title: 'Harmattan' });
  });

  it('saves a product with its release and answers it with the release title, to staff and shoppers', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers,
      payload: poster,
    });
    expect(created.statusCode).toBe(201);
    expect(productSchema.parse(created.json()).release).toEqual({ slug: 'homecoming', title: 'Homecoming' });
    const shop = productSchema.parse((await app.inject('/api/products/homecoming-poster')).json());
    expect(shop.release).toEqual({ slug: 'homecoming', title: 'Homecoming' });
    expect(await merchFor('homecoming')).toEqual(['homecoming-poster']);

    // None takes it off the release.
    expect((await save('homecoming-poster', { release: null })).statusCode).toBe(200);
    expect(await merchFor('homecoming')).toEqual([]);
    expect((await save('homecoming-poster', { release: 'homecoming' })).statusCode).toBe(200);
    expect(await merchFor('homecoming')).toEqual(['homecoming-poster']);
  });

  it('refuses a release that does not exist, with a clear message on the field', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers,
      payload: { ...poster, name: 'Ghost Tee', release: 'no-such-release' },
    });
    expect(created.statusCode).toBe(400);
    expect(created.json().error.fields).toEqual({ release: 'Choose one of the releases, or none.' });
    const saved = await save('lagos-nights-tee', { release: 'no-such-release' });
    expect(saved.statusCode).toBe(400);
    expect(saved.json().error.fields).toEqual({ release: 'Choose one of the releases, or none.' });
  });

  it('leaves hidden and archived merch off the release page', async () => {
    expect(await merchFor('lagos-nights')).toContain('lagos-nights-poster');
    expect((await save('lagos-nights-poster', { hidden: true })).statusCode).toBe(200);
    expect(await merchFor('lagos-nights')).not.toContain('lagos-nights-poster');
    const archived = await app.inject({
      method: 'POST',
      url: '/api/admin/products/lagos-nights-zip-hoodie/archive',
      headers,
    });
    expect(archived.statusCode).toBeLessThan(300);
    expect(await merchFor('lagos-nights')).not.toContain('lagos-nights-zip-hoodie');
    expect(await merchFor('lagos-nights')).toContain('lagos-nights-tee');
  });

  it('follows a release to its new address, and lets go of it when the release is deleted', async () => {
    const url = '/api/admin/releases/homecoming';
    const release = releaseSchema.parse((await app.inject({ url, headers })).json());
    await merchFor('homecoming'); // warm the shop's cache: the release's save must empty it
    const renamed = { ...release, slug: 'homecoming-deluxe', title: 'Homecoming (Deluxe)' };
    expect((await app.inject({ method: 'PUT', url, headers, payload: renamed })).statusCode).toBe(200);
    const moved = productSchema.parse((await app.inject('/api/products/homecoming-poster')).json());
    expect(moved.release).toEqual({ slug: 'homecoming-deluxe', title: 'Homecoming (Deluxe)' });

    const deleted = await app.inject({
      method: 'DELETE',
      url: '/api/admin/releases/homecoming-deluxe',
      headers,
    });
    expect(deleted.statusCode).toBe(204);
    const left = productSchema.parse((await app.inject('/api/products/homecoming-poster')).json());
    expect(left.release).toBeNull();
  });
});
