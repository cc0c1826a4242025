import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { rowsOf } from '../../db/rows';
import { products, waitlistEntries } from '../../db/schema';

/**
 * Leaving a product's waitlist by the unsubscribe link of a staff message to it: the link's token
 * names one entry, and leaving ends every entry of that address still waiting on the product (each
 * colour and size). Coming back restores the entries that left together, unless the fan has
 * signed up again meanwhile.
 */

/** Whose waitlist a token is, and whether the address still waits on it; null for a token not one. */
export async function waitlistByToken(
  db: Db,
  token: string,
): Promise<{ email: string; productName: string; waiting: boolean } | null> {
  const [row] = rowsOf<{ email: string; name: string; waiting: boolean }>(
    await db.execute(sql`
    SELECT t.email, p.name, EXISTS (
      SELECT 1 FROM ${waitlistEntries} w
      WHERE w.email = t.email AND w.product_id = t.product_id AND w.used_at IS NULL) AS waiting
    FROM ${waitlistEntries} t JOIN ${products} p ON p.id = t.product_id
    WHERE t.unsubscribe_token = ${token}`),
  );
  return row ? { email: row.email, productName: row.name, waiting: Boolean(row.waiting) } : null;
}

/** The address and product a token names, or null. */
async function ownerOf(db: Db, token: string) {
  const [row] = await db
    .select({ email: waitlistEntries.email, productId: waitlistEntries.productId })
    .from(waitlistEntries)
    .where(eq(waitlistEntries.unsubscribeToken, token));
  return row ?? null;
}

/**
 * Takes the token's address off the product's waitlist (or, `leave` false, puts back what it took
 * off last). Returns false only for a token unknown.
 */
export async function setWaitlistLeft(db: Db, token: string, leave: boolean, now = new Date()) {
  const owner = await ownerOf(db, token);
  if (!owner) return false;
  const same = and(eq(waitlistEntries.email, owner.email), eq(waitlistEntries.productId, owner.productId));
  if (leave) {
    await db
      .update(waitlistEntries)
      .set({ usedAt: now, leftAt: now })
      .where(and(same, isNull(waitlistEntries.usedAt)));
    return true;
  }
  // The entries that left last, less any the fan has signed up for again since (it waits already).
  await db.execute(sql`
    UPDATE ${waitlistEntries} e SET used_at = NULL, left_at = NULL
    WHERE e.email = ${owner.email} AND e.product_id = ${owner.productId}
      AND e.left_at = (SELECT max(l.left_at) FROM ${waitlistEntries} l
                       WHERE l.email = e.email AND l.product_id = e.product_id)
      AND NOT EXISTS (SELECT 1 FROM ${waitlistEntries} w
        WHERE w.email = e.email AND w.product_id = e.product_id AND w.kind = e.kind
          AND w.color = e.color AND w.size = e.size AND w.used_at IS NULL)`);
  return true;
}
