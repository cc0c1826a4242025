import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../domain/catalog';
import { buildApp } from './app';
import { openDatabase } from './db/open';
import { variants } from './db/schema';
import { SIGNUP_LIMIT } from './routes/newsletter';
import { sampleContact as contact } from './testing/order-fixtures';
import { ORIGIN, STAFF, signedInHeaders } from './testing/staff';
import { freshPostgres, testConfig } from './testing/test-app';

/**
 * Two servers on one PostgreSQL, as a team outgrowing one box runs them behind a load balancer:
 * what one sells or changes, the other shows within two seconds; the rate limits count across
 * both; and the last units of a drop are sold once, whichever server takes the order.
 */
const withPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

const HAT = { productId: 'harmattan-bucket-hat', color: 'Sand', size: 'One Size' };

function order(quantity = 1) {
  return {
    lines: [{ ...HAT, quantity }],
    contact,
    shippingMethod: 'pickup',
    position: { lat: 6.44, long: 3.47 },
    paymentMethod: 'pay_on_delivery',
  };
}

withPostgres('two servers on one PostgreSQL', () => {
  let database: { url: string; drop(): Promise<void> };
  let one: FastifyInstance;
  let two: FastifyInstance;

  async function server(): Promise<FastifyInstance> {
    const app = await buildApp(testConfig({ demoStaffPassword: STAFF.password }), {
      database: await openDatabase({ databaseUrl: database.url, dataDir: null }),
    });
    await app.ready();
    return app;
  }

  beforeAll(async () => {
    database = await freshPostgres();
    one = await server();
    two = await server();
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await database?.drop();
  });

  async function productOn(app: FastifyInstance, id: string): Promise<Product | undefined> {
    return ((await app.inject('/api/products')).json() as Product[]).find((product) => product.id === id);
  }

  it('a price changed on one server shows on the other within 2 s, and is what an order there is charged', async () => {
    const before = await productOn(two, 'harmattan-tour-tee');
    expect(before?.price).toBe(1_500_000);
    const staff = await signedInHeaders(one);
    const loaded = (
      await one.inject({ url: '/api/admin/products/harmattan-tour-tee', headers: staff })
    ).json();
    const { id: _id, quantity: _q, createdAt: _c, ...body } = loaded as Product;
    const saved = await one.inject({
      method: 'PUT',
      url: '/api/admin/products/harmattan-tour-tee',
      headers: staff,
      payload: { ...body, price: 1_750_000 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await expect
      .poll(async () => (await productOn(two, 'harmattan-tour-tee'))?.price, { timeout: 2000 })
      .toBe(1_750_000);
    const charged = await two.inject({
      method: 'POST',
      url: '/api/orders',
      payload: {
        ...order(),
        lines: [{ productId: 'harmattan-tour-tee', color: 'Black', size: 'M', quantity: 1 }],
      },
    });
    expect(charged.statusCode, charged.body).toBe(201);
    expect(charged.json().order.subtotalKobo).toBe(1_750_000);
  });

  it('hears changes again after its listening connection is dropped', async () => {
    const listeners = async () => {
      const result = await one.database.db.execute(
        sql`SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN %'`,
      );
      return (result as unknown as { rows: { pid: number }[] }).rows;
    };
    await expect.poll(async () => (await listeners()).length).toBe(2);
    // As a restart or a failover would: every listening connection is cut.
    await one.database.db.execute(
      sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN %'`,
    );
    await expect.poll(async () => (await listeners()).length, { timeout: 5000 }).toBe(2);
    const before = (await productOn(two, HAT.productId))?.quantity ?? 0;
    expect((await one.inject({ method: 'POST', url: '/api/orders', payload: order(1) })).statusCode).toBe(
      201,
    );
    await expect
      .poll(async () => (await productOn(two, HAT.productId))?.quantity, { timeout: 2000 })
      .toBe(before - 1);
  });

  it('stock sold on one server shows on the other within 2 s', async () => {
    const before = await productOn(two, HAT.productId);
    const placed = await one.inject({ method: 'POST', url: '/api/orders', payload: order(1) });
    expect(placed.statusCode, placed.body).toBe(201);
    await expect
      .poll(async () => (await productOn(two, HAT.productId))?.quantity, { timeout: 2000 })
      .toBe((before?.quantity ?? 0) - 1);
  });

  it('counts a rate limit across both servers', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= SIGNUP_LIMIT.max; i++) {
      const app = i % 2 === 0 ? one : two;
      const response = await app.inject({
        method: 'POST',
        url: '/api/newsletter',
        remoteAddress: '203.0.113.77',
        headers: { origin: ORIGIN },
        payload: { email: `fan${i}@example.com` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, SIGNUP_LIMIT.max).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('sells the last 3 units once when 50 shoppers order at once across both servers', async () => {
    await one.database.db.update(variants).set({ quantity: 3 });
    one.catalog.invalidate();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        (i % 2 === 0 ? one : two).inject({
          method: 'POST',
          url: '/api/orders',
          remoteAddress: `198.51.100.${i + 1}`,
          payload: order(1),
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(47);
    await expect.poll(async () => (await productOn(two, HAT.productId))?.quantity, { timeout: 2000 }).toBe(0);
  });
});
