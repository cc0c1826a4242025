import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { ORDER_MESSAGES, type PlacedOrder, type PublicOrder } from '../../../../domain/orders/order';
import { discountCodes, orderEvents, orders, paymentAttempts } from '../../../db/schema';
import { type PaymentSimulator, startPaymentSimulator } from '../../../providers/payment/simulator';
import { sampleContact } from '../../../testing/order-fixtures';
import { describeEachEngine, testApp, testConfig } from '../../../testing/test-app';
import { setStock, stockOf } from '../../../testing/variant-stock';

const SECRET = 'sk_test_release_hold_7c21';
const HAT = { productId: 'harmattan-bucket-hat', color: 'Sand', size: 'One Size' };

/**
 * A shopper back from the payment provider without paying lets go of their own unpaid order from
 * the bag: the order is cancelled and its items go back on sale. Only the browser holding the
 * order's key may; the server never takes the client's word for whose order it is.
 */
describeEachEngine('releasing an unpaid order’s hold from the bag', (engine) => {
  let app: FastifyInstance;
  let simulator: PaymentSimulator;

  const stock = () => stockOf(app, HAT);
  const place = async (quantity: number, extra: Record<string, unknown> = {}) => {
    const response = await app.inject({
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
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as PlacedOrder;
  };
  const keyOf = (placed: PlacedOrder) =>
    new URL(placed.confirmationPath, 'http://x').searchParams.get('key') ?? '';
  const release = (placed: PlacedOrder, key = keyOf(placed)) =>
    app.inject({ method: 'POST', url: `/api/orders/${placed.order.number}/release`, payload: { key } });
  const statusOf = async (placed: PlacedOrder) =>
    (await app.database.db.select().from(orders).where(eq(orders.number, placed.order.number)))[0]?.status;
  const referencesOf = async (placed: PlacedOrder) =>
    (
      await app.database.db
        .select({ reference: paymentAttempts.reference })
        .from(paymentAttempts)
        .innerJoin(orders, eq(orders.id, paymentAttempts.orderId))
        .where(eq(orders.number, placed.order.number))
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
    simulator.setMode({ webhooks: true });
    await setStock(app, HAT, 3);
  });

  it('cancels the shopper’s own unpaid order: its items go back on sale and its code’s use comes back', async () => {
    await app.database.db
      .insert(discountCodes)
      .values({ code: 'HOLD10', kind: 'percent', basisPoints: 1000 });
    const placed = await place(3, { code: 'HOLD10' });
    expect(await stock()).toBe(0);

    const released = await release(placed);
    expect(released.statusCode, released.body).toBe(200);
    expect(released.json() as PublicOrder).toMatchObject({
      number: placed.order.number,
      status: 'cancelled',
    });
    expect(await stock()).toBe(3);
    const [code] = await app.database.db.select().from(discountCodes).where(eq(discountCodes.code, 'HOLD10'));
    expect(code?.uses).toBe(0);
    const [row] = await app.database.db.select().from(orders).where(eq(orders.number, placed.order.number));
    const [event] = await app.database.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, row?.id ?? ''), eq(orderEvents.kind, 'cancelled')));
    expect(event?.note).toBe('The shopper released the items to change their bag.');

    // Asked again (a second tap, a second tab), nothing more goes back.
    const again = await release(placed);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ status: 'cancelled' });
    expect(await stock()).toBe(3);
  });

  it('refuses a key that is not the order’s, and the hold stands', async () => {
    const placed = await place(2);
    const stranger = await release(placed, 'x'.repeat(40));
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().error.message).toBe(ORDER_MESSAGES.notFound);
    expect((await release(placed, '')).statusCode).toBe(400);
    expect(await statusOf(placed)).toBe('awaiting_payment');
    expect(await stock()).toBe(1);
  });

  it('refuses a paid order and one switched to a manual payment, each saying why', async () => {
    const paid = await place(1);
    const [reference] = await referencesOf(paid);
    await fetch(`${simulator.url}/__transactions/${reference}/pay`, { method: 'POST' });
    await expect.poll(() => statusOf(paid)).toBe('paid');
    const refused = await release(paid);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(ORDER_MESSAGES.alreadyPaid);

    const manual = await place(1);
    const switched = await app.inject({
      method: 'POST',
      url: `/api/orders/${manual.order.number}/payment`,
      payload: { key: keyOf(manual), paymentMethod: 'pay_on_delivery' },
    });
    expect(switched.statusCode, switched.body).toBe(200);
    const kept = await release(manual);
    expect(kept.statusCode).toBe(409);
    expect(kept.json().error.message).toBe(ORDER_MESSAGES.notAwaitingOnlinePayment);
    expect(await stock()).toBe(1);
  });

  it('finds a payment made after all (its webhook lost) and keeps the order paid', async () => {
    const placed = await place(1);
    simulator.setMode({ webhooks: false });
    const [reference] = await referencesOf(placed);
    await fetch(`${simulator.url}/__transactions/${reference}/pay`, { method: 'POST' });
    expect(await statusOf(placed)).toBe('awaiting_payment');

    const refused = await release(placed);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(ORDER_MESSAGES.alreadyPaid);
    expect(await statusOf(placed)).toBe('paid');
    expect(await stock()).toBe(2);
  });
});
