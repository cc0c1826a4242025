import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { AdminOrder } from '../../../../domain/orders/order';
import { orderAdjustments } from '../../../db/schema';
import { signPaystackBody } from '../../../providers/payment/paystack-client';
import { type PaymentSimulator, startPaymentSimulator } from '../../../providers/payment/simulator';
import { newestEntry } from '../../../testing/activity';
import { adjust, adminOrder, HAT, place, TEE, teesAndHat, until } from '../../../testing/refund-fixtures';
import { signedInHeaders, staffApp } from '../../../testing/staff';
import { describeEachEngine, testConfig } from '../../../testing/test-app';
import { setStock } from '../../../testing/variant-stock';
import { NOT_FOUND_GRACE_MS } from './refund-check';
import type { AdjustmentResult } from './refunds';

const SECRET = 'sk_test_refund_check_41be';

describeEachEngine('refunds Paystack did not answer, and disputes in order', (engine) => {
  let app: FastifyInstance;
  let simulator: PaymentSimulator;
  let staff: { cookie: string; origin: string };

  async function paidOnline(): Promise<AdminOrder> {
    simulator.setMode({ webhooks: true });
    const placed = await place(app, teesAndHat('paystack'));
    const before = await adminOrder(app, staff, placed.order.number);
    const paid = await fetch(`${simulator.url}/__transactions/${before.paymentReference}/pay`, {
      method: 'POST',
    });
    expect(paid.status).toBe(200);
    return until(
      () => adminOrder(app, staff, placed.order.number),
      (o) => o.status === 'paid',
    );
  }

  /** The refunds the simulated Paystack holds for a payment, as its List Refunds answers. */
  async function paystackRefunds(reference: string | null) {
    const answer = await fetch(`${simulator.url}/refund?transaction=${reference}`, {
      headers: { authorization: `Bearer ${SECRET}` },
    });
    return ((await answer.json()) as { data: { id: number; amount: number; status: string }[] }).data;
  }

  const refundCalls = (reference: string | null) =>
    simulator.requests.filter(
      (call) =>
        call.kind === 'api' &&
        call.method === 'POST' &&
        call.path === '/refund' &&
        (call.body as { transaction?: string }).transaction === reference,
    );

  const check = (number: string, id: string, headers: Record<string, string> = staff) =>
    app.inject({ method: 'POST', url: `/api/admin/orders/${number}/adjustments/${id}/check`, headers });

  beforeAll(async () => {
    simulator = await startPaymentSimulator({ secretKey: SECRET });
    const base = testConfig();
    app = await staffApp(engine, {
      payment: { ...base.payment, paystack: { baseUrl: simulator.url, secretKey: SECRET, timeoutMs: 2000 } },
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
    simulator.setMode({
      refundOutcome: 'processed',
      refundAnswer: 'answer',
      failStatus: null,
      refundDelayMs: 0,
      webhooks: true,
    });
    await setStock(app, TEE, 50);
    await setStock(app, HAT, 50);
  });

  it('keeps a refund Paystack made but did not answer for pending and reserved, and the check settles it once', async () => {
    const order = await paidOnline();
    // Paystack makes the refund, but its answer is lost and it tells nothing by webhook.
    simulator.setMode({ refundAnswer: 'drop', webhooks: false });
    const response = await adjust(app, staff, order.number, { amountKobo: 500_000, method: 'provider' });
    expect(response.statusCode, response.body).toBe(200);
    const { adjustment, order: after } = response.json() as AdjustmentResult;
    expect(adjustment.status).toBe('pending');
    expect(adjustment.providerMessage).toMatch(/Paystack did not answer.*settle when Paystack reports it/);
    expect(after.refundedKobo).toBe(500_000);
    expect(after.refundableKobo).toBe(order.totalKobo - 500_000);
    // The whole payment cannot be refunded again while that refund may have been made.
    const again = await adjust(app, staff, order.number, { amountKobo: order.totalKobo, method: 'provider' });
    expect(again.statusCode).toBe(409);

    const made = await until(
      () => paystackRefunds(order.paymentReference),
      (list) => list[0]?.status === 'processed',
    );
    expect(made).toEqual([expect.objectContaining({ amount: 500_000, status: 'processed' })]);
    const checked = await check(order.number, adjustment.id);
    expect(checked.statusCode, checked.body).toBe(200);
    const settled = checked.json() as AdjustmentResult;
    expect(settled.adjustment).toMatchObject({ id: adjustment.id, status: 'processed' });
    expect(settled.order.refundedKobo).toBe(500_000);
    expect((await newestEntry(app, staff, 'order.refund_check'))?.subjectId).toBe(order.number);

    // A second check, and Paystack's late event, change nothing.
    simulator.setMode({ webhooks: true });
    const replay = await fetch(`${simulator.url}/__webhooks/refund-${made[0]?.id}/replay`, {
      method: 'POST',
    });
    expect(replay.status).toBe(200);
    const twice = (await check(order.number, adjustment.id)).json() as AdjustmentResult;
    expect(twice.adjustment.status).toBe('processed');
    expect(twice.order.refundedKobo).toBe(500_000);
    expect(twice.order.events.filter((event) => event.kind === 'refund_failed')).toHaveLength(0);
    expect(refundCalls(order.paymentReference)).toHaveLength(1);
    expect(await paystackRefunds(order.paymentReference)).toHaveLength(1);
  });

  it('keeps a refund Paystack has no record of pending for a while, then fails it when checked, giving its amount back once', async () => {
    const order = await paidOnline();
    // A 503: Paystack's gateway answered, Paystack itself did not, and made no refund.
    simulator.setMode({ failStatus: 503, failTimes: 1 });
    const response = await adjust(app, staff, order.number, { amountKobo: 300_000, method: 'provider' });
    const { adjustment, order: after } = response.json() as AdjustmentResult;
    expect(adjustment.status).toBe('pending');
    expect(after.refundedKobo).toBe(300_000);

    // Checked at once, Paystack may still be making it: it stays pending, its amount reserved.
    const early = (await check(order.number, adjustment.id)).json() as AdjustmentResult;
    expect(early.adjustment.status).toBe('pending');
    expect(early.adjustment.providerMessage).toMatch(/no record of this refund yet/);
    expect(early.order.refundedKobo).toBe(300_000);
    // Past the grace period (the request written as made that long ago), the check frees it.
    await app.database.db
      .update(orderAdjustments)
      .set({ createdAt: new Date(Date.now() - NOT_FOUND_GRACE_MS - 60_000) })
      .where(eq(orderAdjustments.id, adjustment.id));
    const checked = (await check(order.number, adjustment.id)).json() as AdjustmentResult;
    expect(checked.adjustment.status).toBe('failed');
    expect(checked.adjustment.providerMessage).toMatch(/Paystack has no such refund/);
    expect(checked.order.refundedKobo).toBe(0);
    expect(checked.order.refundableKobo).toBe(order.totalKobo);
    const twice = (await check(order.number, adjustment.id)).json() as AdjustmentResult;
    expect(twice.order.refundedKobo).toBe(0);
    expect(twice.order.events.filter((event) => event.kind === 'refund_failed')).toHaveLength(1);
    expect(await paystackRefunds(order.paymentReference)).toEqual([]);
    // Staff refund again, and this time it is made: once.
    const retry = await adjust(app, staff, order.number, { amountKobo: 300_000, method: 'provider' });
    expect(retry.statusCode, retry.body).toBe(200);
    await until(
      () => adminOrder(app, staff, order.number),
      (o) => o.adjustments[1]?.status === 'processed',
    );
    expect(await paystackRefunds(order.paymentReference)).toHaveLength(1);
  });

  it('settles an unanswered refund by Paystack’s event, and a check of one still going leaves it pending', async () => {
    const order = await paidOnline();
    // Its events come a while after the lost answer, as Paystack's do, so the answer is read first.
    simulator.setMode({ refundAnswer: 'error', refundDelayMs: 1_500 });
    const first = (
      await adjust(app, staff, order.number, { amountKobo: 100_000, method: 'provider' })
    ).json();
    expect((first as AdjustmentResult).adjustment.status).toBe('pending');
    const settled = await until(
      () => adminOrder(app, staff, order.number),
      (o) => o.adjustments[0]?.status === 'processed',
    );
    expect(settled.adjustments[0]?.status).toBe('processed');
    expect(settled.refundedKobo).toBe(100_000);

    simulator.setMode({ refundAnswer: 'drop', refundOutcome: 'pending', webhooks: false, refundDelayMs: 0 });
    const second = (
      await adjust(app, staff, order.number, { amountKobo: 200_000, method: 'provider' })
    ).json();
    const { adjustment } = second as AdjustmentResult;
    const checked = (await check(order.number, adjustment.id)).json() as AdjustmentResult;
    expect(checked.adjustment.status).toBe('pending');
    expect(checked.adjustment.providerMessage).toMatch(/still processing/);
    expect(checked.order.refundedKobo).toBe(300_000);
  });

  it('refuses a check of a refund that was not sent to Paystack, and keeps the check for staff', async () => {
    const order = await paidOnline();
    const manual = await adjust(app, staff, order.number, {
      amountKobo: 100,
      method: 'manual',
      note: 'Cash',
    });
    const { adjustment } = manual.json() as AdjustmentResult;
    const refused = await check(order.number, adjustment.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toMatch(/Only a refund sent through Paystack/);
    expect((await check(order.number, adjustment.id, {})).statusCode).toBe(401);
  });

  it('never lets an older dispute event overwrite a newer one', async () => {
    const order = await paidOnline();
    const send = (event: string, status: string, updatedAt: string | null) => {
      const body = JSON.stringify({
        event,
        data: {
          id: 7301,
          status,
          refund_amount: 250_000,
          category: 'chargeback',
          resolution: event.endsWith('resolve') ? 'merchant-accepted' : null,
          transaction: { reference: order.paymentReference, amount: order.totalKobo },
          ...(updatedAt ? { updatedAt } : {}),
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
    const status = async () => (await adminOrder(app, staff, order.number)).disputes[0]?.status;
    await send('charge.dispute.create', 'awaiting-merchant-feedback', '2026-11-20T09:00:00.000Z');
    await send('charge.dispute.remind', 'awaiting-bank-feedback', '2026-11-22T09:00:00.000Z');
    // Paystack's retry of an earlier remind, arriving late.
    expect(
      (await send('charge.dispute.remind', 'awaiting-merchant-feedback', '2026-11-21T09:00:00.000Z'))
        .statusCode,
    ).toBe(200);
    expect(await status()).toBe('awaiting-bank-feedback');
    await send('charge.dispute.resolve', 'resolved', '2026-11-25T09:00:00.000Z');
    expect(await status()).toBe('resolved: merchant-accepted');
    // A replay of the opening, with or without its time, does not reopen a resolved dispute.
    await send('charge.dispute.create', 'awaiting-merchant-feedback', '2026-11-20T09:00:00.000Z');
    await send('charge.dispute.remind', 'awaiting-merchant-feedback', null);
    const seen = await adminOrder(app, staff, order.number);
    expect(seen.disputes).toEqual([
      expect.objectContaining({
        status: 'resolved: merchant-accepted',
        updatedAt: '2026-11-25T09:00:00.000Z',
      }),
    ]);
  });
});
