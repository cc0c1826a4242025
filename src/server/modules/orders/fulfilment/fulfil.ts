import type { AdminOrder } from '../../../../domain/orders/order';
import type { OrderContext } from '../context';
import { actOnOrder, moveStatus, type StaffActionRequest } from '../desk/staff-action';
import { sendingChange } from './fulfilment';

/**
 * Staff mark an order fulfilled: sent with its courier and tracking, or, for pickup, ready at the
 * counter with its pickup code. The shopper is told either way.
 */
export function fulfil(context: OrderContext, request: StaffActionRequest): Promise<AdminOrder> {
  return actOnOrder(context, 'fulfil', request, (found) =>
    moveStatus(context, found, request, {
      action: 'fulfil',
      ...sendingChange(found.order, request.fields),
      event: 'fulfilled',
      email: 'order_fulfilled',
    }),
  );
}
