import { formatNaira } from '../shared/money';
import type { OrderStatusName, PaymentMethod } from './status';

type DueFacts = {
  paymentMethod: PaymentMethod;
  paymentConfirmed: boolean;
  status: OrderStatusName;
  totalKobo: number;
  refundedKobo: number;
};

/**
 * What a pay-on-delivery order still has to be paid at the door or the counter (less what went
 * back); null once it is paid, for a cancelled order, and for any other way of paying. The slip,
 * the hand-over form and the shopper's page all read it here.
 */
export function dueOnDeliveryKobo(order: DueFacts): number | null {
  if (order.paymentMethod !== 'pay_on_delivery' || order.paymentConfirmed || order.status === 'cancelled')
    return null;
  return order.totalKobo - order.refundedKobo;
}

/** What a pay-on-delivery shopper is to have ready, on their order page; null when nothing is due. */
export function dueOnDeliveryText(
  order: DueFacts & { shippingMethod: 'shipping' | 'pickup' },
): string | null {
  const kobo = dueOnDeliveryKobo(order);
  if (kobo === null) return null;
  const due = formatNaira(kobo);
  return order.shippingMethod === 'pickup'
    ? `Have ${due} ready: you pay when you collect it.`
    : `Have ${due} ready: you pay the courier when it arrives.`;
}
