import type { PickupPoint, ShippingMethod } from '../checkout/checkout';
import type { OrderAdjustment, PaymentDispute } from './adjustments';
import {
  ORDER_ACTION_LABELS,
  ORDER_STATUS_LABELS,
  type OrderAction,
  type OrderStatusName,
  type PaymentMethod,
} from './status';
import type { VatLine } from './vat';

export type { PlaceOrderRequest } from './contract';
export {
  ORDER_KEY_MIN_LENGTH,
  ORDER_LOOKUP_MESSAGES,
  orderLookupProblems,
} from './lookup';
export {
  allowedActions,
  isOnlinePayment,
  nextStatus,
  ORDER_ACTION_LABELS,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  type OrderAction,
  type OrderStatusName,
  PAYMENT_METHOD_LABELS,
  type PaymentMethod,
  type PaymentOption,
} from './status';

/**
 * Orders: their statuses, the moves between them, the payment methods and the texts a shopper or
 * staff member reads. The API contract (zod) lives in contract.ts, so the web app loads no zod.
 */

/** Kinds of entries in an order's history. */
const ORDER_EVENT_KINDS = [
  'placed',
  'payment_started',
  'paid',
  'payment_failed',
  'fulfilled',
  'collected',
  'cancelled',
  'expired',
  'email_sent',
  'late_payment',
  'units_cancelled',
  'units_returned',
  'refunded',
  'refund_failed',
  'disputed',
] as const;
export type OrderEventKind = (typeof ORDER_EVENT_KINDS)[number];

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
  notFound: 'We could not find that order. Please check the link in your confirmation email.',
  transitionRefused: (action: OrderAction, status: OrderStatusName) =>
    `An order that is ${ORDER_STATUS_LABELS[status].toLowerCase()} cannot be changed with “${ORDER_ACTION_LABELS[action]}”.`,
} as const;

/** Minutes an unpaid online order holds its stock, unless configured otherwise. */
export const DEFAULT_RESERVATION_MINUTES = 30;

export type OrderLine = {
  productId: string;
  name: string;
  color: string;
  size: string;
  unitPriceKobo: number;
  quantity: number;
  imageUrl: string | null;
  /** Units taken off before the order left, and units that came back after (the quantity stays as placed). */
  cancelledQuantity: number;
  returnedQuantity: number;
};

export type OrderEvent = {
  kind: OrderEventKind;
  note: string;
  staffEmail: string | null;
  at: string;
};

/** An order as its shopper sees it on the confirmation page (no history, no staff names). */
export type PublicOrder = {
  number: string;
  status: OrderStatusName;
  paymentMethod: PaymentMethod;
  paymentConfirmed: boolean;
  emailSent: boolean;
  /** Bank details or pay-on-delivery notes, for a manual payment still awaited. */
  paymentInstructions: string;
  recipientName: string;
  email: string;
  phone: string;
  address: string;
  shippingMethod: ShippingMethod;
  /** Where and when to collect it, for a pickup order; null for a delivery. */
  pickup: PickupPoint | null;
  lines: OrderLine[];
  subtotalKobo: number;
  deliveryFeeKobo: number;
  totalKobo: number;
  /** Money given back so far (refunds still with the provider included); the totals above stay as placed. */
  refundedKobo: number;
  /** Cancellations, returns and refunds, oldest first (without staff names or notes for the shopper). */
  adjustments: OrderAdjustment[];
  /** The VAT the total includes, when the shop charges VAT; null when it does not. */
  vat: VatLine | null;
  /** Who carries a shipped order, and its tracking number or https link; null until it is sent. */
  courier: string | null;
  tracking: string | null;
  /** The code a pickup order's shopper shows at the counter (staff never see it: they ask for it). */
  pickupCode: string | null;
  /** When a pickup order was handed over; null until then. */
  collectedAt: string | null;
  createdAt: string;
};

/** An order as staff see it: everything, with its history. */
export type AdminOrder = PublicOrder & {
  id: string;
  paymentReference: string | null;
  reservedUntil: string | null;
  events: OrderEvent[];
  actions: OrderAction[];
  /** What is left of the payment to give back. */
  refundableKobo: number;
  disputes: PaymentDispute[];
};

export type AdminOrderSummary = {
  number: string;
  status: OrderStatusName;
  paymentMethod: PaymentMethod;
  paymentConfirmed: boolean;
  recipientName: string;
  email: string;
  totalKobo: number;
  itemCount: number;
  createdAt: string;
};

/** The answer to placing an order: the order, the link to see it again, and where to pay if online. */
export type PlacedOrder = {
  order: PublicOrder;
  /** The confirmation page, with its secret key. */
  confirmationPath: string;
  /** The provider's payment page, for online payment. */
  paymentUrl: string | null;
};

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

/** The admin dashboard's figures. "Today" and "this month" are in the shop's time zone. */
export type DashboardFigures = {
  today: { orders: number; revenueKobo: number };
  month: { orders: number; revenueKobo: number };
  awaitingPayment: number;
  awaitingFulfilment: number;
  lowStock: { productId: string; name: string; color: string; size: string; quantity: number }[];
};
