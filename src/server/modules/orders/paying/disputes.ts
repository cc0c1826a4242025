import { and, eq, lte, sql } from 'drizzle-orm';
import { formatNaira } from '../../../../domain/shared/money';
import { orders, paymentDisputes } from '../../../db/schema';
import { THE_SHOP } from '../../../kernel/actor';
import type { PaymentWebhookEvent } from '../../../providers/payment/provider';
import type { OrderContext } from '../context';
import { recordEvent } from '../records';

type DisputeEvent = Extract<PaymentWebhookEvent, { kind: 'dispute' }>;

/**
 * A charge.dispute.* webhook: the dispute is written, or brought up to what the provider last
 * said, and the order's history notes it when it opens. Replays change nothing further.
 *
 * Events can come late or again (Paystack retries, a replay), so a dispute only moves forward. The
 * event's own `updatedAt` orders them, not a rank of statuses: a dispute goes back and forth between
 * awaiting-merchant-feedback and awaiting-bank-feedback, which no rank can order, while Paystack's
 * time of the change can. The row keeps that time as its `updated_at`, and an event older than it
 * changes nothing. A resolution is final whatever the clocks say: only another resolve event moves
 * a resolved dispute (an event without a time is taken as the latest otherwise).
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
  const at = event.at ? new Date(event.at) : null;
  const resolving = event.event === 'charge.dispute.resolve';
  await db.transaction(async (tx) => {
    const [opened] = await tx
      .insert(paymentDisputes)
      .values({
        orderId: order.id,
        providerDisputeId: event.disputeId,
        status: event.status,
        reason: event.reason,
        amountKobo: event.amountKobo,
        ...(at ? { updatedAt: at } : {}),
      })
      .onConflictDoNothing({ target: paymentDisputes.providerDisputeId })
      .returning({ id: paymentDisputes.id });
    if (opened) {
      await recordEvent(
        tx,
        order.id,
        'disputed',
        `The shopper's bank disputes ${formatNaira(event.amountKobo)}${event.reason ? ` (${event.reason})` : ''}: answer it on the Paystack dashboard.`,
        THE_SHOP,
      );
      return;
    }
    const moved = await tx
      .update(paymentDisputes)
      .set({ status: event.status, amountKobo: event.amountKobo, updatedAt: at ?? sql`now()` })
      .where(
        and(
          eq(paymentDisputes.providerDisputeId, event.disputeId),
          resolving ? undefined : sql`${paymentDisputes.status} NOT LIKE 'resolved%'`,
          at ? lte(paymentDisputes.updatedAt, at) : undefined,
        ),
      )
      .returning({ id: paymentDisputes.id });
    if (moved.length === 0)
      log.info({ dispute: event.disputeId, event: event.event }, 'older dispute event left unapplied');
  });
}
