import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrderList, PlacedOrder, PublicOrder } from '../../domain/orders/order';
import { buildApp } from '../app';
import { act, place, teesAndHat } from '../testing/refund-fixtures';
import { login, STAFF, signedInHeaders } from '../testing/staff';
import { testConfig } from '../testing/test-app';
import { freshPostgres } from '../testing/test-database';
import { MoveError, moveToPostgres } from './move';
import { openDatabase } from './open';

/** Bank transfer on offer, as in a shop that set its bank details. */
const payments = () => ({ ...testConfig().payment, bankTransferDetails: 'GTBank 0123456789' });

type Shop = { orders: AdminOrderList['orders']; stock: unknown; placed: PlacedOrder[] };

/**
 * A shop on the embedded database, with orders, staff, a ledger and an activity log, moved to
 * PostgreSQL by the move command's own code, then served from there as it was.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('moving the shop to PostgreSQL', () => {
  let dataDir: string;
  let target: Awaited<ReturnType<typeof freshPostgres>>;
  let before: Shop;
  const lines: string[] = [];
  const move = (replace = false) =>
    moveToPostgres({ dataDir, targetUrl: target.url, replace, bucket: null, print: (l) => lines.push(l) });

  /** The shop as staff and shoppers see it: every order, every product's stock. */
  async function look(app: FastifyInstance, placed: PlacedOrder[]): Promise<Shop> {
    const staff = await signedInHeaders(app);
    const list = await app.inject({ method: 'GET', url: '/api/admin/orders?stage=to_pack', headers: staff });
    const all = await app.inject({ method: 'GET', url: '/api/admin/orders', headers: staff });
    expect(list.statusCode).toBe(200);
    const products = await app.inject({ method: 'GET', url: '/api/products' });
    return {
      orders: [...(list.json() as AdminOrderList).orders, ...(all.json() as AdminOrderList).orders],
      stock: products.json(),
      placed,
    };
  }

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stagefront-move-'));
    target = await freshPostgres();
    const config = testConfig({ demoStaffPassword: STAFF.password, payment: payments() });
    const app = await buildApp(config, { database: await openDatabase({ dataDir }) });
    try {
      const staff = await signedInHeaders(app);
      const placed = [
        await place(app, teesAndHat('bank_transfer')),
        await place(app, teesAndHat('pay_on_delivery')),
        await place(app, { ...teesAndHat('pay_on_delivery'), shippingMethod: 'pickup' }),
      ];
      await act(app, staff, placed[0]?.order.number ?? '', 'mark_paid');
      await act(app, staff, placed[1]?.order.number ?? '', 'fulfil');
      await act(app, staff, placed[2]?.order.number ?? '', 'cancel');
      before = await look(app, placed);
    } finally {
      await app.close();
    }
  }, 120_000);
  afterAll(async () => {
    await target.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('leaves nothing behind when the copy fails midway, and a second run then moves it all', async () => {
    // A target that will refuse the ledger's rows, partway through the copy.
    const schema = await openDatabase({ databaseUrl: target.url, dataDir: null });
    await schema.close();
    const admin = new pg.Client({ connectionString: target.url });
    await admin.connect();
    await admin.query('ALTER TABLE stock_movements ADD CONSTRAINT refuse_all CHECK (false) NOT VALID');
    await expect(move()).rejects.toThrow(/refuse_all/);
    const { rows } = await admin.query<{ n: number }>(
      'SELECT (SELECT count(*) FROM orders) + (SELECT count(*) FROM staff) + (SELECT count(*) FROM products) AS n',
    );
    expect(Number(rows[0]?.n)).toBe(0);
    await admin.query('ALTER TABLE stock_movements DROP CONSTRAINT refuse_all');
    await admin.end();

    const report = await move();
    const count = (name: string) => report.tables.find((table) => table.name === name)?.rows;
    expect(count('orders')).toBe(3);
    expect(count('staff')).toBeGreaterThan(0);
    expect(count('stock_movements')).toBeGreaterThan(0);
    expect(count('activity_log')).toBeGreaterThan(0);
    expect(report.variants).toBeGreaterThan(0);
  }, 120_000);

  it('serves the same orders, stock, staff sign-in and order pages from PostgreSQL, and takes new orders', async () => {
    const database = await openDatabase({ databaseUrl: target.url, dataDir: null });
    const app = await buildApp(testConfig({ demoContent: false, payment: payments() }), { database });
    try {
      // The staff account signs in with its password, moved with it.
      expect((await login(app)).statusCode).toBe(200);
      const after = await look(app, before.placed);
      expect(after.orders).toEqual(before.orders);
      expect(after.stock).toEqual(before.stock);
      for (const placed of before.placed) {
        const page = await app.inject({ method: 'GET', url: `/api${placed.confirmationPath}` });
        expect(page.statusCode).toBe(200);
        expect((page.json() as PublicOrder).number).toBe(placed.order.number);
      }
      // The sequences carry on past the copied ids: a new order, its ledger and history are written.
      const fresh = await place(app, teesAndHat('bank_transfer'));
      expect(fresh.order.stage).toBe('awaiting_payment');
    } finally {
      await app.close();
    }
  }, 120_000);

  it('refuses a target that holds data unless told to replace it', async () => {
    const refused = move();
    await expect(refused).rejects.toBeInstanceOf(MoveError);
    await expect(refused).rejects.toThrow(/already holds data: .*orders \(4\).*Nothing was copied/);
    const report = await move(true);
    expect(report.tables.find((table) => table.name === 'orders')?.rows).toBe(3);
  }, 120_000);
});
