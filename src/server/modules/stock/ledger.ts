import { and, desc, eq, lt, notInArray, or, sql } from 'drizzle-orm';
import type { VariantRef } from '../../../domain/catalog/catalog';
import {
  MAX_STOCK,
  type StockHistory,
  type StockMovement,
  type StockMovementKind,
} from '../../../domain/stock/stock-ledger';
import type { Db } from '../../db/open';
import { rowsOf } from '../../db/rows';
import { orders, stockMovements, variants } from '../../db/schema';
import { type Actor, THE_SHOP } from '../../kernel/actor';

export type { VariantRef };

export type MovementFacts = {
  kind: StockMovementKind;
  note?: string;
  orderId?: string | null;
  by?: Actor;
};

/**
 * Moves a variant's quantity by `delta` and writes the movement, in one statement: the UPDATE's
 * row lock and its condition make it race-free on both engines, and the ledger row cannot be left
 * out. With `expected`, the change is made only if the quantity is still that (a staff count).
 * Returns the movement's id and the quantity after, or null when nothing moved: the variant does
 * not exist, the result would leave 0..MAX_STOCK, or the quantity is no longer `expected`.
 */
export async function moveStock(
  tx: Db,
  variant: VariantRef,
  delta: number,
  facts: MovementFacts,
  expected?: number,
): Promise<{ id: number; quantityAfter: number; at: Date } | null> {
  const by = facts.by ?? THE_SHOP;
  const still = expected === undefined ? sql`` : sql` AND quantity = ${expected}`;
  const result = await tx.execute(sql`
    WITH changed AS (
      UPDATE variants SET quantity = quantity + ${delta}
      WHERE product_id = ${variant.productId} AND color = ${variant.color} AND size = ${variant.size}
        AND quantity + ${delta} BETWEEN 0 AND ${MAX_STOCK}${still}
      RETURNING product_id, color, size, quantity
    )
    INSERT INTO stock_movements
      (product_id, color, size, delta, quantity_after, kind, note, order_id, staff_id, staff_email)
    SELECT product_id, color, size, ${delta}, quantity, ${facts.kind}, ${facts.note ?? ''},
      ${facts.orderId ?? null}, ${by.staffId}, ${by.staffEmail}
    FROM changed
    RETURNING id, quantity_after, created_at`);
  const row = rowsOf<{ id: number | string; quantity_after: number; created_at: Date | string }>(result)[0];
  if (!row) return null;
  return { id: Number(row.id), quantityAfter: Number(row.quantity_after), at: new Date(row.created_at) };
}

export const variantIs = (variant: VariantRef) =>
  and(
    eq(variants.productId, variant.productId),
    eq(variants.color, variant.color),
    eq(variants.size, variant.size),
  );

/** A variant's quantity now, or null if it does not exist. */
export async function quantityOf(tx: Db, variant: VariantRef): Promise<number | null> {
  const [row] = await tx.select({ quantity: variants.quantity }).from(variants).where(variantIs(variant));
  return row ? row.quantity : null;
}

/**
 * Removes variants the product no longer lists. Each one's remaining units are written off in the
 * ledger (the DELETE returns what the row held when it was locked, so a sale in between is
 * counted); the caller decides whether units may be written off at all.
 */
export async function removeVariants(
  tx: Db,
  productId: string,
  keep: { colors: readonly string[]; sizes: readonly string[] },
  facts: MovementFacts,
): Promise<{ color: string; size: string; quantity: number }[]> {
  // Not (a listed colour and a listed size): both lists always hold at least one value.
  const removed = await tx
    .delete(variants)
    .where(
      and(
        eq(variants.productId, productId),
        or(notInArray(variants.color, [...keep.colors]), notInArray(variants.size, [...keep.sizes])),
      ),
    )
    .returning({ color: variants.color, size: variants.size, quantity: variants.quantity });
  const held = removed.filter((row) => row.quantity > 0);
  if (held.length > 0) {
    const by = facts.by ?? THE_SHOP;
    await tx.insert(stockMovements).values(
      held.map((row) => ({
        productId,
        color: row.color,
        size: row.size,
        delta: -row.quantity,
        quantityAfter: 0,
        kind: facts.kind,
        note: facts.note ?? '',
        staffId: by.staffId,
        staffEmail: by.staffEmail,
      })),
    );
  }
  return removed;
}

/** A variant's movements, newest first, a page at a time (keyset paging on the id). */
export async function stockHistory(
  db: Db,
  variant: VariantRef,
  page: { before?: number | undefined; limit: number },
): Promise<StockHistory> {
  const rows = await db
    .select({
      id: stockMovements.id,
      color: stockMovements.color,
      size: stockMovements.size,
      delta: stockMovements.delta,
      quantityAfter: stockMovements.quantityAfter,
      kind: stockMovements.kind,
      note: stockMovements.note,
      orderNumber: orders.number,
      staffEmail: stockMovements.staffEmail,
      createdAt: stockMovements.createdAt,
    })
    .from(stockMovements)
    .leftJoin(orders, eq(orders.id, stockMovements.orderId))
    .where(
      and(
        eq(stockMovements.productId, variant.productId),
        eq(stockMovements.color, variant.color),
        eq(stockMovements.size, variant.size),
        page.before === undefined ? undefined : lt(stockMovements.id, page.before),
      ),
    )
    .orderBy(desc(stockMovements.id))
    .limit(page.limit + 1);
  const shown = rows.slice(0, page.limit).map(toMovement);
  return { movements: shown, next: rows.length > page.limit ? (shown.at(-1)?.id ?? null) : null };
}

function toMovement(row: {
  id: number;
  color: string;
  size: string;
  delta: number;
  quantityAfter: number;
  kind: string;
  note: string;
  orderNumber: string | null;
  staffEmail: string | null;
  createdAt: Date;
}): StockMovement {
  return {
    id: row.id,
    color: row.color,
    size: row.size,
    delta: row.delta,
    quantityAfter: row.quantityAfter,
    kind: row.kind as StockMovementKind,
    note: row.note,
    orderNumber: row.orderNumber,
    staffEmail: row.staffEmail,
    at: row.createdAt.toISOString(),
  };
}
