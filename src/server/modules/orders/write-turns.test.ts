import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productSchema } from '../../../domain/catalog-schema';
import { pickupOrder, placeOrder } from '../../testing/order-fixtures';
import { signedInHeaders, staffApp } from '../../testing/staff';

/**
 * On the embedded database, orders are written one at a time, on the thread that answers every
 * request. A crowd of orders (a drop) must not hold the other requests back until the last of
 * them is written: the shop's pages go on answering between two orders.
 */
describe('orders written in turns on the embedded database', () => {
  let app: FastifyInstance;
  let origin = '';
  beforeAll(async () => {
    app = await staffApp('pglite');
    origin = await app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => app.close());

  it('answers another request between two orders of a crowd, not after the last of them', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: await signedInHeaders(app),
      payload: {
        name: 'Line Tee',
        description: 'For the crowd.',
        price: 1_500_000,
        collection: 'essentials',
        category: null,
        colors: ['Black'],
        sizes: ['M'],
        stock: [{ color: 'Black', size: 'M', quantity: 100 }],
      },
    });
    const product = productSchema.parse(created.json());
    const crowd = 40;
    let written = 0;
    const order = pickupOrder([{ productId: product.id, color: 'Black', size: 'M', quantity: 1 }]);
    const orders = Array.from({ length: crowd }, () =>
      placeOrder(app, order).then((response) => {
        written++;
        return response.statusCode;
      }),
    );
    const health = await fetch(`${origin}/api/health`);
    const writtenBeforeHealth = written;
    expect(health.status).toBe(200);
    expect(await Promise.all(orders)).toEqual(Array(crowd).fill(201));
    // Answered after a few orders of the crowd, not after all forty.
    expect(writtenBeforeHealth).toBeLessThan(crowd / 2);
  });
});
