import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../db/open';
import { loginAttempts } from '../db/schema';

/**
 * How failed sign-ins are limited without letting anyone lock staff out (OWASP ASVS 6.3.1):
 * - one address guessing one account is refused after `perPair` failures in the window;
 * - one address guessing many accounts is refused after `perAddress` failures;
 * - an account guessed from many addresses is never refused, only slowed: from `slowAfter`
 *   failures on, every attempt on it waits before the password is checked, doubling each time up
 *   to `slowMaxMs`. The owner, signing in from an address that has not failed, still gets in.
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

/** How long an attempt on an account with this many recent failures waits first. */
export function slowdownMs(accountFailures: number): number {
  if (accountFailures < LOGIN_LIMITS.slowAfter) return 0;
  const doublings = Math.min(accountFailures - LOGIN_LIMITS.slowAfter, 16);
  return Math.min(LOGIN_LIMITS.slowFirstMs * 2 ** doublings, LOGIN_LIMITS.slowMaxMs);
}

async function failures(db: Db, where: ReturnType<typeof and>): Promise<number> {
  const [row] = await db.select({ n: count() }).from(loginAttempts).where(where);
  return row?.n ?? 0;
}

/** Whether this address may try this account now, and how long the attempt must wait first. */
export async function loginVerdict(db: Db, email: string, ip: string, now: Date): Promise<LoginVerdict> {
  const recent = gt(loginAttempts.attemptedAt, new Date(now.getTime() - LOGIN_LIMITS.windowMs));
  const [byPair, byAddress, byAccount] = await Promise.all([
    failures(db, and(eq(loginAttempts.email, email), eq(loginAttempts.ip, ip), recent)),
    failures(db, and(eq(loginAttempts.ip, ip), recent)),
    failures(db, and(eq(loginAttempts.email, email), recent)),
  ]);
  const refused = byPair >= LOGIN_LIMITS.perPair || byAddress >= LOGIN_LIMITS.perAddress;
  return { refused, delayMs: refused ? 0 : slowdownMs(byAccount) };
}

export async function recordLoginFailure(db: Db, email: string, ip: string, now: Date): Promise<void> {
  await db.insert(loginAttempts).values({ email, ip, attemptedAt: now });
  // Rows older than the window no longer count; dropping them keeps the table small.
  await db
    .delete(loginAttempts)
    .where(lt(loginAttempts.attemptedAt, new Date(now.getTime() - LOGIN_LIMITS.windowMs)));
}

/**
 * A successful sign-in forgives this address's typos on the account. Failures from elsewhere
 * stay: they may be someone else's guesses, and must keep slowing the account down.
 */
export async function clearLoginFailures(db: Db, email: string, ip: string): Promise<void> {
  await db.delete(loginAttempts).where(and(eq(loginAttempts.email, email), eq(loginAttempts.ip, ip)));
}
