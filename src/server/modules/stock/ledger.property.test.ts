import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { PlaceOrderRequest } from '../../../domain/orders/contract';
import { orders } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { sampleContact } from '../../testing/order-fixtures';
import { staffApp } from '../../testing/staff';
import { ledgerMismatches } from '../../testing/stock-ledger';
import { describeEachEngine } from '../../testing/test-app';
import { CatalogAdmin } from '../catalog/catalog-admin';
import { quantityOf } from './ledger';

const VARIANTS = [
  { productId: 'harmattan-bucket-hat', color: 'Sand', size: 'One Size', name: 'Harmattan Bucket Hat' },
  { productId: 'harmattan-tour-tee', color: 'Black', size: 'M', name: 'Harmattan Tour Tee' },
  { productId: 'harmattan-tour-tee', color: 'Sand', size: 'L', name: 'Harmattan Tour Tee' },
] as const;
const STAFF = { staffId: null, staffEmail: 'staff@stagefront.local' };

const variant = fc.integer({ min: 0, max: VARIANTS.length - 1 });
const operation = fc.oneof(
  fc.record({
    kind: fc.constant('order' as const),
    lines: fc.uniqueArray(fc.record({ variant, quantity: fc.integer({ min: 1, max: 3 }) }), {
      minLength: 1,
      maxLength: 2,
      selector: (line) => line.variant,
    }),
  }),
  fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('expire' as const), pick: fc.nat() }),
  fc.record({
    kind: fc.constant('adjust' as const),
    variant,
    reason: fc.constantFrom('received', 'returned', 'damaged', 'lost'),
    units: fc.integer({ min: 1, max: 4 }),
  }),
  fc.record({ kind: fc.constant('count' as const), variant, counted: fc.integer({ min: 0, max: 6 }) }),
  fc.record({ kind: fc.constant('save' as const), variant }),
);
type Operation = typeof operation extends fc.Arbitrary<infer T> ? T : never;

/**
 * Orders, cancellations, expiries, staff adjustments, counts and product saves, run at once in
 * random mixes: whatever the interleaving, each variant's quantity is the sum of its ledger and
 * never below 0.
 */
describeEachEngine('the stock ledger under concurrent changes', (engine) => {
  let app: FastifyInstance;
  let catalogAdmin: CatalogAdmin;
  const placed: string[] = [];
  beforeAll(async () => {
    app = await staffApp(engine);
    catalogAdmin = new CatalogAdmin(app.database.db, app.catalog);
  });
  afterAll(() => app.close());

  async function run(op: Operation): Promise<void> {
    const pickOrder = (pick: number) => placed[pick % Math.max(placed.length, 1)];
    switch (op.kind) {
      case 'order': {
        const request: PlaceOrderRequest = {
          lines: op.lines.map(({ variant: v, quantity }) => {
            const { productId, color, size } = VARIANTS[v] ?? VARIANTS[0];
            return { productId, color, size, quantity };
          }),
          contact: sampleContact,
          shippingMethod: 'pickup',
          position: { lat: 6.4412, long: 3.4698 },
          paymentMethod: 'pay_on_delivery',
        };
        placed.push((await app.orders.place(request)).order.number);
        return;
      }
      case 'cancel': {
        const number = pickOrder(op.pick);
        if (number) await app.orders.act(number, 'cancel', '', STAFF);
        return;
      }
      case 'expire': {
        const number = pickOrder(op.pick);
        if (!number) return;
        await app.database.db
          .update(orders)
          .set({ reservedUntil: sql`now() - interval '1 minute'` })
          .where(eq(orders.number, number));
        await app.orders.expireReservations();
        return;
      }
      case 'adjust': {
        const { productId, color, size } = VARIANTS[op.variant] ?? VARIANTS[0];
        const adds = op.reason === 'received' || op.reason === 'returned';
        const delta = adds ? op.units : -op.units;
        await catalogAdmin.changeStock(productId, { color, size, note: '', reason: op.reason, delta }, STAFF);
        return;
      }
      case 'count': {
        const { productId, color, size } = VARIANTS[op.variant] ?? VARIANTS[0];
        // What staff saw a moment ago: it may have moved since, and then the count is refused.
        const expected = (await quantityOf(app.database.db, { productId, color, size })) ?? 0;
        const change = { color, size, note: '', reason: 'count' as const, counted: op.counted, expected };
        await catalogAdmin.changeStock(productId, change, STAFF);
        return;
      }
      case 'save': {
        const { productId } = VARIANTS[op.variant] ?? VARIANTS[0];
        const product = await catalogAdmin.product(productId);
        const { id: _, quantity: __, stock: ___, createdAt: ____, category, ...fields } = product;
        await catalogAdmin.updateProduct(
          productId,
          {
            ...fields,
            category,
            release: product.release?.slug ?? null,
            description: `${product.description}.`,
            writeOffReason: '',
            renames: { colors: [], sizes: [] },
          },
          STAFF,
        );
        return;
      }
    }
  }

  it('keeps every variant’s quantity equal to its ledger’s sum, never below 0', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 4, maxLength: 24 }), async (operations) => {
        // A few units each, so orders race for the last ones.
        for (const { productId, color, size } of VARIANTS) {
          const now = (await quantityOf(app.database.db, { productId, color, size })) ?? 0;
          await catalogAdmin.changeStock(
            productId,
            { color, size, note: '', reason: 'count', counted: 3, expected: now },
            STAFF,
          );
        }
        const results = await Promise.allSettled(operations.map(run));
        for (const result of results) {
          // Refusals (sold out, a count that moved, a stale save, an order already closed) are
          // answers; anything else is a failure.
          if (result.status === 'rejected') {
            expect(result.reason).toBeInstanceOf(HttpError);
            expect((result.reason as HttpError).statusCode).toBeLessThan(500);
          }
        }
        expect(await ledgerMismatches(app.database.db)).toEqual([]);
        // Each order holds exactly its lines while open, and nothing once cancelled or expired:
        // its units were given back once, never twice.
        const held = await app.database.db.execute(sql`
          SELECT o.number, o.status,
            (SELECT coalesce(sum(quantity), 0) FROM order_lines l WHERE l.order_id = o.id)::int AS bought,
            (SELECT coalesce(-sum(delta), 0) FROM stock_movements m WHERE m.order_id = o.id)::int AS held
          FROM orders o`);
        for (const row of (held as unknown as { rows: Record<string, unknown>[] }).rows) {
          expect(Number(row.held), String(row.number)).toBe(
            row.status === 'cancelled' ? 0 : Number(row.bought),
          );
        }
      }),
      { numRuns: 15 },
    );
  }, 120_000);
});
