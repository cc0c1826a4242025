import { pickupCodeText } from '../../../../domain/orders/fulfilment';
import type { PublicOrder } from '../../../../domain/orders/order';
import { vatSentence } from '../../../../domain/orders/vat';
import { formatNaira } from '../../../../domain/shared/money';

/**
 * What order emails say of the VAT in the total, of the courier and tracking of a shipped order, and
 * of a pickup order's code. An email written before these existed has none of them, and says nothing.
 */

/** "Prices include VAT at 7.5%: ₦3,174.42." when the shop charges VAT; else empty. */
export function vatText(order: PublicOrder): string {
  return order.vat ? vatSentence(order.vat, formatNaira(order.vat.amountKobo)) : '';
}

/** The courier and tracking of a shipped order, as lines of text; empty before it is sent. */
export function trackingText(order: PublicOrder): string {
  if (!order.courier || !order.tracking) return '';
  return `Courier: ${order.courier}\nTracking: ${order.tracking}`;
}

/** What a pickup order's shopper shows at the counter; empty for a delivery or an order without one. */
export function pickupCodeLine(order: PublicOrder): string {
  return order.pickupCode
    ? `Your pickup code: ${pickupCodeText(order.pickupCode)} (show it when you collect your order)`
    : '';
}
