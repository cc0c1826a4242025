import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { PlacedOrder, PublicOrder } from '../../../../domain/orders/order';
import { orderEvents, orders, paymentDisputes, variants } from '../../../db/schema';
import { signPaystackBody } from '../../../providers/payment/paystack-client';
import { type PaymentSimulator, startPaymentSimulator } from '../../../providers/payment/simulator';
import { describeEachEngine, testApp, testConfig } from '../../../testing/test-app';
import { stockOf } from '../../../testing/variant-stock';

const SECRET = 'sk_test_orders_api_4f1c9e';
const HAT = { productId: 'harmattan-bucket-hat', color: 'Sand', size: 'One Size' };
const contact = {
  email: 'tolu@example.com',
  phone: '08031234567',
  firstName: 'Tolu',
  lastName: 'Bello',
  address: '5 Awolowo Road',
  apartment: '',
  country: 'Nigeria',
  state: 'Lagos',
  city: 'Ikoyi',
  postalCode: '',
};

describeEachEngine('online payment (Paystack protocol)', (engine) => {
  let app: FastifyInstance;
  let simulator: PaymentSimulator;
  let origin: string;

  const stock = () => stockOf(app, HAT);
  const placeOnline = async (quantity = 1) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: {
        lines: [{ ...HAT, quantity }],
        contact,
        shippingMethod: 'pickup',
        position: { lat: 6.45, long: 3.43 },
        paymentMethod: 'paystack',
      },
    });
    expect(response.statusCode).toBe(201);
    return response.json() as PlacedOrder;
  };
  const referenceOf = async (number: string) => {
    const [row] = await app.database.db
      .select({ reference: orders.paymentReference })
      .from(orders)
      .where(eq(orders.number, number));
    if (!row?.reference) throw new Error('no reference');
    return row.reference;
  };
  const statusOf = async (number: string) => {
    const [row] = await app.database.db.select().from(orders).where(eq(orders.number, number));
    return row;
  };
  const webhook = (body: string, signature?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/payments/paystack/webhook',
      headers: {
        'content-type': 'application/json',
        ...(signature ? { 'x-paystack-signature': signature } : {}),
      },
      payload: body,
    });
  const chargeSuccess = (reference: string, amount: number) =>
    JSON.stringify({
      event: 'charge.success',
      data: { reference, amount, currency: 'NGN', status: 'success' },
    });

  beforeAll(async () => {
    simulator = await startPaymentSimulator({ secretKey: SECRET });
    const base = testConfig();
    app = await testApp(engine, {
      payment: {
        ...base.payment,
        paystack: { baseUrl: simulator.url, secretKey: SECRET, timeoutMs: 2000 },
        reservationMinutes: 30,
      },
    });
    origin = await app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await app.close();
    await simulator.close();
  });
  beforeEach(async () => {
    simulator.reset();
    simulator.setMode({ webhookUrl: `${origin}/api/payments/paystack/webhook` });
    await app.database.db
      .update(variants)
      .set({ quantity: 3 })
      .where(and(eq(variants.productId, HAT.productId), eq(variants.color, HAT.color)));
  });

  it('offers online payment first once a secret key is configured', async () => {
    const options = (await app.inject({ method: 'GET', url: '/api/payment-options' })).json() as {
      method: string;
    }[];
    expect(options.map((option) => option.method)).toEqual(['paystack', 'pay_on_delivery']);
  });

  it('holds the stock, sends the shopper to pay, and is paid by the signed webhook', async () => {
    const placed = await placeOnline(2);
    expect(placed.paymentUrl).toMatch(new RegExp(`^${simulator.url}/checkout/`));
    expect(placed.order).toMatchObject({ status: 'awaiting_payment', paymentConfirmed: false });
    expect(await stock()).toBe(1);
    const reference = await referenceOf(placed.order.number);
    const transaction = simulator.transactions.get(reference);
    expect(transaction).toMatchObject({ amount: placed.order.totalKobo, email: contact.email });

    const paid = await fetch(`${simulator.url}/__transactions/${reference}/pay`, { method: 'POST' });
    expect(paid.ok).toBe(true);
    await expect.poll(async () => (await statusOf(placed.order.number))?.status).toBe('paid');
    expect((await statusOf(placed.order.number))?.paymentConfirmed).toBe(true);
    expect(await stock()).toBe(1);

    // The confirmation link shows it paid.
    const shown = (
      await app.inject({ method: 'GET', url: `/api${placed.confirmationPath}` })
    ).json() as PublicOrder;
    expect(shown).toMatchObject({ status: 'paid', paymentConfirmed: true, paymentInstructions: '' });
  });

  it('confirms on return by asking the provider, when no webhook came', async () => {
    simulator.setMode({ webhooks: false });
    const placed = await placeOnline();
    const reference = await referenceOf(placed.order.number);
    await fetch(`${simulator.url}/__transactions/${reference}/pay`, { method: 'POST' });
    expect((await statusOf(placed.order.number))?.status).toBe('awaiting_payment');
    const shown = (
      await app.inject({ method: 'GET', url: `/api${placed.confirmationPath}` })
    ).json() as PublicOrder;
    expect(shown).toMatchObject({ status: 'paid', paymentConfirmed: true });
  });

  it('changes nothing for a forged, unsigned, wrong-amount or replayed webhook', async () => {
    const placed = await placeOnline();
    const reference = await referenceOf(placed.order.number);
    const body = chargeSuccess(reference, placed.order.totalKobo);

    expect((await webhook(body)).statusCode).toBe(401);
    expect((await webhook(body, signPaystackBody('sk_test_someone_else', body))).statusCode).toBe(401);
    expect((await webhook(body, signPaystackBody(SECRET, `${body} `))).statusCode).toBe(401);
    const cheap = chargeSuccess(reference, 100);
    expect((await webhook(cheap, signPaystackBody(SECRET, cheap))).statusCode).toBe(200);
    expect((await statusOf(placed.order.number))?.paymentConfirmed).toBe(false);

    // A real payment, then its webhook replayed: paid once, one history entry.
    await fetch(`${simulator.url}/__transactions/${reference}/pay`, { method: 'POST' });
    await expect.poll(async () => (await statusOf(placed.order.number))?.status).toBe('paid');
    const replay = await fetch(`${simulator.url}/__webhooks/${reference}/replay`, { method: 'POST' });
    expect(replay.ok).toBe(true);
    expect((await webhook(body, signPaystackBody(SECRET, body))).statusCode).toBe(200);
    const row = await statusOf(placed.order.number);
    if (!row) throw new Error('order missing');
    const paidEvents = await app.database.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, row.id), eq(orderEvents.kind, 'paid')));
    expect(paidEvents).toHaveLength(1);
    expect(await stock()).toBe(2);
  });

  it('acknowledges a signed event with a NUL character: ignored when it names a payment, kept without it in a reason', async () => {
    const placed = await placeOnline();
    const reference = await referenceOf(placed.order.number);
    const events = [
      chargeSuccess(`${reference}\u0000`, placed.order.totalKobo),
      JSON.stringify({
        event: 'refund.processed',
        data: { id: 'rf\u00001', transaction_reference: `x\u0000${reference}`, amount: 100 },
      }),
      JSON.stringify({
        event: 'charge.dispute.create',
        data: {
          id: 'dp_nul_1',
          status: 'awaiting-merchant-feedback',
          category: 'fraud\u0000',
          transaction: { reference, amount: placed.order.totalKobo },
        },
      }),
    ];
    for (const body of events) {
      const answer = await webhook(body, signPaystackBody(SECRET, body));
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toEqual({ received: true });
    }
    const row = await statusOf(placed.order.number);
    expect(row).toMatchObject({ status: 'awaiting_payment', paymentConfirmed: false });
    const disputes = await app.database.db
      .select({ reason: paymentDisputes.reason })
      .from(paymentDisputes)
      .where(eq(paymentDisputes.providerDisputeId, 'dp_nul_1'));
    expect(disputes).toEqual([{ reason: 'fraud' }]);
  });

  it('returns the stock of an unpaid order once its reservation expires', async () => {
    const placed = await placeOnline(3);
    expect(await stock()).toBe(0);
    expect(await app.orders.expireReservations()).toBe(0);
    await app.database.db
      .update(orders)
      .set({ reservedUntil: sql`now() - interval '1 minute'` })
      .where(eq(orders.number, placed.order.number));
    expect(await app.orders.expireReservations()).toBe(1);
    expect(await stock()).toBe(3);
    expect((await statusOf(placed.order.number))?.status).toBe('cancelled');
    // Expiring again returns nothing twice.
    expect(await app.orders.expireReservations()).toBe(0);
    expect(await stock()).toBe(3);
  });

  it('keeps an order whose payment went through although its webhook was lost', async () => {
    simulator.setMode({ webhooks: false });
    const placed = await placeOnline();
    await fetch(`${simulator.url}/__transactions/${await referenceOf(placed.order.number)}/pay`, {
      method: 'POST',
    });
    await app.database.db
      .update(orders)
      .set({ reservedUntil: sql`now() - interval '1 minute'` })
      .where(eq(orders.number, placed.order.number));
    expect(await app.orders.expireReservations()).toBe(0);
    expect((await statusOf(placed.order.number))?.status).toBe('paid');
    expect(await stock()).toBe(2);
  });

  it('places nothing and keeps the stock when the provider cannot start a payment', async () => {
    simulator.setMode({ failStatus: 503 });
    const response = await app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: {
        lines: [{ ...HAT, quantity: 1 }],
        contact,
        shippingMethod: 'pickup',
        position: { lat: 6.45, long: 3.43 },
        paymentMethod: 'paystack',
      },
    });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ error: { code: 'payment_unavailable' } });
    expect(await stock()).toBe(3);
  });
});
