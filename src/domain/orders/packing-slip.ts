import { formatNaira } from '../shared/money';
import type { PackingSlip, PackingSlipLine } from './order-view-contract';

export type { PackingSlip, PackingSlipLine } from './order-view-contract';

/** The most orders one print of slips takes (a page of the list is 25). */
export const MAX_PACKING_SLIPS = 100;

/** The units to pack: each line less its cancelled units; a line with none left is not packed. */
export function slipLines(
  lines: readonly (PackingSlipLine & { cancelledQuantity: number })[],
): PackingSlipLine[] {
  return lines
    .map(({ name, color, size, quantity, cancelledQuantity }) => ({
      name,
      color,
      size,
      quantity: quantity - cancelledQuantity,
    }))
    .filter((line) => line.quantity > 0);
}

/**
 * What whoever packs the order must know first: a cancelled order is not sent, and one that money
 * went back from is checked against the order before it is; null when neither is so.
 */
export function slipFlag(slip: Pick<PackingSlip, 'status' | 'refundedKobo'>): string | null {
  if (slip.status === 'cancelled') return 'Cancelled: do not pack or send this order.';
  if (slip.refundedKobo > 0)
    return `Refunded ${formatNaira(slip.refundedKobo)}: pack only what is listed, and check the order before sending.`;
  return null;
}

/** What the slip tells the courier to collect, or the counter to take; null when nothing is due. */
export function slipDue(slip: Pick<PackingSlip, 'dueKobo' | 'shippingMethod'>): string | null {
  if (slip.dueKobo === null || slip.dueKobo <= 0) return null;
  return slip.shippingMethod === 'pickup'
    ? `Pay at pickup: take ${formatNaira(slip.dueKobo)} when it is collected.`
    : `Pay on delivery: collect ${formatNaira(slip.dueKobo)} on delivery.`;
}

/** The order numbers of a slips address (?orders=SF-A,SF-B), in the order given, each once. */
export function slipNumbers(param: string | null): string[] {
  const numbers = (param ?? '')
    .split(',')
    .map((part) => part.trim().toUpperCase())
    .filter(Boolean);
  return [...new Set(numbers)];
}
