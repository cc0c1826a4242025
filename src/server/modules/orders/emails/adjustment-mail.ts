import { and, eq, isNull, sql } from 'drizzle-orm';
import type { OrderAdjustment } from '../../../../domain/orders/adjustments';
import type { Db } from '../../../db/open';
import { emailOutbox, orderAdjustments, orders } from '../../../db/schema';
import type { OrderContext } from '../context';
import { readLines } from '../records';
import { readAdjustments } from '../refunds/adjustment-records';
import { type OrderRow, toPublicOrder, viewSettings } from '../views';
import { confirmationPath } from './order-mail';

/**
 * How long an email about a refund through Paystack waits for Paystack's answer before it goes
 * anyway, as "asked for": far longer than a call to Paystack may take, so only a server stopped
 * between writing the refund and hearing Paystack lets it go on its own.
 */
export const PROVIDER_ANSWER_HOLD_MS = 5 * 60_000;

/**
 * Tells the shopper of a cancellation or a refund, in the transaction that makes it: the order as
 * it now stands (its cancellations and refunds included) and the change itself. One whose refund
 * goes through Paystack is `held` until Paystack answered (releaseAdjustmentEmail), so that it tells
 * the refund as Paystack took it: a refund refused at once is not promised to the shopper.
 */
export async function enqueueAdjustmentEmail(
  context: OrderContext,
  tx: Db,
  order: OrderRow,
  kind: 'order_cancelled' | 'refund_issued',
  adjustmentId: string | null,
  held = false,
): Promise<void> {
  const { mail } = context;
  if (!mail) return;
  const row = {
    orderId: order.id,
    kind,
    recipient: order.email,
    data: await adjustmentEmailData(context, tx, order, adjustmentId),
  };
  await mail.enqueue(tx, row, held ? new Date(Date.now() + PROVIDER_ANSWER_HOLD_MS) : undefined);
}

/**
 * Lets an adjustment's email held for Paystack's answer go now, rewritten with the refund and the
 * order as they stand after the answer. An email already sent is left alone.
 */
export async function releaseAdjustmentEmail(context: OrderContext, adjustmentId: string): Promise<void> {
  if (!context.mail) return;
  await context.db.transaction((tx) => rewriteAdjustmentEmail(context, tx, adjustmentId, new Date()));
  context.mail.kick();
}

/**
 * Rewrites the unsent email about an adjustment with the order and the refund as they now stand (a
 * refund Paystack failed, its amount given back), and makes it due at `due` when one is given.
 */
export async function rewriteAdjustmentEmail(
  context: OrderContext,
  tx: Db,
  adjustmentId: string,
  due?: Date,
): Promise<void> {
  if (!context.mail) return;
  const [order] = await tx
    .select({ order: orders })
    .from(orderAdjustments)
    .innerJoin(orders, eq(orders.id, orderAdjustments.orderId))
    .where(eq(orderAdjustments.id, adjustmentId));
  if (!order) return;
  const data = await adjustmentEmailData(context, tx, order.order, adjustmentId);
  await tx
    .update(emailOutbox)
    .set({ data, ...(due ? { nextAttemptAt: due } : {}) })
    .where(
      and(
        eq(emailOutbox.orderId, order.order.id),
        isNull(emailOutbox.sentAt),
        sql`${emailOutbox.data} -> 'adjustment' ->> 'id' = ${adjustmentId}`,
      ),
    );
}

async function adjustmentEmailData(
  context: OrderContext,
  tx: Db,
  order: OrderRow,
  adjustmentId: string | null,
) {
  const { publicUrl } = context;
  const lines = await readLines(tx, order.id);
  const adjustments = await readAdjustments(tx, order.id, lines);
  const found = adjustments.find((adjustment) => adjustment.id === adjustmentId);
  const adjustment: OrderAdjustment | null = found ? { ...found, note: '', staffEmail: null } : null;
  return {
    order: toPublicOrder(order, lines, viewSettings(context), adjustments),
    confirmationUrl: `${publicUrl}${confirmationPath(order.number, order.accessKey)}`,
    adminUrl: `${publicUrl}/admin/orders/${order.number}`,
    adjustment,
  };
}
