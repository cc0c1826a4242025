import { variantKey } from '../../../../domain/catalog/catalog';
import { ORDER_MESSAGES } from '../../../../domain/orders/order';
import { byCodePoint } from '../../../../domain/shared/compare';
import type { Db } from '../../../db/open';
import { type MovementFacts, moveStock, quantityOf } from '../../stock/ledger';

export type StockLine = { productId: string; name: string; color: string; size: string; quantity: number };

/** What is short, line by line, when stock cannot be taken. */
export class OutOfStockError extends Error {
  constructor(readonly shortages: { line: StockLine; left: number; message: string }[]) {
    super(shortages.map((shortage) => shortage.message).join(' '));
  }
}

/**
 * Takes every line's quantity for an order inside the caller's transaction, each with one
 * conditional update that also writes the sale to the stock ledger, so two orders can never both
 * take the last shirt. Lines are taken in one fixed order, so two orders for the same variants
 * cannot deadlock. If any line is short, every short line is reported and the caller's transaction
 * must roll back. Returns the lines whose variant the sale left with none.
 */
export async function takeStock(tx: Db, lines: readonly StockLine[], orderId: string): Promise<StockLine[]> {
  const shortages: OutOfStockError['shortages'] = [];
  const soldOut: StockLine[] = [];
  for (const line of sortedForLocking(lines)) {
    const moved = await moveStock(tx, line, -line.quantity, { kind: 'sale', orderId });
    if (moved?.quantityAfter === 0) soldOut.push(line);
    if (moved !== null) continue;
    shortages.push(shortage(line, await quantityOf(tx, line)));
  }
  if (shortages.length > 0) throw new OutOfStockError(shortages);
  return soldOut;
}

function shortage(line: StockLine, left: number | null): OutOfStockError['shortages'][number] {
  let message: string;
  if (left === null) message = ORDER_MESSAGES.unknownVariant(line.name, line.color, line.size);
  else if (left === 0) message = ORDER_MESSAGES.soldOut(line.name, line.color, line.size);
  else message = ORDER_MESSAGES.short(line.name, line.color, line.size, left);
  return { line, left: left ?? 0, message };
}

/**
 * Puts an order's lines back on the shelf, each return a movement in the ledger. A variant deleted
 * since is skipped: there is nothing to return it to.
 */
export async function returnStock(
  tx: Db,
  lines: readonly Omit<StockLine, 'name'>[],
  facts: MovementFacts,
): Promise<void> {
  for (const line of sortedForLocking(lines)) await moveStock(tx, line, line.quantity, facts);
}

function sortedForLocking<T extends Omit<StockLine, 'name'>>(lines: readonly T[]): T[] {
  return [...lines].sort((a, b) => byCodePoint(variantKey(a), variantKey(b)));
}
