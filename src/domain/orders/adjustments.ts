import { paidForUnits } from '../codes/discount';
import { formatNaira } from '../shared/money';
import type { AdjustmentKind, RefundStatus } from './adjustment-contract';
import { beforeItLeft, type OrderStage } from './stage';
import type { OrderStatusName } from './status';

/**
 * Changes to an order after it was placed, beside its original totals: a cancellation (units taken
 * off before it left), a return (units back after it left, with a refund) or a refund alone (a
 * goodwill amount). The zod contract is adjustment-contract.ts, so the web app loads no zod.
 */
export type {
  AdjustmentKind,
  AdjustmentRequest,
  ExtraPayment,
  OrderAdjustment,
  PaymentDispute,
  RefundMethod,
  RefundStatus,
} from './adjustment-contract';

export const ADJUSTMENT_KIND_LABELS: Record<AdjustmentKind, string> = {
  cancellation: 'Cancellation',
  return: 'Return',
  refund: 'Refund',
};

export const REFUND_STATUS_LABELS: Record<RefundStatus, string> = {
  none: 'No refund',
  pending: 'Refund pending',
  processed: 'Refunded',
  failed: 'Refund failed',
  recorded: 'Refunded by hand',
};

/**
 * What an adjustment may do to an order where it stands, or null when nothing may be changed: units
 * are cancelled until they leave the shop (a pickup order waiting at the counter has not), and
 * returned after; money alone is refunded once paid.
 */
export function adjustmentKindFor(
  order: { status: OrderStatusName; stage: OrderStage },
  withUnits: boolean,
): AdjustmentKind | null {
  if (!withUnits) return order.status === 'awaiting_payment' ? null : 'refund';
  if (order.stage === 'cancelled') return null;
  return beforeItLeft(order.stage) ? 'cancellation' : 'return';
}

/** An order line with what is still on the order (neither cancelled nor returned). */
export type AdjustableLine = {
  unitPriceKobo: number;
  quantity: number;
  /** The line's share of a discount code's amount. */
  discountKobo: number;
  cancelledQuantity: number;
  returnedQuantity: number;
};

/** What came off a line after it was placed: "1 cancelled, 1 returned", or '' when nothing did. */
export function takenOffText(line: Pick<AdjustableLine, 'cancelledQuantity' | 'returnedQuantity'>): string {
  return [
    line.cancelledQuantity > 0 ? `${line.cancelledQuantity} cancelled` : '',
    line.returnedQuantity > 0 ? `${line.returnedQuantity} returned` : '',
  ]
    .filter(Boolean)
    .join(', ');
}

export function unitsLeft(line: AdjustableLine): number {
  return line.quantity - line.cancelledQuantity - line.returnedQuantity;
}

/** What an order's payment leaves to give back: what was paid, less what was refunded so far. */
export function refundableKobo(order: {
  paymentConfirmed: boolean;
  totalKobo: number;
  refundedKobo: number;
}): number {
  return order.paymentConfirmed ? Math.max(0, order.totalKobo - order.refundedKobo) : 0;
}

/**
 * What an order owes back to its shopper: a cancelled order's payment not all given back, and
 * payments beyond its total whose refund the provider refused (`refusedExtraKobo`).
 */
export function refundOwedKobo(
  order: {
    status: string;
    paymentConfirmed: boolean;
    totalKobo: number;
    refundedKobo: number;
  },
  refusedExtraKobo = 0,
): number {
  return (order.status === 'cancelled' ? refundableKobo(order) : 0) + refusedExtraKobo;
}

/**
 * What `units` more of a line taken off are worth: what was paid for them, its discount share
 * included, so that taking every unit off, in any number of goes, gives back what the line cost.
 */
export function unitsWorthKobo(line: AdjustableLine, units: number): number {
  const paid = line.unitPriceKobo * line.quantity - line.discountKobo;
  return paidForUnits(paid, line.quantity, unitsLeft(line), units);
}

/** What is left of an order's delivery fee to give back: what was charged for it, less what went back. */
export function deliveryFeeLeftKobo(
  order: { deliveryFeeKobo: number; deliveryDiscountKobo: number },
  givenKobo: number,
): number {
  return Math.max(0, order.deliveryFeeKobo - order.deliveryDiscountKobo - givenKobo);
}

/**
 * The most an adjustment may give back: what its units are worth plus the delivery fee when chosen,
 * within what is left of the payment. A refund alone (no units, no fee) may be any part of what is left.
 */
export function suggestedRefundKobo(input: {
  units: readonly { line: AdjustableLine; quantity: number }[];
  deliveryFeeKobo: number;
  refundable: number;
}): number {
  const worth =
    input.units.reduce((sum, unit) => sum + unitsWorthKobo(unit.line, unit.quantity), 0) +
    input.deliveryFeeKobo;
  return Math.min(worth, input.refundable);
}

export const ADJUSTMENT_MESSAGES = {
  notAdjustable: (status: OrderStatusName) =>
    status === 'cancelled'
      ? 'This order is cancelled: nothing is left to cancel or take back. A refund alone can still be made.'
      : 'An order still awaiting payment has nothing to refund: cancel units instead.',
  noSuchLine: (position: number) => `The order has no line ${position + 1}.`,
  tooManyUnits: (name: string, left: number) =>
    left === 0
      ? `Every unit of ${name} is already cancelled or returned.`
      : `Only ${left} of ${name} ${left === 1 ? 'is' : 'are'} left on the order.`,
  overWorth: (max: number) => `The most that can go back for this is ${formatNaira(max)}.`,
  overPaid: (left: number) =>
    left === 0
      ? 'Nothing is left to refund: the payment has been refunded in full, or was never received.'
      : `Only ${formatNaira(left)} of the payment is left to refund.`,
  /** Another staff member's refund took what was left first. */
  raced: (left: number) =>
    `Someone refunded this order at the same moment: only ${formatNaira(left)} is left to refund now. Reload the order to see it.`,
  noProvider:
    'This order was not paid online: record a manual refund with a note saying how the money went back.',
  providerOnly: 'This order was paid online: refund it through Paystack.',
  deliveryFeeGone: 'The delivery fee has already been refunded.',
  /** A request key is made for one order; the same key sent with another is refused. */
  keyUsed: 'This request was already made for another order. Reload the page and try again.',
  notPaid: 'This order was never paid, so there is no money to give back: choose “no refund”.',
} as const;
