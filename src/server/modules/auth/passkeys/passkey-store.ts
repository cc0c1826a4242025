import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/open';
import { passkeyChallenges, passkeys } from '../../../db/schema';

export type PasskeyRow = typeof passkeys.$inferSelect;
/** Making a passkey, signing in with one, or confirming it's you with one in a signed-in session. */
export type PasskeyPurpose = 'register' | 'sign-in' | 'confirm';

const idOf = (token: string) => createHash('sha256').update(token).digest('hex');

export function passkeysOf(db: Db, staffId: string): Promise<PasskeyRow[]> {
  return db.select().from(passkeys).where(eq(passkeys.staffId, staffId)).orderBy(asc(passkeys.createdAt));
}

export async function findPasskey(db: Db, id: string): Promise<PasskeyRow | undefined> {
  const [row] = await db.select().from(passkeys).where(eq(passkeys.id, id));
  return row;
}

export async function insertPasskey(
  db: Db,
  row: Pick<PasskeyRow, 'id' | 'staffId' | 'publicKey' | 'counter' | 'transports' | 'name'>,
): Promise<void> {
  await db.insert(passkeys).values(row);
}

/** Removes one of a member's passkeys: true when it was theirs. */
export async function deletePasskey(db: Db, staffId: string, id: string): Promise<boolean> {
  const gone = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.staffId, staffId)))
    .returning({ id: passkeys.id });
  return gone.length === 1;
}

/**
 * A use of a passkey: its counter moves forward, by one conditional statement, so a signature
 * replayed, or a cloned authenticator behind, is refused. Authenticators that count nothing (0) pass.
 */
export async function recordPasskeyUse(db: Db, id: string, counter: number, now: Date): Promise<boolean> {
  const used = await db
    .update(passkeys)
    .set({ counter, lastUsedAt: now })
    .where(and(eq(passkeys.id, id), or(eq(sql`${counter}::int`, 0), lt(passkeys.counter, counter))))
    .returning({ id: passkeys.id });
  return used.length === 1;
}

/** A challenge for the browser's passkey to sign; the token goes in the passkey cookie. */
export async function createPasskeyChallenge(
  db: Db,
  challenge: string,
  purpose: PasskeyPurpose,
  staffId: string | null,
  expiresAt: Date,
  now: Date,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.delete(passkeyChallenges).where(lt(passkeyChallenges.expiresAt, now));
  await db.insert(passkeyChallenges).values({ id: idOf(token), challenge, purpose, staffId, expiresAt });
  return token;
}

/** Takes a live challenge once: the request that takes it is the only one that can use it. */
export async function takePasskeyChallenge(db: Db, token: string, purpose: PasskeyPurpose, now: Date) {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return undefined;
  const [row] = await db
    .delete(passkeyChallenges)
    .where(
      and(
        eq(passkeyChallenges.id, idOf(token)),
        eq(passkeyChallenges.purpose, purpose),
        gt(passkeyChallenges.expiresAt, now),
      ),
    )
    .returning({ challenge: passkeyChallenges.challenge, staffId: passkeyChallenges.staffId });
  return row;
}
