import { createHash, randomBytes } from 'node:crypto';
import { and, count, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/open';
import { meta, passkeys, recoveryCodes, signInChallenges, staff } from '../../../db/schema';

/** The owner's rule, in the installation's facts: 'true' when every staff member needs a second factor. */
const TWO_FACTOR_REQUIRED_KEY = 'staff.two_factor_required';

/** Whether the owner requires two-factor of everyone: a condition to read beside other columns. */
export const twoFactorRequiredSql = sql<boolean>`exists (select 1 from ${meta} where ${meta.key} = ${TWO_FACTOR_REQUIRED_KEY} and ${meta.value} = 'true')`;

/**
 * Whether the staff row beside it holds a passkey: a second factor as good as the app's codes. Named
 * in full, as Drizzle leaves a lone table's columns unqualified, where `id` would be the passkey's.
 */
export const hasPasskeySql = sql<boolean>`exists (select 1 from "passkeys" where "passkeys"."staff_id" = "staff"."id")`;

export async function hasPasskey(db: Db, staffId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: passkeys.id })
    .from(passkeys)
    .where(eq(passkeys.staffId, staffId))
    .limit(1);
  return row !== undefined;
}

export async function isTwoFactorRequired(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ value: meta.value })
    .from(meta)
    .where(eq(meta.key, TWO_FACTOR_REQUIRED_KEY));
  return row?.value === 'true';
}

export async function setTwoFactorRequired(db: Db, required: boolean): Promise<void> {
  await db
    .insert(meta)
    .values({ key: TWO_FACTOR_REQUIRED_KEY, value: String(required) })
    .onConflictDoUpdate({ target: meta.key, set: { value: String(required) } });
}

/** A secret waiting for its first code; a second start replaces it (the first QR code stops working). */
export async function startTotp(db: Db, staffId: string, secret: string): Promise<void> {
  await db
    .update(staff)
    .set({ totpSecret: secret, totpLastStep: null })
    .where(and(eq(staff.id, staffId), isNull(staff.totpEnabledAt)));
}

/** The secret set up, and the step of its first code; the recovery codes are replaced beside it. */
export async function enableTotp(tx: Db, staffId: string, step: number, now: Date): Promise<void> {
  await tx.update(staff).set({ totpEnabledAt: now, totpLastStep: step }).where(eq(staff.id, staffId));
}

/**
 * Spends a code's step: only when it is newer than the last one spent. One conditional statement, so
 * the same code sent twice at once signs in once.
 */
export async function spendTotpStep(db: Db, staffId: string, step: number): Promise<boolean> {
  const spent = await db
    .update(staff)
    .set({ totpLastStep: step })
    .where(and(eq(staff.id, staffId), or(isNull(staff.totpLastStep), lt(staff.totpLastStep, step))))
    .returning({ id: staff.id });
  return spent.length === 1;
}

/** Two-factor gone from an account: its secret and its recovery codes (turned off, or reset by an owner). */
export async function clearTwoFactor(tx: Db, staffId: string): Promise<void> {
  await tx
    .update(staff)
    .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null })
    .where(eq(staff.id, staffId));
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.staffId, staffId));
}

/** An owner's reset takes the passkeys too: whoever holds the lost device signs in with none of them. */
export async function deletePasskeysOf(tx: Db, staffId: string): Promise<void> {
  await tx.delete(passkeys).where(eq(passkeys.staffId, staffId));
}

export async function replaceRecoveryCodes(tx: Db, staffId: string, hashes: string[]): Promise<void> {
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.staffId, staffId));
  await tx.insert(recoveryCodes).values(hashes.map((codeHash) => ({ staffId, codeHash })));
}

/** Spends a recovery code: true once, for the first request that names it. */
export async function spendRecoveryCode(
  db: Db,
  staffId: string,
  codeHash: string,
  now: Date,
): Promise<boolean> {
  const spent = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(recoveryCodes.staffId, staffId),
        eq(recoveryCodes.codeHash, codeHash),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return spent.length === 1;
}

export async function recoveryCodesLeft(db: Db, staffId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.staffId, staffId), isNull(recoveryCodes.usedAt)));
  return row?.n ?? 0;
}

function challengeIdOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A sign-in waiting for its second factor; the token goes in the challenge cookie. */
export async function createChallenge(
  db: Db,
  staffId: string,
  now: Date,
  lifetimeMs: number,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.delete(signInChallenges).where(lt(signInChallenges.expiresAt, now));
  await db.insert(signInChallenges).values({
    id: challengeIdOf(token),
    staffId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + lifetimeMs),
  });
  return token;
}

/** The account a live challenge is for, with what checking its code needs; undefined when gone or expired. */
export async function findChallenge(db: Db, token: string, now: Date) {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return undefined;
  const [row] = await db
    .select({
      challengeId: signInChallenges.id,
      staffId: staff.id,
      email: staff.email,
      role: staff.role,
      totpSecret: staff.totpSecret,
      totpLastStep: staff.totpLastStep,
    })
    .from(signInChallenges)
    .innerJoin(staff, eq(staff.id, signInChallenges.staffId))
    .where(
      and(
        eq(signInChallenges.id, challengeIdOf(token)),
        gt(signInChallenges.expiresAt, now),
        isNull(staff.deactivatedAt),
      ),
    );
  return row;
}

/** A challenge used: the row goes, so its cookie finishes no second sign-in. True for the one request that took it. */
export async function takeChallenge(db: Db, token: string): Promise<boolean> {
  const taken = await db
    .delete(signInChallenges)
    .where(eq(signInChallenges.id, challengeIdOf(token)))
    .returning({ id: signInChallenges.id });
  return taken.length === 1;
}
