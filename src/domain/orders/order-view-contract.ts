import { z } from 'zod';
import { SHIPPING_METHODS } from '../checkout/checkout';
import { pickupPointSchema } from '../checkout/contract';
import { extraPaymentSchema, orderAdjustmentSchema, paymentDisputeSchema } from './adjustment-contract';
import { ORDER_STAGES } from './stage';
import { ORDER_ACTIONS, ORDER_STATUSES, PAYMENT_METHODS } from './status';

/**
 * Orders as the API answers with them: the shopper's confirmation page, the staff's order desk and
 * the packing slips. The server's views are typed by these, and their answers written by them.
 */

/** The VAT a receipt shows: the rate as the shop set it (7.5 for 7.5%), and the amount it holds. */
const vatLineSchema = z.object({ ratePercent: z.number(), amountKobo: z.number().int() });
export type VatLine = z.infer<typeof vatLineSchema>;

const orderLineSchema = z.object({
  productId: z.string(),
  name: z.string(),
  color: z.string(),
  size: z.string(),
  unitPriceKobo: z.number().int(),
  quantity: z.number().int(),
  /** The line's share of a discount code's amount: what was paid is unit price × quantity less this. */
  discountKobo: z.number().int(),
  imageUrl: z.string().nullable(),
  /** Units taken off before the order left, and units that came back after (the quantity stays as placed). */
  cancelledQuantity: z.number().int(),
  returnedQuantity: z.number().int(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

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
  'payment_method_changed',
  'units_cancelled',
  'units_returned',
  'refunded',
  'refund_failed',
  'disputed',
  'paid_twice',
] as const;

const orderEventSchema = z.object({
  kind: z.enum(ORDER_EVENT_KINDS),
  note: z.string(),
  staffEmail: z.string().nullable(),
  at: z.string(),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;
export type OrderEventKind = OrderEvent['kind'];

/** An order as its shopper sees it on the confirmation page (no history, no staff names). */
export const publicOrderSchema = z.object({
  number: z.string(),
  status: z.enum(ORDER_STATUSES),
  /** Where it stands on the desk, apart from its money: to pack, ready for pickup, shipped… (stage.ts). */
  stage: z.enum(ORDER_STAGES),
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentConfirmed: z.boolean(),
  emailSent: z.boolean(),
  /** Bank details or pay-on-delivery notes, for a manual payment still awaited. */
  paymentInstructions: z.string(),
  recipientName: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  shippingMethod: z.enum(SHIPPING_METHODS),
  /** Where and when to collect it, for a pickup order; null for a delivery. */
  pickup: pickupPointSchema.nullable(),
  lines: z.array(orderLineSchema),
  subtotalKobo: z.number().int(),
  /** The discount code it was placed with, or null; what it took off the lines and the delivery fee. */
  discountCode: z.string().nullable(),
  discountKobo: z.number().int(),
  deliveryFeeKobo: z.number().int(),
  deliveryDiscountKobo: z.number().int(),
  totalKobo: z.number().int(),
  /** The VAT the total includes, when the shop charges VAT; null when it does not. */
  vat: vatLineSchema.nullable(),
  /** Who carries a shipped order, and its tracking number or https link; null until it is sent. */
  courier: z.string().nullable(),
  tracking: z.string().nullable(),
  /** The code a pickup order's shopper shows at the counter (staff never see it: they ask for it). */
  pickupCode: z.string().nullable(),
  /** When a pickup order was handed over; null until then. */
  collectedAt: z.string().nullable(),
  /** Money given back so far (refunds still with the provider included); the totals above stay as placed. */
  refundedKobo: z.number().int(),
  /** Cancellations, returns and refunds, oldest first (without staff names or notes for the shopper). */
  adjustments: z.array(orderAdjustmentSchema),
  /**
   * For an online payment still awaited, how the provider said the latest payment stood when the
   * order's page was asked for: still going (`pending`) or ended unpaid (`not_paid`: cancelled,
   * abandoned or declined). Null otherwise, and when the provider could not be asked.
   */
  paymentAtProvider: z.enum(['pending', 'not_paid']).nullable(),
  createdAt: z.string(),
});
export type PublicOrder = z.infer<typeof publicOrderSchema>;

/** An order as staff see it: everything, with its history. */
export const adminOrderSchema = publicOrderSchema.extend({
  disputes: z.array(paymentDisputeSchema),
  /** Payments beyond the order's total, oldest first: each owed back and refunded through the provider. */
  extraPayments: z.array(extraPaymentSchema),
  /** What is left of the payment to give back. */
  refundableKobo: z.number().int(),
  id: z.string(),
  paymentReference: z.string().nullable(),
  reservedUntil: z.string().nullable(),
  events: z.array(orderEventSchema),
  actions: z.array(z.enum(ORDER_ACTIONS)),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

const { shape } = publicOrderSchema;
/** A row of the staff's list of orders. */
const adminOrderSummarySchema = z.object({
  number: shape.number,
  status: shape.status,
  stage: shape.stage,
  paymentMethod: shape.paymentMethod,
  paymentConfirmed: shape.paymentConfirmed,
  recipientName: shape.recipientName,
  email: shape.email,
  totalKobo: shape.totalKobo,
  /** Units ordered, in all lines. */
  itemCount: z.number().int(),
  /**
   * What the order still owes its shopper: a cancelled order's payment not all given back, and
   * payments beyond its total whose refund the provider refused.
   */
  refundOwedKobo: z.number().int(),
  createdAt: shape.createdAt,
});
export type AdminOrderSummary = z.infer<typeof adminOrderSummarySchema>;

/** GET /api/admin/orders: a page of orders, newest first, and how many match in all. */
export const adminOrderListSchema = z.object({
  orders: z.array(adminOrderSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminOrderList = z.infer<typeof adminOrderListSchema>;

/** The answer to placing an order: the order, the link to see it again, and where to pay if online. */
export const placedOrderSchema = z.object({
  order: publicOrderSchema,
  /** The confirmation page, with its secret key. */
  confirmationPath: z.string(),
  /** The provider's payment page, for online payment. */
  paymentUrl: z.string().nullable(),
});
export type PlacedOrder = z.infer<typeof placedOrderSchema>;

/** POST /api/orders/:number/payment: the order now, and the provider's page for a fresh online payment. */
export const payAgainResultSchema = placedOrderSchema.omit({ confirmationPath: true });
export type PayAgainResult = z.infer<typeof payAgainResultSchema>;

/** What a cancellation, return or refund (or a check of one with Paystack) answers: it, and the order after. */
export const adjustmentResultSchema = z.object({
  adjustment: orderAdjustmentSchema,
  order: adminOrderSchema,
});
export type AdjustmentResult = z.infer<typeof adjustmentResultSchema>;

const packingSlipLineSchema = orderLineSchema.pick({ name: true, color: true, size: true, quantity: true });
export type PackingSlipLine = z.infer<typeof packingSlipLineSchema>;

/** What goes in the box and where it goes: a packing slip, without prices. */
const packingSlipSchema = z.object({
  number: z.string(),
  createdAt: z.string(),
  recipientName: z.string(),
  phone: z.string(),
  shippingMethod: z.enum(SHIPPING_METHODS),
  /** The delivery address; for a pickup order, the shopper's own address (the parcel waits at the shop). */
  address: z.string(),
  pickup: pickupPointSchema.nullable(),
  lines: z.array(packingSlipLineSchema),
  /** Where a parcel comes back to: the shop's own address (its pickup point), as staff last set it. */
  returnAddress: z.string(),
  status: z.enum(ORDER_STATUSES),
  /** Money given back on the order so far, which the slip flags to whoever packs it. */
  refundedKobo: z.number().int(),
  /** What the courier (or the counter) collects for a pay-on-delivery order not yet paid; null: nothing. */
  dueKobo: z.number().int().nullable(),
});
export type PackingSlip = z.infer<typeof packingSlipSchema>;
export const packingSlipListSchema = z.array(packingSlipSchema);
