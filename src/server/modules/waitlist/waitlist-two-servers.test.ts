import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductInputBody } from '../../../domain/catalog/admin';
import { buildApp } from '../../app';
import { openDatabase } from '../../db/open';
import { emailOutbox } from '../../db/schema';
import { STAFF, signedInHeaders } from '../../testing/staff';
import { testConfig } from '../../testing/test-app';
import { freshPostgres } from '../../testing/test-database';
import { fireDrops } from './fire';

const tee: ProductInputBody = {
  name: 'Twice Tee',
  description: 'Printed once.',
  price: 1_500_000,
  collection: 'essentials',
  category: null,
  colors: ['Black'],
  sizes: ['M'],
  stock: [{ color: 'Black', size: 'M', quantity: 0 }],
};

const FANS = Array.from({ length: 12 }, (_, i) => `fan${i}@example.com`);

/** Two servers on one PostgreSQL: staff restocking on both at once, and both sweeping a drop, email each fan once. */
describe.skipIf(!process.env.TEST_DATABASE_URL)('notify me across two servers [postgres]', () => {
  let server: Awaited<ReturnType<typeof freshPostgres>>;
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    server = await freshPostgres();
    for (let i = 0; i < 2; i++) {
      const database = await openDatabase({ databaseUrl: server.url, dataDir: null });
      apps.push(await buildApp(testConfig({ demoStaffPassword: STAFF.password }), { database }));
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await server?.drop();
  });

  /** The first server for even numbers, the second for odd ones. */
  function appOf(i: number): FastifyInstance {
    const app = apps[i % 2];
    if (!app) throw new Error('The servers did not start.');
    return app;
  }

  async function create(
    app: FastifyInstance,
    headers: Record<string, string>,
    overrides: Partial<ProductInputBody>,
  ) {
    const created = await app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers,
      payload: { ...tee, ...overrides },
    });
    expect(created.statusCode, created.body).toBe(201);
    return created.json().id as string;
  }

  async function joinFromBoth(productId: string, variant: object) {
    const answers = await Promise.all(
      FANS.map((email, i) =>
        appOf(i).inject({
          method: 'POST',
          url: '/api/waitlist',
          payload: { productId, ...variant, email, consent: true },
          remoteAddress: `203.0.113.${i + 1}`,
        }),
      ),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
  }

  async function mailFor(productName: string) {
    const rows = await appOf(0)
      .database.db.select({ recipient: emailOutbox.recipient, data: emailOutbox.data })
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, 'waitlist'));
    return rows
      .filter((row) => (row.data as { productName: string }).productName === productName)
      .map((row) => row.recipient)
      .sort();
  }

  it('emails a restocked size’s waitlist once when staff on both servers receive units at once', async () => {
    const [here, there] = apps as [FastifyInstance, FastifyInstance];
    const staffHere = await signedInHeaders(here);
    const staffThere = await signedInHeaders(there);
    const id = await create(here, staffHere, { name: 'Restocked Twice Tee' });
    await joinFromBoth(id, { color: 'Black', size: 'M' });
    const received = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        (i % 2 === 0 ? here : there).inject({
          method: 'POST',
          url: `/api/admin/products/${id}/stock`,
          headers: i % 2 === 0 ? staffHere : staffThere,
          payload: { color: 'Black', size: 'M', reason: 'received', delta: 2, note: '' },
        }),
      ),
    );
    for (const answer of received) expect(answer.statusCode, answer.body).toBe(200);
    expect(await mailFor('Restocked Twice Tee')).toEqual([...FANS].sort());
  });

  it('emails a drop’s waitlist once when both servers sweep at the moment it goes on sale', async () => {
    const [here] = apps as [FastifyInstance, FastifyInstance];
    const liveAt = new Date(Date.now() + 3_600_000);
    const id = await create(here, await signedInHeaders(here), {
      name: 'Dropped Twice Tee',
      liveAt: liveAt.toISOString(),
      stock: [{ color: 'Black', size: 'M', quantity: 50 }],
    });
    await joinFromBoth(id, {});
    const later = new Date(liveAt.getTime() + 1000);
    const fired = await Promise.all(
      Array.from({ length: 6 }, (_, i) => fireDrops(appOf(i).database.db, later)),
    );
    expect(fired.reduce((sum, count) => sum + count, 0)).toBe(FANS.length);
    expect(await mailFor('Dropped Twice Tee')).toEqual([...FANS].sort());
  });
});
