import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../db/open';
import { loginAttempts } from '../db/schema';

/**
 * Failed sign-ins allowed in the window before further tries are refused: few per account (guessing
 * one password), more per address (an office sharing one address, several staff).
 */
export const LOGIN_LIMITS = {
  windowMs: 15 * 60 * 1000,
  perAccount: 5,
  perAddress: 20,
} as const;

/** Whether the account or the address has used up its failed attempts for the window. */
export async function isLoginLimited(db: Db, email: string, ip: string, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - LOGIN_LIMITS.windowMs);
  const [[byAccount], [byAddress]] = await Promise.all([
    db
      .select({ n: count() })
      .from(loginAttempts)
      .where(and(eq(loginAttempts.email, email), gt(loginAttempts.attemptedAt, since))),
    db
      .select({ n: count() })
      .from(loginAttempts)
      .where(and(eq(loginAttempts.ip, ip), gt(loginAttempts.attemptedAt, since))),
  ]);
  return (byAccount?.n ?? 0) >= LOGIN_LIMITS.perAccount || (byAddress?.n ?? 0) >= LOGIN_LIMITS.perAddress;
}

export async function recordLoginFailure(db: Db, email: string, ip: string, now: Date): Promise<void> {
  await db.insert(loginAttempts).values({ email, ip, attemptedAt: now });
  // Rows older than the window no longer count; dropping them keeps the table small.
  await db
    .delete(loginAttempts)
    .where(lt(loginAttempts.attemptedAt, new Date(now.getTime() - LOGIN_LIMITS.windowMs)));
}

/** A successful sign-in forgives the account's earlier typos; the address keeps its count. */
export async function clearLoginFailures(db: Db, email: string): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.email, email));
}
