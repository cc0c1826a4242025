import {
  ADD_REASONS,
  MAX_STOCK,
  STOCK_MESSAGES,
  STOCK_MOVEMENT_LABELS,
  type StockChange,
  type StockChangeResult,
  variantName,
} from '../../../domain/stock/stock-ledger';
import type { Db } from '../../db/open';
import { BadRequestError, ConflictError, NotFoundError } from '../../http/errors';
import { recordActivity } from '../../kernel/activity-record';
import type { Actor } from '../../kernel/actor';
import { moveStock, quantityOf } from '../stock/ledger';
import { fireRestock } from '../waitlist/fire';

/** The staff's reasons that stock a sold-out colour and size again for its waitlist. */
const RESTOCKS: readonly string[] = ADD_REASONS;

/**
 * A staff change of one variant's stock: units added or removed with a reason, or a count. A count
 * is made against the quantity staff saw; if it moved since (a sale, a colleague), it is refused
 * with what it is now, so a count never undoes a sale. Never touches the product's version.
 */
export async function changeStock(
  db: Db,
  productId: string,
  change: StockChange,
  by: Actor,
): Promise<StockChangeResult> {
  const variant = { productId, color: change.color, size: change.size };
  const name = variantName(change.color, change.size);
  const counting = change.reason === 'count';
  const delta = counting ? change.counted - change.expected : change.delta;
  const facts = { kind: change.reason, note: change.note, by };
  const moved = await db.transaction(async (tx) => {
    const done = await moveStock(tx, variant, delta, facts, counting ? change.expected : undefined);
    if (done) {
      const before = done.quantityAfter - delta;
      // Units received or returned to a sold-out colour and size: its notify-me list gets its one
      // email, in this transaction. A count, or stock an order gave back, fires nothing.
      if (before === 0 && done.quantityAfter > 0 && RESTOCKS.includes(change.reason))
        await fireRestock(tx, variant, done.at);
      await recordActivity(tx, by, {
        action: 'stock.adjust',
        subject: 'product',
        subjectId: productId,
        summary: `${STOCK_MOVEMENT_LABELS[change.reason]} ${name} of ${productId}: ${before} → ${done.quantityAfter}${change.note ? ` (${change.note})` : ''}`,
        before: { variant: name, quantity: before },
        after: { variant: name, quantity: done.quantityAfter, reason: change.reason, note: change.note },
      });
    }
    return done;
  });
  if (moved) {
    return {
      quantity: moved.quantityAfter,
      movement: {
        id: moved.id,
        color: change.color,
        size: change.size,
        delta,
        quantityAfter: moved.quantityAfter,
        kind: change.reason,
        note: change.note,
        orderNumber: null,
        staffEmail: by.staffEmail,
        at: moved.at.toISOString(),
      },
    };
  }
  const now = await quantityOf(db, variant);
  if (now === null) throw new NotFoundError(STOCK_MESSAGES.unknownVariant);
  if (counting) {
    const message = STOCK_MESSAGES.countMoved(name, now, change.expected);
    throw new ConflictError('stock_moved', message, { counted: message });
  }
  if (now + delta > MAX_STOCK)
    throw new BadRequestError(STOCK_MESSAGES.tooMany, { delta: STOCK_MESSAGES.tooMany });
  const message = STOCK_MESSAGES.tooFew(name, now);
  throw new ConflictError('not_enough_stock', message, { delta: message });
}
