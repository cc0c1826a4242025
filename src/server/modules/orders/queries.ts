import { and, asc, count, desc, eq, ilike, not, or, type SQL, sql } from 'drizzle-orm';
import type { AdminOrderListQuery } from '../../../domain/orders/contract';
import {
  type AdminOrder,
  type AdminOrderList,
  isOnlinePayment,
  ORDER_MESSAGES,
  type PaymentMethod,
  type PublicOrder,
} from '../../../domain/orders/order';
import type { Db } from '../../db/open';
import { orderEvents, orderLines, orders } from '../../db/schema';
import { NotFoundError } from '../../http/errors';
import type { OrderContext } from './context';
import { REFUSED_EXTRA_KOBO, readExtraPayments } from './paying/extra-payment-records';
import { checkPayments } from './paying/payments';
import { findOrder, readLines, sameKey } from './records';
import { readAdjustments, readDisputes } from './refunds/adjustment-records';
import { NEVER_STARTED, STAGE_WHERE } from './stage-sql';
import { type OrderRow, toAdminOrder, toAdminSummary, toPublicOrder, viewSettings } from './views';

const ADMIN_PAGE_SIZE = 25;

/** The order behind a confirmation link; an online payment still awaited is checked with the provider first. */
export async function publicOrder(context: OrderContext, number: string, key: string): Promise<PublicOrder> {
  const { db } = context;
  let row = await findOrder(db, number);
  if (!row || !sameKey(row.accessKey, key)) throw new NotFoundError(ORDER_MESSAGES.notFound);
  let latest: Awaited<ReturnType<typeof checkPayments>> = null;
  if (awaitsOnlinePayment(row)) {
    latest = await checkPayments(context, row.id);
    row = (await findOrder(db, number)) ?? row;
  }
  const lines = await readLines(db, row.id);
  const adjustments = await readAdjustments(db, row.id, lines);
  return toPublicOrder(row, lines, viewSettings(context), adjustments, atProvider(row, latest));
}

function awaitsOnlinePayment(row: OrderRow): boolean {
  return row.status === 'awaiting_payment' && isOnlinePayment(row.paymentMethod as PaymentMethod);
}

/**
 * What the shopper's page says of a payment still awaited: the provider's word on the latest one.
 * A payment that ended unpaid (cancelled on the provider's page, abandoned, declined) is settled:
 * the page stops saying it is checking.
 */
function atProvider(
  row: OrderRow,
  latest: Awaited<ReturnType<typeof checkPayments>>,
): PublicOrder['paymentAtProvider'] {
  if (!awaitsOnlinePayment(row) || latest === null || latest === 'success') return null;
  return latest === 'pending' ? 'pending' : 'not_paid';
}

/**
 * The orders staff asked for: by status, by stage and by a piece of the number or email (the list
 * and its export). Asked for nothing, the list leaves out online orders whose payment never started.
 */
export function orderListWhere(query: Pick<AdminOrderListQuery, 'status' | 'stage' | 'q'>): SQL | undefined {
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(orders.status, query.status));
  if (query.stage) filters.push(STAGE_WHERE[query.stage]);
  if (!query.status && !query.stage && !query.q) filters.push(not(NEVER_STARTED));
  if (query.q) {
    const pattern = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const match = or(ilike(orders.number, pattern), ilike(orders.email, pattern));
    if (match) filters.push(match);
  }
  return filters.length > 0 ? and(...filters) : undefined;
}

/** A page of orders for staff, newest first, by status and by a piece of the number or email. */
export async function adminList(db: Db, query: AdminOrderListQuery): Promise<AdminOrderList> {
  const where = orderListWhere(query);
  const [totals] = await db.select({ total: count() }).from(orders).where(where);
  const rows = await db
    .select({
      order: orders,
      items: sql<number>`(SELECT coalesce(sum(${orderLines.quantity}), 0)::int FROM ${orderLines} WHERE ${orderLines.orderId} = ${orders.id})`,
      refusedExtra: REFUSED_EXTRA_KOBO,
    })
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.number))
    .limit(ADMIN_PAGE_SIZE)
    .offset((query.page - 1) * ADMIN_PAGE_SIZE);
  return {
    orders: rows.map((row) => toAdminSummary(row.order, Number(row.items), Number(row.refusedExtra))),
    total: totals?.total ?? 0,
    page: query.page,
    pageSize: ADMIN_PAGE_SIZE,
  };
}

/** One order for staff: its lines, its history and what can be done to it next. */
export async function adminOrder(context: OrderContext, number: string): Promise<AdminOrder> {
  const { db } = context;
  const row = await findOrder(db, number);
  if (!row) throw new NotFoundError('There is no order with that number.');
  const events = await db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, row.id))
    .orderBy(asc(orderEvents.id));
  const lines = await readLines(db, row.id);
  return toAdminOrder(row, lines, events, viewSettings(context), {
    adjustments: await readAdjustments(db, row.id, lines),
    disputes: await readDisputes(db, row.id),
    extraPayments: await readExtraPayments(db, row.id),
  });
}
