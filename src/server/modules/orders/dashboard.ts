import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { DashboardFigures } from '../../../domain/orders/order';
import { LOW_STOCK_THRESHOLD } from '../../../domain/stock/stock';
import type { Db } from '../../db/open';
import { orderAdjustments, orders, products, variants } from '../../db/schema';

/**
 * The dashboard's figures, in one round of small queries. Orders count when placed and not
 * cancelled; revenue is what orders placed in the period brought in (payment confirmed, cancelled
 * or not: money is gone only once it is refunded) less the refunds made in the period, on the day
 * they were made, whichever day the order was placed (decision 0034). Days and months are the
 * shop's own (`timeZone`, an IANA name such as Africa/Lagos).
 */
export async function dashboardFigures(db: Db, timeZone: string): Promise<DashboardFigures> {
  const local = sql`(${orders.createdAt} AT TIME ZONE ${timeZone})`;
  const now = sql`(now() AT TIME ZONE ${timeZone})`;
  const live = sql`${orders.status} <> 'cancelled'`;
  const revenue = sql<number>`coalesce(sum(${orders.totalKobo}) FILTER (WHERE ${orders.paymentConfirmed}), 0)::bigint`;
  const day = sql`date_trunc('day', ${local}) = date_trunc('day', ${now})`;
  const thisMonth = sql`date_trunc('month', ${local}) = date_trunc('month', ${now})`;
  const [today] = await db
    .select({ orders: sql<number>`count(*) FILTER (WHERE ${live})::int`, revenueKobo: revenue })
    .from(orders)
    .where(day);
  const [month] = await db
    .select({ orders: sql<number>`count(*) FILTER (WHERE ${live})::int`, revenueKobo: revenue })
    .from(orders)
    .where(thisMonth);
  const refunds = await refundsMade(db, timeZone);
  const [waiting] = await db
    .select({
      awaitingPayment: sql<number>`count(*) FILTER (WHERE ${orders.status} = 'awaiting_payment')::int`,
      awaitingFulfilment: sql<number>`count(*) FILTER (WHERE ${orders.status} = 'paid' OR (${orders.status} = 'awaiting_payment' AND ${orders.paymentMethod} = 'pay_on_delivery'))::int`,
    })
    .from(orders);
  const lowStock = await db
    .select({
      productId: variants.productId,
      name: products.name,
      color: variants.color,
      size: variants.size,
      quantity: variants.quantity,
    })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(lte(variants.quantity, LOW_STOCK_THRESHOLD))
    .orderBy(asc(variants.quantity), asc(products.name), asc(variants.color), asc(variants.size))
    .limit(50);
  return {
    today: { orders: today?.orders ?? 0, revenueKobo: Number(today?.revenueKobo ?? 0) - refunds.today },
    month: { orders: month?.orders ?? 0, revenueKobo: Number(month?.revenueKobo ?? 0) - refunds.month },
    awaitingPayment: waiting?.awaitingPayment ?? 0,
    awaitingFulfilment: waiting?.awaitingFulfilment ?? 0,
    lowStock,
  };
}

/** Refunds made today and this month, in the shop's days: sent to the provider (not failed) or recorded by staff. */
async function refundsMade(db: Db, timeZone: string): Promise<{ today: number; month: number }> {
  const local = sql`(${orderAdjustments.createdAt} AT TIME ZONE ${timeZone})`;
  const now = sql`(now() AT TIME ZONE ${timeZone})`;
  const [row] = await db
    .select({
      today: sql<number>`coalesce(sum(${orderAdjustments.amountKobo}) FILTER (WHERE date_trunc('day', ${local}) = date_trunc('day', ${now})), 0)::bigint`,
      month: sql<number>`coalesce(sum(${orderAdjustments.amountKobo}), 0)::bigint`,
    })
    .from(orderAdjustments)
    .where(
      and(
        inArray(orderAdjustments.refundStatus, ['pending', 'processed', 'recorded']),
        sql`date_trunc('month', ${local}) = date_trunc('month', ${now})`,
      ),
    );
  return { today: Number(row?.today ?? 0), month: Number(row?.month ?? 0) };
}
