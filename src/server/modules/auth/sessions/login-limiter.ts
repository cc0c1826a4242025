import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/open';
import { loginAttempts } from '../../../db/schema';

/**
 * How failed sign-ins are limited without letting anyone lock staff out (OWASP ASVS 6.3.1):
 * - one client guessing one account is refused after `perPair` failures in the window;
 * - one client guessing many accounts is refused after `perAddress` failures;
 * - an account guessed from many clients is never refused, only slowed: from `slowAfter`
 *   failures on, every attempt on it waits before the password is checked, doubling each time up
 *   to `slowMaxMs`. The owner, signing in from a client that has not failed, still gets in.
 * A client is an address, or an IPv6 /64 (see client-address.ts).
 */
export const LOGIN_LIMITS = {
  windowMs: 15 * 60 * 1000,
  perPair: 5,
  perAddress: 20,
  slowAfter: 5,
  slowFirstMs: 250,
  slowMaxMs: 3000,
} as const;

export type LoginVerdict = { refused: boolean; delayMs: number };

/** Any fixed number: the first half of the advisory lock key that one client's attempts take turns on. */
const LOGIN_LOCK = 4_310_275;

/** How long an attempt on an account with this many recent failures waits first. */
export function slowdownMs(accountFailures: number): number {
  if (accountFailures < LOGIN_LIMITS.slowAfter) return 0;
  const doublings = Math.min(accountFailures - LOGIN_LIMITS.slowAfter, 16);
  return Math.min(LOGIN_LIMITS.slowFirstMs * 2 ** doublings, LOGIN_LIMITS.slowMaxMs);
}

/**
 * Whether this client may try this account now, and how long the attempt must wait first. An
 * attempt let through is recorded as a failure in the same step, before its password is checked,
 * so attempts sent at once cannot all pass the check before any of them is counted: one client's
 * attempts take turns on an advisory lock (on both engines), each counting what came before it.
 * A successful sign-in then forgives it (clearLoginFailures).
 */
export async function claimLoginAttempt(
  db: Db,
  email: string,
  client: string,
  now: Date,
): Promise<LoginVerdict> {
  const since = new Date(now.getTime() - LOGIN_LIMITS.windowMs);
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOGIN_LOCK}, hashtext(${client}))`);
    const pair = and(eq(loginAttempts.email, email), eq(loginAttempts.ip, client));
    const [counts] = await tx
      .select({
        byPair: sql<number>`count(*) FILTER (WHERE ${pair})`.mapWith(Number),
        byAddress: sql<number>`count(*) FILTER (WHERE ${eq(loginAttempts.ip, client)})`.mapWith(Number),
        byAccount: sql<number>`count(*) FILTER (WHERE ${eq(loginAttempts.email, email)})`.mapWith(Number),
      })
      .from(loginAttempts)
      .where(
        and(
          gt(loginAttempts.attemptedAt, since),
          or(eq(loginAttempts.ip, client), eq(loginAttempts.email, email)),
        ),
      );
    const { byPair = 0, byAddress = 0, byAccount = 0 } = counts ?? {};
    const refused = byPair >= LOGIN_LIMITS.perPair || byAddress >= LOGIN_LIMITS.perAddress;
    if (refused) return { refused, delayMs: 0 };
    await tx.insert(loginAttempts).values({ email, ip: client, attemptedAt: now });
    return { refused, delayMs: slowdownMs(byAccount) };
  });
}

/** Rows older than the window no longer count; dropping them keeps the table small. */
export async function forgetOldLoginAttempts(db: Db, now: Date): Promise<void> {
  await db
    .delete(loginAttempts)
    .where(lt(loginAttempts.attemptedAt, new Date(now.getTime() - LOGIN_LIMITS.windowMs)));
}

/**
 * A successful sign-in forgives this client's typos on the account, the attempt itself included.
 * Failures from elsewhere stay: they may be someone else's guesses, and must keep slowing the
 * account down.
 */
export async function clearLoginFailures(db: Db, email: string, client: string): Promise<void> {
  await db.delete(loginAttempts).where(and(eq(loginAttempts.email, email), eq(loginAttempts.ip, client)));
}
