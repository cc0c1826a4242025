import { z } from 'zod';
import { MAX_PER_ORDER } from '../catalog/variant';

/**
 * POST /api/admin/orders/:number/adjustments: staff cancel units, take units back, or refund. The
 * server works out whether it is a cancellation, a return or a refund alone from the order's status
 * and the lines given; the amount is checked against what the units are worth and what was paid.
 */

const QUANTITY_MESSAGE = 'Enter a whole number of units from 1.';

const adjustmentLineRequestSchema = z.object({
  /** The line's place in the order (0 for the first line). */
  position: z.number().int().min(0).max(49),
  quantity: z
    .number({ error: QUANTITY_MESSAGE })
    .int(QUANTITY_MESSAGE)
    .min(1, QUANTITY_MESSAGE)
    .max(MAX_PER_ORDER, QUANTITY_MESSAGE),
  /** Put the units back on the shelf (a movement in the stock ledger) or not (damaged, kept by the courier…). */
  restock: z.boolean(),
});

const ADJUSTMENT_METHODS = ['provider', 'manual', 'none'] as const;
const ADJUSTMENT_KINDS = ['cancellation', 'return', 'refund'] as const;
const REFUND_STATUSES = ['none', 'pending', 'processed', 'failed', 'recorded'] as const;

export const adjustmentRequestSchema = z
  .object({
    /** Made once by the staff screen per confirmation: a retry with the same key gets the first answer. */
    requestKey: z
      .string({ error: 'The request has no key: reload the page and try again.' })
      .regex(/^[A-Za-z0-9_-]{8,100}$/, 'The request has no key: reload the page and try again.'),
    lines: z
      .array(adjustmentLineRequestSchema)
      .max(50)
      .default([])
      .refine((lines) => new Set(lines.map((line) => line.position)).size === lines.length, {
        message: 'Each line may be named once.',
      }),
    refundDeliveryFee: z.boolean().default(false),
    /** What goes back to the shopper, in kobo: at most what the units and fee are worth, and what is left of the payment. */
    amountKobo: z
      .number({ error: 'Enter the amount to refund in naira.' })
      .int('Enter the amount to refund in naira.')
      .min(0, 'The amount cannot be below ₦0.')
      .max(Number.MAX_SAFE_INTEGER),
    /** Through the payment provider, recorded as paid back by staff, or no money back. */
    method: z.enum(ADJUSTMENT_METHODS),
    note: z.string().trim().max(500, 'Keep the note under 500 characters.').default(''),
  })
  .superRefine((request, context) => {
    if (request.method === 'manual' && !request.note) {
      context.addIssue({
        code: 'custom',
        path: ['note'],
        message: 'Say how the money went back (for example “bank transfer to the shopper’s GTBank account”).',
      });
    }
    if (request.method === 'none' && request.amountKobo > 0) {
      context.addIssue({
        code: 'custom',
        path: ['method'],
        message: 'Choose how the money goes back, or set the amount to ₦0.',
      });
    }
    if (request.method !== 'none' && request.amountKobo === 0) {
      context.addIssue({
        code: 'custom',
        path: ['amountKobo'],
        message: 'Enter an amount above ₦0 to refund.',
      });
    }
    if (request.lines.length === 0 && request.amountKobo === 0 && !request.refundDeliveryFee) {
      context.addIssue({
        code: 'custom',
        path: ['lines'],
        message: 'Choose units to cancel or take back, or an amount to refund.',
      });
    }
  });
export type AdjustmentRequest = z.infer<typeof adjustmentRequestSchema>;

/** A line's units in an adjustment, named as on the order. */
const adjustmentLineSchema = z.object({
  position: z.number().int(),
  name: z.string(),
  color: z.string(),
  size: z.string(),
  quantity: z.number().int(),
  restocked: z.boolean(),
});

/** A cancellation, return or refund, as staff read it (the shopper's copy has no note or staff email). */
export const orderAdjustmentSchema = z.object({
  id: z.string(),
  kind: z.enum(ADJUSTMENT_KINDS),
  amountKobo: z.number().int(),
  /** The part of the amount that is the delivery fee. */
  deliveryFeeKobo: z.number().int(),
  method: z.enum(ADJUSTMENT_METHODS),
  status: z.enum(REFUND_STATUSES),
  /** What the payment provider last said of the refund (why it failed, for one). */
  providerMessage: z.string().nullable(),
  note: z.string(),
  staffEmail: z.string().nullable(),
  at: z.string(),
  lines: z.array(adjustmentLineSchema),
});
export type OrderAdjustment = z.infer<typeof orderAdjustmentSchema>;
export type AdjustmentKind = OrderAdjustment['kind'];
export type RefundMethod = OrderAdjustment['method'];
export type RefundStatus = OrderAdjustment['status'];

/** A shopper's bank disputing the online payment, as the provider last said. */
export const paymentDisputeSchema = z.object({
  id: z.string(),
  status: z.string(),
  reason: z.string(),
  amountKobo: z.number().int(),
  openedAt: z.string(),
  updatedAt: z.string(),
});
export type PaymentDispute = z.infer<typeof paymentDisputeSchema>;

const EXTRA_PAYMENT_REFUND_STATUSES = ['pending', 'processed', 'failed'] as const;

/**
 * A payment beyond the order's total: the shopper paid a second online payment of an order already
 * paid (decision 0066). It is owed back and refunded through the provider, apart from the order's
 * own payment and its refunds.
 */
export const extraPaymentSchema = z.object({
  /** The second payment's reference at the provider, which its refund goes through. */
  reference: z.string(),
  amountKobo: z.number().int(),
  paidAt: z.string(),
  refundStatus: z.enum(EXTRA_PAYMENT_REFUND_STATUSES),
  /** What the provider last said of the refund (why it refused, for one). */
  providerMessage: z.string().nullable(),
  /** When the refund was last asked for. */
  refundRequestedAt: z.string().nullable(),
});
export type ExtraPayment = z.infer<typeof extraPaymentSchema>;
