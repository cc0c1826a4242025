import { and, eq, inArray, isNull } from 'drizzle-orm';
import { REFUND_STATUS_LABELS } from '../../../../domain/orders/adjustments';
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '../../../db/pg-error';
import { orderAdjustments } from '../../../db/schema';
import { ConflictError, HttpError, NotFoundError } from '../../../http/errors';
import { recordActivity } from '../../../kernel/activity-record';
import type { Actor } from '../../../kernel/actor';
import { PaymentProviderError, type ProviderRefund } from '../../../providers/payment/provider';
import type { OrderContext } from '../context';
import { adminOrder } from '../queries';
import { findOrder } from '../records';
import { type AdjustmentResult, notePending, settleRefund } from './refunds';

type AdjustmentRow = typeof orderAdjustments.$inferSelect;

const REFUND_CHECK_MESSAGES = {
  notFound: 'This order has no such refund.',
  notProvider: 'Only a refund sent through Paystack can be checked with Paystack.',
  noProvider: 'Online payment is not set up, so Paystack cannot be asked.',
  unreachable: (why: string) =>
    `Paystack could not be asked just now (${why}). The refund stays pending: try again in a moment.`,
  claimed: 'Another check of this refund came first: reload the order.',
  stillPending: 'Paystack has the refund and is still processing it.',
  processed: 'Paystack refunded it (found when checking with Paystack).',
  failed: 'Paystack could not complete the refund.',
  none: 'Paystack has no such refund: it was never made, so its amount can be refunded again.',
  notYet:
    'Paystack has no record of this refund yet. Check again in a few minutes: if it has none then, the refund was never made and its amount is freed.',
} as const;

/** How far Paystack's clock may be behind ours: a refund made before its request is not it. */
const CLOCK_SLACK_MS = 10 * 60_000;

/**
 * How long after the request Paystack may still be making a refund it did not answer for. Until
 * then, a refund Paystack has no record of stays pending and reserved: freeing its amount at once
 * could let staff refund again while Paystack makes the first.
 */
export const NOT_FOUND_GRACE_MS = 15 * 60_000;

/**
 * Staff's "Check with Paystack" on a pending refund: asks Paystack for the refunds of the payment
 * and records what it says. Found and processed → processed; found and failed → failed, its amount
 * given back once; found still pending → stays pending; not there at all → failed, its amount given
 * back, once the request is older than NOT_FOUND_GRACE_MS (before, it stays pending). A refund no
 * longer pending is answered as it stands, so a second click changes nothing.
 */
export async function checkRefund(
  context: OrderContext,
  number: string,
  adjustmentId: string,
  actor: Actor,
): Promise<AdjustmentResult> {
  const { db, online } = context;
  const order = await findOrder(db, number);
  if (!order) throw new NotFoundError('There is no order with that number.');
  const [row] = await db
    .select()
    .from(orderAdjustments)
    .where(and(eq(orderAdjustments.id, adjustmentId), eq(orderAdjustments.orderId, order.id)));
  if (!row) throw new NotFoundError(REFUND_CHECK_MESSAGES.notFound);
  if (row.refundMethod !== 'provider')
    throw new ConflictError('not_provider_refund', REFUND_CHECK_MESSAGES.notProvider);
  if (row.refundStatus === 'pending') {
    if (!online || !order.paymentReference)
      throw new ConflictError('no_provider', REFUND_CHECK_MESSAGES.noProvider);
    let listed: ProviderRefund[];
    try {
      listed = await online.listRefunds(order.paymentReference);
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      context.log.warn({ err: error, adjustmentId }, 'refund check could not reach the provider');
      throw new HttpError(502, 'provider_unreachable', REFUND_CHECK_MESSAGES.unreachable(error.message));
    }
    const found = await match(context, row, listed);
    const said = await record(context, row, found);
    if (said)
      await recordActivity(db, actor, {
        action: 'order.refund_check',
        subject: 'order',
        subjectId: number,
        summary: `Checked a refund of order ${number} with Paystack: ${said}`,
        before: { refundStatus: 'pending' },
        after: { refundStatus: found?.status ?? 'failed' },
      });
  }
  const after = await adminOrder(context, number);
  const adjustment = after.adjustments.find((candidate) => candidate.id === adjustmentId);
  if (!adjustment) throw new NotFoundError(REFUND_CHECK_MESSAGES.notFound);
  return { adjustment, order: after };
}

/**
 * The refund at Paystack that is this one: by its id when Paystack's answer gave one; otherwise the
 * oldest of that amount, made no earlier than the request, that no other refund of the shop has
 * claimed. Claiming it stores its id, so it can be this refund's only.
 */
async function match(
  context: OrderContext,
  row: AdjustmentRow,
  listed: readonly ProviderRefund[],
): Promise<ProviderRefund | null> {
  if (row.providerRefundId) return listed.find((refund) => refund.refundId === row.providerRefundId) ?? null;
  const since = row.createdAt.getTime() - CLOCK_SLACK_MS;
  const candidates = listed
    .filter((refund) => refund.amountKobo === row.amountKobo)
    .filter((refund) => !refund.createdAt || Date.parse(refund.createdAt) >= since)
    .sort((a, b) => (a.createdAt ?? '').localeCompare(b.createdAt ?? ''));
  if (candidates.length === 0) return null;
  const taken = await context.db
    .select({ id: orderAdjustments.providerRefundId })
    .from(orderAdjustments)
    .where(
      inArray(
        orderAdjustments.providerRefundId,
        candidates.map((refund) => refund.refundId),
      ),
    );
  const found = candidates.find((refund) => !taken.some((claim) => claim.id === refund.refundId));
  if (!found) return null;
  try {
    await context.db
      .update(orderAdjustments)
      .set({ providerRefundId: found.refundId })
      .where(and(eq(orderAdjustments.id, row.id), isNull(orderAdjustments.providerRefundId)));
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION)
      throw new ConflictError('refund_claimed', REFUND_CHECK_MESSAGES.claimed);
    throw error;
  }
  return found;
}

/** Writes what Paystack said; returns it in words when the refund moved, or null. */
async function record(
  context: OrderContext,
  row: AdjustmentRow,
  found: ProviderRefund | null,
): Promise<string | null> {
  if (!found && Date.now() - row.createdAt.getTime() < NOT_FOUND_GRACE_MS) {
    await notePending(context.db, row.id, REFUND_CHECK_MESSAGES.notYet);
    return null;
  }
  if (!found) {
    const moved = await settleRefund(context, row.id, 'failed', REFUND_CHECK_MESSAGES.none);
    return moved ? REFUND_CHECK_MESSAGES.none : null;
  }
  if (found.status === 'pending') {
    await notePending(context.db, row.id, REFUND_CHECK_MESSAGES.stillPending);
    return null;
  }
  const message =
    found.status === 'processed'
      ? REFUND_CHECK_MESSAGES.processed
      : found.message || REFUND_CHECK_MESSAGES.failed;
  const moved = await settleRefund(context, row.id, found.status, message);
  return moved ? `${REFUND_STATUS_LABELS[found.status]}. ${message}` : null;
}
