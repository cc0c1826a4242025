import { and, eq, ne, sql } from 'drizzle-orm';
import type { AdjustmentRequest } from '../../../../domain/orders/adjustment-contract';
import {
  ADJUSTMENT_MESSAGES,
  type AdjustmentKind,
  adjustmentKindFor,
  deliveryFeeLeftKobo,
  refundableKobo,
  unitsLeft,
  unitsWorthKobo,
} from '../../../../domain/orders/adjustments';
import type { OrderStatusName } from '../../../../domain/orders/order';
import { formatNaira } from '../../../../domain/shared/money';
import type { Db } from '../../../db/open';
import { orderAdjustments, orderLines, orders } from '../../../db/schema';
import { BadRequestError, ConflictError } from '../../../http/errors';
import { recordActivity } from '../../../kernel/activity-record';
import type { Actor } from '../../../kernel/actor';
import { releaseCode } from '../../codes/redeem';
import type { OrderContext } from '../context';
import { adjustmentActivity } from '../desk/order-activity';
import { enqueueAdjustmentEmail } from '../emails/adjustment-mail';
import { returnStock } from '../placing/stock';
import { readLines, recordEvent } from '../records';
import { type OrderLineRow, type OrderRow, stageOf } from '../views';
import { insertAdjustment } from './adjustment-records';

/** What one adjustment wrote: its id, and whether it put units back on the shelf. */
export type Recorded = { id: string; restocked: boolean };

/**
 * Writes a cancellation, return or refund in one transaction: the order is locked, the units are
 * checked against what is left on each line, the amount is reserved on the order by a conditional
 * UPDATE (which, with its CHECK, is the guard that no two refunds together pass what was paid),
 * the units go back on the shelf as chosen, and the shopper's email is written. The provider is
 * called afterwards, outside the transaction (refunds.ts). Returns null when the request key was
 * used already: the caller answers with the first result.
 */
export async function recordAdjustment(
  context: OrderContext,
  tx: Db,
  orderId: string,
  request: AdjustmentRequest,
  actor: Actor,
): Promise<Recorded | null> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) throw new ConflictError('order_gone', 'The order is no longer there.');
  // A retry that waited for the lock behind its first attempt finds it here.
  const [seen] = await tx
    .select({ id: orderAdjustments.id })
    .from(orderAdjustments)
    .where(eq(orderAdjustments.requestKey, request.requestKey));
  if (seen) return null;

  const status = order.status as OrderStatusName;
  const kind = adjustmentKindFor({ status, stage: stageOf(order) }, request.lines.length > 0);
  if (!kind) throw new ConflictError('not_adjustable', ADJUSTMENT_MESSAGES.notAdjustable(status));
  const lines = await readLines(tx, orderId);
  const units = request.lines.map((wanted) => {
    const line = lines.find((candidate) => candidate.position === wanted.position);
    if (!line) throw new BadRequestError(ADJUSTMENT_MESSAGES.noSuchLine(wanted.position));
    const left = unitsLeft(line);
    if (wanted.quantity > left)
      throw new ConflictError('too_many_units', ADJUSTMENT_MESSAGES.tooManyUnits(line.name, left));
    return { line, quantity: wanted.quantity, restock: wanted.restock };
  });

  const feeLeft = request.refundDeliveryFee ? await deliveryFeeLeft(tx, order) : 0;
  if (request.refundDeliveryFee && feeLeft === 0)
    throw new ConflictError('delivery_fee_refunded', ADJUSTMENT_MESSAGES.deliveryFeeGone);
  checkAmount(order, request, units, feeLeft);
  await reserve(tx, order, request.amountKobo);

  for (const unit of units) await takeOffLine(tx, unit.line, unit.quantity, kind);
  const id = await insertAdjustment(
    tx,
    {
      orderId,
      kind,
      amountKobo: request.amountKobo,
      deliveryFeeKobo: Math.min(feeLeft, request.amountKobo),
      refundMethod: request.method,
      refundStatus: { provider: 'pending', manual: 'recorded', none: 'none' }[request.method],
      requestKey: request.requestKey,
      note: request.note,
      staffId: actor.staffId,
      staffEmail: actor.staffEmail,
    },
    units.map((unit) => ({ position: unit.line.position, quantity: unit.quantity, restocked: unit.restock })),
  );
  const shelved = units.filter((unit) => unit.restock);
  await returnStock(
    tx,
    shelved.map(({ line, quantity }) => ({ ...line, quantity })),
    {
      kind: kind === 'return' ? 'returned' : 'cancelled',
      orderId,
      note: `${kind === 'return' ? 'Returned from' : 'Cancelled from'} order ${order.number}`,
      by: actor,
    },
  );

  const closed = kind === 'cancellation' && (await closeIfEmpty(tx, orderId, lines, units));
  const said = summary(kind, units, request);
  await recordEvent(tx, orderId, eventKind(kind), said, actor);
  const [after] = await tx.select().from(orders).where(eq(orders.id, orderId));
  await recordActivity(tx, actor, adjustmentActivity(kind, order.number, said, order, after, request.method));
  // A refund through Paystack is told as Paystack takes it: the email waits for its answer (refunds.ts).
  const held = request.method === 'provider';
  if (after && kind === 'cancellation')
    await enqueueAdjustmentEmail(context, tx, after, 'order_cancelled', id, held);
  else if (after && request.amountKobo > 0)
    await enqueueAdjustmentEmail(context, tx, after, 'refund_issued', id, held);
  if (closed) await recordEvent(tx, orderId, 'cancelled', 'Every unit was cancelled.', actor);
  return { id, restocked: shelved.length > 0 };
}

/** What is left of the delivery fee to give back: adjustments that did not fail took the rest. */
async function deliveryFeeLeft(tx: Db, order: OrderRow): Promise<number> {
  const [given] = await tx
    .select({ kobo: sql<number>`coalesce(sum(${orderAdjustments.deliveryFeeKobo}), 0)::bigint` })
    .from(orderAdjustments)
    .where(and(eq(orderAdjustments.orderId, order.id), ne(orderAdjustments.refundStatus, 'failed')));
  return deliveryFeeLeftKobo(order, Number(given?.kobo ?? 0));
}

function checkAmount(
  order: OrderRow,
  request: AdjustmentRequest,
  units: readonly { line: OrderLineRow; quantity: number }[],
  feeLeft: number,
): void {
  if (request.amountKobo === 0) return;
  if (!order.paymentConfirmed) throw new BadRequestError(ADJUSTMENT_MESSAGES.notPaid);
  // A refund alone may be any part of what is left of the payment (the reservation is the guard).
  if (units.length === 0) return;
  const worth = units.reduce((sum, unit) => sum + unitsWorthKobo(unit.line, unit.quantity), 0) + feeLeft;
  if (request.amountKobo > worth) {
    const message = ADJUSTMENT_MESSAGES.overWorth(Math.min(worth, refundableKobo(order)));
    throw new BadRequestError(message, { amountKobo: message });
  }
}

/**
 * Adds the amount to what the order has refunded, only if that stays within what was paid. The
 * statement is the guard: two staff refunding at once cannot both pass it, on either engine.
 */
async function reserve(tx: Db, order: OrderRow, amountKobo: number): Promise<void> {
  if (amountKobo === 0) return;
  const [reserved] = await tx
    .update(orders)
    .set({ refundedKobo: sql`${orders.refundedKobo} + ${amountKobo}`, updatedAt: sql`now()` })
    .where(
      and(
        eq(orders.id, order.id),
        eq(orders.paymentConfirmed, true),
        sql`${orders.refundedKobo} + ${amountKobo} <= ${orders.totalKobo}`,
      ),
    )
    .returning({ refundedKobo: orders.refundedKobo });
  if (!reserved)
    throw new ConflictError('refund_too_large', ADJUSTMENT_MESSAGES.overPaid(refundableKobo(order)));
}

async function takeOffLine(tx: Db, line: OrderLineRow, quantity: number, kind: AdjustmentKind) {
  const counter = kind === 'return' ? orderLines.returnedQuantity : orderLines.cancelledQuantity;
  const [taken] = await tx
    .update(orderLines)
    .set(
      kind === 'return'
        ? { returnedQuantity: sql`${counter} + ${quantity}` }
        : { cancelledQuantity: sql`${counter} + ${quantity}` },
    )
    .where(
      and(
        eq(orderLines.orderId, line.orderId),
        eq(orderLines.position, line.position),
        sql`${orderLines.cancelledQuantity} + ${orderLines.returnedQuantity} + ${quantity} <= ${orderLines.quantity}`,
      ),
    )
    .returning({ position: orderLines.position });
  if (!taken) throw new ConflictError('too_many_units', ADJUSTMENT_MESSAGES.tooManyUnits(line.name, 0));
}

/**
 * An order with every unit cancelled is a cancelled order. Its lines as read under the order's lock,
 * less the units just taken off, are what is left: nothing else can have changed them since.
 */
async function closeIfEmpty(
  tx: Db,
  orderId: string,
  lines: readonly OrderLineRow[],
  units: readonly { line: OrderLineRow; quantity: number }[],
): Promise<boolean> {
  const taken = (line: OrderLineRow) => units.find((unit) => unit.line === line)?.quantity ?? 0;
  if (lines.some((line) => unitsLeft(line) - taken(line) > 0)) return false;
  const [row] = await tx
    .update(orders)
    .set({ status: 'cancelled', reservedUntil: null, updatedAt: sql`now()` })
    // Only called for a cancellation, so the order has not left: a pickup order ready at the counter
    // (fulfilled) closes too.
    .where(and(eq(orders.id, orderId), sql`${orders.status} IN ('awaiting_payment', 'paid', 'fulfilled')`))
    .returning({ id: orders.id });
  if (row) await releaseCode(tx, orderId);
  return row !== undefined;
}

function eventKind(kind: AdjustmentKind) {
  if (kind === 'cancellation') return 'units_cancelled' as const;
  if (kind === 'return') return 'units_returned' as const;
  return 'refunded' as const;
}

function summary(
  kind: AdjustmentKind,
  units: readonly { line: OrderLineRow; quantity: number; restock: boolean }[],
  request: AdjustmentRequest,
): string {
  const what = units
    .map(
      (unit) =>
        `${unit.quantity} × ${unit.line.name} (${unit.line.color}, ${unit.line.size})${unit.restock ? ', back on the shelf' : ''}`,
    )
    .join('; ');
  const money =
    request.amountKobo > 0
      ? `${formatNaira(request.amountKobo)} ${request.method === 'provider' ? 'refund sent to Paystack' : 'refunded by hand'}${request.refundDeliveryFee ? ' (delivery fee included)' : ''}`
      : 'no refund';
  const note = request.note ? ` — ${request.note}` : '';
  return `${kind === 'refund' ? 'Refund' : what}${kind === 'refund' ? `: ${money}` : `. ${money}`}${note}.`;
}
