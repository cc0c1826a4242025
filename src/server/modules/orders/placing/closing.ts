import { and, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { unitsLeft } from '../../../../domain/orders/adjustments';
import type { OrderEventKind, OrderStatusName } from '../../../../domain/orders/order';
import type { Db } from '../../../db/open';
import { orderLines, orders } from '../../../db/schema';
import { recordActivity } from '../../../kernel/activity-record';
import { type Actor, THE_SHOP } from '../../../kernel/actor';
import { releaseCode } from '../../codes/redeem';
import type { OrderContext } from '../context';
import { orderActivity } from '../desk/order-activity';
import { checkPayments } from '../paying/payments';
import { readLines, recordEvent } from '../records';
import { returnStock } from './stock';

/**
 * Cancels (or expires) an order that still holds stock and gives the stock back, in one
 * transaction; only the caller that moves the status returns the stock, so it is returned once.
 */
export async function closeOrder(
  context: OrderContext,
  orderId: string,
  to: 'cancelled',
  kind: OrderEventKind,
  note: string,
  actor: Actor,
  from?: OrderStatusName[],
  /** More to write in the same transaction once the order is closed (the shopper's email). */
  also?: (tx: Db, cancelled: readonly { position: number; quantity: number }[]) => Promise<void>,
): Promise<boolean> {
  const closed = await context.db.transaction(async (tx) => {
    const [row] = await tx
      .update(orders)
      .set({ status: to, reservedUntil: null, updatedAt: sql`now()` })
      .where(and(eq(orders.id, orderId), inArray(orders.status, from ?? ['awaiting_payment', 'paid'])))
      .returning({ id: orders.id, number: orders.number });
    if (!row) return false;
    // A code's use goes back with the order, for another shopper.
    await releaseCode(tx, orderId);
    // Units already cancelled went back when they were; only what is left on the order goes now.
    const left = (await readLines(tx, orderId))
      .map((line) => ({ ...line, quantity: unitsLeft(line) }))
      .filter((line) => line.quantity > 0);
    await tx
      .update(orderLines)
      .set({ cancelledQuantity: sql`${orderLines.quantity} - ${orderLines.returnedQuantity}` })
      .where(eq(orderLines.orderId, orderId));
    await returnStock(tx, left, {
      kind: kind === 'expired' ? 'expired' : 'cancelled',
      orderId,
      by: actor,
    });
    await recordEvent(tx, orderId, kind, note, actor);
    // A staff member's cancellation is theirs in the activity log; the shop's own expiries are not.
    if (actor.staffEmail) {
      const facts = orderActivity('cancel', row.number, { status: from?.[0] }, { status: to }, note);
      await recordActivity(tx, actor, facts);
    }
    if (also) await also(tx, left);
    return true;
  });
  if (closed) context.catalog.stockMoved();
  return closed;
}

/**
 * Gives back the stock of online orders left unpaid past their reservation. Each is checked with
 * the provider first, so a payment whose webhook was lost is kept, not cancelled.
 */
export async function expireReservations(context: OrderContext): Promise<number> {
  const { db } = context;
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'awaiting_payment'),
        isNotNull(orders.reservedUntil),
        lt(orders.reservedUntil, sql`now()`),
      ),
    )
    .limit(100);
  let expired = 0;
  for (const order of due) {
    await checkPayments(context, order.id);
    const [still] = await db
      .select({ status: orders.status })
      .from(orders)
      .where(and(eq(orders.id, order.id), lt(orders.reservedUntil, sql`now()`)));
    if (still?.status !== 'awaiting_payment') continue;
    if (
      await closeOrder(
        context,
        order.id,
        'cancelled',
        'expired',
        'Not paid in time: the stock was returned.',
        THE_SHOP,
        ['awaiting_payment'],
      )
    )
      expired += 1;
  }
  return expired;
}
