import { freeDeliveryCode } from '../../../../domain/orders/free-delivery';
import type { OrderLine, PublicOrder } from '../../../../domain/orders/order';
import { formatNaira } from '../../../../domain/shared/money';

/**
 * What the shop's emails are made of, as data and plain text: the lines and totals of an order, the
 * words around them, and who the email is from. The HTML is drawn from these by the components in
 * `components/`, where React escapes every value; the text part is written from the same data.
 */

/** Units still on the line: neither cancelled nor sent back (an email stored before these counted none). */
function unitsOnOrder(line: OrderLine): number {
  return line.quantity - (line.cancelledQuantity ?? 0) - (line.returnedQuantity ?? 0);
}

export function variantText(line: OrderLine): string {
  return [line.color, line.size]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
}

function deliveryText(order: PublicOrder): string {
  if (order.shippingMethod === 'pickup') return 'Pickup — free';
  const freeBy = freeDeliveryCode(order);
  return freeBy ? `Free (${freeBy})` : formatNaira(order.deliveryFeeKobo - order.deliveryDiscountKobo);
}

/** "−₦15,000": money that went back, shown as taken off. */
function minusNaira(kobo: number): string {
  return `−${formatNaira(kobo)}`;
}

export function firstName(order: PublicOrder): string {
  return order.recipientName.trim().split(/\s+/)[0] ?? '';
}

/** Bank details or pay-on-delivery notes, while the shopper still has to pay; else empty. */
export function paymentInstructions(order: PublicOrder): string {
  const awaited = order.status === 'awaiting_payment' && !order.paymentConfirmed;
  return awaited ? order.paymentInstructions.trim() : '';
}

/**
 * An order's lines as an email lists them once units came off it: what is still on the order, then
 * what was cancelled or sent back (at their price, so the lines still add up to the subtotal).
 */
export type EmailLine = { line: OrderLine; quantity: number; takenOff: '' | 'Cancelled' | 'Returned' };

export function emailLines(order: PublicOrder): EmailLine[] {
  const kept = order.lines
    .map((line) => ({ line, quantity: unitsOnOrder(line), takenOff: '' as const }))
    .filter((entry) => entry.quantity > 0);
  const cancelled = order.lines
    .map((line) => ({ line, quantity: line.cancelledQuantity ?? 0, takenOff: 'Cancelled' as const }))
    .filter((entry) => entry.quantity > 0);
  const returned = order.lines
    .map((line) => ({ line, quantity: line.returnedQuantity ?? 0, takenOff: 'Returned' as const }))
    .filter((entry) => entry.quantity > 0);
  return [...kept, ...cancelled, ...returned];
}

/**
 * The totals as placed, then, once money went back, what was refunded and what the order comes to
 * net of it (the figure the shopper's payment ends at).
 */
export function totalRows(order: PublicOrder): { label: string; value: string; strong: boolean }[] {
  const refunded = order.refundedKobo ?? 0;
  return [
    { label: 'Subtotal', value: formatNaira(order.subtotalKobo), strong: false },
    ...((order.discountKobo ?? 0) > 0
      ? [{ label: `Discount (${order.discountCode})`, value: minusNaira(order.discountKobo), strong: false }]
      : []),
    { label: 'Delivery', value: deliveryText(order), strong: false },
    { label: 'Total', value: formatNaira(order.totalKobo), strong: refunded === 0 },
    ...(refunded > 0
      ? [
          { label: 'Refunded', value: minusNaira(refunded), strong: false },
          { label: 'Net', value: formatNaira(order.totalKobo - refunded), strong: true },
        ]
      : []),
  ];
}

export function linesText(order: PublicOrder): string {
  const lines = emailLines(order).map(({ line, quantity, takenOff }) => {
    const variant = variantText(line);
    return `  ${takenOff ? `${takenOff}: ` : ''}${quantity} × ${line.name}${variant ? ` (${variant})` : ''} — ${formatNaira(line.unitPriceKobo * quantity)}`;
  });
  return [...lines, '', ...totalRows(order).map((row) => `${row.label}: ${row.value}`)].join('\n');
}

/** Where and when to collect a pickup order, as lines of text; empty for a delivery. */
export function pickupText(order: PublicOrder): string {
  return order.pickup ? `${order.pickup.address}\n${order.pickup.hours}` : '';
}
