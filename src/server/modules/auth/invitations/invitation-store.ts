import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { InvitationEnd } from '../../../../domain/auth/invitation';
import type { StaffRole } from '../../../../domain/auth/roles';
import type { Db } from '../../../db/open';
import { staffInvitations } from '../../../db/schema';

/** An invitation as the tables keep it. */
export type InvitationRow = typeof staffInvitations.$inferSelect;

const pending = isNull(staffInvitations.usedAt);

/**
 * Holds invitations to this email, until the transaction ends: two owners inviting the same person
 * at once are taken one after the other, so the second replaces the first's invitation rather than
 * colliding with it (only one pending invitation per email may exist).
 */
export async function lockInvitationsTo(tx: Db, email: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`staff-invitation:${email}`}))`);
}

/** Ends the pending invitation to this email, if any: its link stops working. */
export async function replacePendingTo(tx: Db, email: string, now: Date): Promise<void> {
  await tx
    .update(staffInvitations)
    .set({ usedAt: now, outcome: 'replaced' })
    .where(and(eq(staffInvitations.email, email), pending));
}

export async function insertInvitation(
  tx: Db,
  invitation: { tokenHash: string; email: string; role: StaffRole; now: Date; expiresAt: Date },
): Promise<InvitationRow> {
  const [row] = await tx
    .insert(staffInvitations)
    .values({
      tokenHash: invitation.tokenHash,
      email: invitation.email,
      role: invitation.role,
      createdAt: invitation.now,
      expiresAt: invitation.expiresAt,
    })
    .returning();
  if (!row) throw new Error('The invitation row was not returned.');
  return row;
}

/** Invitations whose link still works, newest first. */
export function listPendingInvitations(db: Db, now: Date): Promise<InvitationRow[]> {
  return db
    .select()
    .from(staffInvitations)
    .where(and(pending, gt(staffInvitations.expiresAt, now)))
    .orderBy(desc(staffInvitations.createdAt), desc(staffInvitations.email));
}

export async function findInvitationByToken(db: Db, tokenHash: string): Promise<InvitationRow | undefined> {
  const [row] = await db.select().from(staffInvitations).where(eq(staffInvitations.tokenHash, tokenHash));
  return row;
}

/**
 * Ends a pending invitation, in one conditional update: returns it, or null when it was not
 * pending (accepted, cancelled, replaced) or does not exist.
 */
export async function endInvitation(
  tx: Db,
  where: { id: string } | { tokenHash: string },
  outcome: InvitationEnd,
  now: Date,
): Promise<InvitationRow | null> {
  const which =
    'id' in where ? eq(staffInvitations.id, where.id) : eq(staffInvitations.tokenHash, where.tokenHash);
  // Only an unexpired invitation can be accepted; one that has expired can still be cancelled.
  const usable = outcome === 'accepted' ? gt(staffInvitations.expiresAt, now) : undefined;
  const [row] = await tx
    .update(staffInvitations)
    .set({ usedAt: now, outcome })
    .where(and(which, pending, usable))
    .returning();
  return row ?? null;
}

/** Invitations that ended a month ago tell nothing any more: their links would only say "unknown". */
export async function deleteOldInvitations(db: Db, now: Date): Promise<void> {
  await db
    .delete(staffInvitations)
    .where(lt(staffInvitations.expiresAt, new Date(now.getTime() - 30 * 86_400_000)));
}
