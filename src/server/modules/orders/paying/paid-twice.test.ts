import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type {
  AdminOrder,
  AdminOrderList,
  DashboardFigures,
  PlacedOrder,
} from '../../../../domain/orders/order';
import { formatNaira } from '../../../../domain/shared/money';
import { orders, paymentAttempts } from '../../../db/schema';
import type { OutboxMailer } from '../../../providers/mail/mailer';
import { type PaymentSimulator, startPaymentSimulator } from '../../../providers/payment/simulator';
import { newestEntry } from '../../../testing/activity';
import { FIRST_EMAIL, loadEmails } from '../../../testing/mail-waits';
import { adminOrder, emailKinds, HAT, place, TEE, teesAndHat, until } from '../../../testing/refund-fixtures';
import { signedInHeaders, staffApp } from '../../../testing/staff';
import { describeEachEngine, testConfig } from '../../../testing/test-app';
import { setStock, stockOf } from '../../../testing/variant-stock';

const SECRET = 'sk_test_paid_twice_93ad';

beforeAll(loadEmails);

/**
 * A shopper who gave up at the provider, pressed "Complete payment", and then paid both payments
 * (the first tab was still open): the order is paid once, and the second payment is recorded
 * against its attempt, owed back and refunded through Paystack at once.
 */
describeEachEngine('an order paid twice', (engine) => {
  let app: FastifyInstance;
  let simulator: PaymentSimulator;
  let staff: { cookie: string; origin: string };

  const keyOf = (placed: PlacedOrder) =>
    new URL(placed.confirmationPath, 'http://x').searchParams.get('key') ?? '';
  const attemptsOf = async (number: string) =>
    (
      await app.database.db
        .select({ reference: paymentAttempts.reference })
        .from(paymentAttempts)
        .innerJoin(orders, eq(orders.id, paymentAttempts.orderId))
        .where(eq(orders.number, number))
        .orderBy(paymentAttempts.createdAt)
    ).map((attempt) => attempt.reference);
  const pay = async (reference: string) => {
    const paid = await fetch(`${simulator.url}/__transactions/${reference}/pay`, { method: 'POST' });
    expect(paid.status, await paid.text()).toBe(200);
  };
  const refundCalls = (reference: string) =>
    simulator.requests.filter(
      (call) =>
        call.kind === 'api' &&
        call.path === '/refund' &&
        (call.body as { transaction?: string } | null)?.transaction === reference,
    );
  const dashboard = async () =>
    (
      await app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: staff })
    ).json() as DashboardFigures;
  /** The text of each email of this subject sent so far, oldest first. */
  const mails = (subject: string) =>
    (app.mailer as OutboxMailer).sent.filter((mail) => mail.subject === subject).map((mail) => mail.text);
  const listed = async (number: string) => {
    const response = await app.inject({ url: `/api/admin/orders?q=${number}`, headers: staff });
    return (response.json() as AdminOrderList).orders.find((order) => order.number === number);
  };

  /** An online order given up at the provider and started again: its two payments, oldest first. */
  async function startedTwice() {
    const placed = await place(app, teesAndHat('paystack'));
    const again = await app.inject({
      method: 'POST',
      url: `/api/orders/${placed.order.number}/payment`,
      payload: { key: keyOf(placed), paymentMethod: 'paystack' },
    });
    expect(again.statusCode, again.body).toBe(200);
    const [first, second] = await attemptsOf(placed.order.number);
    if (!first || !second) throw new Error('two payments were not started');
    return { placed, first, second };
  }

  /** Both payments paid, the first one first: the order is paid by it. */
  async function paidTwice() {
    const started = await startedTwice();
    const { number } = started.placed.order;
    await pay(started.first);
    await until(
      () => adminOrder(app, staff, number),
      (order) => order.status === 'paid',
    );
    await pay(started.second);
    const order = await until(
      () => adminOrder(app, staff, number),
      (o) => o.extraPayments.length > 0,
    );
    return { ...started, order };
  }

  beforeAll(async () => {
    simulator = await startPaymentSimulator({ secretKey: SECRET });
    const base = testConfig();
    app = await staffApp(engine, {
      payment: {
        ...base.payment,
        paystack: { baseUrl: simulator.url, secretKey: SECRET, timeoutMs: 2000 },
        reservationMinutes: 30,
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
    simulator.setMode({
      refundOutcome: 'processed',
      refundAnswer: 'answer',
      refundDelayMs: 20,
      failStatus: null,
      failTimes: null,
      webhooks: true,
    });
    await setStock(app, TEE, 50);
    await setStock(app, HAT, 50);
  });

  it('records the second payment, owes it back and refunds it through Paystack at once, counting the order once', async () => {
    const before = await dashboard();
    const { placed, first, second, order } = await paidTwice();
    expect(order).toMatchObject({ status: 'paid', paymentConfirmed: true, paymentReference: first });
    const total = placed.order.totalKobo;
    // The order's own payment is untouched: all of it can still be refunded from the panel.
    expect(order).toMatchObject({ refundedKobo: 0, refundableKobo: total });
    expect(order.events.map((event) => event.kind)).toContain('paid_twice');

    const settled = await until(
      () => adminOrder(app, staff, placed.order.number),
      (o) => o.extraPayments[0]?.refundStatus === 'processed',
    );
    expect(settled.extraPayments).toEqual([
      expect.objectContaining({ reference: second, amountKobo: total, refundStatus: 'processed' }),
    ]);
    expect(refundCalls(second)).toEqual([
      expect.objectContaining({ body: expect.objectContaining({ transaction: second, amount: total }) }),
    ]);
    expect(refundCalls(first)).toEqual([]);
    expect(await emailKinds(app, placed.order.number)).toContain('extra_payment_refund');
    // The shop counts the order once, and the second payment was never its money.
    const after = await dashboard();
    expect(after.today.revenueKobo - before.today.revenueKobo).toBe(total);
    expect(after.today.orders - before.today.orders).toBe(1);
    expect(after.paidTwice.filter((extra) => extra.number === placed.order.number)).toEqual([]);

    // Paystack's event sent again records nothing twice and refunds nothing twice.
    const replay = await fetch(`${simulator.url}/__webhooks/${second}/replay`, { method: 'POST' });
    expect(replay.status).toBe(200);
    const replayed = await adminOrder(app, staff, placed.order.number);
    expect(replayed.extraPayments).toHaveLength(1);
    expect(refundCalls(second)).toHaveLength(1);
  });

  it('flags a second payment whose refund Paystack refused on the desk and the dashboard, and refunds it again with one click', async () => {
    const started = await startedTwice();
    const { number, totalKobo } = started.placed.order;
    await pay(started.first);
    await until(
      () => adminOrder(app, staff, number),
      (order) => order.status === 'paid',
    );
    simulator.setMode({ failStatus: 400, failTimes: 1 });
    await pay(started.second);
    const refused = await until(
      () => adminOrder(app, staff, number),
      (o) => o.extraPayments[0]?.refundStatus === 'failed',
    );
    expect(refused.extraPayments[0]).toMatchObject({
      reference: started.second,
      amountKobo: totalKobo,
      refundStatus: 'failed',
      providerMessage: expect.stringMatching(/Simulated provider failure/),
    });
    expect((await listed(number))?.refundOwedKobo).toBe(totalKobo);
    // The shopper is told the money is coming, not that Paystack has it.
    const subject = `You paid twice for order ${number}`;
    await expect.poll(() => mails(subject).length, FIRST_EMAIL).toBe(1);
    expect(mails(subject)[0]).toContain(
      `We are arranging your refund of ${formatNaira(totalKobo)} and will email you when it is sent.`,
    );
    expect((await dashboard()).paidTwice.filter((extra) => extra.number === number)).toEqual([
      expect.objectContaining({ reference: started.second, amountKobo: totalKobo, refundStatus: 'failed' }),
    ]);

    const retry = () =>
      app.inject({
        method: 'POST',
        url: `/api/admin/orders/${number}/extra-payments/${started.second}/refund`,
        headers: staff,
      });
    const again = await retry();
    expect(again.statusCode, again.body).toBe(200);
    expect((again.json() as AdminOrder).extraPayments[0]?.refundStatus).not.toBe('failed');
    await until(
      () => adminOrder(app, staff, number),
      (o) => o.extraPayments[0]?.refundStatus === 'processed',
    );
    expect((await listed(number))?.refundOwedKobo).toBe(0);
    expect((await dashboard()).paidTwice.filter((extra) => extra.number === number)).toEqual([]);
    expect((await newestEntry(app, staff, 'order.extra_payment_refund'))?.subjectId).toBe(number);
    // And is emailed when it is sent.
    await expect.poll(() => mails(subject).length, FIRST_EMAIL).toBe(2);
    expect(mails(subject)[1]).toContain(`We have asked Paystack to refund ${formatNaira(totalKobo)}`);
    // Nothing is left to refund again.
    expect((await retry()).statusCode).toBe(409);
  });

  it('keeps a refund Paystack made without answering pending, and settles it when staff check with Paystack', async () => {
    const started = await startedTwice();
    const { number } = started.placed.order;
    await pay(started.first);
    await until(
      () => adminOrder(app, staff, number),
      (order) => order.status === 'paid',
    );
    // Paystack makes the refund but its answer is lost, and its events never come.
    simulator.setMode({ refundAnswer: 'error', webhooks: false });
    await pay(started.second);
    const replay = await fetch(`${simulator.url}/__webhooks/${started.second}/replay`, { method: 'POST' });
    expect(replay.status).toBe(200);
    const unanswered = await until(
      () => adminOrder(app, staff, number),
      (o) => o.extraPayments.length > 0,
    );
    expect(unanswered.extraPayments[0]).toMatchObject({
      refundStatus: 'pending',
      providerMessage: expect.stringMatching(/did not answer/),
    });
    const check = async () => {
      const response = await app.inject({
        method: 'POST',
        url: `/api/admin/orders/${number}/extra-payments/${started.second}/check`,
        headers: staff,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as AdminOrder;
    };
    // While Paystack still processes it, it stays pending; once Paystack made it, it is settled.
    const checked = await until(check, (o) => o.extraPayments[0]?.refundStatus === 'processed');
    expect(checked.extraPayments[0]?.refundStatus).toBe('processed');
    expect(refundCalls(started.second)).toHaveLength(1);
    expect((await newestEntry(app, staff, 'order.extra_payment_check'))?.subjectId).toBe(number);
  });

  it('finds both payments by asking Paystack when no webhook came, and takes the stock once', async () => {
    simulator.setMode({ webhooks: false });
    const teesBefore = await stockOf(app, TEE);
    const { placed, first, second } = await startedTwice();
    await pay(first);
    await pay(second);
    const page = await app.inject({
      url: `/api/orders/${placed.order.number}?key=${keyOf(placed)}`,
    });
    expect(page.json()).toMatchObject({ status: 'paid', paymentConfirmed: true });
    const order = await adminOrder(app, staff, placed.order.number);
    expect(order.extraPayments).toHaveLength(1);
    const extra = order.extraPayments[0];
    expect(extra?.amountKobo).toBe(placed.order.totalKobo);
    expect([first, second]).toContain(extra?.reference);
    expect(extra?.reference).not.toBe(order.paymentReference);
    // Without Paystack's events, the refund is asked for and waits for its word.
    expect(extra?.refundStatus).toBe('pending');
    expect(refundCalls(extra?.reference ?? '')).toHaveLength(1);
    expect(await stockOf(app, TEE)).toBe((teesBefore ?? 0) - 2);
  });
});
