import { isNull } from 'drizzle-orm';
import type { AdminOrder } from '../../../../domain/orders/order';
import { formatNaira } from '../../../../domain/shared/money';
import { orders } from '../../../db/schema';
import type { OrderContext } from '../context';
import { handOverChange } from '../fulfilment/fulfilment';
import { actOnOrder, moveStatus, type StaffActionRequest } from './staff-action';

/**
 * Staff hand a pickup order over at the counter, to whoever gives its code; its status stays
 * fulfilled. Once only: a second hand-over at the same moment finds it collected and is refused.
 * A pay-on-delivery order is paid at the counter as it is handed over: the hand-over records the
 * money too, so it counts in the takings without a second step.
 */
export function collect(context: OrderContext, request: StaffActionRequest): Promise<AdminOrder> {
  return actOnOrder(context, 'collect', request, (found) => {
    const paysNow = found.order.paymentMethod === 'pay_on_delivery' && !found.current.paymentConfirmed;
    const change = handOverChange(found.order, request.fields);
    return moveStatus(context, found, request, {
      action: 'collect',
      ...change,
      ...(paysNow
        ? {
            pays: true,
            defaultNote: `Collected at the shop with its pickup code; ${formatNaira(
              found.order.totalKobo - found.order.refundedKobo,
            )} paid at the counter.`,
          }
        : {}),
      event: 'collected',
      // No email: the shopper is there.
      email: null,
      still: isNull(orders.collectedAt),
    });
  });
}
