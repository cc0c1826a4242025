import type { AdminOrder } from '../../../../domain/orders/order';
import type { OrderContext } from '../context';
import { closeOrder } from '../placing/closing';
import { actOnOrder, type StaffActionRequest } from './staff-action';
import { recordWholeCancellation } from './whole-cancellation';

/**
 * Staff cancel a whole order that has not left: its stock goes back on the shelf, and the shopper
 * is told in the same transaction. Money paid is refunded from the order's refund panel.
 */
export function cancelOrder(context: OrderContext, request: StaffActionRequest): Promise<AdminOrder> {
  const { note, actor } = request;
  return actOnOrder(context, 'cancel', request, ({ order, current }) =>
    closeOrder(
      context,
      order.id,
      'cancelled',
      'cancelled',
      note || 'Cancelled by staff: the stock was returned.',
      actor,
      [current.status],
      (tx, cancelled) => recordWholeCancellation(context, tx, order.id, cancelled, actor, note),
    ),
  );
}
