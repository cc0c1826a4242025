import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, ne } from 'drizzle-orm';
import type { StaffRole } from '../../../../domain/auth/roles';
import type { Db } from '../../../db/open';
import { sessions, staff } from '../../../db/schema';
import { hasPasskeySql, twoFactorRequiredSql } from '../two-factor/two-factor-store';
import { deviceRecord, type SignInDevice } from './device';

/** A signed-in staff member as a request knows them: the role is read with the session, each request. */
export type StaffMember = { id: string; email: string; role: StaffRole };

/** A staff member signed in on this request, with what the guard checks beyond the role. */
export type SignedInStaff = StaffMember & {
  /** A second factor is set up for the account. */
  twoFactor: boolean;
  /** The owner requires two-factor and the account has none: only setting it up is open. */
  twoFactorSetupRequired: boolean;
  /** When this session last proved who it is (see REAUTH_MINUTES). */
  authenticatedAt: Date;
};

const TOKEN_BYTES = 32;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** A session used again within this time is not written back, so browsing the admin is not a write per request. */
const TOUCH_AFTER_MS = 5 * 60 * 1000;

/** The row id for a token: only its SHA-256 is stored, so reading the table gives no one a session. */
export function sessionIdOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Starts a session and returns the token for the cookie (32 random bytes, base64url). The device it
 * starts on is kept as a label and a masked address only (device.ts), for the list of devices.
 */
export async function createSession(
  db: Db,
  staffId: string,
  now: Date,
  lifetimeMs: number,
  device?: SignInDevice,
): Promise<string> {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  const { label, address } = deviceRecord(device);
  await db.insert(sessions).values({
    id: sessionIdOf(token),
    staffId,
    createdAt: now,
    lastSeenAt: now,
    authenticatedAt: now,
    expiresAt: new Date(now.getTime() + lifetimeMs),
    deviceLabel: label,
    deviceAddress: address,
  });
  return token;
}

/**
 * The staff member a token signs in, or null when it is unknown or expired. Expiry slides: a
 * session used now lasts the full lifetime from now. `renewed` says the cookie should be sent again.
 */
export async function findSession(
  db: Db,
  token: string,
  now: Date,
  lifetimeMs: number,
): Promise<{ staff: SignedInStaff; renewed: boolean } | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const id = sessionIdOf(token);
  const [row] = await db
    .select({
      staffId: staff.id,
      email: staff.email,
      role: staff.role,
      lastSeenAt: sessions.lastSeenAt,
      authenticatedAt: sessions.authenticatedAt,
      totpEnabledAt: staff.totpEnabledAt,
      hasPasskey: hasPasskeySql,
      required: twoFactorRequiredSql,
    })
    .from(sessions)
    .innerJoin(staff, eq(staff.id, sessions.staffId))
    .where(and(eq(sessions.id, id), gt(sessions.expiresAt, now), isNull(staff.deactivatedAt)));
  if (!row) return null;
  const renewed = now.getTime() - row.lastSeenAt.getTime() >= TOUCH_AFTER_MS;
  if (renewed) {
    await db
      .update(sessions)
      .set({ lastSeenAt: now, expiresAt: new Date(now.getTime() + lifetimeMs) })
      .where(eq(sessions.id, id));
  }
  const twoFactor = row.totpEnabledAt !== null || row.hasPasskey;
  const member = { id: row.staffId, email: row.email, role: row.role };
  return {
    staff: signedInStaff(member, twoFactor, row.required, row.authenticatedAt),
    renewed,
  };
}

export function signedInStaff(
  member: StaffMember,
  twoFactor: boolean,
  required: boolean,
  authenticatedAt: Date,
): SignedInStaff {
  return { ...member, twoFactor, twoFactorSetupRequired: required && !twoFactor, authenticatedAt };
}

/** This session has just proved who it is again (a password or a code given on asking). */
export async function markAuthenticated(db: Db, token: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ authenticatedAt: now, confirmFailures: 0 })
    .where(eq(sessions.id, sessionIdOf(token)));
}

/** Signing out: the row goes, so the token is worthless even if the cookie survives somewhere. */
export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionIdOf(token)));
}

export async function deleteExpiredSessions(db: Db, now: Date): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
}

/** Ends every session of a staff member but the one with `keepToken` (after a password change, or all on deactivation). */
export async function deleteSessionsOf(db: Db, staffId: string, keepToken?: string): Promise<void> {
  const keep = keepToken === undefined ? undefined : ne(sessions.id, sessionIdOf(keepToken));
  await db.delete(sessions).where(and(eq(sessions.staffId, staffId), keep));
}
