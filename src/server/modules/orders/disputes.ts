import { eq, sql } from 'drizzle-orm';
import { formatNaira } from '../../../domain/shared/money';
import { orders, paymentDisputes } from '../../db/schema';
import type { PaymentWebhookEvent } from '../../providers/payment/provider';
import type { OrderContext } from './context';
import { recordEvent, SYSTEM } from './records';

type DisputeEvent = Extract<PaymentWebhookEvent, { kind: 'dispute' }>;

/**
 * A charge.dispute.* webhook: the dispute is written, or brought up to what the provider last
 * said, and the order's history notes it when it opens. Replays change nothing further.
 */
export async function handleDisputeEvent(context: OrderContext, event: DisputeEvent): Promise<void> {
  const { db, log } = context;
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.paymentReference, event.reference));
  if (!order) {
    log.warn({ reference: event.reference, dispute: event.disputeId }, 'dispute for an unknown payment');
    return;
  }
  log.warn({ order: order.id, dispute: event.disputeId, event: event.event }, 'payment disputed');
  await db.transaction(async (tx) => {
    const [opened] = await tx
      .insert(paymentDisputes)
      .values({
        orderId: order.id,
        providerDisputeId: event.disputeId,
        status: event.status,
        reason: event.reason,
        amountKobo: event.amountKobo,
      })
      .onConflictDoNothing({ target: paymentDisputes.providerDisputeId })
      .returning({ id: paymentDisputes.id });
    if (opened) {
      await recordEvent(
        tx,
        order.id,
        'disputed',
        `The shopper's bank disputes ${formatNaira(event.amountKobo)}${event.reason ? ` (${event.reason})` : ''}: answer it on the Paystack dashboard.`,
        SYSTEM,
      );
      return;
    }
    await tx
      .update(paymentDisputes)
      .set({ status: event.status, amountKobo: event.amountKobo, updatedAt: sql`now()` })
      .where(eq(paymentDisputes.providerDisputeId, event.disputeId));
  });
}
