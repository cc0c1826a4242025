import { ORDER_ACTION_LABELS, ORDER_STATUS_LABELS, type OrderAction, type OrderStatusName } from './status';

export type { DashboardFigures, PaymentOption, PlaceOrderRequest } from './contract';
export {
  ORDER_KEY_MIN_LENGTH,
  ORDER_LOOKUP_MESSAGES,
  orderLookupProblems,
} from './lookup';
export type {
  AdjustmentResult,
  AdminOrder,
  AdminOrderList,
  AdminOrderSummary,
  OrderEvent,
  OrderEventKind,
  OrderLine,
  PayAgainResult,
  PlacedOrder,
  PublicOrder,
} from './order-view-contract';
export {
  allowedActions,
  isOnlinePayment,
  nextStatus,
  ONLINE_PAYMENT_METHODS,
  ORDER_ACTION_LABELS,
  ORDER_STATUS_LABELS,
  type OrderAction,
  type OrderStatusName,
  PAYMENT_METHOD_LABELS,
  type PaymentMethod,
  shopperPaymentText,
} from './status';

/**
 * Orders: their statuses, the moves between them, the payment methods and the texts a shopper or
 * staff member reads. The API contract (zod) lives in contract.ts and order-view-contract.ts, so
 * the web app loads no zod.
 */

export const ORDER_MESSAGES = {
  emptyBag: 'Your bag is empty.',
  unknownProduct: (name: string) => `${name} is no longer available. Please remove it from your bag.`,
  unknownVariant: (name: string, color: string, size: string) =>
    `${name} in ${color}, ${size} is no longer available. Please remove it from your bag.`,
  soldOut: (name: string, color: string, size: string) =>
    `Sorry, ${name} (${color}, ${size}) has sold out. Please remove it from your bag.`,
  short: (name: string, color: string, size: string, left: number) =>
    `Only ${left} of ${name} (${color}, ${size}) ${left === 1 ? 'is' : 'are'} left. Please reduce the quantity to ${left}.`,
  notOnSale: (name: string) => `${name} is not on sale yet. Please remove it from your bag.`,
  overLimit: (name: string, color: string, size: string, max: number) =>
    `You can order at most ${max} of ${name} (${color}, ${size}). Please reduce the quantity to ${max}.`,
  methodUnavailable: 'That payment method is not available. Please choose another.',
  paymentStartFailed:
    'We could not start the online payment, so the order was not placed. Please try again or choose another payment method.',
  paymentRetryFailed:
    'We could not start the online payment. Your order is kept: please try again in a moment, or pay another way.',
  alreadyPaid: 'This order is already paid.',
  notAwaitingOnlinePayment: 'This order is not waiting for an online payment.',
  cancelledBeforePayment:
    'This order was cancelled before it was paid, and its items went back on sale. Please order again from the shop.',
  notFound: 'We could not find that order. Please check the link in your confirmation email.',
  transitionRefused: (action: OrderAction, status: OrderStatusName) =>
    `An order that is ${ORDER_STATUS_LABELS[status].toLowerCase()} cannot be changed with “${ORDER_ACTION_LABELS[action]}”.`,
} as const;

/** Minutes an unpaid online order holds its stock, unless configured otherwise. */
export const DEFAULT_RESERVATION_MINUTES = 30;

/** The full name as one line. */
export function recipientName(order: { firstName: string; lastName: string }): string {
  return `${order.firstName.trim()} ${order.lastName.trim()}`.trim();
}

/** The address as one line, in the order a courier reads it. */
export function addressLine(order: {
  address: string;
  apartment: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
}): string {
  return [order.address, order.apartment, order.city, order.state, order.postalCode, order.country]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
}
