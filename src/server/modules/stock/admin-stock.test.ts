import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AdminProduct } from '../../../domain/catalog/admin';
import { STOCK_MESSAGES, type StockChangeBody, type StockHistory } from '../../../domain/stock/stock-ledger';
import { orders } from '../../db/schema';
import { pickupOrder, placeOrder } from '../../testing/order-fixtures';
import { signedInHeaders, staffApp } from '../../testing/staff';
import { ledgerMismatches } from '../../testing/stock-ledger';
import { describeEachEngine } from '../../testing/test-app';

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

const HAT = { productId: 'harmattan-bucket-hat', color: 'Sand', size: 'One Size' };
const HAT_URL = `/api/admin/products/${HAT.productId}`;

describeEachEngine('stock ledger API', (engine) => {
  let app: FastifyInstance;
  let headers: { cookie: string; origin: string };
  beforeAll(async () => {
    app = await staffApp(engine);
    headers = await signedInHeaders(app);
  });
  afterAll(() => app.close());

  const place = (quantity: number) => placeOrder(app, pickupOrder([{ ...HAT, quantity }]));
  const load = async (): Promise<AdminProduct> => (await app.inject({ url: HAT_URL, headers })).json();
  const hatStock = async () => (await load()).stock.find((line) => line.color === HAT.color)?.quantity;
  const change = (body: DistributiveOmit<StockChangeBody, 'color' | 'size'>) =>
    app.inject({
      method: 'POST',
      url: `${HAT_URL}/stock`,
      headers,
      payload: { color: HAT.color, size: HAT.size, ...body },
    });
  const history = async (query = ''): Promise<StockHistory> =>
    (
      await app.inject({
        url: `${HAT_URL}/stock/history?color=${HAT.color}&size=${encodeURIComponent(HAT.size)}${query}`,
        headers,
      })
    ).json();
  /** Sets the hat's stock to `quantity` by a count, as staff would. */
  async function countHat(quantity: number) {
    const counted = await change({ reason: 'count', counted: quantity, expected: (await hatStock()) ?? 0 });
    expect(counted.statusCode, counted.body).toBe(200);
  }
  function productBody(product: AdminProduct, overrides: object = {}) {
    return {
      name: product.name,
      description: product.description,
      price: product.price,
      collection: product.collection,
      category: product.category,
      colors: product.colors,
      sizes: product.sizes,
      imageUrls: product.imageUrls,
      colorImages: product.colorImages,
      hidden: product.hidden,
      liveAt: product.liveAt,
      maxPerOrder: product.maxPerOrder,
      version: product.version,
      // What the old form sent back: the grid it loaded. It must change nothing.
      stock: product.stock,
      ...overrides,
    };
  }

  it('a staff save during a drop keeps the units sold meanwhile: 10 in stock never sell 16', async () => {
    await countHat(10);
    const opened = await load();
    for (let i = 0; i < 6; i += 1) expect((await place(1)).statusCode).toBe(201);
    expect(await hatStock()).toBe(4);

    const saved = await app.inject({
      method: 'PUT',
      url: HAT_URL,
      headers,
      payload: productBody(opened, { description: `${opened.description} Fixed a typo.` }),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await hatStock()).toBe(4);

    const after = await Promise.all(Array.from({ length: 10 }, () => place(1)));
    expect(after.filter((response) => response.statusCode === 201)).toHaveLength(4);
    expect(await hatStock()).toBe(0);
    expect(await ledgerMismatches(app.database.db)).toEqual([]);
  });

  it('refuses a save from a form loaded before another save (409), but stock movements never stale it', async () => {
    await countHat(5);
    const tabA = await load();
    const tabB = await load();
    // Sales and staff adjustments in between leave the version as it was.
    expect((await place(1)).statusCode).toBe(201);
    expect((await change({ reason: 'received', delta: 3 })).statusCode).toBe(200);
    expect((await load()).version).toBe(tabA.version);

    const first = await app.inject({
      method: 'PUT',
      url: HAT_URL,
      headers,
      payload: productBody(tabA, { price: tabA.price + 100 }),
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().version).toBe(tabA.version + 1);

    const second = await app.inject({
      method: 'PUT',
      url: HAT_URL,
      headers,
      payload: productBody(tabB, { name: 'Renamed Hat' }),
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ error: { code: 'product_changed', message: STOCK_MESSAGES.stale } });
    const now = await load();
    expect(now.name).toBe(tabA.name);
    expect(now.price).toBe(tabA.price + 100);
    expect(await hatStock()).toBe(7);
  });

  it('adds and removes units with a reason, and refuses a wrong sign, more than held or above the maximum', async () => {
    await countHat(4);
    const received = await change({ reason: 'received', delta: 20, note: 'Second print run' });
    expect(received.statusCode).toBe(200);
    expect(received.json()).toMatchObject({
      quantity: 24,
      movement: {
        kind: 'received',
        delta: 20,
        quantityAfter: 24,
        note: 'Second print run',
        staffEmail: expect.any(String),
      },
    });
    expect((await change({ reason: 'damaged', delta: -2 })).json().quantity).toBe(22);

    const wrongSign = await change({ reason: 'received', delta: -1 });
    expect(wrongSign.statusCode).toBe(400);
    expect(wrongSign.json().error.fields).toEqual({ delta: STOCK_MESSAGES.reasonSign('received') });

    const tooFew = await change({ reason: 'lost', delta: -23 });
    expect(tooFew.statusCode).toBe(409);
    expect(tooFew.json().error).toEqual({
      code: 'not_enough_stock',
      message: 'Sand, One Size holds 22, so that many cannot be removed.',
      fields: { delta: 'Sand, One Size holds 22, so that many cannot be removed.' },
    });

    const tooMany = await change({ reason: 'received', delta: 999_990 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.fields).toEqual({ delta: STOCK_MESSAGES.tooMany });

    const unknown = await app.inject({
      method: 'POST',
      url: `${HAT_URL}/stock`,
      headers,
      payload: { color: 'Purple', size: HAT.size, reason: 'received', delta: 1 },
    });
    expect(unknown.statusCode).toBe(404);
    expect(await hatStock()).toBe(22);
  });

  it('refuses a count made against a quantity that has moved, saying what it is now', async () => {
    await countHat(10);
    const seen = (await hatStock()) ?? 0;
    expect((await place(2)).statusCode).toBe(201);
    const stale = await change({ reason: 'count', counted: 10, expected: seen });
    expect(stale.statusCode).toBe(409);
    const message =
      'Sand, One Size now holds 8, not the 10 you saw: it was sold or changed since you loaded it. Count again and enter what you find.';
    expect(stale.json()).toEqual({ error: { code: 'stock_moved', message, fields: { counted: message } } });
    expect(await hatStock()).toBe(8);

    const recount = await change({ reason: 'count', counted: 7, expected: 8, note: 'Shelf count' });
    expect(recount.statusCode).toBe(200);
    expect(recount.json().movement).toMatchObject({ kind: 'count', delta: -1, quantityAfter: 7 });
  });

  it('shows a variant’s history newest first, a page at a time, with the order and who moved it', async () => {
    await countHat(3);
    const placed = await place(1);
    const { number } = placed.json().order;
    const cancelled = await app.inject({
      method: 'POST',
      url: `/api/admin/orders/${number}/actions`,
      headers,
      payload: { action: 'cancel', note: '' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await hatStock()).toBe(3);

    const first = await history('&limit=2');
    expect(first.movements).toMatchObject([
      { kind: 'cancelled', delta: 1, quantityAfter: 3, orderNumber: number, staffEmail: expect.any(String) },
      { kind: 'sale', delta: -1, quantityAfter: 2, orderNumber: number, staffEmail: null },
    ]);
    expect(first.next).toBe(first.movements[1]?.id);
    const second = await history(`&limit=2&before=${first.next}`);
    expect(second.movements[0]).toMatchObject({ kind: 'count', quantityAfter: 3 });
    expect(second.movements[0]?.id).toBeLessThan(first.movements[1]?.id ?? 0);
    const all = await history('&limit=100');
    expect(all.movements.at(-1)).toMatchObject({ kind: 'received', note: 'Demo stock' });
    expect(all.next).toBeNull();
  });

  it('gives an expired reservation’s units back as a movement of the order', async () => {
    await countHat(2);
    const placed = await place(2);
    expect(placed.statusCode).toBe(201);
    const { number } = placed.json().order;
    await app.database.db
      .update(orders)
      .set({ reservedUntil: sql`now() - interval '1 minute'` })
      .where(eq(orders.number, number));
    expect(await app.orders.expireReservations()).toBe(1);
    expect(await hatStock()).toBe(2);
    expect((await history('&limit=1')).movements[0]).toMatchObject({
      kind: 'expired',
      delta: 2,
      orderNumber: number,
      staffEmail: null,
    });
    expect(await ledgerMismatches(app.database.db)).toEqual([]);
  });

  it('writes a new product’s starting counts as units received', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers,
      payload: {
        name: 'Ledger Tee',
        price: 1_000_000,
        collection: 'essentials',
        colors: ['Black'],
        sizes: ['S', 'M'],
        stock: [{ color: 'Black', size: 'M', quantity: 6 }],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const movements = await app.inject({
      url: '/api/admin/products/ledger-tee/stock/history?color=Black&size=M',
      headers,
    });
    expect(movements.json().movements).toMatchObject([
      { kind: 'received', delta: 6, quantityAfter: 6, note: 'Starting stock' },
    ]);
    expect(await ledgerMismatches(app.database.db)).toEqual([]);
  });
});
