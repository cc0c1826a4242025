import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productSchema } from '../../../../domain/catalog/contract';
import { pickupOrder, placeOrder } from '../../../testing/order-fixtures';
import { signedInHeaders, staffApp } from '../../../testing/staff';

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

  async function product(name: string) {
    const created = await app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: await signedInHeaders(app),
      payload: {
        name,
        description: 'For the crowd.',
        price: 1_500_000,
        collection: 'essentials',
        category: null,
        colors: ['Black'],
        sizes: ['M'],
        stock: [{ color: 'Black', size: 'M', quantity: 100 }],
      },
    });
    return productSchema.parse(created.json());
  }

  /** `crowd` orders of one unit, counting in `written.count` those answered so far. */
  function crowdOfOrders(productId: string, crowd: number, written: { count: number }) {
    const order = pickupOrder([{ productId, color: 'Black', size: 'M', quantity: 1 }]);
    return Array.from({ length: crowd }, () =>
      placeOrder(app, order).then((response) => {
        written.count++;
        return response.statusCode;
      }),
    );
  }

  it('answers another request between two orders of a crowd, not after the last of them', async () => {
    const { id } = await product('Line Tee');
    const crowd = 40;
    const written = { count: 0 };
    const orders = crowdOfOrders(id, crowd, written);
    const health = await fetch(`${origin}/api/health`);
    const writtenBeforeHealth = written.count;
    expect(health.status).toBe(200);
    expect(await Promise.all(orders)).toEqual(Array(crowd).fill(201));
    // Answered after a few orders of the crowd, not after all forty.
    expect(writtenBeforeHealth).toBeLessThan(crowd / 2);
  });

  it('lets a crowd of new connections in between two orders, not one per order written', async () => {
    const { id } = await product('Queue Tee');
    const crowd = 40;
    const written = { count: 0 };
    const orders = crowdOfOrders(id, crowd, written);
    // Each on a connection of its own, as shoppers' phones arrive.
    const visitors = Array.from(
      { length: 60 },
      () =>
        new Promise<number>((resolve, reject) => {
          http
            .get(`${origin}/api/health`, { agent: false }, (response) => {
              response.resume();
              resolve(response.statusCode ?? 0);
            })
            .on('error', reject);
        }),
    );
    expect(await Promise.all(visitors)).toEqual(Array(60).fill(200));
    const writtenWhenAllAnswered = written.count;
    expect(await Promise.all(orders)).toEqual(Array(crowd).fill(201));
    expect(writtenWhenAllAnswered).toBeLessThan(crowd / 2);
  });
});
