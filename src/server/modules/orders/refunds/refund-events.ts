import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { orderAdjustments, orders } from '../../../db/schema';
import type { PaymentWebhookEvent } from '../../../providers/payment/provider';
import type { OrderContext } from '../context';
import { handleExtraRefundEvent } from '../paying/extra-payment-events';
import { settleRefund } from './refunds';

type RefundEvent = Extract<PaymentWebhookEvent, { kind: 'refund' }>;

/**
 * A refund.* webhook: the refund it names moves from pending to processed or failed, once. Replays
 * change nothing, and an event for a refund the shop does not know is only logged.
 */
export async function handleRefundEvent(context: OrderContext, event: RefundEvent): Promise<void> {
  const adjustmentId = await findRefund(context, event);
  if (!adjustmentId) {
    // A refund of a second payment of an order is none of its adjustments (extra-payments.ts).
    if (await handleExtraRefundEvent(context, event)) return;
    context.log.warn(
      { reference: event.reference, refundId: event.refundId },
      'refund event for an unknown refund',
    );
    return;
  }
  if (event.status === 'pending') {
    await context.db
      .update(orderAdjustments)
      .set({
        providerMessage: sql`coalesce(nullif(${event.message}, ''), ${orderAdjustments.providerMessage})`,
      })
      .where(and(eq(orderAdjustments.id, adjustmentId), eq(orderAdjustments.refundStatus, 'pending')));
    return;
  }
  const message =
    event.message ||
    (event.status === 'failed' ? 'Paystack could not complete the refund.' : 'Refund processed.');
  await settleRefund(context, adjustmentId, event.status, message);
}

/**
 * The refund by its id at the provider; failing that (the event came before the provider's answer
 * to the request was stored), the oldest pending refund of that payment and amount with no id yet,
 * which then takes the event's id.
 */
async function findRefund(context: OrderContext, event: RefundEvent): Promise<string | null> {
  const { db } = context;
  if (event.refundId) {
    const [known] = await db
      .select({ id: orderAdjustments.id })
      .from(orderAdjustments)
      .where(eq(orderAdjustments.providerRefundId, event.refundId));
    if (known) return known.id;
  }
  const [waiting] = await db
    .select({ id: orderAdjustments.id })
    .from(orderAdjustments)
    .innerJoin(orders, eq(orders.id, orderAdjustments.orderId))
    .where(
      and(
        eq(orders.paymentReference, event.reference),
        eq(orderAdjustments.refundMethod, 'provider'),
        eq(orderAdjustments.refundStatus, 'pending'),
        eq(orderAdjustments.amountKobo, event.amountKobo),
        isNull(orderAdjustments.providerRefundId),
      ),
    )
    .orderBy(asc(orderAdjustments.createdAt))
    .limit(1);
  if (!waiting) return null;
  if (event.refundId)
    await db
      .update(orderAdjustments)
      .set({ providerRefundId: event.refundId })
      .where(and(eq(orderAdjustments.id, waiting.id), isNull(orderAdjustments.providerRefundId)));
  return waiting.id;
}
