/** An order's emails, sent through the outbox: a row keeps the order, not the message. */
export const EMAIL_KINDS = [
  'order_confirmation',
  'new_order',
  'payment_received',
  'order_fulfilled',
  'order_link',
  'order_cancelled',
  'refund_issued',
  'extra_payment_refund',
] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];
