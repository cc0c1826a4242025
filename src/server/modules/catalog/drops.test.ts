import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ProductInputBody } from '../../../domain/catalog/admin';
import { productListSchema, productSchema } from '../../../domain/catalog/contract';
import { ORDER_MESSAGES } from '../../../domain/orders/order';
import { pickupOrder, placeOrder } from '../../testing/order-fixtures';
import { signedInHeaders, staffApp } from '../../testing/staff';
import { describeEachEngine } from '../../testing/test-app';

/**
 * Drops: a product can be hidden, coming soon until a moment, or on sale; the server refuses orders
 * for what is not on sale, and holds each variant of an order to the product's per-order limit.
 */
const hoodie: ProductInputBody = {
  name: 'Drop Hoodie',
  description: 'Fifty made.',
  price: 3_500_000,
  collection: 'essentials',
  category: null,
  colors: ['Black'],
  sizes: ['M', 'L'],
  stock: [
    { color: 'Black', size: 'M', quantity: 50 },
    { color: 'Black', size: 'L', quantity: 50 },
  ],
};

const inOneHour = () => new Date(Date.now() + 3_600_000).toISOString();

describeEachEngine('drops', (engine) => {
  let app: FastifyInstance;
  let headers: { cookie: string; origin: string };
  beforeAll(async () => {
    app = await staffApp(engine);
    headers = await signedInHeaders(app);
  });
  afterAll(() => app.close());

  async function create(overrides: Partial<ProductInputBody>) {
    const created = await app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers,
      payload: { ...hoodie, ...overrides },
    });
    expect(created.statusCode, created.body).toBe(201);
    return productSchema.parse(created.json());
  }

  const place = (productId: string, quantity = 1, size = 'M') =>
    placeOrder(app, pickupOrder([{ productId, color: 'Black', size, quantity }]));

  async function publicProducts() {
    return productListSchema.parse((await app.inject('/api/products')).json());
  }

  it('shows a coming-soon product with its moment, and refuses orders for it', async () => {
    const liveAt = inOneHour();
    const product = await create({ name: 'Coming Hoodie', liveAt });
    expect(product).toMatchObject({ hidden: false, liveAt, maxPerOrder: null });
    const listed = (await publicProducts()).find((p) => p.id === product.id);
    expect(listed?.liveAt).toBe(liveAt);
    expect((await app.inject(`/api/products/${product.id}`)).statusCode).toBe(200);

    const refused = await place(product.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'not_on_sale',
      message: ORDER_MESSAGES.notOnSale('Coming Hoodie'),
    });
    expect((await publicProducts()).find((p) => p.id === product.id)?.quantity).toBe(100);
  });

  it('goes on sale at its moment, on its own: no write, no restart', async () => {
    const liveAt = new Date(Date.now() + 1500).toISOString();
    const product = await create({ name: 'Timed Hoodie', liveAt });
    await publicProducts(); // the cache now holds it as coming soon
    expect((await place(product.id)).statusCode).toBe(409);
    await new Promise((resolve) => setTimeout(resolve, Date.parse(liveAt) - Date.now() + 50));
    const placed = await place(product.id);
    expect(placed.statusCode, placed.body).toBe(201);
    await expect
      .poll(async () => (await publicProducts()).find((p) => p.id === product.id)?.quantity)
      .toBe(99);
  });

  it('keeps a hidden product from shoppers, the sitemap and orders, but not from staff', async () => {
    const product = await create({ name: 'Secret Hoodie', hidden: true });
    expect((await publicProducts()).some((p) => p.id === product.id)).toBe(false);
    expect((await app.inject(`/api/products/${product.id}`)).statusCode).toBe(404);
    expect((await app.inject('/sitemap.xml')).body).not.toContain(product.id);
    const refused = await place(product.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('unknown_product');

    const admin = await app.inject({ url: `/api/admin/products/${product.id}`, headers });
    expect(admin.json()).toMatchObject({ hidden: true });
    // Shown again: on sale at once.
    const shown = await app.inject({
      method: 'PUT',
      url: `/api/admin/products/${product.id}`,
      headers,
      payload: { ...hoodie, name: 'Secret Hoodie', hidden: false, version: admin.json().version },
    });
    expect(shown.statusCode).toBe(200);
    expect((await publicProducts()).some((p) => p.id === product.id)).toBe(true);
    expect((await place(product.id)).statusCode).toBe(201);
  });

  it('holds each variant of an order to the per-order limit, and no further', async () => {
    const product = await create({ name: 'Limited Hoodie', maxPerOrder: 2 });
    expect(product.maxPerOrder).toBe(2);
    const over = await place(product.id, 3);
    expect(over.statusCode).toBe(409);
    expect(over.json().error).toMatchObject({
      code: 'over_limit',
      message: ORDER_MESSAGES.overLimit('Limited Hoodie', 'Black', 'M', 2),
    });
    // The same variant twice in one order counts as one line.
    const split = await placeOrder(
      app,
      pickupOrder([
        { productId: product.id, color: 'Black', size: 'M', quantity: 2 },
        { productId: product.id, color: 'Black', size: 'M', quantity: 1 },
      ]),
    );
    expect(split.statusCode).toBe(409);
    expect((await place(product.id, 2)).statusCode).toBe(201);
    // The limit is per variant: 2 of another size in the same order is fine.
    const both = await placeOrder(
      app,
      pickupOrder([
        { productId: product.id, color: 'Black', size: 'M', quantity: 2 },
        { productId: product.id, color: 'Black', size: 'L', quantity: 2 },
      ]),
    );
    expect(both.statusCode, both.body).toBe(201);
  });

  it('refuses a bad drop time or limit with a 400 naming the field', async () => {
    for (const [payload, field] of [
      [{ liveAt: 'next friday' }, 'liveAt'],
      [{ liveAt: '2026-11-28T18:00' }, 'liveAt'],
      [{ liveAt: 12 }, 'liveAt'],
      [{ maxPerOrder: 0 }, 'maxPerOrder'],
      [{ maxPerOrder: 2.5 }, 'maxPerOrder'],
      [{ maxPerOrder: 101 }, 'maxPerOrder'],
      [{ maxPerOrder: '2' }, 'maxPerOrder'],
      [{ hidden: 'yes' }, 'hidden'],
    ] as const) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/admin/products',
        headers,
        payload: { ...hoodie, ...payload },
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(response.json().error.fields)).toEqual([field]);
    }
  });
});
