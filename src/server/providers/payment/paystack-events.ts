import { z } from 'zod';
import type { PaymentWebhookEvent, RefundState } from './provider';

/**
 * Paystack's refund and dispute webhooks, read into the shop's own events. Amounts come as numbers
 * or as strings of digits (refund events send them as strings); fields not read are let through.
 */

const amount = z.union([z.number().int().nonnegative(), z.string().regex(/^\d+$/).transform(Number)]);
const id = z.union([z.number(), z.string().min(1)]).transform(String);

const paystackRefundEventSchema = z.object({
  id: id.nullish(),
  status: z.string().optional(),
  transaction_reference: z.string().min(1),
  amount,
  currency: z.string().optional(),
  reason: z.string().nullish(),
  merchant_note: z.string().nullish(),
});

const paystackDisputeEventSchema = z.object({
  id,
  status: z.string().min(1),
  refund_amount: amount.nullish(),
  category: z.string().nullish(),
  resolution: z.string().nullish(),
  transaction: z.object({ reference: z.string().min(1), amount }),
  updatedAt: z.string().nullish(),
  updated_at: z.string().nullish(),
});

/** A time Paystack gave, as ISO; null when it gave none or something that is not a time. */
function isoTime(text: string | null | undefined): string | null {
  const time = text ? Date.parse(text) : Number.NaN;
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/** Paystack's refund states, in the three a shop acts on. */
export function refundState(status: string | undefined): RefundState {
  if (status === 'processed') return 'processed';
  if (status === 'failed' || status === 'needs-attention' || status === 'reversed') return 'failed';
  return 'pending';
}

const REFUND_EVENTS: Record<string, RefundState> = {
  'refund.pending': 'pending',
  'refund.processing': 'pending',
  'refund.processed': 'processed',
  'refund.failed': 'failed',
};

/** A refund.* or charge.dispute.* event as the shop reads it; null when its data is not what Paystack sends. */
export function readRefundOrDispute(event: string, data: unknown): PaymentWebhookEvent | null {
  const state = REFUND_EVENTS[event];
  if (state) {
    const refund = paystackRefundEventSchema.safeParse(data);
    if (!refund.success) return null;
    return {
      kind: 'refund',
      status: state,
      refundId: refund.data.id ?? null,
      reference: refund.data.transaction_reference,
      amountKobo: refund.data.amount,
      message: (refund.data.reason ?? '').slice(0, 300),
    };
  }
  if (event.startsWith('charge.dispute.')) {
    const dispute = paystackDisputeEventSchema.safeParse(data);
    if (!dispute.success) return null;
    const { data: d } = dispute;
    return {
      kind: 'dispute',
      event,
      disputeId: d.id,
      reference: d.transaction.reference,
      status: event === 'charge.dispute.resolve' && d.resolution ? `resolved: ${d.resolution}` : d.status,
      reason: (d.category ?? '').slice(0, 300),
      amountKobo: d.refund_amount ?? d.transaction.amount,
      at: isoTime(d.updatedAt ?? d.updated_at),
    };
  }
  return { kind: 'other', event };
}

/** Paystack's answer to POST /refund. */
export const paystackRefundSchema = z.object({
  status: z.literal(true),
  message: z.string().optional(),
  data: z.object({ id, status: z.string().optional(), amount: amount.optional() }),
});

/** Paystack's answer to GET /refund: each refund names its transaction by id, or as an object. */
export const paystackRefundListSchema = z.object({
  status: z.literal(true),
  data: z.array(
    z.object({
      id,
      status: z.string().optional(),
      amount,
      transaction: z
        .union([
          z.number(),
          z.string(),
          z.object({ id: z.union([z.number(), z.string()]).optional(), reference: z.string().optional() }),
        ])
        .nullish(),
      reason: z.string().nullish(),
      createdAt: z.string().nullish(),
    }),
  ),
});

type ListedTransaction = z.infer<typeof paystackRefundListSchema>['data'][number]['transaction'];

/** Whether a listed refund is of this transaction; one that does not say is not taken as one. */
export function refundOfTransaction(listed: ListedTransaction, id: string, reference: string): boolean {
  if (listed === null || listed === undefined) return false;
  if (typeof listed !== 'object') return String(listed) === id;
  return (listed.id !== undefined && String(listed.id) === id) || listed.reference === reference;
}
