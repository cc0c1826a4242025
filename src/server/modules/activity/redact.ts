import { eq, or, type SQL, sql } from 'drizzle-orm';
import { REDACTED } from '../../../domain/activity/subjects';
import type { Db } from '../../db/open';
import { activityLog, orders, staff } from '../../db/schema';

/** Shorter details (a two-letter first name) would blank out ordinary words of other entries. */
const SHORTEST_DETAIL = 3;

/**
 * The details a person is known by, from their email: the email itself and, from their orders,
 * their name, phone number and address. Longest first, so "Ada Obi" goes before "Ada".
 */
async function detailsOf(db: Db, email: string): Promise<string[]> {
  const rows = await db
    .select({
      phone: orders.phone,
      firstName: orders.firstName,
      lastName: orders.lastName,
      address: orders.address,
      apartment: orders.apartment,
    })
    .from(orders)
    .where(sql`lower(${orders.email}) = ${email}`);
  const details = new Set([email]);
  for (const row of rows) {
    for (const detail of [
      `${row.firstName} ${row.lastName}`,
      row.firstName,
      row.lastName,
      row.phone,
      row.address,
      row.apartment,
    ]) {
      const trimmed = detail.trim();
      if (trimmed.length >= SHORTEST_DETAIL) details.add(trimmed);
    }
  }
  return [...details].sort((a, b) => b.length - a.length);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Every string in a JSON value, with each detail replaced; numbers, booleans and keys stay. */
function redactValue(value: unknown, pattern: RegExp): unknown {
  if (typeof value === 'string') return value.replace(pattern, REDACTED);
  if (Array.isArray(value)) return value.map((item) => redactValue(item, pattern));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, redactValue(item, pattern)]));
  }
  return value;
}

/**
 * Erases a person from the activity log while its entries stay: wherever their email, name, phone
 * or address appears in an entry's summary, subject or before/after, and in the staff email of a
 * staff member's own entries, it becomes "[redacted]" and the entry is marked redacted. The
 * database lets an entry change only this way (its trigger). Returns how many entries changed.
 */
export async function redactPerson(db: Db, rawEmail: string): Promise<number> {
  const email = rawEmail.trim().toLowerCase();
  if (!email) return 0;
  return db.transaction(async (tx) => {
    const details = await detailsOf(tx, email);
    const [account] = await tx.select({ id: staff.id }).from(staff).where(eq(staff.email, email));
    const mentions: SQL[] = details.map((detail) => {
      const like = `%${detail.replace(/[\\%_]/g, '\\$&')}%`;
      return sql`(${activityLog.summary} ILIKE ${like} OR ${activityLog.subjectId} ILIKE ${like}
        OR ${activityLog.before}::text ILIKE ${like} OR ${activityLog.after}::text ILIKE ${like})`;
    });
    const rows = await tx
      .select()
      .from(activityLog)
      .where(
        or(
          sql`lower(${activityLog.staffEmail}) = ${email}`,
          account ? eq(activityLog.staffId, account.id) : undefined,
          ...mentions,
        ),
      )
      .for('update');
    const pattern = new RegExp(details.map(escapeRegExp).join('|'), 'gi');
    for (const row of rows) {
      const theirs = row.staffEmail?.toLowerCase() === email || (account && row.staffId === account.id);
      await tx
        .update(activityLog)
        .set({
          staffEmail: theirs && row.staffEmail ? REDACTED : row.staffEmail,
          summary: row.summary.replace(pattern, REDACTED),
          subjectId: row.subjectId?.replace(pattern, REDACTED) ?? null,
          before: redactValue(row.before, pattern),
          after: redactValue(row.after, pattern),
          redactedAt: new Date(),
        })
        .where(eq(activityLog.id, row.id));
    }
    return rows.length;
  });
}
