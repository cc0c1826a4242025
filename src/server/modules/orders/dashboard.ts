import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { DashboardFigures } from '../../../domain/orders/order';
import { LOW_STOCK_THRESHOLD } from '../../../domain/stock/stock';
import type { Db } from '../../db/open';
import { orders, products, variants } from '../../db/schema';

/**
 * The dashboard's figures, in one round of small queries. Orders count when placed and not
 * cancelled; revenue counts orders whose payment is confirmed. Days and months are the shop's own
 * (`timeZone`, an IANA name such as Africa/Lagos).
 */
export async function dashboardFigures(db: Db, timeZone: string): Promise<DashboardFigures> {
  const local = sql`(${orders.createdAt} AT TIME ZONE ${timeZone})`;
  const now = sql`(now() AT TIME ZONE ${timeZone})`;
  const live = sql`${orders.status} <> 'cancelled'`;
  const revenue = sql<number>`coalesce(sum(${orders.totalKobo}) FILTER (WHERE ${orders.paymentConfirmed}), 0)::bigint`;
  const [today] = await db
    .select({ orders: sql<number>`count(*)::int`, revenueKobo: revenue })
    .from(orders)
    .where(and(live, sql`date_trunc('day', ${local}) = date_trunc('day', ${now})`));
  const [month] = await db
    .select({ orders: sql<number>`count(*)::int`, revenueKobo: revenue })
    .from(orders)
    .where(and(live, sql`date_trunc('month', ${local}) = date_trunc('month', ${now})`));
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
    today: { orders: today?.orders ?? 0, revenueKobo: Number(today?.revenueKobo ?? 0) },
    month: { orders: month?.orders ?? 0, revenueKobo: Number(month?.revenueKobo ?? 0) },
    awaitingPayment: waiting?.awaitingPayment ?? 0,
    awaitingFulfilment: waiting?.awaitingFulfilment ?? 0,
    lowStock,
  };
}
