import type { AdminOrder } from '../../../../domain/orders/order';
import type { OrderContext } from '../context';
import { actOnOrder, moveStatus, type StaffActionRequest } from './staff-action';

/**
 * Staff mark an order paid: a bank transfer that arrived, cash at the door. The payment is
 * confirmed, an online order's hold on its stock ends, and the shopper is told. Pay on delivery may
 * be marked paid after it was fulfilled; its status then stays fulfilled.
 */
export function markPaid(context: OrderContext, request: StaffActionRequest): Promise<AdminOrder> {
  return actOnOrder(context, 'mark_paid', request, (found) =>
    moveStatus(context, found, request, {
      action: 'mark_paid',
      defaultNote: 'Marked paid by staff.',
      event: 'paid',
      email: 'payment_received',
      pays: true,
    }),
  );
}
