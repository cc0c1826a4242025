import { isTrackingLink, pickupCodeText } from '../../../domain/orders/fulfilment';
import type { PublicOrder } from '../../../domain/orders/order';
import { vatSentence } from '../../../domain/orders/vat';
import { formatNaira } from '../../../domain/shared/money';
import { escapeHtml } from './email-parts';

/**
 * What order emails say of the VAT in the total, of the courier and tracking of a shipped order, and
 * of a pickup order's code. An email written before these existed has none of them, and says nothing.
 */

/** "Prices include VAT at 7.5%: ₦3,174.42." when the shop charges VAT; else empty. */
export function vatText(order: PublicOrder): string {
  return order.vat ? vatSentence(order.vat, formatNaira(order.vat.amountKobo)) : '';
}

export function vatHtml(order: PublicOrder): string {
  const text = vatText(order);
  return text ? `<p style="margin:0 0 12px;color:#666;font-size:13px">${escapeHtml(text)}</p>` : '';
}

/** The courier and tracking of a shipped order, as lines of text; empty before it is sent. */
export function trackingText(order: PublicOrder): string {
  if (!order.courier || !order.tracking) return '';
  return `Courier: ${order.courier}\nTracking: ${order.tracking}`;
}

export function trackingHtml(order: PublicOrder): string {
  if (!order.courier || !order.tracking) return '';
  const tracking = isTrackingLink(order.tracking)
    ? `<a href="${escapeHtml(order.tracking)}" style="color:#b4232a">Track your parcel</a>`
    : `tracking number <strong>${escapeHtml(order.tracking)}</strong>`;
  return `<h2 style="font-size:16px;margin:24px 0 8px">Tracking</h2><p style="margin:0">Sent with ${escapeHtml(
    order.courier,
  )}: ${tracking}</p>`;
}

/** What a pickup order's shopper shows at the counter; empty for a delivery or an order without one. */
export function pickupCodeLine(order: PublicOrder): string {
  return order.pickupCode
    ? `Your pickup code: ${pickupCodeText(order.pickupCode)} (show it when you collect your order)`
    : '';
}

export function pickupCodeHtml(order: PublicOrder): string {
  if (!order.pickupCode) return '';
  return `<h2 style="font-size:16px;margin:24px 0 8px">Your pickup code</h2><p style="margin:0"><strong style="font-size:22px;letter-spacing:0.15em">${escapeHtml(
    pickupCodeText(order.pickupCode),
  )}</strong><br>Show it when you collect your order.</p>`;
}
