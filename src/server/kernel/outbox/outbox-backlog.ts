import { and, gt, gte, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { emailOutbox } from '../../db/schema';
import { MAX_ATTEMPTS, type OutboxBacklog } from './outbox-terms';

/**
 * What waits in the outbox, for monitoring, in one count over the unsent rows (an index covers
 * them): messages due now, ones that failed and will be tried again, and ones given up on.
 */
export async function outboxBacklog(db: Db, now: Date): Promise<OutboxBacklog> {
  const retryable = lt(emailOutbox.attempts, MAX_ATTEMPTS);
  const [row] = await db
    .select({
      due: sql`count(*) FILTER (WHERE ${and(retryable, lte(emailOutbox.nextAttemptAt, now))})`.mapWith(
        Number,
      ),
      failing: sql`count(*) FILTER (WHERE ${and(retryable, gt(emailOutbox.attempts, 0))})`.mapWith(Number),
      givenUp: sql`count(*) FILTER (WHERE ${gte(emailOutbox.attempts, MAX_ATTEMPTS)})`.mapWith(Number),
    })
    .from(emailOutbox)
    .where(isNull(emailOutbox.sentAt));
  return row ?? { due: 0, failing: 0, givenUp: 0 };
}
