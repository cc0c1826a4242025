import type { PickupPoint, ShippingMethod } from './checkout';

export type { AdminOrderListQuery, OrderLineRequest, PlaceOrderRequest } from './order-schema';

/**
 * Orders: their statuses, the moves between them, the payment methods and the texts a shopper or
 * staff member reads. The API contract (zod) lives in order-schema.ts, so the web app loads no zod.
 */

export const ORDER_STATUSES = ['awaiting_payment', 'paid', 'fulfilled', 'cancelled'] as const;
export type OrderStatusName = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Record<OrderStatusName, string> = {
  awaiting_payment: 'Awaiting payment',
  paid: 'Paid',
  fulfilled: 'Fulfilled',
  cancelled: 'Cancelled',
};

/** Bank transfer and pay on delivery are manual: staff mark them paid. Paystack is paid online. */
export const PAYMENT_METHODS = ['bank_transfer', 'pay_on_delivery', 'paystack'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  bank_transfer: 'Bank transfer',
  pay_on_delivery: 'Pay on delivery',
  paystack: 'Pay online with card or bank (Paystack)',
};

export function isOnlinePayment(method: PaymentMethod): boolean {
  return method === 'paystack';
}

/** A payment option as step 2 offers it, with what the shopper needs to know to use it. */
export type PaymentOption = {
  method: PaymentMethod;
  label: string;
  /** Bank details for a transfer, or what to expect at the door; empty for online payment. */
  instructions: string;
};

/** What staff can do to an order. */
export const ORDER_ACTIONS = ['mark_paid', 'fulfil', 'cancel'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

export const ORDER_ACTION_LABELS: Record<OrderAction, string> = {
  mark_paid: 'Mark paid',
  fulfil: 'Mark fulfilled',
  cancel: 'Cancel order',
};

export type OrderState = { status: OrderStatusName; paymentMethod: PaymentMethod; paymentConfirmed: boolean };

/**
 * The status an action leads to from a status, or null when it is not allowed. Pay on delivery may
 * be fulfilled before it is paid (the money comes at the door) and marked paid afterwards.
 */
export function nextStatus(order: OrderState, action: OrderAction): OrderStatusName | null {
  switch (action) {
    case 'mark_paid':
      if (order.status === 'awaiting_payment') return 'paid';
      if (order.status === 'fulfilled' && !order.paymentConfirmed) return 'fulfilled';
      return null;
    case 'fulfil':
      if (order.status === 'paid') return 'fulfilled';
      if (order.status === 'awaiting_payment' && order.paymentMethod === 'pay_on_delivery')
        return 'fulfilled';
      return null;
    case 'cancel':
      return order.status === 'awaiting_payment' || order.status === 'paid' ? 'cancelled' : null;
  }
}

export function allowedActions(order: OrderState): OrderAction[] {
  return ORDER_ACTIONS.filter((action) => nextStatus(order, action) !== null);
}

/** Kinds of entries in an order's history. */
export const ORDER_EVENT_KINDS = [
  'placed',
  'payment_started',
  'paid',
  'payment_failed',
  'fulfilled',
  'cancelled',
  'expired',
  'email_sent',
  'late_payment',
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

/** Finding an order again without its link: the same answer whether or not anything matched. */
export const ORDER_LOOKUP_MESSAGES = {
  number: 'Enter the order number from your confirmation email, like SF-ABC234.',
  email: 'Enter the email you ordered with.',
  sent: 'If that order number and email match an order, a link to it is on its way to that email. It can take a few minutes to arrive.',
  tooMany: 'Too many look-ups from this connection. Please wait a few minutes and try again.',
} as const;

/** An order number as printed on the confirmation: "SF-" and six capitals or digits. */
export const ORDER_NUMBER_PATTERN = /^SF-[0-9A-Z]{6}$/;

/** An order number as a shopper types it (any case, with or without "SF-") in its printed form. */
export function normalizeOrderNumber(typed: string): string {
  const number = typed.trim().toUpperCase();
  return number.startsWith('SF-') ? number : `SF-${number}`;
}

/** The longest email address a look-up accepts (the longest a mail server delivers to). */
export const ORDER_LOOKUP_EMAIL_MAX_LENGTH = 254;
const simpleEmail = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type OrderLookupField = 'number' | 'email';

/**
 * The browser's check before a look-up is sent, with the server's messages: a form that cannot be
 * an order is not sent, so it spends none of the shopper's tries. The server's email check is
 * stricter and has the last word.
 */
export function orderLookupProblems(form: {
  number: string;
  email: string;
}): Partial<Record<OrderLookupField, string>> {
  const problems: Partial<Record<OrderLookupField, string>> = {};
  if (!ORDER_NUMBER_PATTERN.test(normalizeOrderNumber(form.number))) {
    problems.number = ORDER_LOOKUP_MESSAGES.number;
  }
  const email = form.email.trim();
  if (email.length > ORDER_LOOKUP_EMAIL_MAX_LENGTH || !simpleEmail.test(email)) {
    problems.email = ORDER_LOOKUP_MESSAGES.email;
  }
  return problems;
}

/** The shortest key an order link can carry; the server makes longer ones. */
export const ORDER_KEY_MIN_LENGTH = 20;

export type OrderLine = {
  productId: string;
  name: string;
  color: string;
  size: string;
  unitPriceKobo: number;
  quantity: number;
  imageUrl: string | null;
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
  createdAt: string;
};

/** An order as staff see it: everything, with its history. */
export type AdminOrder = PublicOrder & {
  id: string;
  paymentReference: string | null;
  reservedUntil: string | null;
  events: OrderEvent[];
  actions: OrderAction[];
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
