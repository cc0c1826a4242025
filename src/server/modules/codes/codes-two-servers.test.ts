import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE_MESSAGES } from '../../../domain/codes/messages';
import type { PlacedOrder } from '../../../domain/orders/order';
import { buildApp } from '../../app';
import { openDatabase } from '../../db/open';
import { codeRedemptions, discountCodes } from '../../db/schema';
import { pickupOrder, placeOrder, sampleContact } from '../../testing/order-fixtures';
import { STAFF } from '../../testing/staff';
import { testConfig } from '../../testing/test-app';
import { freshPostgres } from '../../testing/test-database';
import { setStock } from '../../testing/variant-stock';

const CAP = { productId: 'signature-dad-cap', color: 'Black', size: 'One Size', quantity: 1 };

/** Two servers on one PostgreSQL: shoppers on both placing orders with the last uses of a code. */
describe.skipIf(!process.env.TEST_DATABASE_URL)('a code’s limits across two servers [postgres]', () => {
  let server: Awaited<ReturnType<typeof freshPostgres>>;
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    server = await freshPostgres();
    for (let i = 0; i < 2; i++) {
      const database = await openDatabase({ databaseUrl: server.url, dataDir: null });
      apps.push(await buildApp(testConfig({ demoStaffPassword: STAFF.password }), { database }));
    }
    const [first] = apps;
    if (!first) throw new Error('The servers did not start.');
    await setStock(first, CAP, 500);
    await first.database.db.insert(discountCodes).values([
      { code: 'LAST3', kind: 'percent', basisPoints: 1000, maxUses: 3 },
      { code: 'ONEEACH', kind: 'amount', amountKobo: 50_000, maxUsesPerEmail: 1 },
    ]);
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await server?.drop();
  });

  /** 50 orders at once, alternating between the servers; each answer's status and code field. */
  async function race(code: string, email: (i: number) => string) {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => {
        const app = apps[i % 2] as FastifyInstance;
        return placeOrder(app, {
          ...pickupOrder([CAP]),
          contact: { ...sampleContact, email: email(i) },
          code,
        });
      }),
    );
    return {
      placed: answers.filter((answer) => answer.statusCode === 201).map((a) => a.json() as PlacedOrder),
      refused: answers.filter((answer) => answer.statusCode === 409).map((a) => a.json().error.fields?.code),
      other: answers.filter((answer) => ![201, 409].includes(answer.statusCode)).map((a) => a.body),
    };
  }

  it('places exactly 3 of 50 orders on a code with 3 uses left', async () => {
    const { placed, refused, other } = await race('LAST3', (i) => `shopper${i}@example.com`);
    expect(other).toEqual([]);
    expect(placed).toHaveLength(3);
    for (const { order } of placed) expect(order.discountKobo).toBe(95_000);
    expect(refused).toEqual(Array.from({ length: 47 }, () => CODE_MESSAGES.usedUp));
    const [code] = await (apps[0] as FastifyInstance).database.db
      .select()
      .from(discountCodes)
      .where(eq(discountCodes.code, 'LAST3'));
    expect(code?.uses).toBe(3);
  });

  it('holds a limit of one per email when the same shopper orders 50 times at once on both', async () => {
    const { placed, refused, other } = await race('ONEEACH', () => 'eager@example.com');
    expect(other).toEqual([]);
    expect(placed).toHaveLength(1);
    expect(refused).toEqual(Array.from({ length: 49 }, () => CODE_MESSAGES.usedByYou));
    const db = (apps[1] as FastifyInstance).database.db;
    expect(
      await db.select().from(codeRedemptions).where(eq(codeRedemptions.email, 'eager@example.com')),
    ).toHaveLength(1);
  });
});
