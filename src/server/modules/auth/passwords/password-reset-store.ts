import { and, count, eq, exists, gt, isNull, lt, sql } from 'drizzle-orm';
import type { StaffRole } from '../../../../domain/auth/roles';
import type { Db } from '../../../db/open';
import { passwordResets, staff } from '../../../db/schema';

/** An account that may reset its password: active. A deactivated one gets no link, and its links stop working. */
const isActive = isNull(staff.deactivatedAt);

/**
 * Records a reset link for the account with this email when it is active and has had fewer than
 * `perAccount` links since `since`; returns its id, or null. One statement, run alike whether or not
 * the email is a staff account's, so the request costs the same either way.
 */
export async function insertResetLink(
  db: Db,
  link: { email: string; tokenHash: string; now: Date; expiresAt: Date },
  limit: { perAccount: number; since: Date },
): Promise<string | null> {
  const recent = db
    .select({ n: count() })
    .from(passwordResets)
    .where(and(eq(passwordResets.staffId, staff.id), gt(passwordResets.createdAt, limit.since)));
  const rows = await db
    .insert(passwordResets)
    .select(
      db
        .select({
          id: sql<string>`${link.tokenHash}`.as('id'),
          staffId: staff.id,
          createdAt: sql<Date>`${link.now.toISOString()}::timestamptz`.as('created_at'),
          expiresAt: sql<Date>`${link.expiresAt.toISOString()}::timestamptz`.as('expires_at'),
          usedAt: sql<Date | null>`NULL::timestamptz`.as('used_at'),
        })
        .from(staff)
        .where(and(eq(staff.email, link.email), isActive, sql`(${recent}) < ${limit.perAccount}`)),
    )
    .returning({ staffId: passwordResets.staffId });
  return rows[0]?.staffId ?? null;
}

/** The email of the account a link resets, while the link is unused, unexpired and the account active. */
export async function findResetLink(db: Db, tokenHash: string, now: Date): Promise<{ email: string } | null> {
  const [row] = await db
    .select({ email: staff.email })
    .from(passwordResets)
    .innerJoin(staff, eq(staff.id, passwordResets.staffId))
    .where(
      and(
        eq(passwordResets.id, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
        isActive,
      ),
    );
  return row ?? null;
}

/**
 * Marks a link used, in one conditional update: of two uses at once, one finds it unused and the
 * other finds nothing. Returns the account it resets, or null when the link no longer works.
 */
export async function useResetLink(
  tx: Db,
  tokenHash: string,
  now: Date,
): Promise<{ staffId: string; email: string; role: StaffRole; totpEnabledAt: Date | null } | null> {
  const activeAccount = tx
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.id, passwordResets.staffId), isActive));
  const [used] = await tx
    .update(passwordResets)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResets.id, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
        exists(activeAccount),
      ),
    )
    .returning({ staffId: passwordResets.staffId });
  if (!used) return null;
  const [account] = await tx
    .select({ email: staff.email, role: staff.role, totpEnabledAt: staff.totpEnabledAt })
    .from(staff)
    .where(eq(staff.id, used.staffId));
  return account ? { staffId: used.staffId, ...account } : null;
}

/** Once a password is set, the account's other links stop working too. */
export async function useAllResetLinksOf(tx: Db, staffId: string, now: Date): Promise<void> {
  await tx
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.staffId, staffId), isNull(passwordResets.usedAt)));
}

/** Links that ended a day ago tell nothing any more. */
export async function deleteOldResetLinks(db: Db, now: Date): Promise<void> {
  await db.delete(passwordResets).where(lt(passwordResets.expiresAt, new Date(now.getTime() - 86_400_000)));
}
