/** An order's statuses, the payment methods, and the moves staff can make between statuses. */

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

/**
 * The shopper's order page's Payment line: the way chosen at checkout while the money is still to
 * come, then what happened, in the past tense (not the checkout's choice with "received" tacked on).
 */
export function shopperPaymentText(order: {
  paymentMethod: PaymentMethod;
  paymentConfirmed: boolean;
  shippingMethod: 'shipping' | 'pickup';
}): string {
  if (!order.paymentConfirmed) return PAYMENT_METHOD_LABELS[order.paymentMethod];
  switch (order.paymentMethod) {
    case 'paystack':
      return 'Paid online with Paystack';
    case 'bank_transfer':
      return 'Paid by bank transfer';
    case 'pay_on_delivery':
      return order.shippingMethod === 'pickup' ? 'Paid at pickup' : 'Paid on delivery';
  }
}

/** The methods paid at a provider online; the others are manual. */
export const ONLINE_PAYMENT_METHODS = ['paystack'] as const satisfies readonly PaymentMethod[];

export function isOnlinePayment(method: PaymentMethod): boolean {
  return (ONLINE_PAYMENT_METHODS as readonly PaymentMethod[]).includes(method);
}

/** What staff can do to an order. */
export const ORDER_ACTIONS = ['mark_paid', 'fulfil', 'collect', 'cancel', 'restore'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

export const ORDER_ACTION_LABELS: Record<OrderAction, string> = {
  mark_paid: 'Mark paid',
  fulfil: 'Mark fulfilled',
  collect: 'Mark collected',
  cancel: 'Cancel order',
  restore: 'Restore order',
};

export type OrderState = {
  status: OrderStatusName;
  paymentMethod: PaymentMethod;
  paymentConfirmed: boolean;
  /** Collected at the shop rather than delivered, and whether it has been (for "collect"). */
  shippingMethod?: 'shipping' | 'pickup';
  collected?: boolean;
  /** Anything of it was cancelled, taken back or refunded by staff (adjustments.ts), or refunded. */
  adjusted?: boolean;
};

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
    case 'collect':
      // A pickup order ready at the counter is handed over once; its status stays fulfilled.
      return order.status === 'fulfilled' && order.shippingMethod === 'pickup' && !order.collected
        ? 'fulfilled'
        : null;
    case 'cancel':
      // Nothing has left the shop: before it is sent, or waiting at the counter for a shopper who
      // does not come.
      if (order.status === 'awaiting_payment' || order.status === 'paid') return 'cancelled';
      return order.status === 'fulfilled' && order.shippingMethod === 'pickup' && !order.collected
        ? 'cancelled'
        : null;
    case 'restore':
      // Paid after its hold ran out and it was cancelled, and nothing of it touched since: staff may
      // honour the payment instead of refunding it.
      return order.status === 'cancelled' && order.paymentConfirmed && !order.adjusted ? 'paid' : null;
  }
}

export function allowedActions(order: OrderState): OrderAction[] {
  return ORDER_ACTIONS.filter((action) => nextStatus(order, action) !== null);
}
