import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ProductInputBody } from '../../../domain/catalog/admin';
import { productListSchema, productSchema } from '../../../domain/catalog/contract';
import { signedInHeaders, staffApp } from '../../testing/staff';
import { describeEachEngine } from '../../testing/test-app';

const tee: ProductInputBody = {
  name: 'Encore Tee',
  description: 'Printed after the last show.',
  price: 1_250_000,
  collection: 'essentials',
  category: 't-shirts',
  colors: ['Black', 'White'],
  sizes: ['S', 'M', 'L'],
  stock: [
    { color: 'Black', size: 'S', quantity: 3 },
    { color: 'Black', size: 'M', quantity: 5 },
    { color: 'White', size: 'L', quantity: 2 },
  ],
  imageUrls: ['/uploads/encore-1-960.webp', '/uploads/encore-2-960.webp'],
};

describeEachEngine('admin products API', (engine) => {
  let app: FastifyInstance;
  let headers: { cookie: string; origin: string };
  beforeAll(async () => {
    app = await staffApp(engine);
    headers = await signedInHeaders(app);
  });
  afterAll(() => app.close());

  async function publicProducts() {
    return productListSchema.parse((await app.inject('/api/products')).json());
  }

  it('lists the products in the shop API shape', async () => {
    const response = await app.inject({ url: '/api/admin/products', headers });
    expect(response.statusCode).toBe(200);
    const products = productListSchema.parse(response.json());
    expect(products).toEqual(await publicProducts());
  });

  it('creates, edits and deletes a product, with stock per variant, and the shop follows', async () => {
    await publicProducts(); // warm the cache: the write must empty it

    const created = await app.inject({ method: 'POST', url: '/api/admin/products', headers, payload: tee });
    expect(created.statusCode).toBe(201);
    const product = productSchema.parse(created.json());
    expect(product).toMatchObject({
      id: 'encore-tee',
      name: 'Encore Tee',
      price: 1_250_000,
      collection: 'essentials',
      category: 't-shirts',
      quantity: 10,
      imageUrls: tee.imageUrls,
    });
    // The whole colour × size grid, in the product's order, 0 where nothing was given.
    expect(product.stock).toEqual([
      { color: 'Black', size: 'S', quantity: 3 },
      { color: 'Black', size: 'M', quantity: 5 },
      { color: 'Black', size: 'L', quantity: 0 },
      { color: 'White', size: 'S', quantity: 0 },
      { color: 'White', size: 'M', quantity: 0 },
      { color: 'White', size: 'L', quantity: 2 },
    ]);
    expect((await publicProducts()).find((p) => p.id === 'encore-tee')).toEqual(product);
    expect((await app.inject('/api/products/encore-tee')).statusCode).toBe(200);

    // A save names the version it was loaded at, and never carries stock: a grid sent along is ignored.
    const { version } = (await app.inject({ url: '/api/admin/products/encore-tee', headers })).json();
    const edit = {
      ...tee,
      price: 1_400_000,
      colors: ['White'],
      stock: [{ color: 'White', size: 'S', quantity: 7 }],
      version,
    };
    // Removing Black would lose the units it holds: refused until staff say why they are written off.
    const refused = await app.inject({
      method: 'PUT',
      url: '/api/admin/products/encore-tee',
      headers,
      payload: edit,
    });
    expect(refused.statusCode).toBe(409);
    const writeOff =
      'Black, S holds 3; Black, M holds 5. Give a reason to write these units off, or keep the colour and size.';
    expect(refused.json()).toEqual({
      error: { code: 'stock_would_be_written_off', message: writeOff, fields: { writeOffReason: writeOff } },
    });
    expect((await publicProducts()).find((p) => p.id === 'encore-tee')).toEqual(product);

    const edited = await app.inject({
      method: 'PUT',
      url: '/api/admin/products/encore-tee',
      headers,
      payload: { ...edit, writeOffReason: 'Misprinted run, destroyed' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      id: 'encore-tee',
      price: 1_400_000,
      quantity: 2,
      version: version + 1,
    });
    const shown = (await publicProducts()).find((p) => p.id === 'encore-tee');
    expect(shown?.price).toBe(1_400_000);
    expect(shown?.stock).toEqual([
      { color: 'White', size: 'S', quantity: 0 },
      { color: 'White', size: 'M', quantity: 0 },
      { color: 'White', size: 'L', quantity: 2 },
    ]);
    expect(shown?.createdAt).toBe(product.createdAt);
    const history = await app.inject({
      url: '/api/admin/products/encore-tee/stock/history?color=Black&size=M',
      headers,
    });
    expect(history.json().movements).toMatchObject([
      { kind: 'written_off', delta: -5, quantityAfter: 0, note: 'Misprinted run, destroyed' },
      { kind: 'received', delta: 5, quantityAfter: 5, note: 'Starting stock' },
    ]);

    const deleted = await app.inject({ method: 'DELETE', url: '/api/admin/products/encore-tee', headers });
    expect(deleted.statusCode).toBe(204);
    expect((await publicProducts()).some((p) => p.id === 'encore-tee')).toBe(false);
    expect((await app.inject('/api/products/encore-tee')).statusCode).toBe(404);

    const again = await app.inject({ method: 'DELETE', url: '/api/admin/products/encore-tee', headers });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({
      error: { code: 'not_found', message: 'We could not find that product.' },
    });
  });

  it('keeps the photo of each colour, and refuses one that is not the product’s', async () => {
    const colorImages = { White: '/uploads/encore-2-960.webp' };
    const created = await app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers,
      payload: { ...tee, name: 'Colour Photo Tee', colorImages },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json() as { id: string };
    const shown = (await publicProducts()).find((product) => product.id === id);
    expect(shown?.colorImages).toEqual(colorImages);

    const refused = await app.inject({
      method: 'PUT',
      url: `/api/admin/products/${id}`,
      headers,
      payload: {
        ...tee,
        version: 1,
        colorImages: { Black: '/uploads/someone-else-960.webp', Pink: '/uploads/encore-1-960.webp' },
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({
      'colorImages.Black': 'Choose one of the product’s photos.',
      'colorImages.Pink': 'Not one of the colours.',
    });
    await app.inject({ method: 'DELETE', url: `/api/admin/products/${id}`, headers });
  });

  it('renames a colour and a size keeping their stock, history and photo, and refuses a name in use', async () => {
    const colorImages = { White: '/uploads/encore-2-960.webp' };
    const created = await app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers,
      payload: { ...tee, name: 'Renamed Tee', colorImages },
    });
    const { id } = created.json() as { id: string };
    const taken = await app.inject({
      method: 'PUT',
      url: `/api/admin/products/${id}`,
      headers,
      payload: { ...tee, version: 1, sizes: ['S', 'M', 'XL'], renames: { sizes: [{ from: 'L', to: 'M' }] } },
    });
    expect(taken.statusCode).toBe(400);
    expect(JSON.stringify(taken.json())).toContain(
      'The product already has a size named M; choose another name.',
    );

    const renamed = await app.inject({
      method: 'PUT',
      url: `/api/admin/products/${id}`,
      headers,
      payload: {
        ...tee,
        version: 1,
        colors: ['Black', 'Sand'],
        sizes: ['S', 'M', 'Large'],
        renames: { colors: [{ from: 'White', to: 'Sand' }], sizes: [{ from: 'L', to: 'Large' }] },
      },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const shown = (await publicProducts()).find((product) => product.id === id);
    expect(shown?.colorImages).toEqual({ Sand: '/uploads/encore-2-960.webp' });
    expect(shown?.stock).toContainEqual({ color: 'Sand', size: 'Large', quantity: 2 });
    expect(shown?.stock).toContainEqual({ color: 'Black', size: 'M', quantity: 5 });
    const history = await app.inject({
      url: `/api/admin/products/${id}/stock/history?color=Sand&size=Large`,
      headers,
    });
    expect(history.json().movements).toMatchObject([{ kind: 'received', delta: 2, quantityAfter: 2 }]);
  });

  it('gives a product with a taken name a suffixed id', async () => {
    const payload = { ...tee, name: 'Harmattan Tour Tee' };
    const response = await app.inject({ method: 'POST', url: '/api/admin/products', headers, payload });
    expect(response.statusCode).toBe(201);
    expect(response.json().id).toMatch(/^harmattan-tour-tee-[a-z0-9]{1,4}$/);
  });

  it('answers 400 naming each field that is wrong, and stores nothing', async () => {
    const before = await publicProducts();
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers,
      payload: {
        ...tee,
        name: '',
        price: '12,500',
        colors: [],
        stock: [{ color: 'Red', size: 'S', quantity: -2 }],
      },
    });
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('bad_request');
    expect(Object.keys(error.fields)).toEqual(
      expect.arrayContaining(['name', 'price', 'colors', 'stock.0.quantity']),
    );
    expect(await publicProducts()).toEqual(before);
  });

  it('answers 400 for a collection or category that does not exist', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers,
      payload: { ...tee, collection: 'nope', category: 'nada' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      collection: 'Choose a collection that exists.',
      category: 'Choose a category that exists, or none.',
    });
  });

  it('answers 404 when editing a product that does not exist, and 400 for a body that is not JSON', async () => {
    const missing = await app.inject({
      method: 'PUT',
      url: '/api/admin/products/nope',
      headers,
      payload: { ...tee, version: 1 },
    });
    expect(missing.statusCode).toBe(404);
    const garbled = await app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(garbled.statusCode).toBe(400);
  });
});
