import { z } from 'zod';
import { MAX_PER_ORDER, variantKey } from '../catalog/variant';
import { SHIPPING_METHODS } from '../checkout/checkout';
import { contactFormSchema, positionSchema } from '../checkout/contract';
import { codeSchema } from '../codes/code-contract';
import { fulfilmentFieldsShape, requireFulfilmentFields } from './fulfilment-contract';
import {
  normalizeOrderNumber,
  ORDER_KEY_MIN_LENGTH,
  ORDER_LOOKUP_EMAIL_MAX_LENGTH,
  ORDER_LOOKUP_MESSAGES,
  ORDER_NUMBER_PATTERN,
} from './lookup';
import { ORDER_STAGES } from './stage';
import { ORDER_ACTIONS, ORDER_STATUSES, PAYMENT_METHODS } from './status';

/** The orders API contract: the server validates with these, both sides share the types. */

const text = (max: number) => z.string().trim().min(1).max(max);

const LINE_QUANTITY_MESSAGE = `Choose from 1 to ${MAX_PER_ORDER} of each colour and size.`;

/** A bag line as the shopper's browser sends it: what, and how many; never a price. */
const orderLineRequestSchema = z.object({
  productId: text(200),
  color: text(100),
  size: text(100),
  quantity: z
    .number({ error: LINE_QUANTITY_MESSAGE })
    .int(LINE_QUANTITY_MESSAGE)
    .min(1, LINE_QUANTITY_MESSAGE)
    .max(MAX_PER_ORDER, LINE_QUANTITY_MESSAGE),
});

/** Lines naming the same variant are one line of their sum, which must stay within the maximum too. */
function checkMergedQuantities(lines: readonly OrderLineRequest[], context: z.RefinementCtx): void {
  const totals = new Map<string, number>();
  lines.forEach((line, index) => {
    const key = variantKey(line);
    const total = (totals.get(key) ?? 0) + line.quantity;
    totals.set(key, total);
    if (total > MAX_PER_ORDER && total - line.quantity <= MAX_PER_ORDER) {
      context.addIssue({ code: 'custom', path: [index, 'quantity'], message: LINE_QUANTITY_MESSAGE });
    }
  });
}

/** POST /api/orders. Any price, fee or total the client adds is ignored: the server computes them. */
export const placeOrderRequestSchema = z.object({
  lines: z
    .array(orderLineRequestSchema)
    .min(1, 'Your bag is empty.')
    .max(50, 'A bag holds at most 50 lines.')
    .superRefine(checkMergedQuantities),
  contact: contactFormSchema,
  shippingMethod: z.enum(SHIPPING_METHODS),
  /** Where delivery is priced from: the device's position, or checkout's fallback. */
  position: positionSchema,
  paymentMethod: z.enum(PAYMENT_METHODS),
  /** Checkout's unticked box, ticked: the address joins the newsletter (confirming by email first). */
  joinList: z.boolean({ error: 'joinList is true or false.' }).optional(),
  /**
   * The same browser's last order, when it waits unpaid for an online payment: it is cancelled and
   * gives its stock back before this one takes any.
   */
  replaces: z
    .object({ number: z.string().trim().toUpperCase().max(20), key: z.string().max(100) })
    .optional(),
  /** A discount code the shopper entered: checked again, and its use taken, as the order is placed. */
  code: codeSchema.optional(),
});
export type PlaceOrderRequest = z.infer<typeof placeOrderRequestSchema>;
export type OrderLineRequest = z.infer<typeof orderLineRequestSchema>;

export const orderNumberSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(ORDER_NUMBER_PATTERN, 'That is not an order number.');

/**
 * POST /api/orders/lookup: an order number (with or without "SF-", any case) and the email it was
 * placed with. The answer never says whether they matched.
 */
export const orderLookupSchema = z.object({
  number: z
    .string({ error: ORDER_LOOKUP_MESSAGES.number })
    .transform(normalizeOrderNumber)
    .pipe(z.string().regex(ORDER_NUMBER_PATTERN, ORDER_LOOKUP_MESSAGES.number)),
  email: z
    .string({ error: ORDER_LOOKUP_MESSAGES.email })
    .trim()
    .max(ORDER_LOOKUP_EMAIL_MAX_LENGTH, ORDER_LOOKUP_MESSAGES.email)
    .pipe(z.email(ORDER_LOOKUP_MESSAGES.email))
    .transform((email) => email.toLowerCase()),
});
export type OrderLookup = z.infer<typeof orderLookupSchema>;

/** GET /api/orders/:number?key=… — the key is the secret from the confirmation link. */
export const orderAccessSchema = z.object({ key: z.string().min(ORDER_KEY_MIN_LENGTH).max(100) });

/** POST /api/orders/:number/payment: pay an unpaid online order again, or another way. */
export const payAgainSchema = orderAccessSchema.extend({ paymentMethod: z.enum(PAYMENT_METHODS) });

export const adminOrderListQuerySchema = z.object({
  status: z.enum(ORDER_STATUSES).optional(),
  /** Where orders stand on the desk: to pack, ready for pickup… (stage.ts). */
  stage: z.enum(ORDER_STAGES).optional(),
  /** An order number (or part of one) or an email address (or part of one). */
  q: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type AdminOrderListQuery = z.infer<typeof adminOrderListQuerySchema>;

/** GET /api/payment-options: a way to pay, with what the shopper needs to know to use it. */
const paymentOptionSchema = z.object({
  method: z.enum(PAYMENT_METHODS),
  label: z.string(),
  /** Bank details for a transfer, or what to expect at the door; empty for online payment. */
  instructions: z.string(),
});
export type PaymentOption = z.infer<typeof paymentOptionSchema>;
export const paymentOptionListSchema = z.array(paymentOptionSchema);

/** POST /api/orders/lookup's answer (202): the same whether or not the number and email matched. */
export const orderLookupSentSchema = z.object({ message: z.string() });

const periodFiguresSchema = z.object({ orders: z.number().int(), revenueKobo: z.number().int() });

/** GET /api/admin/dashboard. "Today" and "this month" are in the shop's time zone. */
export const dashboardFiguresSchema = z.object({
  today: periodFiguresSchema,
  month: periodFiguresSchema,
  /** Orders by stage that wait for someone: a payment (online or by transfer), packing, a shopper at the counter. */
  awaitingPayment: z.number().int(),
  toPack: z.number().int(),
  readyForPickup: z.number().int(),
  /** Refunds Paystack refused and nothing has made good since, newest first: staff refund again or by hand. */
  refusedRefunds: z.array(
    z.object({
      number: z.string(),
      amountKobo: z.number().int(),
      message: z.string().nullable(),
      at: z.string(),
    }),
  ),
  /**
   * Payments beyond an order's total whose money has not gone back yet, newest first: being
   * refunded through Paystack (`pending`) or refused by it (`failed`: staff refund again).
   */
  paidTwice: z.array(
    z.object({
      number: z.string(),
      reference: z.string(),
      amountKobo: z.number().int(),
      refundStatus: z.enum(['pending', 'failed']),
      message: z.string().nullable(),
      at: z.string(),
    }),
  ),
  /**
   * Checkout reminders sent this month, and how many of them an order from the same address
   * followed within 7 days.
   */
  reminders: z.object({ sent: z.number().int(), ordersAfter: z.number().int() }),
  /**
   * Orders placed this month with a code and not cancelled, what the codes took off them (items
   * and delivery), and the code most of them carried.
   */
  codes: z.object({
    orders: z.number().int(),
    discountKobo: z.number().int(),
    top: z.object({ code: z.string(), orders: z.number().int() }).nullable(),
  }),
  lowStock: z.array(
    z.object({
      productId: z.string(),
      name: z.string(),
      color: z.string(),
      size: z.string(),
      quantity: z.number().int(),
    }),
  ),
});
export type DashboardFigures = z.infer<typeof dashboardFiguresSchema>;

export const orderActionSchema = z
  .object({
    action: z.enum(ORDER_ACTIONS),
    note: z.string().trim().max(500).default(''),
    ...fulfilmentFieldsShape,
  })
  .superRefine(requireFulfilmentFields);
