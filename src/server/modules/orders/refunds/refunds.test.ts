import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { AdminOrderList, DashboardFigures, PublicOrder } from '../../../../domain/orders/order';
import { orders } from '../../../db/schema';
import { type PaymentSimulator, startPaymentSimulator } from '../../../providers/payment/simulator';
import {
  act,
  adjust,
  adminOrder,
  emailKinds,
  HAT,
  movements,
  place,
  TEE,
  teesAndHat,
  until,
} from '../../../testing/refund-fixtures';
import { signedInHeaders, staffApp } from '../../../testing/staff';
import { describeEachEngine, testConfig } from '../../../testing/test-app';
import { setStock, stockOf } from '../../../testing/variant-stock';
import type { AdjustmentResult } from './refunds';

const SECRET = 'sk_test_refunds_7d21aa';

describeEachEngine('cancellations and refunds', (engine) => {
  let app: FastifyInstance;
  let simulator: PaymentSimulator;
  let staff: { cookie: string; origin: string };

  /** An online order of two tees and a hat, paid on the simulator, whose webhook paid it. */
  async function paidOnline() {
    const placed = await place(app, teesAndHat('paystack'));
    const [row] = await app.database.db
      .select({ reference: orders.paymentReference })
      .from(orders)
      .where(eq(orders.number, placed.order.number));
    const paid = await fetch(`${simulator.url}/__transactions/${row?.reference}/pay`, { method: 'POST' });
    expect(paid.status).toBe(200);
    const order = await until(
      () => adminOrder(app, staff, placed.order.number),
      (o) => o.status === 'paid',
    );
    expect(order.status).toBe('paid');
    return order;
  }

  async function paidByTransfer() {
    const placed = await place(app, teesAndHat('bank_transfer'));
    return act(app, staff, placed.order.number, 'mark_paid');
  }

  /** An online order left unpaid past its hold (so cancelled), then paid on the provider's page after all. */
  async function paidAfterExpiry() {
    const placed = await place(app, teesAndHat('paystack'));
    const [row] = await app.database.db
      .select({ reference: orders.paymentReference })
      .from(orders)
      .where(eq(orders.number, placed.order.number));
    await app.database.db
      .update(orders)
      .set({ reservedUntil: sql`now() - interval '1 minute'` })
      .where(eq(orders.number, placed.order.number));
    expect(await app.orders.expireReservations()).toBeGreaterThanOrEqual(1);
    // The shopper's tab was still open at the provider: they pay.
    await fetch(`${simulator.url}/__transactions/${row?.reference}/pay`, { method: 'POST' });
    return until(
      () => adminOrder(app, staff, placed.order.number),
      (o) => o.paymentConfirmed,
    );
  }

  /** The order as the order list shows it, found by its number. */
  async function listed(number: string) {
    const response = await app.inject({ url: `/api/admin/orders?q=${number}`, headers: staff });
    return (response.json() as AdminOrderList).orders.find((order) => order.number === number);
  }

  beforeAll(async () => {
    simulator = await startPaymentSimulator({ secretKey: SECRET });
    const base = testConfig();
    app = await staffApp(engine, {
      payment: {
        ...base.payment,
        paystack: { baseUrl: simulator.url, secretKey: SECRET, timeoutMs: 2000 },
        bankTransferDetails: 'GTBank 0123456789',
      },
    });
    const origin = await app.listen({ host: '127.0.0.1', port: 0 });
    staff = await signedInHeaders(app);
    simulator.setMode({ webhookUrl: `${origin}/api/payments/paystack/webhook` });
  });
  afterAll(async () => {
    await app.close();
    await simulator.close();
  });
  beforeEach(async () => {
    simulator.setMode({ refundOutcome: 'processed', failStatus: null, refundDelayMs: 20 });
    await setStock(app, TEE, 50);
    await setStock(app, HAT, 50);
  });

  it('cancels one line of a paid online order, refunds it through Paystack and puts only what staff chose back', async () => {
    const order = await paidOnline();
    const [tee, hat] = order.lines;
    const teeBefore = await stockOf(app, TEE);
    const hatBefore = await stockOf(app, HAT);
    const teeWorth = (tee?.unitPriceKobo ?? 0) * 2;
    const response = await adjust(app, staff, order.number, {
      lines: [
        { position: 0, quantity: 2, restock: true },
        { position: 1, quantity: 1, restock: false },
      ],
      amountKobo: teeWorth,
      method: 'provider',
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json() as AdjustmentResult;
    expect(result.adjustment).toMatchObject({
      kind: 'cancellation',
      amountKobo: teeWorth,
      method: 'provider',
    });
    expect(result.order.refundedKobo).toBe(teeWorth);
    // The original totals stay as placed; every unit is cancelled, so the order is too.
    expect(result.order.totalKobo).toBe(order.totalKobo);
    expect(result.order.status).toBe('cancelled');
    expect(result.order.lines.map((line) => line.cancelledQuantity)).toEqual([2, 1]);
    expect(await stockOf(app, TEE)).toBe((teeBefore ?? 0) + 2);
    expect(await stockOf(app, HAT)).toBe(hatBefore);
    expect(await movements(app, order.number, 'cancelled')).toEqual([{ productId: TEE.productId, delta: 2 }]);
    expect(hat?.quantity).toBe(1);

    const settled = await until(
      () => adminOrder(app, staff, order.number),
      (o) => o.adjustments[0]?.status === 'processed',
    );
    expect(settled.adjustments[0]?.status).toBe('processed');
    const calls = simulator.requests.filter((call) => call.kind === 'api' && call.path === '/refund');
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ body: { transaction: order.paymentReference, amount: teeWorth } });
    expect(await emailKinds(app, order.number)).toContain('order_cancelled');
  });

  it('shows the shopper what was cancelled and refunded', async () => {
    const order = await paidOnline();
    const placedKey = await app.database.db
      .select({ key: orders.accessKey })
      .from(orders)
      .where(eq(orders.number, order.number));
    await adjust(app, staff, order.number, {
      lines: [{ position: 1, quantity: 1, restock: true }],
      amountKobo: order.lines[1]?.unitPriceKobo ?? 0,
      method: 'provider',
      note: 'Out of stock in the warehouse',
    });
    const mine = (
      await app.inject({ method: 'GET', url: `/api/orders/${order.number}?key=${placedKey[0]?.key}` })
    ).json() as PublicOrder;
    expect(mine.status).toBe('paid');
    expect(mine.refundedKobo).toBe(order.lines[1]?.unitPriceKobo);
    expect(mine.adjustments).toHaveLength(1);
    expect(mine.adjustments[0]).toMatchObject({ kind: 'cancellation', note: '', staffEmail: null });
  });

  it('gives the amount back once when Paystack fails the refund, however often the event is replayed', async () => {
    const order = await paidOnline();
    simulator.setMode({ refundOutcome: 'failed' });
    const response = await adjust(app, staff, order.number, { amountKobo: 500_000, method: 'provider' });
    expect(response.statusCode, response.body).toBe(200);
    // The order and its adjustments are read apart: wait for a view after the failure on both.
    const failed = await until(
      () => adminOrder(app, staff, order.number),
      (o) => o.adjustments[0]?.status === 'failed' && o.refundedKobo === 0,
    );
    expect(failed.adjustments[0]?.providerMessage).toMatch(/declined/);
    expect(failed.refundedKobo).toBe(0);
    expect(failed.refundableKobo).toBe(order.totalKobo);
    const refund = [...simulator.requests]
      .reverse()
      .find((call) => call.kind === 'webhook' && call.event === 'refund.failed');
    const key = refund?.kind === 'webhook' ? refund.reference : '';
    for (let i = 0; i < 3; i++) {
      const replay = await fetch(`${simulator.url}/__webhooks/${key}/replay`, { method: 'POST' });
      expect(replay.status).toBe(200);
    }
    const after = await adminOrder(app, staff, order.number);
    expect(after.refundedKobo).toBe(0);
    expect(after.events.filter((event) => event.kind === 'refund_failed')).toHaveLength(1);
    // Staff are told on the dashboard until a refund of the order makes it good.
    const refused = async () =>
      (
        (
          await app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: staff })
        ).json() as DashboardFigures
      ).refusedRefunds.filter((refund) => refund.number === order.number);
    expect(await refused()).toEqual([
      expect.objectContaining({ amountKobo: 500_000, message: expect.stringMatching(/declined/) }),
    ]);
    // The whole payment can still be refunded.
    simulator.setMode({ refundOutcome: 'processed' });
    const again = await adjust(app, staff, order.number, { amountKobo: order.totalKobo, method: 'provider' });
    expect(again.statusCode, again.body).toBe(200);
    expect(await refused()).toEqual([]);
  });

  it('fails a refund Paystack refuses at once, with its message, and gives the amount back', async () => {
    const order = await paidOnline();
    simulator.setMode({ failStatus: 400, failTimes: 1 });
    const response = await adjust(app, staff, order.number, { amountKobo: 100_000, method: 'provider' });
    expect(response.statusCode).toBe(200);
    const { adjustment, order: after } = response.json() as AdjustmentResult;
    expect(adjustment.status).toBe('failed');
    expect(adjustment.providerMessage).toMatch(/Simulated provider failure/);
    expect(after.refundedKobo).toBe(0);
  });

  it('answers a retried request with its first result, and refunds once', async () => {
    const order = await paidByTransfer();
    const body = {
      requestKey: 'retry-key-0001',
      amountKobo: 200_000,
      method: 'manual' as const,
      note: 'Cash at the counter',
    };
    const answers = await Promise.all([1, 2, 3].map(() => adjust(app, staff, order.number, body)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    const ids = new Set(answers.map((answer) => (answer.json() as AdjustmentResult).adjustment.id));
    expect(ids.size).toBe(1);
    const after = await adminOrder(app, staff, order.number);
    expect(after.refundedKobo).toBe(200_000);
    expect(after.adjustments).toHaveLength(1);
    expect(after.adjustments[0]).toMatchObject({ status: 'recorded', note: 'Cash at the counter' });
  });

  it('refuses a request key already used on another order, and changes nothing on either', async () => {
    const first = await paidByTransfer();
    const second = await paidByTransfer();
    const body = {
      requestKey: 'reused-key-0001',
      amountKobo: 100_000,
      method: 'manual' as const,
      note: 'Cash',
    };
    expect((await adjust(app, staff, first.number, body)).statusCode).toBe(200);
    const reused = await adjust(app, staff, second.number, body);
    expect(reused.statusCode).toBe(409);
    expect(reused.json().error).toMatchObject({
      code: 'request_key_used',
      message: 'This request was already made for another order. Reload the page and try again.',
    });
    expect((await adminOrder(app, staff, second.number)).refundedKobo).toBe(0);
    expect((await adminOrder(app, staff, first.number)).adjustments).toHaveLength(1);
  });

  it('never refunds more than was paid when ten staff refund at once', async () => {
    const order = await paidByTransfer();
    const share = Math.floor(order.totalKobo * 0.3);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        adjust(app, staff, order.number, { amountKobo: share, method: 'manual', note: 'Bank transfer back' }),
      ),
    );
    const won = answers.filter((answer) => answer.statusCode === 200);
    const lost = answers.filter((answer) => answer.statusCode === 409);
    expect(won).toHaveLength(3);
    expect(lost).toHaveLength(7);
    for (const answer of lost)
      expect(answer.json().error.message).toMatch(/^Only ₦[\d,.]+ of the payment is left to refund\.$/);
    const after = await adminOrder(app, staff, order.number);
    expect(after.refundedKobo).toBe(share * 3);
    expect(after.refundedKobo).toBeLessThanOrEqual(after.totalKobo);
  });

  it('refuses an over-refund, a refund of an unpaid order, and more units than are left', async () => {
    const order = await paidByTransfer();
    const over = await adjust(app, staff, order.number, {
      amountKobo: order.totalKobo + 1,
      method: 'manual',
      note: 'Too much',
    });
    expect(over.statusCode).toBe(409);
    expect(over.json().error.message).toMatch(/left to refund/);
    const worth = await adjust(app, staff, order.number, {
      lines: [{ position: 1, quantity: 1, restock: true }],
      amountKobo: (order.lines[1]?.unitPriceKobo ?? 0) + 100,
      method: 'manual',
      note: 'More than the hat',
    });
    expect(worth.statusCode).toBe(400);
    expect(worth.json().error.message).toMatch(/The most that can go back for this is ₦/);
    const units = await adjust(app, staff, order.number, {
      lines: [{ position: 0, quantity: 3, restock: true }],
      amountKobo: 0,
      method: 'none',
    });
    expect(units.statusCode).toBe(409);
    expect(units.json().error.message).toMatch(/Only 2 of .* are left on the order/);
    const unpaid = await place(app, teesAndHat('bank_transfer'));
    const refund = await adjust(app, staff, unpaid.order.number, {
      lines: [{ position: 0, quantity: 1, restock: true }],
      amountKobo: 100_000,
      method: 'manual',
      note: 'x',
    });
    expect(refund.statusCode).toBe(400);
    expect(refund.json().error.message).toMatch(/never paid/);
    const manualNoNote = await adjust(app, staff, order.number, { amountKobo: 100, method: 'manual' });
    expect(manualNoNote.statusCode).toBe(400);
  });

  it('takes units back after fulfilment as a return, with the delivery fee, and emails the refund', async () => {
    const paid = await paidByTransfer();
    await act(app, staff, paid.number, 'fulfil');
    const before = await stockOf(app, TEE);
    const unit = paid.lines[0]?.unitPriceKobo ?? 0;
    const response = await adjust(app, staff, paid.number, {
      lines: [{ position: 0, quantity: 1, restock: true }],
      refundDeliveryFee: true,
      amountKobo: unit + paid.deliveryFeeKobo,
      method: 'manual',
      note: 'Transfer to GTBank 0123456789',
    });
    expect(response.statusCode, response.body).toBe(200);
    const { adjustment, order } = response.json() as AdjustmentResult;
    expect(adjustment).toMatchObject({ kind: 'return', deliveryFeeKobo: paid.deliveryFeeKobo });
    expect(order.status).toBe('fulfilled');
    expect(order.lines[0]?.returnedQuantity).toBe(1);
    expect(await stockOf(app, TEE)).toBe((before ?? 0) + 1);
    expect(await movements(app, paid.number, 'returned')).toEqual([{ productId: TEE.productId, delta: 1 }]);
    expect(await emailKinds(app, paid.number)).toContain('refund_issued');
    const twice = await adjust(app, staff, paid.number, {
      refundDeliveryFee: true,
      amountKobo: 100,
      method: 'manual',
      note: 'x',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe('The delivery fee has already been refunded.');
  });

  it('emails the shopper when staff cancel the whole order, and returns only units not already back', async () => {
    const placed = await place(app, teesAndHat('bank_transfer'));
    const before = await stockOf(app, TEE);
    await adjust(app, staff, placed.order.number, {
      lines: [{ position: 0, quantity: 1, restock: true }],
      amountKobo: 0,
      method: 'none',
    });
    const cancelled = await act(app, staff, placed.order.number, 'cancel');
    expect(cancelled.status).toBe('cancelled');
    expect(await stockOf(app, TEE)).toBe((before ?? 0) + 2);
    expect(cancelled.lines.map((line) => line.cancelledQuantity)).toEqual([2, 1]);
    expect(
      (await emailKinds(app, placed.order.number)).filter((kind) => kind === 'order_cancelled'),
    ).toHaveLength(2);
  });

  it('flags a paid order cancelled without its refund, and refunds all it owes in one refund, the delivery fee box ticked', async () => {
    const paid = await paidByTransfer();
    const cancelled = await act(app, staff, paid.number, 'cancel');
    expect(cancelled.status).toBe('cancelled');
    expect((await listed(paid.number))?.refundOwedKobo).toBe(paid.totalKobo);

    const refunded = await adjust(app, staff, paid.number, {
      refundDeliveryFee: true,
      amountKobo: paid.totalKobo,
      method: 'manual',
      note: 'Sent back by bank transfer',
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect((await listed(paid.number))?.refundOwedKobo).toBe(0);
    // Nothing more can go back.
    const again = await adjust(app, staff, paid.number, { amountKobo: 100, method: 'manual', note: 'More' });
    expect(again.statusCode).toBe(409);
  });

  it('records a payment that came after its order expired, owes it back, and refunds it through Paystack', async () => {
    const late = await paidAfterExpiry();
    expect(late).toMatchObject({ status: 'cancelled', paymentConfirmed: true });
    expect(late.events.map((event) => event.kind)).toContain('late_payment');
    expect((await listed(late.number))?.refundOwedKobo).toBe(late.totalKobo);

    const refunded = await adjust(app, staff, late.number, {
      amountKobo: late.totalKobo,
      method: 'provider',
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const settled = await until(
      () => adminOrder(app, staff, late.number),
      (o) => o.adjustments.some((adjustment) => adjustment.status === 'processed'),
    );
    expect(settled.refundedKobo).toBe(late.totalKobo);
  });

  it('honours a late payment when staff restore the order: stock taken again, the shopper confirmed', async () => {
    const latePaid = async () => {
      const late = await paidAfterExpiry();
      expect(late.actions).toEqual(['restore']);
      return late;
    };
    const late = await latePaid();
    const before = await stockOf(app, TEE);
    const restored = await act(app, staff, late.number, 'restore');
    expect(restored).toMatchObject({ status: 'paid', paymentConfirmed: true, actions: ['fulfil', 'cancel'] });
    expect(restored.lines.map((line) => line.cancelledQuantity)).toEqual([0, 0]);
    expect(await stockOf(app, TEE)).toBe((before ?? 0) - 2);
    expect(await emailKinds(app, late.number)).toContain('order_confirmation');

    // Sold out meanwhile: it cannot be restored, and says what is short.
    const other = await latePaid();
    await setStock(app, TEE, 1);
    const refused = await app.inject({
      method: 'POST',
      url: `/api/admin/orders/${other.number}/actions`,
      headers: staff,
      payload: { action: 'restore' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      'This order cannot be restored: Harmattan Tour Tee (Black, M) needs 2 and 1 is left. Restock first, or refund the payment.',
    );
    expect((await adminOrder(app, staff, other.number)).status).toBe('cancelled');
  });

  it('nets refunds out of the dashboard’s revenue on the day they are made', async () => {
    const figures = async () =>
      (
        await app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: staff })
      ).json() as DashboardFigures;
    const order = await paidByTransfer();
    const before = await figures();
    await adjust(app, staff, order.number, { amountKobo: 150_000, method: 'manual', note: 'Goodwill' });
    const after = await figures();
    expect(after.today.revenueKobo).toBe(before.today.revenueKobo - 150_000);
    expect(after.month.revenueKobo).toBe(before.month.revenueKobo - 150_000);
    expect(after.today.orders).toBe(before.today.orders);
  });

  it('records a dispute Paystack tells of and shows it on the order', async () => {
    const order = await paidOnline();
    const { signPaystackBody } = await import('../../../providers/payment/paystack-client');
    const send = (event: string, status: string) => {
      const body = JSON.stringify({
        event,
        data: {
          id: 9001,
          status,
          refund_amount: 250_000,
          category: 'fraud',
          resolution: event.endsWith('resolve') ? 'merchant-accepted' : null,
          transaction: { reference: order.paymentReference, amount: order.totalKobo },
        },
      });
      return app.inject({
        method: 'POST',
        url: '/api/payments/paystack/webhook',
        headers: {
          'content-type': 'application/json',
          'x-paystack-signature': signPaystackBody(SECRET, body),
        },
        payload: body,
      });
    };
    expect((await send('charge.dispute.create', 'awaiting-merchant-feedback')).statusCode).toBe(200);
    expect((await send('charge.dispute.create', 'awaiting-merchant-feedback')).statusCode).toBe(200);
    let seen = await adminOrder(app, staff, order.number);
    expect(seen.disputes).toEqual([
      expect.objectContaining({
        id: '9001',
        status: 'awaiting-merchant-feedback',
        reason: 'fraud',
        amountKobo: 250_000,
      }),
    ]);
    expect(seen.events.filter((event) => event.kind === 'disputed')).toHaveLength(1);
    await send('charge.dispute.resolve', 'resolved');
    seen = await adminOrder(app, staff, order.number);
    expect(seen.disputes[0]?.status).toBe('resolved: merchant-accepted');
  });

  it('keeps adjustments for staff only', async () => {
    const order = await paidByTransfer();
    const response = await app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.number}/adjustments`,
      payload: { requestKey: 'no-session-key', amountKobo: 100, method: 'manual', note: 'x' },
    });
    expect(response.statusCode).toBe(401);
  });
});
