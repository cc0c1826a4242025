import { timingSafeEqual } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { OrderEventKind } from '../../../domain/orders/order';
import type { Db } from '../../db/open';
import { orderEvents, orderLines, orders } from '../../db/schema';
import type { Actor } from '../../kernel/actor';
import type { OrderLineRow, OrderRow } from './views';

export async function findOrder(db: Db, number: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.number, number));
  return row;
}

/** Compares a confirmation key in constant time, so its characters cannot be guessed one by one. */
export function sameKey(stored: string, given: string): boolean {
  const a = Buffer.from(stored);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** An order's lines, in the order the shopper's bag listed them. */
export async function readLines(tx: Db, orderId: string): Promise<OrderLineRow[]> {
  return tx
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.position));
}

/** Writes one event into an order's history, inside the caller's transaction. */
export async function recordEvent(tx: Db, orderId: string, kind: OrderEventKind, note: string, actor: Actor) {
  await tx.insert(orderEvents).values({ orderId, kind, note, staffEmail: actor.staffEmail });
}
