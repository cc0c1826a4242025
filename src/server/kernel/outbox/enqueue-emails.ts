import type { Db } from '../../db/open';
import { emailOutbox } from '../../db/schema';
import type { OutboxRow } from './outbox-terms';

/**
 * Writes emails in the caller's transaction, due from `due`, and answers each one's id and recipient:
 * with `EmailOutbox.enqueue`, the only writer of new rows (a broadcast hands a batch over at once).
 */
export async function enqueueEmails(
  tx: Db,
  rows: OutboxRow[],
  due = new Date(),
): Promise<{ id: number; recipient: string }[]> {
  if (rows.length === 0) return [];
  return tx
    .insert(emailOutbox)
    .values(rows.map((row) => ({ ...row, data: row.data ?? {}, nextAttemptAt: due })))
    .returning({ id: emailOutbox.id, recipient: emailOutbox.recipient });
}
