import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/open';
import { loginAttempts, signInChallenges } from '../../../db/schema';
import { LOGIN_LIMITS } from '../sessions/login-limiter';

/**
 * How many wrong codes the second step of a sign-in takes. Whoever reaches it knows the password,
 * and a six-digit code has three right answers in a million at any moment (the step before and
 * after count too), so the limits are on the challenge and the account, not only on the client:
 * an outside test guessed 500 codes on one challenge from rotating IPv6 addresses.
 * - a waiting sign-in takes `perChallenge` wrong tries, then ends: the password must be given again;
 * - an account takes `perAccount` wrong codes in the window, from any client and any sign-in, then
 *   its authenticator codes are not checked until the window has passed. A recovery code (about 50
 *   random bits, out of reach of guessing) and a passkey still sign the member in, so someone who
 *   has the password cannot keep the owner of the account out;
 * - a client is held to sign-in's limits (login-limiter.ts), under the codes' own key.
 */
const CODE_GUESS_LIMITS = {
  perChallenge: 5,
  perAccount: 10,
  /** The login attempts table keeps rows this long (forgetOldLoginAttempts): the account's window. */
  windowMs: LOGIN_LIMITS.windowMs,
} as const;

/** Any fixed number: the first half of the advisory lock key one account's code guesses take turns on. */
const CODE_LOCK = 4_310_276;

type CodeGuessVerdict = { refused: 'client' | 'account' | 'challenge' } | { refused: null; lastTry: boolean };

/** The login attempts key a code guess on an account is kept under, apart from its passwords. */
export function codeKeyOf(email: string): string {
  return `second-factor:${email}`;
}

/**
 * Takes one try of a waiting sign-in, or ends it when none is left; `lastTry` when this was its
 * last. One conditional UPDATE, so tries sent at once cannot take more than there are.
 */
export async function takeChallengeTry(
  db: Db,
  challengeId: string,
): Promise<{ taken: false } | { taken: true; lastTry: boolean }> {
  const [row] = await db
    .update(signInChallenges)
    .set({ failures: sql`${signInChallenges.failures} + 1` })
    .where(
      and(
        eq(signInChallenges.id, challengeId),
        lt(signInChallenges.failures, CODE_GUESS_LIMITS.perChallenge),
      ),
    )
    .returning({ failures: signInChallenges.failures });
  if (!row) {
    await db.delete(signInChallenges).where(eq(signInChallenges.id, challengeId));
    return { taken: false };
  }
  return { taken: true, lastTry: row.failures >= CODE_GUESS_LIMITS.perChallenge };
}

/**
 * Whether this code may be checked, counted as a failure before it is (a right one is forgiven
 * after, with clearLoginFailures): one account's guesses take turns on an advisory lock, so
 * guesses sent at once from many addresses each count what came before them.
 */
export async function claimCodeGuess(
  db: Db,
  guess: { email: string; challengeId: string; client: string; recovery: boolean; now: Date },
): Promise<CodeGuessVerdict> {
  const key = codeKeyOf(guess.email);
  const since = new Date(guess.now.getTime() - CODE_GUESS_LIMITS.windowMs);
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${CODE_LOCK}, hashtext(${key}))`);
    const pair = and(eq(loginAttempts.email, key), eq(loginAttempts.ip, guess.client));
    const [counts] = await tx
      .select({
        byPair: sql<number>`count(*) FILTER (WHERE ${pair})`.mapWith(Number),
        byClient: sql<number>`count(*) FILTER (WHERE ${eq(loginAttempts.ip, guess.client)})`.mapWith(Number),
        byAccount: sql<number>`count(*) FILTER (WHERE ${eq(loginAttempts.email, key)})`.mapWith(Number),
      })
      .from(loginAttempts)
      .where(
        and(
          gt(loginAttempts.attemptedAt, since),
          or(eq(loginAttempts.ip, guess.client), eq(loginAttempts.email, key)),
        ),
      );
    const { byPair = 0, byClient = 0, byAccount = 0 } = counts ?? {};
    if (byPair >= LOGIN_LIMITS.perPair || byClient >= LOGIN_LIMITS.perAddress) return { refused: 'client' };
    if (!guess.recovery && byAccount >= CODE_GUESS_LIMITS.perAccount) return { refused: 'account' };
    const taken = await takeChallengeTry(tx, guess.challengeId);
    if (!taken.taken) return { refused: 'challenge' };
    await tx.insert(loginAttempts).values({ email: key, ip: guess.client, attemptedAt: guess.now });
    return { refused: null, lastTry: taken.lastTry };
  });
}
