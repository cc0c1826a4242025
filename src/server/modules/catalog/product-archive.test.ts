import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ProductInputBody } from '../../../domain/catalog/admin';
import { adminProductSchema } from '../../../domain/catalog/admin-contract';
import { productListSchema } from '../../../domain/catalog/contract';
import { ORDER_MESSAGES, type PlacedOrder } from '../../../domain/orders/order';
import { newestEntry } from '../../testing/activity';
import { pickupOrder, placeOrder } from '../../testing/order-fixtures';
import { signedInHeaders, staffApp } from '../../testing/staff';
import { describeEachEngine } from '../../testing/test-app';

/**
 * A product that was ordered is archived, never deleted: it leaves the shop and stays on its
 * orders, packing slips, the export and the stock ledger; staff can restore it.
 */
const tee: ProductInputBody = {
  name: 'Farewell Tee',
  description: 'The last run.',
  price: 1_100_000,
  collection: 'essentials',
  category: null,
  colors: ['Black'],
  sizes: ['M'],
  stock: [{ color: 'Black', size: 'M', quantity: 6 }],
};

const ORDERED =
  'This product has been ordered, so it cannot be deleted: its orders still show it. Archive it instead to take it out of the shop.';

describeEachEngine('archiving a product', (engine) => {
  let app: FastifyInstance;
  let headers: { cookie: string; origin: string };
  beforeAll(async () => {
    app = await staffApp(engine);
    headers = await signedInHeaders(app);
  });
  afterAll(() => app.close());

  async function create(name: string) {
    const created = await app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers,
      payload: { ...tee, name },
    });
    expect(created.statusCode, created.body).toBe(201);
    return adminProductSchema.parse(created.json());
  }

  async function shopIds() {
    return productListSchema.parse((await app.inject('/api/products')).json()).map((p) => p.id);
  }

  const post = (url: string) => app.inject({ method: 'POST', url, headers });

  it('refuses to delete an ordered product, naming Archive; archived, it leaves the shop and stays on its order', async () => {
    const { id } = await create('Farewell Tee');
    const line = { productId: id, color: 'Black', size: 'M', quantity: 2 };
    const placed = await placeOrder(app, pickupOrder([line]));
    expect(placed.statusCode, placed.body).toBe(201);
    const { number } = (placed.json() as PlacedOrder).order;

    const refused = await app.inject({ method: 'DELETE', url: `/api/admin/products/${id}`, headers });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: { code: 'product_ordered', message: ORDERED } });
    expect(await shopIds()).toContain(id);

    const archived = await post(`/api/admin/products/${id}/archive`);
    expect(archived.statusCode, archived.body).toBe(200);
    expect(archived.json()).toMatchObject({ id, archived: true, quantity: 4 });
    expect(await newestEntry(app, headers, 'product.archive')).toMatchObject({
      subjectId: id,
      summary: 'Archived product Farewell Tee: out of the shop, kept on its orders',
      before: { archived: false },
      after: { archived: true },
    });

    // Gone from the shop as a deleted product is: the list, its page, the sitemap and the bag.
    expect(await shopIds()).not.toContain(id);
    expect((await app.inject(`/api/products/${id}`)).statusCode).toBe(404);
    expect((await app.inject('/sitemap.xml')).body).not.toContain(id);
    const again = await placeOrder(app, pickupOrder([{ ...line, quantity: 1 }]));
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(ORDER_MESSAGES.unknownProduct(id));

    // Staff still see it, and everything that names it.
    const list = productListSchema.parse((await app.inject({ url: '/api/admin/products', headers })).json());
    expect(list.find((p) => p.id === id)).toMatchObject({ archived: true, quantity: 4 });
    const order = await app.inject({ url: `/api/admin/orders/${number}`, headers });
    expect(order.json().lines).toMatchObject([{ productId: id, name: 'Farewell Tee', quantity: 2 }]);
    const slips = await app.inject({ url: `/api/admin/packing-slips?orders=${number}`, headers });
    expect(JSON.stringify(slips.json())).toContain('Farewell Tee');
    const csv = await app.inject({ url: `/api/admin/orders/export.csv?q=${number}`, headers });
    expect(csv.body).toContain('Farewell Tee');
    const history = await app.inject({
      url: `/api/admin/products/${id}/stock/history?color=Black&size=M`,
      headers,
    });
    expect(history.json().movements.map((m: { kind: string }) => m.kind)).toEqual(['sale', 'received']);
    // Still refused: archiving is the way out, not a step towards deleting.
    const stillRefused = await app.inject({ method: 'DELETE', url: `/api/admin/products/${id}`, headers });
    expect(stillRefused.statusCode).toBe(409);
  });

  it('restores an archived product to the shop as it was', async () => {
    const { id } = await create('Encore Cap');
    await post(`/api/admin/products/${id}/archive`);
    expect(await shopIds()).not.toContain(id);

    const restored = await post(`/api/admin/products/${id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({ id, archived: false, quantity: 6, hidden: false });
    expect(await shopIds()).toContain(id);
    expect((await app.inject(`/api/products/${id}`)).statusCode).toBe(200);
    expect(await newestEntry(app, headers, 'product.restore')).toMatchObject({
      subjectId: id,
      summary: 'Restored product Encore Cap to the shop',
    });
    // Restoring what is in the shop changes nothing and logs nothing more.
    expect((await post(`/api/admin/products/${id}/restore`)).statusCode).toBe(200);
    const entries = await app.inject({ url: '/api/admin/activity?action=product.restore', headers });
    expect(entries.json().entries.filter((e: { subjectId: string }) => e.subjectId === id)).toHaveLength(1);
  });

  it('still deletes a product nobody ordered, and answers 404 for one that does not exist', async () => {
    const { id } = await create('Unsold Tee');
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/admin/products/${id}`, headers })).statusCode,
    ).toBe(204);
    const missing = await post('/api/admin/products/no-such-product/archive');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      error: { code: 'not_found', message: 'We could not find that product.' },
    });
  });
});
