import { sql } from 'drizzle-orm';
import type { Db } from '../db/open';

export type LedgerMismatch = {
  productId: string;
  color: string;
  size: string;
  quantity: number;
  ledger: number;
};

/**
 * Every variant whose quantity is not the sum of its ledger's movements, or is below 0: what the
 * stock ledger promises never happens. Empty when all is well.
 */
export async function ledgerMismatches(db: Db): Promise<LedgerMismatch[]> {
  const result = await db.execute(sql`
    SELECT v.product_id, v.color, v.size, v.quantity, coalesce(sum(m.delta), 0)::int AS ledger
    FROM variants v
    LEFT JOIN stock_movements m ON m.product_id = v.product_id AND m.color = v.color AND m.size = v.size
    GROUP BY v.product_id, v.color, v.size, v.quantity
    HAVING v.quantity <> coalesce(sum(m.delta), 0) OR v.quantity < 0`);
  return (result as unknown as { rows: Record<string, unknown>[] }).rows.map((row) => ({
    productId: String(row.product_id),
    color: String(row.color),
    size: String(row.size),
    quantity: Number(row.quantity),
    ledger: Number(row.ledger),
  }));
}
