import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/open';
import { paymentAttempts } from '../../../db/schema';
import type { PaymentWebhookEvent } from '../../../providers/payment/provider';
import type { OrderContext } from '../context';
import { noteExtraPending, settleExtraRefund } from './extra-payments';

type RefundEvent = Extract<PaymentWebhookEvent, { kind: 'refund' }>;

/**
 * A refund.* event for the refund of a second payment, found by the refund's id or, before
 * Paystack's answer to the request was stored, by the payment's reference while its refund is
 * pending without an id (which then takes the event's). Moves it once; replays change nothing.
 * Answers whether the event was one of these.
 */
export async function handleExtraRefundEvent(context: OrderContext, event: RefundEvent): Promise<boolean> {
  const { db } = context;
  const found = await findExtraRefund(db, event);
  if (!found) return false;
  if (!found.refundId && event.refundId)
    await db
      .update(paymentAttempts)
      .set({ providerRefundId: event.refundId })
      .where(and(eq(paymentAttempts.reference, found.reference), isNull(paymentAttempts.providerRefundId)));
  if (event.status === 'pending') {
    if (event.message) await noteExtraPending(db, found.reference, event.message);
    return true;
  }
  const message =
    event.message ||
    (event.status === 'failed' ? 'Paystack could not complete the refund.' : 'Refund processed.');
  await settleExtraRefund(context, found.reference, event.status, message);
  return true;
}

async function findExtraRefund(db: Db, event: RefundEvent) {
  const columns = { reference: paymentAttempts.reference, refundId: paymentAttempts.providerRefundId };
  if (event.refundId) {
    const [known] = await db
      .select(columns)
      .from(paymentAttempts)
      .where(eq(paymentAttempts.providerRefundId, event.refundId));
    if (known) return known;
  }
  const [waiting] = await db
    .select(columns)
    .from(paymentAttempts)
    .where(
      and(
        eq(paymentAttempts.reference, event.reference),
        eq(paymentAttempts.refundStatus, 'pending'),
        eq(paymentAttempts.chargedKobo, event.amountKobo),
        isNull(paymentAttempts.providerRefundId),
      ),
    );
  return waiting ?? null;
}
