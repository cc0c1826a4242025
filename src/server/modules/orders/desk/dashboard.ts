import { and, asc, desc, eq, gt, inArray, isNull, lte, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DashboardFigures } from '../../../../domain/orders/order';
import type { OrderStage } from '../../../../domain/orders/stage';
import { LOW_STOCK_THRESHOLD } from '../../../../domain/stock/stock';
import type { Db } from '../../../db/open';
import { orderAdjustments, orders, products, variants } from '../../../db/schema';
import { reminderFigures } from '../../checkout/reminders';
import { paidTwiceOwed } from '../paying/extra-payment-records';
import { STAGE_WHERE } from '../stage-sql';

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
  const waiting = (stage: OrderStage) => sql<number>`count(*) FILTER (WHERE ${STAGE_WHERE[stage]})::int`;
  const [queue] = await db
    .select({
      awaitingPayment: waiting('awaiting_payment'),
      toPack: waiting('to_pack'),
      readyForPickup: waiting('ready_for_pickup'),
    })
    .from(orders)
    .where(sql`${orders.status} <> 'cancelled'`);
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
    // An archived product is sold no more: its last units are no shortage.
    .where(and(lte(variants.quantity, LOW_STOCK_THRESHOLD), isNull(products.archivedAt)))
    .orderBy(asc(variants.quantity), asc(products.name), asc(variants.color), asc(variants.size))
    .limit(50);
  return {
    today: { orders: today?.orders ?? 0, revenueKobo: Number(today?.revenueKobo ?? 0) - refunds.today },
    month: { orders: month?.orders ?? 0, revenueKobo: Number(month?.revenueKobo ?? 0) - refunds.month },
    awaitingPayment: queue?.awaitingPayment ?? 0,
    toPack: queue?.toPack ?? 0,
    readyForPickup: queue?.readyForPickup ?? 0,
    refusedRefunds: await refusedRefunds(db),
    paidTwice: await paidTwiceOwed(db),
    reminders: await reminderFigures(db, timeZone),
    codes: await codeFigures(db, timeZone),
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

/**
 * Refunds Paystack refused that no refund of the same order has made good since: each waits for
 * staff to refund again or by hand. Newest first.
 */
async function refusedRefunds(db: Db): Promise<DashboardFigures['refusedRefunds']> {
  const later = alias(orderAdjustments, 'later');
  const rows = await db
    .select({
      number: orders.number,
      amountKobo: orderAdjustments.amountKobo,
      message: orderAdjustments.providerMessage,
      at: orderAdjustments.updatedAt,
    })
    .from(orderAdjustments)
    .innerJoin(orders, eq(orders.id, orderAdjustments.orderId))
    .where(
      and(
        eq(orderAdjustments.refundStatus, 'failed'),
        notExists(
          db
            .select({ id: later.id })
            .from(later)
            .where(
              and(
                eq(later.orderId, orderAdjustments.orderId),
                gt(later.createdAt, orderAdjustments.createdAt),
                gt(later.amountKobo, 0),
                inArray(later.refundStatus, ['pending', 'processed', 'recorded']),
              ),
            ),
        ),
      ),
    )
    .orderBy(desc(orderAdjustments.updatedAt))
    .limit(50);
  return rows.map((row) => ({ ...row, at: row.at.toISOString() }));
}

/** This month's orders with a code, still standing: how many, what the codes took off, the most used. */
async function codeFigures(db: Db, timeZone: string): Promise<DashboardFigures['codes']> {
  const local = sql`(${orders.createdAt} AT TIME ZONE ${timeZone})`;
  const rows = await db
    .select({
      code: orders.discountCode,
      orders: sql<number>`count(*)::int`,
      discountKobo: sql<number>`sum(${orders.discountKobo} + ${orders.deliveryDiscountKobo})::bigint`,
    })
    .from(orders)
    .where(
      and(
        sql`${orders.discountCode} IS NOT NULL`,
        sql`${orders.status} <> 'cancelled'`,
        sql`date_trunc('month', ${local}) = date_trunc('month', now() AT TIME ZONE ${timeZone})`,
      ),
    )
    .groupBy(orders.discountCode)
    .orderBy(desc(sql`count(*)`), asc(orders.discountCode));
  const [top] = rows;
  return {
    orders: rows.reduce((sum, row) => sum + row.orders, 0),
    discountKobo: rows.reduce((sum, row) => sum + Number(row.discountKobo), 0),
    top: top?.code ? { code: top.code, orders: top.orders } : null,
  };
}
