import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { ORDER_MESSAGES, type PlacedOrder, type PublicOrder } from '../../../../domain/orders/order';
import { emailOutbox, orderEvents, orders, paymentAttempts, variants } from '../../../db/schema';
import { type PaymentSimulator, startPaymentSimulator } from '../../../providers/payment/simulator';
import { sampleContact } from '../../../testing/order-fixtures';
import { describeEachEngine, testApp, testConfig } from '../../../testing/test-app';
import { stockOf } from '../../../testing/variant-stock';

const SECRET = 'sk_test_pay_again_51b7';
const HAT = { productId: 'harmattan-bucket-hat', color: 'Sand', size: 'One Size' };

/**
 * A shopper who gave up at the payment provider is not stuck: from the order's page they pay again
 * (a fresh payment for the same order) or another way, and a new order from the same browser gives
 * the unpaid one's stock back first.
 */
describeEachEngine('paying again, or another way', (engine) => {
  let app: FastifyInstance;
  let simulator: PaymentSimulator;

  const stock = () => stockOf(app, HAT);
  const place = (quantity: number, extra: Record<string, unknown> = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: {
        lines: [{ ...HAT, quantity }],
        contact: sampleContact,
        shippingMethod: 'pickup',
        position: { lat: 6.45, long: 3.43 },
        paymentMethod: 'paystack',
        ...extra,
      },
    });
  const placeOnline = async (quantity = 1) => {
    const response = await place(quantity);
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as PlacedOrder;
  };
  const keyOf = (placed: PlacedOrder) =>
    new URL(placed.confirmationPath, 'http://x').searchParams.get('key') ?? '';
  const payAgain = (placed: PlacedOrder, paymentMethod: string, key = keyOf(placed)) =>
    app.inject({
      method: 'POST',
      url: `/api/orders/${placed.order.number}/payment`,
      payload: { key, paymentMethod },
    });
  const rowOf = async (number: string) => {
    const [row] = await app.database.db.select().from(orders).where(eq(orders.number, number));
    if (!row) throw new Error('order missing');
    return row;
  };
  const attemptsOf = async (number: string) =>
    (
      await app.database.db
        .select({ reference: paymentAttempts.reference })
        .from(paymentAttempts)
        .innerJoin(orders, eq(orders.id, paymentAttempts.orderId))
        .where(eq(orders.number, number))
        .orderBy(paymentAttempts.createdAt)
    ).map((attempt) => attempt.reference);

  beforeAll(async () => {
    simulator = await startPaymentSimulator({ secretKey: SECRET });
    app = await testApp(engine, {
      payment: {
        ...testConfig().payment,
        paystack: { baseUrl: simulator.url, secretKey: SECRET, timeoutMs: 2000 },
        reservationMinutes: 30,
      },
    });
    const origin = await app.listen({ host: '127.0.0.1', port: 0 });
    simulator.setMode({ webhookUrl: `${origin}/api/payments/paystack/webhook` });
  });
  afterAll(async () => {
    await app.close();
    await simulator.close();
  });
  beforeEach(async () => {
    simulator.setMode({ failStatus: null, failTimes: null });
    await app.database.db
      .update(variants)
      .set({ quantity: 3 })
      .where(and(eq(variants.productId, HAT.productId), eq(variants.color, HAT.color)));
  });

  it('opens a fresh payment for the same order, whose hold starts again, and either payment pays it', async () => {
    const placed = await placeOnline();
    // The hold has nearly run out when the shopper comes back.
    await app.database.db
      .update(orders)
      .set({ reservedUntil: sql`now() + interval '1 minute'` })
      .where(eq(orders.number, placed.order.number));
    const again = await payAgain(placed, 'paystack');
    expect(again.statusCode, again.body).toBe(200);
    const { paymentUrl, order } = again.json() as { paymentUrl: string; order: PublicOrder };
    expect(order).toMatchObject({ number: placed.order.number, status: 'awaiting_payment' });
    expect(paymentUrl).toMatch(new RegExp(`^${simulator.url}/checkout/`));
    expect(paymentUrl).not.toBe(placed.paymentUrl);
    const [first, second] = await attemptsOf(placed.order.number);
    expect(second).toBeDefined();
    expect((await rowOf(placed.order.number)).paymentReference).toBe(second);
    const held = (await rowOf(placed.order.number)).reservedUntil?.getTime() ?? 0;
    expect(held - Date.now()).toBeGreaterThan(25 * 60_000);
    expect(await stock()).toBe(2);

    // The shopper finds the first tab and pays there after all: the order is paid, by that one.
    await fetch(`${simulator.url}/__transactions/${first}/pay`, { method: 'POST' });
    await expect.poll(async () => (await rowOf(placed.order.number)).status).toBe('paid');
    expect((await rowOf(placed.order.number)).paymentReference).toBe(first);
    expect(await stock()).toBe(2);
  });

  it('tells the order’s page whether the latest payment is still going or ended unpaid at the provider', async () => {
    const placed = await placeOnline();
    const page = async () =>
      (
        await app.inject({ url: `/api/orders/${placed.order.number}?key=${keyOf(placed)}` })
      ).json() as PublicOrder;
    expect((await page()).paymentAtProvider).toBe('pending');
    const [first] = await attemptsOf(placed.order.number);
    await fetch(`${simulator.url}/__transactions/${first}/cancel`, { method: 'POST' });
    expect(await page()).toMatchObject({ status: 'awaiting_payment', paymentAtProvider: 'not_paid' });

    // A fresh payment is going again, until it is paid.
    expect((await payAgain(placed, 'paystack')).statusCode).toBe(200);
    expect((await page()).paymentAtProvider).toBe('pending');
    const [, second] = await attemptsOf(placed.order.number);
    await fetch(`${simulator.url}/__transactions/${second}/pay`, { method: 'POST' });
    await expect.poll(async () => (await page()).status).toBe('paid');
    expect((await page()).paymentAtProvider).toBeNull();
  });

  it('turns into a manual order when the shopper pays another way, confirmed by email with how to pay', async () => {
    const placed = await placeOnline();
    const switched = await payAgain(placed, 'pay_on_delivery');
    expect(switched.statusCode, switched.body).toBe(200);
    expect(switched.json()).toMatchObject({
      paymentUrl: null,
      order: { paymentMethod: 'pay_on_delivery', status: 'awaiting_payment' },
    });
    const row = await rowOf(placed.order.number);
    expect(row.reservedUntil).toBeNull();
    const mails = await app.database.db
      .select({ kind: emailOutbox.kind })
      .from(emailOutbox)
      .where(eq(emailOutbox.orderId, row.id));
    expect(mails.map((mail) => mail.kind)).toContain('order_confirmation');
    const [changed] = await app.database.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, row.id), eq(orderEvents.kind, 'payment_method_changed')));
    expect(changed?.note).toBe('The shopper chose Pay on delivery instead.');
    // It holds its stock as a manual order does: no expiry gives it back.
    expect(await app.orders.expireReservations()).toBe(0);
    expect(await stock()).toBe(2);
    // And it is no longer waiting for an online payment.
    const twice = await payAgain(placed, 'paystack');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(ORDER_MESSAGES.notAwaitingOnlinePayment);
  });

  it('refuses a wrong key, a method not on offer, a paid order and a cancelled one, each saying why', async () => {
    const placed = await placeOnline();
    expect((await payAgain(placed, 'paystack', 'x'.repeat(40))).statusCode).toBe(404);
    const offline = await payAgain(placed, 'bank_transfer');
    expect(offline.statusCode).toBe(400);
    expect(offline.json().error.message).toBe(ORDER_MESSAGES.methodUnavailable);

    const paid = await placeOnline();
    const [reference] = await attemptsOf(paid.order.number);
    await fetch(`${simulator.url}/__transactions/${reference}/pay`, { method: 'POST' });
    await expect.poll(async () => (await rowOf(paid.order.number)).status).toBe('paid');
    const paidAgain = await payAgain(paid, 'paystack');
    expect(paidAgain.statusCode).toBe(409);
    expect(paidAgain.json().error.message).toBe(ORDER_MESSAGES.alreadyPaid);

    await app.database.db
      .update(orders)
      .set({ reservedUntil: sql`now() - interval '1 minute'` })
      .where(eq(orders.number, placed.order.number));
    await app.orders.expireReservations();
    const expired = await payAgain(placed, 'paystack');
    expect(expired.statusCode).toBe(409);
    expect(expired.json().error.message).toBe(ORDER_MESSAGES.cancelledBeforePayment);
  });

  it('keeps the order and its hold when the provider cannot start the new payment', async () => {
    const placed = await placeOnline();
    simulator.setMode({ failStatus: 503, failTimes: 1 });
    const refused = await payAgain(placed, 'paystack');
    expect(refused.statusCode).toBe(502);
    expect(refused.json().error.message).toBe(ORDER_MESSAGES.paymentRetryFailed);
    expect((await rowOf(placed.order.number)).status).toBe('awaiting_payment');
    expect(await stock()).toBe(2);
  });

  it('gives the unpaid order’s stock back when the same browser starts again', async () => {
    const abandoned = await placeOnline(3);
    expect(await stock()).toBe(0);
    // Without saying which order it replaces, the shopper's own hold stands in the way.
    expect((await place(3)).statusCode).toBe(409);
    const replaced = await place(3, { replaces: { number: abandoned.order.number, key: keyOf(abandoned) } });
    expect(replaced.statusCode, replaced.body).toBe(201);
    expect((await rowOf(abandoned.order.number)).status).toBe('cancelled');
    expect(await stock()).toBe(0);

    // A key that is not the order's replaces nothing.
    const other = replaced.json() as PlacedOrder;
    const stranger = await place(1, { replaces: { number: other.order.number, key: 'y'.repeat(40) } });
    expect(stranger.statusCode).toBe(409);
    expect((await rowOf(other.order.number)).status).toBe('awaiting_payment');
  });
});
