import { desc } from 'drizzle-orm';
import { NEWSLETTER_CSV_HEADER } from '../../../domain/newsletter/newsletter';
import type { Db } from '../../db/open';
import { newsletterSubscribers } from '../../db/schema';

export type SubscriberRow = { email: string; subscribedAt: Date };

/**
 * Adds an address to the list once. Returns whether it was new; callers must not tell the visitor,
 * or the form would reveal who is subscribed. The address is expected lower-cased (the schema does it).
 */
export async function subscribe(db: Db, email: string): Promise<boolean> {
  const inserted = await db
    .insert(newsletterSubscribers)
    .values({ email })
    .onConflictDoNothing({ target: newsletterSubscribers.email })
    .returning({ id: newsletterSubscribers.id });
  return inserted.length > 0;
}

/** Everyone on the list, newest first. */
export async function listSubscribers(db: Db): Promise<SubscriberRow[]> {
  return db
    .select({ email: newsletterSubscribers.email, subscribedAt: newsletterSubscribers.createdAt })
    .from(newsletterSubscribers)
    .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id));
}

// A spreadsheet runs a cell that starts with one of these as a formula (CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV field: defused if a spreadsheet would read it as a formula, quoted when RFC 4180 needs it. */
export function csvField(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The list as RFC 4180 CSV: a header, one line per subscriber, CRLF line ends, ISO 8601 times. */
export function subscribersCsv(rows: SubscriberRow[]): string {
  const lines = [NEWSLETTER_CSV_HEADER];
  for (const row of rows) lines.push(`${csvField(row.email)},${csvField(row.subscribedAt.toISOString())}`);
  return `${lines.join('\r\n')}\r\n`;
}
