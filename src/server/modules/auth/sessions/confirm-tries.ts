import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/open';
import { sessions } from '../../../db/schema';
import { sessionIdOf } from './session-store';

/**
 * Wrong answers to "Confirm it's you" one session may give before it ends. Whoever gives them holds
 * the session already (a laptop left open, a stolen cookie): ending that session stops them, where
 * a limit on the member (as before: ten in 15 minutes) or on the address locked the member out of
 * every refund, export and staff change, and of signing in from the same office.
 */
const CONFIRM_TRIES = 5;

/**
 * Takes one of the session's tries before the answer is checked, by one conditional UPDATE, so
 * answers sent at once cannot take more than there are; `lastTry` when this was its last. A right
 * answer gives them back (markAuthenticated).
 */
export async function takeConfirmTry(
  db: Db,
  sessionToken: string,
): Promise<{ taken: false } | { taken: true; lastTry: boolean }> {
  const [row] = await db
    .update(sessions)
    .set({ confirmFailures: sql`${sessions.confirmFailures} + 1` })
    .where(and(eq(sessions.id, sessionIdOf(sessionToken)), lt(sessions.confirmFailures, CONFIRM_TRIES)))
    .returning({ failures: sessions.confirmFailures });
  if (!row) return { taken: false };
  return { taken: true, lastTry: row.failures >= CONFIRM_TRIES };
}
