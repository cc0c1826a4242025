import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/open';
import { orders } from '../../../db/schema';
import type { Actor } from '../../../kernel/actor';
import type { OrderContext } from '../context';
import { enqueueAdjustmentEmail } from '../emails/adjustment-mail';
import { insertAdjustment } from '../refunds/adjustment-records';

/**
 * The whole order cancelled by staff's "Cancel order": written as a cancellation of every unit
 * left (all back on the shelf, no money back yet), and the shopper is told, in the transaction that
 * closed the order. Money paid is refunded from the order's refund panel.
 */
export async function recordWholeCancellation(
  context: OrderContext,
  tx: Db,
  orderId: string,
  cancelled: readonly { position: number; quantity: number }[],
  actor: Actor,
  note: string,
): Promise<void> {
  const id = await insertAdjustment(
    tx,
    {
      orderId,
      kind: 'cancellation',
      refundMethod: 'none',
      refundStatus: 'none',
      note,
      staffId: actor.staffId,
      staffEmail: actor.staffEmail,
    },
    cancelled.map((line) => ({ position: line.position, quantity: line.quantity, restocked: true })),
  );
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (order) await enqueueAdjustmentEmail(context, tx, order, 'order_cancelled', id);
}
