import { randomBytes } from 'node:crypto';
import { STAFF_MESSAGES } from '../../../../domain/auth/auth';
import {
  INVITATION_HOURS,
  INVITATION_LINK_MESSAGES,
  INVITATION_MESSAGES,
  type InvitationState,
} from '../../../../domain/auth/invitation';
import type { Invitation, InvitationCheck } from '../../../../domain/auth/invitation-contract';
import type { PasswordPolicy } from '../../../../domain/auth/password-policy';
import type { StaffRole } from '../../../../domain/auth/roles';
import type { Db } from '../../../db/open';
import { ConflictError, HttpError, NotFoundError } from '../../../http/errors';
import { recordActivity } from '../../../kernel/activity-record';
import type { Actor } from '../../../kernel/actor';
import { PasswordPolicyError } from '../auth-errors';
import { passwordProblems } from '../passwords/common-passwords';
import { hashPassword } from '../passwords/password-hash';
import type { SignInDevice } from '../sessions/device';
import { type StaffMember, sessionIdOf } from '../sessions/session-store';
import { type SignInStep, stepAfterPassword } from '../sessions/sign-in-step';
import { DuplicateStaffError, findStaffByEmail, insertStaff } from '../staff/staff-store';
import {
  deleteOldInvitations,
  endInvitation,
  findInvitationByToken,
  type InvitationRow,
  insertInvitation,
  listPendingInvitations,
  lockInvitationsTo,
  replacePendingTo,
} from './invitation-store';

const LIFETIME_MS = INVITATION_HOURS * 60 * 60 * 1000;
const TOKEN_BYTES = 32;

/** A link that does not work: which way it does not (expired, used, cancelled, replaced, unknown). */
class InvitationLinkError extends HttpError {
  constructor(state: Exclude<InvitationState, 'pending'>) {
    const message = INVITATION_LINK_MESSAGES[state];
    super(410, `invitation_${state}`, message, { token: message });
  }
}

/** A taken email, with the same words as adding an account with it. */
function duplicateStaff(): ConflictError {
  return new ConflictError('duplicate_staff', STAFF_MESSAGES.duplicate, { email: STAFF_MESSAGES.duplicate });
}

export type StaffInvitationsOptions = {
  policy: PasswordPolicy;
  sessionLifetimeMs: number;
  /** The clock; tests move it. */
  now?: () => Date;
};

/**
 * Invitations to join the staff: an owner names an email and a role, the invitee follows a link that
 * works once, for INVITATION_HOURS, chooses a password and is signed in. Only the token's SHA-256 is
 * stored, so the link exists in the email (or the owner's screen, once) and nowhere else.
 */
export class StaffInvitations {
  readonly #now: () => Date;

  constructor(
    private readonly db: Db,
    private readonly options: StaffInvitationsOptions,
  ) {
    this.#now = options.now ?? (() => new Date());
  }

  /**
   * A new invitation and its link's token. An email with an account is refused (409 on the email);
   * one with a pending invitation has it replaced, and the old link stops working.
   */
  async invite(
    email: string,
    role: StaffRole,
    by: Actor,
  ): Promise<{ invitation: Invitation; token: string }> {
    const now = this.#now();
    const token = randomBytes(TOKEN_BYTES).toString('base64url');
    const row = await this.db.transaction(async (tx) => {
      await lockInvitationsTo(tx, email);
      if (await findStaffByEmail(tx, email)) throw duplicateStaff();
      await replacePendingTo(tx, email, now);
      const added = await insertInvitation(tx, {
        tokenHash: sessionIdOf(token),
        email,
        role,
        now,
        expiresAt: new Date(now.getTime() + LIFETIME_MS),
      });
      await recordActivity(tx, by, {
        action: 'staff.invite',
        subject: 'staff',
        subjectId: added.id,
        summary: `Invited ${email} to join as ${role}`,
        after: { email, role },
      });
      return added;
    });
    await deleteOldInvitations(this.db, now);
    return { invitation: invitationOf(row), token };
  }

  /** The invitations whose links still work, newest first. */
  async pending(): Promise<Invitation[]> {
    return (await listPendingInvitations(this.db, this.#now())).map(invitationOf);
  }

  /** Cancels a pending invitation (an expired one too): its link stops working. */
  async cancel(id: string, by: Actor): Promise<void> {
    await this.db.transaction(async (tx) => {
      const ended = await endInvitation(tx, { id }, 'cancelled', this.#now());
      if (!ended) throw new NotFoundError(INVITATION_MESSAGES.notFound);
      await recordActivity(tx, by, {
        action: 'staff.invitation_cancel',
        subject: 'staff',
        subjectId: ended.id,
        summary: `Cancelled the invitation of ${ended.email} as ${ended.role}`,
        before: { email: ended.email, role: ended.role },
      });
    });
  }

  /** Where a link stands; the email and role it makes only while it works. */
  async check(token: string): Promise<InvitationCheck> {
    const row = await findInvitationByToken(this.db, sessionIdOf(token));
    const state = stateOf(row, this.#now());
    if (state !== 'pending' || !row) {
      const dead = state === 'pending' ? 'unknown' : state;
      return {
        state: dead,
        email: null,
        role: null,
        expiresAt: null,
        message: INVITATION_LINK_MESSAGES[dead],
      };
    }
    return {
      state,
      email: row.email,
      role: row.role,
      expiresAt: row.expiresAt.toISOString(),
      message: null,
    };
  }

  /**
   * Makes the account through a link, once, and a session for this browser. The link is used up in
   * one conditional update inside the transaction: of two accepts at once, one makes the account and
   * the other is told the link has been used.
   */
  async accept(token: string, password: string, device?: SignInDevice): Promise<SignInStep> {
    const problems = await passwordProblems(password, this.options.policy);
    if (problems.length > 0) throw new PasswordPolicyError(problems);
    // A dead link is refused before the costly hashing.
    const before = await this.check(token);
    if (before.state !== 'pending') throw new InvitationLinkError(before.state);
    const passwordHash = await hashPassword(password);
    const now = this.#now();
    const tokenHash = sessionIdOf(token);
    return this.db.transaction(async (tx) => {
      const claimed = await endInvitation(tx, { tokenHash }, 'accepted', now);
      if (!claimed) {
        const state = stateOf(await findInvitationByToken(tx, tokenHash), now);
        throw new InvitationLinkError(state === 'pending' ? 'unknown' : state);
      }
      let added: StaffMember;
      try {
        added = await insertStaff(tx, claimed.email, passwordHash, claimed.role);
      } catch (error) {
        throw error instanceof DuplicateStaffError ? duplicateStaff() : error;
      }
      await recordActivity(
        tx,
        { staffId: added.id, staffEmail: added.email },
        {
          action: 'staff.invitation_accept',
          subject: 'staff',
          subjectId: added.id,
          summary: `${added.email} accepted an invitation and joined as ${added.role}`,
          after: { email: added.email, role: added.role },
        },
      );
      // A new account has no second factor yet: signed in, and led to set one up if the owner requires it.
      const fresh = { ...added, totpEnabledAt: null };
      return stepAfterPassword(tx, fresh, now, this.options.sessionLifetimeMs, device);
    });
  }
}

function invitationOf(row: InvitationRow): Invitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

function stateOf(row: InvitationRow | undefined, now: Date): InvitationState {
  if (!row) return 'unknown';
  if (row.outcome) return row.outcome;
  return row.expiresAt.getTime() > now.getTime() ? 'pending' : 'expired';
}
