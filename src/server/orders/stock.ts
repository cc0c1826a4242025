import { and, eq, gte, sql } from 'drizzle-orm';
import { ORDER_MESSAGES } from '../../domain/order';
import type { Db } from '../db/open';
import { variants } from '../db/schema';

export type StockLine = { productId: string; name: string; color: string; size: string; quantity: number };

/** What is short, line by line, when stock cannot be taken. */
export class OutOfStockError extends Error {
  constructor(readonly shortages: { line: StockLine; left: number; message: string }[]) {
    super(shortages.map((shortage) => shortage.message).join(' '));
  }
}

const variantOf = (line: Pick<StockLine, 'productId' | 'color' | 'size'>) =>
  and(eq(variants.productId, line.productId), eq(variants.color, line.color), eq(variants.size, line.size));

/**
 * Takes every line's quantity inside the caller's transaction, each with one conditional update
 * (`quantity >= n`), so two orders can never both take the last shirt. Lines are taken in one fixed
 * order, so two orders for the same variants cannot deadlock. If any line is short, every short
 * line is reported and the caller's transaction must roll back.
 */
export async function takeStock(tx: Db, lines: readonly StockLine[]): Promise<void> {
  const shortages: OutOfStockError['shortages'] = [];
  for (const line of sortedForLocking(lines)) {
    const taken = await tx
      .update(variants)
      .set({ quantity: sql`${variants.quantity} - ${line.quantity}` })
      .where(and(variantOf(line), gte(variants.quantity, line.quantity)))
      .returning({ quantity: variants.quantity });
    if (taken.length > 0) continue;
    const [row] = await tx.select({ quantity: variants.quantity }).from(variants).where(variantOf(line));
    const left = row?.quantity ?? 0;
    let message: string;
    if (!row) message = ORDER_MESSAGES.unknownVariant(line.name, line.color, line.size);
    else if (left === 0) message = ORDER_MESSAGES.soldOut(line.name, line.color, line.size);
    else message = ORDER_MESSAGES.short(line.name, line.color, line.size, left);
    shortages.push({ line, left, message });
  }
  if (shortages.length > 0) throw new OutOfStockError(shortages);
}

/** Puts lines back on the shelf. A variant deleted since is skipped: there is nothing to return it to. */
export async function returnStock(tx: Db, lines: readonly StockLine[]): Promise<void> {
  for (const line of sortedForLocking(lines)) {
    await tx
      .update(variants)
      .set({ quantity: sql`${variants.quantity} + ${line.quantity}` })
      .where(variantOf(line));
  }
}

function sortedForLocking(lines: readonly StockLine[]): StockLine[] {
  const key = (line: StockLine) => `${line.productId}\u0000${line.color}\u0000${line.size}`;
  return [...lines].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}
