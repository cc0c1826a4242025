import { type SQL, sql } from 'drizzle-orm';
import type { VariantRef } from '../../../domain/catalog/catalog';
import type { Db } from '../../db/open';
import { rowsOf } from '../../db/rows';

/** The outbox's kind for a notify-me email: its row keeps the product it tells of, not an order. */
export const WAITLIST_EMAIL_KIND = 'waitlist';

/**
 * Uses up the waiting entries `which` selects and writes each one's email to the outbox, in one
 * statement: an entry is claimed by `used_at IS NULL`, which PostgreSQL checks again after a
 * concurrent claim commits, so however many servers fire at once each entry gets one email, and an
 * email exists exactly when its entry is used. Only products in the shop and on sale fire.
 */
async function claim(tx: Db, which: SQL, now: Date): Promise<number> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const result = await tx.execute(sql`
    WITH claimed AS (
      UPDATE waitlist_entries AS w SET used_at = ${at}
      FROM products AS p
      WHERE w.product_id = p.id AND w.used_at IS NULL AND ${which}
        AND NOT p.hidden AND p.archived_at IS NULL AND (p.live_at IS NULL OR p.live_at <= ${at})
      RETURNING w.email, w.kind, w.color, w.size, w.source, p.name
    )
    INSERT INTO email_outbox (kind, recipient, data, next_attempt_at)
    SELECT ${WAITLIST_EMAIL_KIND}, email,
      jsonb_build_object('kind', kind, 'productName', name, 'color', color, 'size', size, 'productUrl', source),
      ${at}
    FROM claimed
    RETURNING id`);
  return rowsOf(result).length;
}

/**
 * A sold-out colour and size stocked again by staff: its restock entries get their email. Call it in
 * the transaction that moved the stock, only when that move took it from 0 to more (the variant's
 * row is locked by it until commit). Returns how many emails were written.
 */
export function fireRestock(tx: Db, variant: VariantRef, now: Date): Promise<number> {
  return claim(
    tx,
    sql`w.kind = 'restock' AND w.product_id = ${variant.productId} AND w.color = ${variant.color} AND w.size = ${variant.size}`,
    now,
  );
}

/**
 * Drops that are on sale by `now` (their moment passed, or staff put them on sale): their entries
 * get their email. Safe to run on every server at once.
 */
export function fireDrops(db: Db, now: Date): Promise<number> {
  return claim(db, sql`w.kind = 'drop'`, now);
}
