import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FulfilmentFields } from '../../../domain/orders/fulfilment-contract';
import {
  type AdminOrder,
  nextStatus,
  ORDER_MESSAGES,
  type OrderAction,
  type OrderEventKind,
  type OrderStatusName,
  type PaymentMethod,
} from '../../../domain/orders/order';
import { orders } from '../../db/schema';
import { ConflictError, NotFoundError } from '../../http/errors';
import type { Actor } from '../activity/by';
import { recordActivity } from '../activity/record';
import { closeOrder } from './closing';
import type { OrderContext } from './context';
import { awaitsCollection, collectRefusal, fulfilmentChange } from './fulfilment';
import { enqueueStatusEmail } from './mail';
import { orderActivity } from './order-activity';
import { adminOrder } from './queries';
import { findOrder, recordEvent } from './records';
import { recordWholeCancellation } from './whole-cancellation';

/** A staff action, recorded with who and when. A move another staff member already made is refused, not repeated. */
export async function actOnOrder(
  context: OrderContext,
  number: string,
  action: OrderAction,
  note: string,
  actor: Actor,
  fields: FulfilmentFields = {},
): Promise<AdminOrder> {
  const { db } = context;
  const order = await findOrder(db, number);
  if (!order) throw new NotFoundError('There is no order with that number.');
  const current = {
    status: order.status as OrderStatusName,
    paymentMethod: order.paymentMethod as PaymentMethod,
    paymentConfirmed: order.paymentConfirmed,
    shippingMethod: order.shippingMethod === 'pickup' ? ('pickup' as const) : ('shipping' as const),
    collected: !awaitsCollection(order),
  };
  const to = nextStatus(current, action);
  if (!to) {
    const message = collectRefusal(order, action) ?? ORDER_MESSAGES.transitionRefused(action, current.status);
    throw new ConflictError('transition_refused', message);
  }
  const change = fulfilmentChange(order, action, fields);
  let moved: boolean;
  if (action === 'cancel') {
    moved = await closeOrder(
      context,
      order.id,
      'cancelled',
      'cancelled',
      note || 'Cancelled by staff: the stock was returned.',
      actor,
      [current.status],
      (tx, cancelled) => recordWholeCancellation(context, tx, order.id, cancelled, actor, note),
    );
  } else {
    moved = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(orders)
        .set({
          status: to,
          updatedAt: sql`now()`,
          ...(action === 'mark_paid' ? { paymentConfirmed: true, reservedUntil: null } : {}),
          ...change.columns,
        })
        .where(
          and(
            eq(orders.id, order.id),
            eq(orders.status, current.status),
            eq(orders.paymentConfirmed, current.paymentConfirmed),
            action === 'collect' ? isNull(orders.collectedAt) : undefined,
          ),
        )
        .returning({ id: orders.id });
      if (!row) return false;
      const kind: OrderEventKind =
        action === 'mark_paid' ? 'paid' : action === 'collect' ? 'collected' : 'fulfilled';
      // The shopper hears of it in the same transaction: no status change without its email. The
      // hand-over at the counter needs none: the shopper is there.
      if (action !== 'collect') {
        const { collectedAt: _, ...sent } = change.columns;
        await enqueueStatusEmail(
          context,
          tx,
          {
            ...order,
            ...sent,
            status: to,
            paymentConfirmed: order.paymentConfirmed || action === 'mark_paid',
          },
          action === 'mark_paid' ? 'payment_received' : 'order_fulfilled',
        );
      }
      await recordEvent(
        tx,
        order.id,
        kind,
        note ||
          change.defaultNote ||
          (action === 'mark_paid' ? 'Marked paid by staff.' : 'Marked fulfilled by staff.'),
        actor,
      );
      const was = { status: current.status, paymentConfirmed: current.paymentConfirmed };
      const now = { status: to, paymentConfirmed: current.paymentConfirmed || action === 'mark_paid' };
      await recordActivity(
        tx,
        actor,
        orderActivity(action, number, was, { ...now, ...change.columns }, note),
      );
      return true;
    });
  }
  if (moved) context.mail?.kick();
  if (!moved) {
    const latest = (await findOrder(db, number)) ?? order;
    throw new ConflictError(
      'transition_refused',
      ORDER_MESSAGES.transitionRefused(action, latest.status as OrderStatusName),
    );
  }
  return adminOrder(context, number);
}
