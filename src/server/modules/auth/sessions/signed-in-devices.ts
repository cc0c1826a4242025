import { and, desc, eq, gt, ne } from 'drizzle-orm';
import { STAFF_MESSAGES } from '../../../../domain/auth/auth';
import { DEVICE_MESSAGES, type SignedInDevice, UNKNOWN_DEVICE } from '../../../../domain/auth/devices';
import type { Db } from '../../../db/open';
import { sessions } from '../../../db/schema';
import { ConflictError, NotFoundError } from '../../../http/errors';
import { recordActivity } from '../../../kernel/activity-record';
import { byMember } from '../../../kernel/actor';
import { findStaffById } from '../staff/staff-store';
import { type StaffMember, sessionIdOf } from './session-store';

/**
 * Each staff member's sessions as the devices they are signed in on: listed to them by a public id
 * (never the token's hash), ended one by one or all but this one, and all of them by an owner. Every
 * end is recorded in the activity log; a session that is not one's own is answered as unknown.
 */
export class SignedInDevices {
  readonly #now: () => Date;

  constructor(
    private readonly db: Db,
    { now }: { now?: () => Date } = {},
  ) {
    this.#now = now ?? (() => new Date());
  }

  /**
   * One's live sessions: this one first (`current`, the one whose token is given), then the others
   * most recently used first.
   */
  async list(staffId: string, currentToken: string): Promise<SignedInDevice[]> {
    const currentId = sessionIdOf(currentToken);
    const rows = await this.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.staffId, staffId), gt(sessions.expiresAt, this.#now())))
      .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
    const devices = rows.map((row) => ({
      id: row.publicId,
      label: row.deviceLabel ?? UNKNOWN_DEVICE,
      address: row.deviceAddress,
      signedInAt: row.createdAt.toISOString(),
      lastSeenAt: row.lastSeenAt.toISOString(),
      current: row.id === currentId,
    }));
    return [...devices.filter((device) => device.current), ...devices.filter((device) => !device.current)];
  }

  /**
   * Ends one of one's own sessions. Another member's, or one already gone, is a 404 either way.
   * Returns whether it was the session asking, whose browser is then signed out.
   */
  async endOne(member: StaffMember, publicId: string, currentToken: string): Promise<{ current: boolean }> {
    return this.db.transaction(async (tx) => {
      const [ended] = await tx
        .delete(sessions)
        .where(and(eq(sessions.publicId, publicId), eq(sessions.staffId, member.id)))
        .returning({ id: sessions.id, label: sessions.deviceLabel, address: sessions.deviceAddress });
      if (!ended) throw new NotFoundError(DEVICE_MESSAGES.notFound);
      const device = [ended.label ?? UNKNOWN_DEVICE, ended.address].filter(Boolean).join(', ');
      await recordActivity(tx, byMember(member), {
        action: 'staff.session_end',
        subject: 'staff',
        subjectId: member.id,
        summary: `${member.email} signed out one of their devices (${device})`,
      });
      return { current: ended.id === sessionIdOf(currentToken) };
    });
  }

  /** "Sign out everywhere else": every session of one's own but the one asking. */
  async endOthers(member: StaffMember, currentToken: string): Promise<number> {
    return this.db.transaction(async (tx) => {
      const ended = await tx
        .delete(sessions)
        .where(and(eq(sessions.staffId, member.id), ne(sessions.id, sessionIdOf(currentToken))))
        .returning({ id: sessions.id });
      await recordActivity(tx, byMember(member), {
        action: 'staff.sessions_end_others',
        subject: 'staff',
        subjectId: member.id,
        summary: `${member.email} signed out everywhere else (${devices(ended.length)})`,
        after: { ended: ended.length },
      });
      return ended.length;
    });
  }

  /**
   * An owner signs another member out everywhere, say after a lost phone. Never one's own account
   * this way: that is "Sign out everywhere else", which keeps this browser signed in.
   */
  async endAllOf(staffId: string, actor: StaffMember): Promise<number> {
    if (staffId === actor.id) throw new ConflictError('own_account', DEVICE_MESSAGES.ownSessions);
    return this.db.transaction(async (tx) => {
      const account = await findStaffById(tx, staffId);
      if (!account) throw new NotFoundError(STAFF_MESSAGES.notFound);
      const ended = await tx
        .delete(sessions)
        .where(eq(sessions.staffId, staffId))
        .returning({ id: sessions.id });
      await recordActivity(tx, byMember(actor), {
        action: 'staff.sessions_end',
        subject: 'staff',
        subjectId: staffId,
        summary: `Signed ${account.email} out everywhere (${devices(ended.length)})`,
        after: { ended: ended.length },
      });
      return ended.length;
    });
  }
}

function devices(count: number): string {
  return count === 1 ? '1 device' : `${count} devices`;
}
