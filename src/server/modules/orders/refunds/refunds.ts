import { and, eq, sql } from 'drizzle-orm';
import type { AdjustmentRequest } from '../../../../domain/orders/adjustment-contract';
import { ADJUSTMENT_MESSAGES } from '../../../../domain/orders/adjustments';
import type { AdjustmentResult } from '../../../../domain/orders/order';
import { formatNaira } from '../../../../domain/shared/money';
import type { Db } from '../../../db/open';
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '../../../db/pg-error';
import { orderAdjustments, orders } from '../../../db/schema';
import { BadRequestError, ConflictError, NotFoundError } from '../../../http/errors';
import { type Actor, THE_SHOP } from '../../../kernel/actor';
import { PaymentProviderError } from '../../../providers/payment/provider';
import type { OrderContext } from '../context';
import { releaseAdjustmentEmail, rewriteAdjustmentEmail } from '../emails/adjustment-mail';
import { adminOrder } from '../queries';
import { findOrder, recordEvent } from '../records';
import { recordAdjustment } from './adjustments';

export type { AdjustmentResult };

/** What staff read on a refund Paystack did not answer for. */
const REFUND_UNANSWERED =
  'Paystack did not answer, so it is not known yet whether it made the refund. Its amount stays reserved: the refund will settle when Paystack reports it, or use "Check with Paystack".';

/**
 * Staff cancel units, take units back or refund. The amount is reserved on the order in the
 * adjustment's transaction; a refund through the provider is then asked for, and its answer
 * recorded. The same request key answers with the first result, however often it is sent.
 */
export async function adjustOrder(
  context: OrderContext,
  number: string,
  request: AdjustmentRequest,
  actor: Actor,
): Promise<AdjustmentResult> {
  const { db } = context;
  const order = await findOrder(db, number);
  if (!order) throw new NotFoundError('There is no order with that number.');
  const first = await byKey(context, order, request.requestKey);
  if (first) return first;
  if (
    request.method === 'provider' &&
    !(order.paymentReference && context.online && order.paymentMethod === 'paystack')
  )
    throw new BadRequestError(ADJUSTMENT_MESSAGES.noProvider, { method: ADJUSTMENT_MESSAGES.noProvider });

  let recorded: Awaited<ReturnType<typeof recordAdjustment>>;
  try {
    recorded = await db.transaction((tx) => recordAdjustment(context, tx, order.id, request, actor));
  } catch (error) {
    if (pgErrorCode(error) !== PG_UNIQUE_VIOLATION) throw error;
    recorded = null;
  }
  if (!recorded) {
    const again = await byKey(context, order, request.requestKey);
    if (again) return again;
    throw new Error('An adjustment with this key was refused but cannot be found.');
  }
  if (recorded.restocked) context.catalog.stockMoved();
  context.mail?.kick();
  if (request.method === 'provider' && order.paymentReference) {
    try {
      await askProvider(context, recorded.id, order.paymentReference, request.amountKobo, number);
      return (await byKey(context, order, request.requestKey)) as AdjustmentResult;
    } finally {
      // The shopper's email waited for Paystack's answer, to tell the refund as Paystack took it
      // (after the answer to staff is read, which says the refund as Paystack answered it).
      await releaseAdjustmentEmail(context, recorded.id);
    }
  }
  return (await byKey(context, order, request.requestKey)) as AdjustmentResult;
}

/**
 * The first result of a request key, or null when it is new. A key is made for one order: sent
 * with another (a screen copied, a bad client), it is refused rather than answered with another
 * order's adjustment.
 */
async function byKey(
  context: OrderContext,
  order: { id: string; number: string },
  key: string,
): Promise<AdjustmentResult | null> {
  const [row] = await context.db
    .select({ id: orderAdjustments.id, orderId: orderAdjustments.orderId })
    .from(orderAdjustments)
    .where(eq(orderAdjustments.requestKey, key));
  if (!row) return null;
  if (row.orderId !== order.id) throw new ConflictError('request_key_used', ADJUSTMENT_MESSAGES.keyUsed);
  const after = await adminOrder(context, order.number);
  const adjustment = after.adjustments.find((candidate) => candidate.id === row.id);
  return adjustment ? { adjustment, order: after } : null;
}

/**
 * Asks the provider to refund. Only a clear refusal fails the refund and gives its amount back; when
 * the provider did not answer, nobody knows whether it refunded, so the refund stays pending (its
 * amount still reserved) until the provider's event settles it or staff check with the provider
 * (refund-check.ts). Giving the amount back on a guess could refund the shopper twice.
 */
async function askProvider(
  context: OrderContext,
  adjustmentId: string,
  reference: string,
  amountKobo: number,
  number: string,
): Promise<void> {
  const { online, db, log } = context;
  if (!online) return;
  try {
    const answer = await online.refund({ reference, amountKobo, note: `Order ${number}` });
    await db.execute(sql`
      UPDATE ${orderAdjustments}
      SET provider_refund_id = coalesce(provider_refund_id, ${answer.refundId}),
          provider_message = CASE WHEN refund_status = 'pending' THEN ${answer.message} ELSE provider_message END,
          updated_at = now()
      WHERE id = ${adjustmentId}`);
    if (answer.status === 'processed') await settleRefund(context, adjustmentId, 'processed', answer.message);
    if (answer.status === 'failed')
      await settleRefund(context, adjustmentId, 'failed', answer.message || 'Paystack refused the refund.');
  } catch (error) {
    if (error instanceof PaymentProviderError && error.refused) {
      log.warn({ err: error, adjustmentId }, 'refund refused by the provider');
      await settleRefund(context, adjustmentId, 'failed', error.message);
      return;
    }
    log.warn({ err: error, adjustmentId }, 'refund sent to the provider without an answer');
    await notePending(db, adjustmentId, REFUND_UNANSWERED);
  }
}

/** Says to staff how a refund still pending stands, without moving it. */
export async function notePending(db: Db, adjustmentId: string, message: string): Promise<void> {
  await db
    .update(orderAdjustments)
    .set({ providerMessage: message, updatedAt: sql`now()` })
    .where(and(eq(orderAdjustments.id, adjustmentId), eq(orderAdjustments.refundStatus, 'pending')));
}

/**
 * Moves a provider refund from pending to processed or failed, once: a failed one gives its amount
 * back to what can be refunded, in the same transaction as the move, so a replayed `refund.failed`
 * never gives it back twice. Returns whether this call made the move.
 */
export async function settleRefund(
  context: OrderContext,
  adjustmentId: string,
  to: 'processed' | 'failed',
  message: string,
): Promise<boolean> {
  return context.db.transaction(async (tx) => {
    const [moved] = await tx
      .update(orderAdjustments)
      .set({
        refundStatus: to,
        providerMessage: message || sql`${orderAdjustments.providerMessage}`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(orderAdjustments.id, adjustmentId), eq(orderAdjustments.refundStatus, 'pending')))
      .returning({ orderId: orderAdjustments.orderId, amountKobo: orderAdjustments.amountKobo });
    if (!moved) return false;
    if (to === 'failed') {
      await tx
        .update(orders)
        .set({ refundedKobo: sql`${orders.refundedKobo} - ${moved.amountKobo}`, updatedAt: sql`now()` })
        .where(eq(orders.id, moved.orderId));
      await recordEvent(
        tx,
        moved.orderId,
        'refund_failed',
        `Paystack did not refund ${formatNaira(moved.amountKobo)}: ${message}`,
        THE_SHOP,
      );
      // An email about it not sent yet no longer promises the refund.
      await rewriteAdjustmentEmail(context, tx, adjustmentId);
    } else {
      await recordEvent(
        tx,
        moved.orderId,
        'refunded',
        `Paystack refunded ${formatNaira(moved.amountKobo)}.`,
        THE_SHOP,
      );
    }
    return true;
  });
}
