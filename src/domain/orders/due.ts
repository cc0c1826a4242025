import { formatNaira } from '../shared/money';
import type { OrderStatusName, PaymentMethod } from './status';

/**
 * What a pay-on-delivery shopper is to have ready, on their order page, while the money is still
 * to come; null once it is paid, for a cancelled order, and for any other way of paying.
 */
export function dueOnDeliveryText(order: {
  paymentMethod: PaymentMethod;
  paymentConfirmed: boolean;
  shippingMethod: 'shipping' | 'pickup';
  status: OrderStatusName;
  totalKobo: number;
  refundedKobo: number;
}): string | null {
  if (order.paymentMethod !== 'pay_on_delivery' || order.paymentConfirmed || order.status === 'cancelled')
    return null;
  const due = formatNaira(order.totalKobo - order.refundedKobo);
  return order.shippingMethod === 'pickup'
    ? `Have ${due} ready: you pay when you collect it.`
    : `Have ${due} ready: you pay the courier when it arrives.`;
}
