import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { formatNaira } from '../../../../domain/shared/money';
import type { OutboxMailer } from '../../../providers/mail/mailer';
import { type PaymentSimulator, startPaymentSimulator } from '../../../providers/payment/simulator';
import { FIRST_EMAIL, loadEmails } from '../../../testing/mail-waits';
import { adjust, HAT, paidOnline, TEE } from '../../../testing/refund-fixtures';
import { signedInHeaders, staffApp } from '../../../testing/staff';
import { describeEachEngine, testConfig } from '../../../testing/test-app';
import { setStock } from '../../../testing/variant-stock';
import type { AdjustmentResult } from './refunds';

const SECRET = 'sk_test_refund_emails_41c9';

beforeAll(loadEmails);

/**
 * The shopper's email about a cancellation and its refund says what Paystack did with the refund:
 * it is written before Paystack is asked, and sent once Paystack answered.
 */
describeEachEngine('refund emails', (engine) => {
  let app: FastifyInstance;
  let simulator: PaymentSimulator;
  let staff: { cookie: string; origin: string };

  const sent = () => (app.mailer as OutboxMailer).sent;
  const emailTitled = (subject: string) =>
    expect.poll(() => sent().find((mail) => mail.subject === subject)?.text ?? '', FIRST_EMAIL).not.toBe('');
  const textOf = (subject: string) => sent().find((mail) => mail.subject === subject)?.text ?? '';

  /** Staff's "Cancel and refund…": every unit back on the shelf, the fee and the whole payment. */
  const cancelAndRefund = async (number: string, totalKobo: number) => {
    const response = await adjust(app, staff, number, {
      lines: [
        { position: 0, quantity: 2, restock: true },
        { position: 1, quantity: 1, restock: true },
      ],
      refundDeliveryFee: true,
      amountKobo: totalKobo,
      method: 'provider',
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as AdjustmentResult;
  };

  beforeAll(async () => {
    simulator = await startPaymentSimulator({ secretKey: SECRET });
    const base = testConfig();
    app = await staffApp(engine, {
      payment: {
        ...base.payment,
        paystack: { baseUrl: simulator.url, secretKey: SECRET, timeoutMs: 2000 },
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
    simulator.setMode({ refundOutcome: 'processed', failStatus: null, failTimes: null });
    await setStock(app, TEE, 50);
    await setStock(app, HAT, 50);
  });

  it('tells the shopper a refund Paystack refused at once is being arranged, and promises no bank days', async () => {
    const order = await paidOnline(app, staff, simulator.url);
    simulator.setMode({ failStatus: 400, failTimes: 1 });
    const { adjustment } = await cancelAndRefund(order.number, order.totalKobo);
    expect(adjustment.status).toBe('failed');

    const subject = `Order ${order.number} is cancelled`;
    await emailTitled(subject);
    const text = textOf(subject);
    expect(text).toContain(
      `We are arranging your refund of ${formatNaira(order.totalKobo)} and will email you when it is sent.`,
    );
    expect(text).not.toContain('We have asked Paystack');
    expect(text).not.toContain('Banks usually take');
  });

  it('tells the shopper a refund Paystack took is asked for, once Paystack answered', async () => {
    const order = await paidOnline(app, staff, simulator.url);
    const { adjustment } = await cancelAndRefund(order.number, order.totalKobo);
    expect(adjustment.status).not.toBe('failed');

    const subject = `Order ${order.number} is cancelled`;
    await emailTitled(subject);
    expect(textOf(subject)).toContain(
      `We have asked Paystack to refund ${formatNaira(order.totalKobo)} to the card or account you paid with.`,
    );
  });
});
