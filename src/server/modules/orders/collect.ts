import { isNull } from 'drizzle-orm';
import type { AdminOrder } from '../../../domain/orders/order';
import { orders } from '../../db/schema';
import type { OrderContext } from './context';
import { handOverChange } from './fulfilment';
import { actOnOrder, moveStatus, type StaffActionRequest } from './staff-action';

/**
 * Staff hand a pickup order over at the counter, to whoever gives its code; its status stays
 * fulfilled. Once only: a second hand-over at the same moment finds it collected and is refused.
 */
export function collect(context: OrderContext, request: StaffActionRequest): Promise<AdminOrder> {
  return actOnOrder(context, 'collect', request, (found) =>
    moveStatus(context, found, request, {
      action: 'collect',
      ...handOverChange(found.order, request.fields),
      event: 'collected',
      // No email: the shopper is there.
      email: null,
      still: isNull(orders.collectedAt),
    }),
  );
}
