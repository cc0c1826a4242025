import type { OrderAdjustment } from '../../../domain/orders/adjustments';
import type { Db } from '../../db/open';
import { readAdjustments } from './adjustment-records';
import type { OrderContext } from './context';
import { confirmationPath } from './mail';
import { readLines } from './records';
import { type OrderRow, toPublicOrder, viewSettings } from './views';

/**
 * Tells the shopper of a cancellation or a refund, in the transaction that makes it: the order as
 * it now stands (its cancellations and refunds included) and the change itself.
 */
export async function enqueueAdjustmentEmail(
  context: OrderContext,
  tx: Db,
  order: OrderRow,
  kind: 'order_cancelled' | 'refund_issued',
  adjustmentId: string | null,
): Promise<void> {
  const { mail, publicUrl } = context;
  if (!mail) return;
  const lines = await readLines(tx, order.id);
  const adjustments = await readAdjustments(tx, order.id, lines);
  const found = adjustments.find((adjustment) => adjustment.id === adjustmentId);
  const adjustment: OrderAdjustment | null = found ? { ...found, note: '', staffEmail: null } : null;
  await mail.enqueue(tx, {
    orderId: order.id,
    kind,
    recipient: order.email,
    data: {
      order: toPublicOrder(order, lines, viewSettings(context), adjustments),
      confirmationUrl: `${publicUrl}${confirmationPath(order.number, order.accessKey)}`,
      adminUrl: `${publicUrl}/admin/orders/${order.number}`,
      adjustment,
    },
  });
}
