import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { FulfilmentFields } from '../../../../domain/orders/fulfilment-contract';
import {
  type AdminOrder,
  nextStatus,
  ORDER_MESSAGES,
  type OrderAction,
  type OrderEventKind,
  type OrderStatusName,
  type PaymentMethod,
} from '../../../../domain/orders/order';
import type { OrderState } from '../../../../domain/orders/status';
import { orders } from '../../../db/schema';
import { ConflictError, NotFoundError } from '../../../http/errors';
import { recordActivity } from '../../../kernel/activity-record';
import type { Actor } from '../../../kernel/actor';
import type { OrderContext } from '../context';
import { enqueueStatusEmail } from '../emails/order-mail';
import { awaitsCollection, collectRefusal, type FulfilmentChange } from '../fulfilment/fulfilment';
import { adminOrder } from '../queries';
import { findOrder, recordEvent } from '../records';
import type { OrderRow } from '../views';
import { orderActivity } from './order-activity';

/** What a staff member asked of an order: which one, their note, who they are, and the desk's fields. */
export type StaffActionRequest = { number: string; note: string; actor: Actor; fields: FulfilmentFields };

/** One of the order desk's actions (mark-paid.ts, fulfil.ts, collect.ts, cancel-order.ts). */
export type StaffAction = (context: OrderContext, request: StaffActionRequest) => Promise<AdminOrder>;

/** The order as the action found it, the state its move was checked in, and where it moves to. */
export type FoundOrder = { order: OrderRow; current: Required<OrderState>; to: OrderStatusName };

/**
 * What every staff action does around its own move: finds the order, checks the move is allowed
 * from where the order stands, lets `move` write it (false when the order moved meanwhile), sends
 * the mail it wrote and answers with the order. A move another staff member already made is
 * refused, not repeated.
 */
export async function actOnOrder(
  context: OrderContext,
  action: OrderAction,
  { number }: StaffActionRequest,
  move: (found: FoundOrder) => Promise<boolean>,
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
    // Units cancelled or taken back by staff are checked by the restore as it is written (restore-order.ts).
    adjusted: order.refundedKobo > 0,
  };
  const to = nextStatus(current, action);
  if (!to) {
    const message = collectRefusal(order, action) ?? ORDER_MESSAGES.transitionRefused(action, current.status);
    throw new ConflictError('transition_refused', message);
  }
  if (!(await move({ order, current, to }))) {
    const latest = (await findOrder(db, number)) ?? order;
    throw new ConflictError(
      'transition_refused',
      ORDER_MESSAGES.transitionRefused(action, latest.status as OrderStatusName),
    );
  }
  context.mail?.kick();
  return adminOrder(context, number);
}

/** A move that keeps the order open (paid, sent or ready, handed over), and what it records. */
export type StatusMove = {
  action: Exclude<OrderAction, 'cancel'>;
  /** What fulfilment writes besides the status; nothing to mark an order paid. */
  columns?: FulfilmentChange['columns'];
  /** The history's note when staff wrote none. */
  defaultNote: string;
  event: OrderEventKind;
  /** The shopper's email, or null when they need none. */
  email: 'payment_received' | 'order_fulfilled' | null;
  /** Whether the move confirms the payment (and so ends an online order's reservation). */
  pays?: boolean;
  /** A further condition the order must still meet as it is written. */
  still?: SQL;
};

/**
 * Writes a move in one transaction, and only if the order is still as it was checked: the status,
 * the payment, its history entry, the shopper's email and the activity log's entry go together.
 */
export async function moveStatus(
  context: OrderContext,
  { order, current, to }: FoundOrder,
  { note, actor, number }: StaffActionRequest,
  move: StatusMove,
): Promise<boolean> {
  const columns = move.columns ?? {};
  const pays = move.pays === true;
  const paymentConfirmed = current.paymentConfirmed || pays;
  return context.db.transaction(async (tx) => {
    const [row] = await tx
      .update(orders)
      .set({
        status: to,
        updatedAt: sql`now()`,
        ...(pays ? { paymentConfirmed: true, reservedUntil: null } : {}),
        ...columns,
      })
      .where(
        and(
          eq(orders.id, order.id),
          eq(orders.status, current.status),
          eq(orders.paymentConfirmed, current.paymentConfirmed),
          move.still,
        ),
      )
      .returning({ id: orders.id });
    if (!row) return false;
    // The shopper hears of it in the same transaction: no status change without its email.
    if (move.email) {
      const { collectedAt: _, ...sent } = columns;
      const moved = { ...order, ...sent, status: to, paymentConfirmed: order.paymentConfirmed || pays };
      await enqueueStatusEmail(context, tx, moved, move.email);
    }
    await recordEvent(tx, order.id, move.event, note || move.defaultNote, actor);
    const was = { status: current.status, paymentConfirmed: current.paymentConfirmed };
    // The log says who sent it with whom, and that it was collected; never the pickup code, which
    // staff ask the shopper for, nor the statement that wrote the moment (the entry has its own).
    const { pickupCode: _code, collectedAt, ...told } = columns;
    const now = { status: to, paymentConfirmed, ...told, ...(collectedAt ? { collected: true } : {}) };
    await recordActivity(tx, actor, orderActivity(move.action, number, was, now, note));
    return true;
  });
}
