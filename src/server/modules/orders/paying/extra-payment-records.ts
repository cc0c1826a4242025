import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { ExtraPayment } from '../../../../domain/orders/adjustments';
import type { DashboardFigures } from '../../../../domain/orders/order';
import type { Db } from '../../../db/open';
import { orders, paymentAttempts } from '../../../db/schema';

type AttemptRow = typeof paymentAttempts.$inferSelect;

/** A payment attempt as the desk shows it when it was a payment beyond its order's total; else null. */
export function toExtraPayment(row: AttemptRow): ExtraPayment | null {
  if (row.refundStatus === null || row.chargedKobo === null) return null;
  return {
    reference: row.reference,
    amountKobo: row.chargedKobo,
    paidAt: (row.chargedAt ?? row.createdAt).toISOString(),
    refundStatus: row.refundStatus as ExtraPayment['refundStatus'],
    providerMessage: row.refundMessage,
    refundRequestedAt: row.refundRequestedAt?.toISOString() ?? null,
  };
}

/** An order's payments beyond its total, oldest first. */
export async function readExtraPayments(db: Db, orderId: string): Promise<ExtraPayment[]> {
  const rows = await db
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.orderId, orderId), isNotNull(paymentAttempts.refundStatus)))
    .orderBy(asc(paymentAttempts.chargedAt), asc(paymentAttempts.reference));
  return rows.map(toExtraPayment).filter((payment) => payment !== null);
}

/** What an order's payments beyond its total hold whose refund the provider refused (a column of a list). */
export const REFUSED_EXTRA_KOBO = sql<number>`(
  SELECT coalesce(sum(${paymentAttempts.chargedKobo}), 0)::bigint FROM ${paymentAttempts}
  WHERE ${paymentAttempts.orderId} = ${orders.id} AND ${paymentAttempts.refundStatus} = 'failed')`;

/**
 * Payments beyond an order's total whose money has not gone back yet, newest first, for the
 * dashboard: being refunded through Paystack, or refused by it (staff refund again).
 */
export async function paidTwiceOwed(db: Db): Promise<DashboardFigures['paidTwice']> {
  const rows = await db
    .select({
      number: orders.number,
      reference: paymentAttempts.reference,
      amountKobo: paymentAttempts.chargedKobo,
      refundStatus: paymentAttempts.refundStatus,
      message: paymentAttempts.refundMessage,
      at: paymentAttempts.chargedAt,
    })
    .from(paymentAttempts)
    .innerJoin(orders, eq(orders.id, paymentAttempts.orderId))
    .where(inArray(paymentAttempts.refundStatus, ['pending', 'failed']))
    .orderBy(desc(paymentAttempts.chargedAt))
    .limit(50);
  return rows.map((row) => ({
    number: row.number,
    reference: row.reference,
    amountKobo: row.amountKobo ?? 0,
    refundStatus: row.refundStatus === 'failed' ? 'failed' : 'pending',
    message: row.message,
    at: (row.at ?? new Date(0)).toISOString(),
  }));
}
