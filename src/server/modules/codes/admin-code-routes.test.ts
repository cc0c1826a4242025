import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { CodeList, CodeSummary } from '../../../domain/codes/admin-code-contract';
import { CODE_ADMIN_MESSAGES, CODE_MESSAGES } from '../../../domain/codes/messages';
import type { PlacedOrder } from '../../../domain/orders/order';
import { products } from '../../db/schema';
import { newestEntry } from '../../testing/activity';
import { pickupOrder, placeOrder, sampleContact } from '../../testing/order-fixtures';
import { signedInHeaders, staffApp } from '../../testing/staff';
import { describeEachEngine } from '../../testing/test-app';
import { setStock } from '../../testing/variant-stock';

const CAP = { productId: 'signature-dad-cap', color: 'Black', size: 'One Size', quantity: 1 };
const HAT = { productId: 'harmattan-bucket-hat', color: 'Sand', size: 'One Size', quantity: 1 };
const HOUR = 3_600_000;

describeEachEngine('codes in the admin', (engine) => {
  let app: FastifyInstance;
  let headers: { cookie: string; origin: string };

  beforeAll(async () => {
    app = await staffApp(engine);
    headers = await signedInHeaders(app);
    await setStock(app, CAP, 100);
    await setStock(app, HAT, 100);
  });
  afterAll(() => app.close());

  const post = (url: string, payload: object, withSession = true) =>
    app.inject({ method: 'POST', url, payload, headers: withSession ? headers : {} });
  const list = async () => (await app.inject({ url: '/api/admin/codes', headers })).json() as CodeList;
  const place = (code: string | undefined, lines = [CAP], email = sampleContact.email) =>
    placeOrder(app, {
      ...pickupOrder(lines),
      contact: { ...sampleContact, email },
      ...(code ? { code } : {}),
    });

  it('is for staff only', async () => {
    expect((await app.inject({ url: '/api/admin/codes' })).statusCode).toBe(401);
    expect((await post('/api/admin/codes', { code: 'FREE', kind: 'free_delivery' }, false)).statusCode).toBe(
      401,
    );
  });

  it('creates a code, refuses a name taken, and says what is wrong field by field', async () => {
    const created = await post('/api/admin/codes', { code: ' summer ', kind: 'percent', percent: 10 });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ code: 'SUMMER', label: '10% off', state: 'active', uses: 0 });
    expect((await newestEntry(app, headers, 'code.create'))?.summary).toBe(
      'Created the code SUMMER (10% off)',
    );

    const taken = await post('/api/admin/codes', { code: 'Summer', kind: 'amount', amountKobo: 100_000 });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.fields).toEqual({ code: CODE_ADMIN_MESSAGES.taken });

    const bad = await post('/api/admin/codes', {
      code: 'a!',
      kind: 'percent',
      startsAt: '2026-12-02T10:00:00Z',
      endsAt: '2026-12-01T10:00:00Z',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({
      code: CODE_ADMIN_MESSAGES.code,
      percent: CODE_ADMIN_MESSAGES.percent,
      endsAt: CODE_ADMIN_MESSAGES.endsBeforeStart,
    });
    const presale = await post('/api/admin/codes', { code: 'EARLY', kind: 'presale' });
    expect(presale.json().error.fields).toEqual({ productIds: CODE_ADMIN_MESSAGES.presaleScope });
    // A code that would be saved already ended is refused beside its end.
    const past = await post('/api/admin/codes', {
      code: 'LASTWEEK',
      kind: 'percent',
      percent: 5,
      endsAt: new Date(Date.now() - HOUR).toISOString(),
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().error.fields).toEqual({ endsAt: CODE_ADMIN_MESSAGES.endsInThePast });
  });

  it('shows each code’s uses and what its orders came to; pausing, resuming and ending it hold at checkout', async () => {
    const placed = await place('SUMMER');
    expect(placed.statusCode, placed.body).toBe(201);
    const { order } = placed.json() as PlacedOrder;
    const summer = (await list()).codes.find((code) => code.code === 'SUMMER') as CodeSummary;
    expect(summer).toMatchObject({ uses: 1, orders: 1, discountKobo: 95_000, revenueKobo: order.totalKobo });

    const act = (action: string) => post(`/api/admin/codes/${summer.id}/actions`, { action });
    expect((await act('pause')).json()).toMatchObject({ state: 'paused' });
    expect((await place('SUMMER')).json().error.message).toBe(CODE_MESSAGES.paused);
    expect((await act('resume')).json()).toMatchObject({ state: 'active' });
    expect((await place('SUMMER')).statusCode).toBe(201);
    expect((await act('end')).json()).toMatchObject({ state: 'ended' });
    expect((await place('SUMMER')).json().error.message).toBe(CODE_MESSAGES.ended);
    expect((await newestEntry(app, headers, 'code.end'))?.summary).toBe('Ended the code SUMMER');
    // Paused first and then ended, it is ended, to shoppers as to staff.
    const winter = (await post('/api/admin/codes', { code: 'WINTER', kind: 'percent', percent: 5 })).json();
    const actOn = (action: string) => post(`/api/admin/codes/${winter.id}/actions`, { action });
    await actOn('pause');
    expect((await actOn('end')).json()).toMatchObject({ state: 'ended' });
    expect((await place('WINTER')).json().error.message).toBe(CODE_MESSAGES.ended);
    const check = await app.inject({
      method: 'POST',
      url: '/api/checkout/code',
      payload: { code: 'WINTER', lines: [CAP] },
    });
    expect(check.json().error.message).toBe(CODE_MESSAGES.ended);

    // The dashboard sums this month's orders with a code: two with SUMMER, 10% of ₦9,500 each.
    const dashboard = (await app.inject({ url: '/api/admin/dashboard', headers })).json();
    expect(dashboard.codes).toEqual({
      orders: 2,
      discountKobo: 190_000,
      top: { code: 'SUMMER', orders: 2 },
    });

    expect((await post('/api/admin/codes/not-a-code/actions', { action: 'pause' })).statusCode).toBe(400);
    const missing = await post('/api/admin/codes/4d7c8a2e-1b3f-4c5d-9e6f-7a8b9c0d1e2f/actions', {
      action: 'pause',
    });
    expect(missing.statusCode).toBe(404);
  });

  it('generates a batch of single-use presale codes, exported as CSV, that open a presale to their holders alone', async () => {
    // The hat goes on sale to everyone in a day; its presale opened an hour ago.
    await app.database.db
      .update(products)
      .set({ liveAt: new Date(Date.now() + 24 * HOUR), presaleAt: new Date(Date.now() - HOUR) })
      .where(eq(products.id, HAT.productId));
    app.catalog.invalidate();

    const generated = await post('/api/admin/codes/batch', {
      prefix: 'vip',
      count: 25,
      kind: 'presale',
      productIds: [HAT.productId],
    });
    expect(generated.statusCode, generated.body).toBe(201);
    const { batch, count } = generated.json();
    expect(count).toBe(25);
    expect((await list()).batches).toContainEqual({
      batch,
      label: 'Presale access',
      count: 25,
      used: 0,
      revenueKobo: 0,
    });

    const csv = await app.inject({
      url: `/api/admin/codes/batch.csv?batch=${encodeURIComponent(batch)}`,
      headers,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const rows = parse(csv.body, { bom: true, columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(25);
    const codes = rows.map((row) => row.Code ?? '');
    expect(new Set(codes).size).toBe(25);
    for (const code of codes) expect(code).toMatch(/^VIP-[A-HJKMNP-Z2-9]{8}$/);
    const [first = '', second = ''] = codes;

    // Without a code, or with one for nothing early, the hat is not on sale yet: the same 409 as before.
    const early = await place(undefined, [HAT]);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('not_on_sale');
    expect((await place('SUMMER', [HAT])).statusCode).toBe(409);

    // A holder buys it now; the code is used once, by that order alone.
    const fan = await place(first.toLowerCase(), [HAT], 'fan@example.com');
    expect(fan.statusCode, fan.body).toBe(201);
    expect((fan.json() as PlacedOrder).order).toMatchObject({ discountCode: first, discountKobo: 0 });
    const again = await place(first, [HAT], 'friend@example.com');
    expect(again.json().error.fields).toEqual({ code: CODE_MESSAGES.usedUp });

    // Before the presale opens, a code opens nothing.
    await app.database.db
      .update(products)
      .set({ presaleAt: new Date(Date.now() + HOUR) })
      .where(eq(products.id, HAT.productId));
    expect((await place(second, [HAT], 'late@example.com')).json().error.code).toBe('not_on_sale');

    const missing = await app.inject({ url: '/api/admin/codes/batch.csv?batch=NOPE', headers });
    expect(missing.statusCode).toBe(404);
    const tooMany = await post('/api/admin/codes/batch', {
      prefix: 'vip',
      count: 5000,
      kind: 'free_delivery',
    });
    expect(tooMany.json().error.fields).toEqual({ count: CODE_ADMIN_MESSAGES.count });
  });
});
