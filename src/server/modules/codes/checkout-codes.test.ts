import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { CODE_MESSAGES } from '../../../domain/codes/messages';
import type { PlacedOrder } from '../../../domain/orders/order';
import { discountCodes, orders } from '../../db/schema';
import type { OutboxMailer } from '../../providers/mail/mailer';
import { pickupOrder, placeOrder, sampleContact } from '../../testing/order-fixtures';
import { signedInHeaders, staffApp } from '../../testing/staff';
import { describeEachEngine } from '../../testing/test-app';
import { setStock } from '../../testing/variant-stock';

const TEE = { productId: 'harmattan-tour-tee', color: 'Black', size: 'M', quantity: 2 }; // ₦15,000, tour
const CAP = { productId: 'signature-dad-cap', color: 'Black', size: 'One Size', quantity: 1 }; // ₦9,500, essentials
const DAY = 86_400_000;

describeEachEngine('discount codes at checkout', (engine) => {
  let app: FastifyInstance;
  let headers: { cookie: string; origin: string };
  let next = 0;

  beforeAll(async () => {
    app = await staffApp(engine);
    headers = await signedInHeaders(app);
    await setStock(app, TEE, 500);
    await setStock(app, CAP, 500);
  });
  afterAll(() => app.close());

  async function newCode(values: Partial<typeof discountCodes.$inferInsert> = {}) {
    next += 1;
    const code = values.code ?? `CODE${next}`;
    await app.database.db
      .insert(discountCodes)
      .values({ kind: 'percent', basisPoints: 1000, ...values, code });
    return code;
  }
  const check = (code: string, lines: object[] = [TEE, CAP], extra: object = {}) =>
    app.inject({ method: 'POST', url: '/api/checkout/code', payload: { code, lines, ...extra } });
  const place = (code: string, lines = [TEE, CAP], email = sampleContact.email) =>
    placeOrder(app, { ...pickupOrder(lines), contact: { ...sampleContact, email }, code });
  const usesOf = async (code: string) =>
    (await app.database.db.select().from(discountCodes).where(eq(discountCodes.code, code)))[0]?.uses;

  it('takes 10% off the whole order, spread over its lines, and the order keeps it', async () => {
    const code = await newCode({ code: 'SAVE10' });
    const checked = await check(' save10 ');
    expect(checked.statusCode).toBe(200);
    expect(checked.json()).toEqual({
      code,
      label: '10% off',
      lineDiscountsKobo: [300_000, 95_000],
      discountKobo: 395_000,
      freeDelivery: false,
      deliveryDiscountKobo: 0,
    });

    const placed = await place('save10');
    expect(placed.statusCode, placed.body).toBe(201);
    const { order } = placed.json() as PlacedOrder;
    expect(order).toMatchObject({
      discountCode: 'SAVE10',
      subtotalKobo: 3_950_000,
      discountKobo: 395_000,
      deliveryDiscountKobo: 0,
      totalKobo: 3_555_000,
    });
    expect(order.lines.map((line) => line.discountKobo)).toEqual([300_000, 95_000]);
    expect(await usesOf(code)).toBe(1);

    // The confirmation email and the staff's export say so too.
    const mail = await vi.waitFor(
      async () => {
        await app.outbox.sendDue(new Date());
        const found = (app.mailer as OutboxMailer).sent.find(
          (sent) => sent.to === sampleContact.email && sent.text.includes(order.number),
        );
        if (!found) throw new Error('no confirmation yet');
        return found;
      },
      { timeout: 10_000, interval: 50 },
    );
    expect(mail.text).toContain('Discount (SAVE10): −₦3,950');
    expect(mail.text).toContain('Total: ₦35,550');
    expect(mail.html).toContain('Discount (SAVE10)');
    const csv = await app.inject({ url: '/api/admin/orders/export.csv', headers });
    const row = (parse(csv.body, { bom: true, columns: true }) as Record<string, string>[]).find(
      (r) => r.Order === order.number,
    );
    expect(row).toMatchObject({
      'Discount code': 'SAVE10',
      'Discount (NGN)': '3950',
      'Total (NGN)': '35550',
    });
  });

  it('takes an amount off only the items it is for, never more than they cost', async () => {
    const essentials = await newCode({ kind: 'amount', amountKobo: 200_000, collectionIds: ['essentials'] });
    expect((await check(essentials)).json()).toMatchObject({
      label: '₦2,000 off selected items',
      lineDiscountsKobo: [0, 200_000],
      discountKobo: 200_000,
    });
    const big = await newCode({ kind: 'amount', amountKobo: 5_000_000, productIds: [CAP.productId] });
    const placed = await place(big);
    expect(placed.statusCode, placed.body).toBe(201);
    const { order } = placed.json() as PlacedOrder;
    // The cap costs ₦9,500: the code takes that and nothing more; the tee is paid in full.
    expect(order).toMatchObject({ discountKobo: 950_000, totalKobo: 3_000_000 });
    expect(order.lines.map((line) => line.discountKobo)).toEqual([0, 950_000]);
  });

  it('takes the delivery fee off with a free-delivery code, and nothing else', async () => {
    const code = await newCode({ kind: 'free_delivery', basisPoints: null });
    expect((await check(code, [TEE], { deliveryFeeKobo: 550_000 })).json()).toEqual({
      code,
      label: 'Free delivery',
      lineDiscountsKobo: [0],
      discountKobo: 0,
      freeDelivery: true,
      deliveryDiscountKobo: 550_000,
    });
    const placed = await placeOrder(app, {
      ...pickupOrder([TEE]),
      shippingMethod: 'shipping',
      code,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const { order } = placed.json() as PlacedOrder;
    expect(order.deliveryFeeKobo).toBeGreaterThan(0);
    expect(order.deliveryDiscountKobo).toBe(order.deliveryFeeKobo);
    expect(order.totalKobo).toBe(order.subtotalKobo);
  });

  it('says at the code field why a code gives nothing, and places nothing', async () => {
    const refusals: [string, string][] = [
      ['NOSUCHCODE', CODE_MESSAGES.unknown],
      [await newCode({ pausedAt: new Date() }), CODE_MESSAGES.paused],
      [await newCode({ startsAt: new Date(Date.now() + DAY) }), CODE_MESSAGES.notYet],
      [await newCode({ endsAt: new Date(Date.now() - 1000) }), CODE_MESSAGES.ended],
      [await newCode({ maxUses: 0 }), CODE_MESSAGES.usedUp],
      [await newCode({ productIds: ['lagos-nights-poster'] }), CODE_MESSAGES.notForTheseItems],
      [await newCode({ minSubtotalKobo: 10_000_000 }), CODE_MESSAGES.belowMinimum('₦100,000')],
    ];
    const before = await app.database.db.select({ id: orders.id }).from(orders);
    for (const [code, message] of refusals) {
      for (const response of [await check(code), await place(code)]) {
        expect(response.statusCode, `${code}: ${response.body}`).toBe(409);
        expect(response.json().error).toEqual({ code: 'code_refused', message, fields: { code: message } });
      }
    }
    expect(await app.database.db.select({ id: orders.id }).from(orders)).toHaveLength(before.length);
    expect((await check('', [TEE])).json().error.fields).toEqual({ code: CODE_MESSAGES.enter });
    expect((await check('X'.repeat(41))).statusCode).toBe(400);
  });

  it('holds a limit per email, and a cancelled order gives its use back', async () => {
    const code = await newCode({ maxUses: 5, maxUsesPerEmail: 1 });
    const first = await place(code, [CAP], 'once@example.com');
    expect(first.statusCode, first.body).toBe(201);
    const again = await place(code, [CAP], 'Once@Example.com');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(CODE_MESSAGES.usedByYou);
    const asked = await check(code, [CAP], { email: 'once@example.com' });
    expect(asked.json().error.message).toBe(CODE_MESSAGES.usedByYou);
    expect(await usesOf(code)).toBe(1);

    const { number } = (first.json() as PlacedOrder).order;
    const cancelled = await app.inject({
      method: 'POST',
      url: `/api/admin/orders/${number}/actions`,
      headers,
      payload: { action: 'cancel' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await usesOf(code)).toBe(0);
    expect((await place(code, [CAP], 'once@example.com')).statusCode).toBe(201);
  });

  it('lets exactly 3 of 50 shoppers placing orders at once take a code with 3 uses left', async () => {
    const code = await newCode({ maxUses: 3 });
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => place(code, [CAP], `racer${i}@example.com`)),
    );
    const placed = answers.filter((answer) => answer.statusCode === 201);
    expect(placed).toHaveLength(3);
    for (const answer of placed) expect((answer.json() as PlacedOrder).order.discountKobo).toBe(95_000);
    const refused = answers.filter((answer) => answer.statusCode === 409);
    expect(refused).toHaveLength(47);
    for (const answer of refused) expect(answer.json().error.fields).toEqual({ code: CODE_MESSAGES.usedUp });
    expect(await usesOf(code)).toBe(3);
  });
});
