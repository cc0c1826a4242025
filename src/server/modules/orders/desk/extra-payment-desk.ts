import { and, eq, sql } from 'drizzle-orm';
import type { AdminOrder } from '../../../../domain/orders/order';
import { formatNaira } from '../../../../domain/shared/money';
import { paymentAttempts } from '../../../db/schema';
import { ConflictError, HttpError, NotFoundError } from '../../../http/errors';
import { recordActivity } from '../../../kernel/activity-record';
import type { Actor } from '../../../kernel/actor';
import { PaymentProviderError, type ProviderRefund } from '../../../providers/payment/provider';
import type { OrderContext } from '../context';
import { enqueueExtraPaymentEmail } from '../emails/extra-payment-mail';
import { noteExtraPending, refundExtraPayment, settleExtraRefund } from '../paying/extra-payments';
import { adminOrder } from '../queries';
import { findOrder, recordEvent } from '../records';
import { NOT_FOUND_GRACE_MS } from '../refunds/refund-check';

const EXTRA_PAYMENT_MESSAGES = {
  notFound: 'This order has no such second payment.',
  notRefused: 'Paystack has not refused this refund: there is nothing to refund again.',
  noProvider: 'Online payment is not set up, so Paystack cannot be asked.',
  unreachable: (why: string) =>
    `Paystack could not be asked just now (${why}). The refund stays pending: try again in a moment.`,
  stillPending: 'Paystack has the refund and is still processing it.',
  processed: 'Paystack refunded it (found when checking with Paystack).',
  failed: 'Paystack could not complete the refund.',
  none: 'Paystack has no such refund: it was never made. Refund it again.',
  notYet:
    'Paystack has no record of this refund yet. Check again in a few minutes: if it has none then, the refund was never made and can be asked for again.',
} as const;

/** A second payment of the order, found by its reference, or a 404. */
async function extraPaymentOf(context: OrderContext, number: string, reference: string) {
  const order = await findOrder(context.db, number);
  if (!order) throw new NotFoundError('There is no order with that number.');
  const [attempt] = await context.db
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.reference, reference), eq(paymentAttempts.orderId, order.id)));
  if (!attempt || attempt.refundStatus === null || attempt.chargedKobo === null)
    throw new NotFoundError(EXTRA_PAYMENT_MESSAGES.notFound);
  return { order, attempt, amountKobo: attempt.chargedKobo };
}

/**
 * Staff's one click on a second payment whose refund Paystack refused: the refund is asked for
 * again, whole. Only a refused refund moves (one conditional update, so a double click asks once);
 * Paystack itself refuses to refund more than the payment. The shopper is emailed when Paystack
 * takes it.
 */
export async function refundExtraPaymentAgain(
  context: OrderContext,
  number: string,
  reference: string,
  actor: Actor,
): Promise<AdminOrder> {
  const { order, amountKobo } = await extraPaymentOf(context, number, reference);
  if (!context.online) throw new ConflictError('no_provider', EXTRA_PAYMENT_MESSAGES.noProvider);
  const moved = await context.db.transaction(async (tx) => {
    const [row] = await tx
      .update(paymentAttempts)
      .set({
        refundStatus: 'pending',
        refundRequestedAt: sql`now()`,
        providerRefundId: null,
        refundMessage: null,
      })
      .where(and(eq(paymentAttempts.reference, reference), eq(paymentAttempts.refundStatus, 'failed')))
      .returning({ reference: paymentAttempts.reference });
    if (!row) return false;
    const said = `Refund of the second payment (${reference}), ${formatNaira(amountKobo)}, asked of Paystack again.`;
    await recordEvent(tx, order.id, 'refunded', said, actor);
    await recordActivity(tx, actor, {
      action: 'order.extra_payment_refund',
      subject: 'order',
      subjectId: number,
      summary: `${said.slice(0, -1)} for order ${number}.`,
      before: { refundStatus: 'failed' },
      after: { refundStatus: 'pending' },
    });
    await enqueueExtraPaymentEmail(context, tx, reference);
    return true;
  });
  if (!moved) throw new ConflictError('refund_not_refused', EXTRA_PAYMENT_MESSAGES.notRefused);
  await refundExtraPayment(context, reference, amountKobo, number, true);
  return adminOrder(context, number);
}

/**
 * Staff's "Check with Paystack" on a second payment's refund still pending: Paystack lists the
 * refunds of that payment. The whole payment is refunded at most once (Paystack refuses more), so
 * any refund of it that did not fail is this one. None, once the request is older than
 * NOT_FOUND_GRACE_MS, means it was never made: it fails, to be asked for again.
 */
export async function checkExtraRefund(
  context: OrderContext,
  number: string,
  reference: string,
  actor: Actor,
): Promise<AdminOrder> {
  const { attempt } = await extraPaymentOf(context, number, reference);
  const { online, db } = context;
  if (attempt.refundStatus !== 'pending') return adminOrder(context, number);
  if (!online) throw new ConflictError('no_provider', EXTRA_PAYMENT_MESSAGES.noProvider);
  let listed: ProviderRefund[];
  try {
    listed = await online.listRefunds(reference);
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    context.log.warn({ err: error, reference }, 'refund check could not reach the provider');
    throw new HttpError(502, 'provider_unreachable', EXTRA_PAYMENT_MESSAGES.unreachable(error.message));
  }
  const found =
    listed.find((refund) => refund.refundId === attempt.providerRefundId) ??
    listed.find((refund) => refund.status !== 'failed') ??
    null;
  const asked = (attempt.refundRequestedAt ?? attempt.createdAt).getTime();
  let moved: 'processed' | 'failed' | null = null;
  let message: string = EXTRA_PAYMENT_MESSAGES.stillPending;
  if (!found && Date.now() - asked < NOT_FOUND_GRACE_MS) message = EXTRA_PAYMENT_MESSAGES.notYet;
  else if (!found) moved = 'failed';
  else if (found.status !== 'pending') moved = found.status;
  if (moved === null) await noteExtraPending(db, reference, message);
  else {
    message =
      moved === 'processed'
        ? EXTRA_PAYMENT_MESSAGES.processed
        : found
          ? found.message || EXTRA_PAYMENT_MESSAGES.failed
          : EXTRA_PAYMENT_MESSAGES.none;
    if (await settleExtraRefund(context, reference, moved, message))
      await recordActivity(db, actor, {
        action: 'order.extra_payment_check',
        subject: 'order',
        subjectId: number,
        summary: `Checked the refund of a second payment of order ${number} with Paystack: ${message}`,
        before: { refundStatus: 'pending' },
        after: { refundStatus: moved },
      });
  }
  return adminOrder(context, number);
}
