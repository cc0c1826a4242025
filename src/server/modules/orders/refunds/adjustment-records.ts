import { asc, eq, inArray } from 'drizzle-orm';
import type {
  AdjustmentKind,
  OrderAdjustment,
  PaymentDispute,
  RefundMethod,
  RefundStatus,
} from '../../../../domain/orders/adjustments';
import type { Db } from '../../../db/open';
import { orderAdjustmentLines, orderAdjustments, paymentDisputes } from '../../../db/schema';
import type { OrderLineRow } from '../views';

type AdjustmentRow = typeof orderAdjustments.$inferSelect;

/**
 * Writes an adjustment and the units it took off each line (and whether they went back on the
 * shelf); returns its id.
 */
export async function insertAdjustment(
  tx: Db,
  values: typeof orderAdjustments.$inferInsert,
  units: readonly { position: number; quantity: number; restocked: boolean }[],
): Promise<string> {
  const [row] = await tx.insert(orderAdjustments).values(values).returning({ id: orderAdjustments.id });
  if (!row) throw new Error('The adjustment was not written.');
  if (units.length > 0)
    await tx.insert(orderAdjustmentLines).values(units.map((unit) => ({ adjustmentId: row.id, ...unit })));
  return row.id;
}

/** An order's cancellations, returns and refunds, oldest first, each with its units named. */
export async function readAdjustments(
  db: Db,
  orderId: string,
  lines: readonly OrderLineRow[],
): Promise<OrderAdjustment[]> {
  const rows = await db
    .select()
    .from(orderAdjustments)
    .where(eq(orderAdjustments.orderId, orderId))
    .orderBy(asc(orderAdjustments.createdAt), asc(orderAdjustments.id));
  if (rows.length === 0) return [];
  const units = await db
    .select()
    .from(orderAdjustmentLines)
    .where(
      inArray(
        orderAdjustmentLines.adjustmentId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(orderAdjustmentLines.position));
  return rows.map((row) =>
    toAdjustment(
      row,
      units.filter((unit) => unit.adjustmentId === row.id),
      lines,
    ),
  );
}

function toAdjustment(
  row: AdjustmentRow,
  units: readonly { position: number; quantity: number; restocked: boolean }[],
  lines: readonly OrderLineRow[],
): OrderAdjustment {
  return {
    id: row.id,
    kind: row.kind as AdjustmentKind,
    amountKobo: row.amountKobo,
    deliveryFeeKobo: row.deliveryFeeKobo,
    method: row.refundMethod as RefundMethod,
    status: row.refundStatus as RefundStatus,
    providerMessage: row.providerMessage,
    note: row.note,
    staffEmail: row.staffEmail,
    at: row.createdAt.toISOString(),
    lines: units.map((unit) => {
      const line = lines.find((candidate) => candidate.position === unit.position);
      return {
        position: unit.position,
        name: line?.name ?? '',
        color: line?.color ?? '',
        size: line?.size ?? '',
        quantity: unit.quantity,
        restocked: unit.restocked,
      };
    }),
  };
}

/** The disputes of an order's payment, as the provider last told of them. */
export async function readDisputes(db: Db, orderId: string): Promise<PaymentDispute[]> {
  const rows = await db
    .select()
    .from(paymentDisputes)
    .where(eq(paymentDisputes.orderId, orderId))
    .orderBy(asc(paymentDisputes.createdAt));
  return rows.map((row) => ({
    id: row.providerDisputeId,
    status: row.status,
    reason: row.reason,
    amountKobo: row.amountKobo,
    openedAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}
