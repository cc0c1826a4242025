import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/open';
import { activityRepeats } from '../db/schema';
import { type ActivityFacts, recordActivity } from './activity-record';
import type { Actor } from './actor';

/** How long one entry stands for the repeats of its key. */
const REPEAT_WINDOW_MS = 60 * 60 * 1000;

/** Any fixed number: the first half of the advisory lock key one key's repeats take turns on. */
const REPEAT_LOCK = 4_310_277;

/**
 * Records something anyone with a session can repeat as fast as the server answers (a refused
 * call): the first time in a window writes an entry, and each repeat within the hour after it only
 * counts (activity_repeats), since the log is never pruned. One key's repeats take turns on an
 * advisory lock, so repeats sent at once open one entry. Returns how many times it has happened in
 * the entry's window.
 */
export async function recordRepeatedActivity(
  db: Db,
  by: Actor,
  facts: ActivityFacts,
  key: string,
  now = new Date(),
): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${REPEAT_LOCK}, hashtext(${key}))`);
    const since = new Date(now.getTime() - REPEAT_WINDOW_MS);
    const [open] = await tx
      .update(activityRepeats)
      .set({ times: sql`${activityRepeats.times} + 1`, lastAt: now })
      .where(and(eq(activityRepeats.key, key), gt(activityRepeats.firstAt, since)))
      .returning({ times: activityRepeats.times });
    if (open) return open.times;
    const activityId = await recordActivity(tx, by, facts);
    await tx.insert(activityRepeats).values({ activityId, key, firstAt: now, lastAt: now, times: 1 });
    return 1;
  });
}
