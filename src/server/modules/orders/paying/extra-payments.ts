import { and, eq, sql } from 'drizzle-orm';
import { formatNaira } from '../../../../domain/shared/money';
import type { Db } from '../../../db/open';
import { paymentAttempts } from '../../../db/schema';
import { THE_SHOP } from '../../../kernel/actor';
import { PaymentProviderError } from '../../../providers/payment/provider';
import type { OrderContext } from '../context';
import { enqueueExtraPaymentEmail, releaseExtraPaymentEmail } from '../emails/extra-payment-mail';
import { recordEvent } from '../records';

/**
 * A payment beyond an order's total: the shopper paid a second online payment of an order already
 * paid (two tabs, "Complete payment" after all). It is recorded against its attempt, owed back, and
 * refunded through the provider at once, apart from the order's own payment (decision 0066).
 */

/** What staff read on a refund of a second payment Paystack did not answer for. */
const UNANSWERED =
  'Paystack did not answer, so it is not known yet whether it made the refund: it settles when Paystack reports it, or use "Check with Paystack".';

/**
 * Writes, in the transaction that recorded the charge, that it is owed back and its refund is being
 * asked for, and the shopper's email (sent once Paystack answered). The caller then asks for the
 * refund (refundExtraPayment), after the transaction.
 */
export async function recordExtraPayment(
  context: OrderContext,
  tx: Db,
  order: { id: string },
  reference: string,
  amountKobo: number,
  source: string,
): Promise<void> {
  await tx
    .update(paymentAttempts)
    .set({ refundStatus: 'pending', refundRequestedAt: sql`now()` })
    .where(eq(paymentAttempts.reference, reference));
  await recordEvent(
    tx,
    order.id,
    'paid_twice',
    `Paid a second time online (${source}, reference ${reference}): ${formatNaira(amountKobo)} beyond the order's total, refunded through Paystack.`,
    THE_SHOP,
  );
  await enqueueExtraPaymentEmail(context, tx, reference);
}

/**
 * Asks Paystack to give a second payment back, whole, outside any transaction, and records its
 * answer. Only a clear refusal fails the refund (staff refund it again from the desk); without an
 * answer it stays pending until Paystack's event, or a check, settles it. Never throws for
 * Paystack's sake. `asked again`: a refund staff asked for again after a refusal.
 */
export async function refundExtraPayment(
  context: OrderContext,
  reference: string,
  amountKobo: number,
  number: string,
  askedAgain = false,
): Promise<void> {
  const { online, db, log } = context;
  try {
    if (!online) return;
    const answer = await online.refund({ reference, amountKobo, note: `Order ${number}: paid twice` });
    await db.execute(sql`
      UPDATE ${paymentAttempts}
      SET provider_refund_id = coalesce(provider_refund_id, ${answer.refundId}),
          refund_message = CASE WHEN refund_status = 'pending' THEN ${answer.message} ELSE refund_message END
      WHERE reference = ${reference}`);
    if (answer.status !== 'pending')
      await settleExtraRefund(
        context,
        reference,
        answer.status,
        answer.message || 'Paystack refused the refund.',
      );
  } catch (error) {
    if (error instanceof PaymentProviderError && error.refused) {
      log.warn({ err: error, reference }, 'refund of a second payment refused by the provider');
      await settleExtraRefund(context, reference, 'failed', error.message);
    } else {
      log.warn({ err: error, reference }, 'refund of a second payment sent without an answer');
      await noteExtraPending(db, reference, UNANSWERED);
    }
  } finally {
    await releaseExtraPaymentEmail(context, reference, askedAgain);
  }
}

/** Says to staff how a refund still pending stands, without moving it. */
export async function noteExtraPending(db: Db, reference: string, message: string): Promise<void> {
  await db
    .update(paymentAttempts)
    .set({ refundMessage: message })
    .where(and(eq(paymentAttempts.reference, reference), eq(paymentAttempts.refundStatus, 'pending')));
}

/**
 * Moves a second payment's refund from pending to processed or failed, once, with a line in the
 * order's history. Returns whether this call made the move.
 */
export async function settleExtraRefund(
  context: OrderContext,
  reference: string,
  to: 'processed' | 'failed',
  message: string,
): Promise<boolean> {
  return context.db.transaction(async (tx) => {
    const [moved] = await tx
      .update(paymentAttempts)
      .set({ refundStatus: to, refundMessage: message || sql`${paymentAttempts.refundMessage}` })
      .where(and(eq(paymentAttempts.reference, reference), eq(paymentAttempts.refundStatus, 'pending')))
      .returning({ orderId: paymentAttempts.orderId, amountKobo: paymentAttempts.chargedKobo });
    if (!moved) return false;
    const amount = formatNaira(moved.amountKobo ?? 0);
    await recordEvent(
      tx,
      moved.orderId,
      to === 'failed' ? 'refund_failed' : 'refunded',
      to === 'failed'
        ? `Paystack did not refund the second payment (${reference}), ${amount}: ${message}`
        : `Paystack refunded the second payment (${reference}), ${amount}.`,
      THE_SHOP,
    );
    return true;
  });
}
