import { STAFF_MESSAGES, type StaffAccount } from '../../../../domain/auth/auth';
import type { PasswordPolicy } from '../../../../domain/auth/password-policy';
import type { StaffRole } from '../../../../domain/auth/roles';
import { REAUTH_MINUTES } from '../../../../domain/auth/two-factor';
import type { Db } from '../../../db/open';
import { BadRequestError, ConflictError, NotFoundError } from '../../../http/errors';
import { recordActivity } from '../../../kernel/activity-record';
import { type Actor, byMember } from '../../../kernel/actor';
import { InvalidCredentialsError, PasswordPolicyError, TooManyAttemptsError } from '../auth-errors';
import { passwordProblems } from '../passwords/common-passwords';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../passwords/password-hash';
import type { SignInDevice } from '../sessions/device';
import { claimLoginAttempt, clearLoginFailures, forgetOldLoginAttempts } from '../sessions/login-limiter';
import { type SessionCookie, sessionCookie } from '../sessions/session-cookie';
import {
  deleteExpiredSessions,
  deleteSession,
  deleteSessionsOf,
  findSession,
  type SignedInStaff,
  type StaffMember,
} from '../sessions/session-store';
import { type SignInStep, stepAfterPassword } from '../sessions/sign-in-step';
import { confirmItIsYou, finishSignIn, type ProofContext } from '../two-factor/second-factor-sign-in';
import { StaffTwoFactor } from '../two-factor/two-factor';
import { assertAnOwnerRemains, changeRole } from './staff-roles';
import {
  countStaff,
  DuplicateStaffError,
  findStaffByEmail,
  findStaffById,
  insertStaff,
  listStaff,
  lockActiveStaff,
  setDeactivated,
  setPasswordHash,
} from './staff-store';

export type StaffAuthOptions = {
  sessionDays: number;
  passwordPolicy: PasswordPolicy;
  /** Over HTTPS: a Secure, `__Host-` cookie. */
  secureCookies: boolean;
  /** The clock; tests move it. */
  now?: () => Date;
  /** Waits before checking a password on an account under attack; tests record it instead. */
  sleep?: (ms: number) => Promise<void>;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** Staff accounts and their sessions: what `app.auth` holds. Routes never touch the tables directly. */
export class StaffAuth {
  readonly policy: PasswordPolicy;
  readonly sessionLifetimeMs: number;
  readonly cookie: SessionCookie;
  /** Second factors: setting one up, recovery codes, the owner's rule (two-factor.ts). */
  readonly twoFactor: StaffTwoFactor;
  readonly #now: () => Date;
  readonly #sleep: (ms: number) => Promise<void>;

  constructor(
    private readonly db: Db,
    options: StaffAuthOptions,
  ) {
    this.policy = options.passwordPolicy;
    this.sessionLifetimeMs = options.sessionDays * DAY_MS;
    this.cookie = sessionCookie(options.secureCookies, this.sessionLifetimeMs);
    this.#now = options.now ?? (() => new Date());
    this.#sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
    this.twoFactor = new StaffTwoFactor(db, this.#now);
  }

  /**
   * Checks the email and password and starts a session, returning its token. Refused before any
   * hashing when this client (clientOf: an address, or an IPv6 /64) has failed too often lately;
   * slowed, never refused, when only the account has (see login-limiter.ts).
   */
  async signIn(email: string, password: string, client: string, device?: SignInDevice): Promise<SignInStep> {
    const now = this.#now();
    // The attempt is counted as a failure from here on, until it succeeds.
    const verdict = await claimLoginAttempt(this.db, email, client, now);
    if (verdict.refused) throw new TooManyAttemptsError();
    if (verdict.delayMs > 0) await this.#sleep(verdict.delayMs);
    const found = await findStaffByEmail(this.db, email);
    // A deactivated account is answered as an unknown one, after the same work.
    const account = found?.deactivatedAt ? undefined : found;
    const ok = account
      ? await verifyPassword(password, account.passwordHash)
      : await verifyAgainstDummy(password);
    if (!account || !ok) {
      await forgetOldLoginAttempts(this.db, now);
      throw new InvalidCredentialsError();
    }
    await clearLoginFailures(this.db, email, client);
    await deleteExpiredSessions(this.db, now);
    return stepAfterPassword(this.db, account, now, this.sessionLifetimeMs, device);
  }

  /** The code that finishes a sign-in waiting under a challenge (sign-in-step.ts). */
  finishSignIn(challengeToken: string, code: string, client: string, device?: SignInDevice) {
    return finishSignIn(this.#proofContext(), challengeToken, code, client, device);
  }

  /**
   * The password or a code given again: this session counts as recently signed in from now. A few
   * wrong answers end this session (and nothing else).
   */
  confirmItIsYou(
    sessionToken: string,
    staff: SignedInStaff,
    proof: { password?: string | undefined; code?: string | undefined },
  ): Promise<void> {
    return confirmItIsYou(this.#proofContext(), sessionToken, staff, proof);
  }

  /** Whether this session proved who it is recently enough for a refund, a staff change, an export. */
  isRecent(staff: SignedInStaff): boolean {
    return this.#now().getTime() - staff.authenticatedAt.getTime() <= REAUTH_MINUTES * 60 * 1000;
  }

  #proofContext(): ProofContext {
    return {
      db: this.db,
      twoFactor: this.twoFactor,
      now: this.#now(),
      sessionLifetimeMs: this.sessionLifetimeMs,
    };
  }

  /** The staff member a session token belongs to, or null; `renewed` means the cookie's lifetime should be sent again. */
  session(token: string) {
    return findSession(this.db, token, this.#now(), this.sessionLifetimeMs);
  }

  signOut(token: string): Promise<void> {
    return deleteSession(this.db, token);
  }

  /**
   * Adds a staff member after checking the password against the policy; added by a staff member
   * (`by`), the activity log records it, never the password.
   */
  async createStaff(
    email: string,
    password: string,
    by?: Actor,
    role: StaffRole = 'owner',
  ): Promise<StaffMember> {
    const problems = await passwordProblems(password, this.policy);
    if (problems.length > 0) throw new PasswordPolicyError(problems);
    const passwordHash = await hashPassword(password);
    return this.db.transaction(async (tx) => {
      const added = await insertStaff(tx, email, passwordHash, role);
      if (by) {
        const summary = `Added staff account ${added.email} as ${role}`;
        await recordActivity(tx, by, {
          action: 'staff.create',
          subject: 'staff',
          subjectId: added.id,
          summary,
          after: { email: added.email, role },
        });
      }
      return added;
    });
  }

  /** Every account, for the staff screen; `you` marks the one asking. */
  async accounts(viewerId: string): Promise<StaffAccount[]> {
    return (await listStaff(this.db)).map((row) => ({
      id: row.id,
      email: row.email,
      role: row.role,
      active: row.deactivatedAt === null,
      twoFactor: row.totpEnabledAt !== null || row.hasPasskey,
      you: row.id === viewerId,
      createdAt: row.createdAt.toISOString(),
    }));
  }

  /**
   * Gives an account another role. The last active owner cannot be made anything else, also when
   * two owners demote each other at once (see staff-roles.ts).
   */
  changeRole(id: string, role: StaffRole, actor: StaffMember): Promise<void> {
    return this.db.transaction((tx) => changeRole(tx, id, role, byMember(actor)));
  }

  /** Adds a staff member from the admin: a taken email is a 409 on the email field. */
  async addStaff(email: string, password: string, role: StaffRole, by: Actor): Promise<StaffMember> {
    try {
      return await this.createStaff(email, password, by, role);
    } catch (error) {
      if (error instanceof DuplicateStaffError) {
        throw new ConflictError('duplicate_staff', STAFF_MESSAGES.duplicate, {
          email: STAFF_MESSAGES.duplicate,
        });
      }
      throw error;
    }
  }

  /**
   * Deactivates an account and ends its sessions. Never one's own, and never the last active one:
   * the active rows are locked first, so two staff deactivating each other cannot both succeed.
   */
  async deactivate(id: string, actor: StaffMember): Promise<void> {
    const actorId = actor.id;
    if (id === actorId) throw new ConflictError('own_account', STAFF_MESSAGES.ownAccount);
    await this.db.transaction(async (tx) => {
      const active = await lockActiveStaff(tx);
      const account = await findStaffById(tx, id);
      if (!account) throw new NotFoundError(STAFF_MESSAGES.notFound);
      if (account.deactivatedAt) return;
      if (active.length <= 1 || !active.some((row) => row.id === actorId)) {
        throw new ConflictError('last_staff', STAFF_MESSAGES.lastActive);
      }
      assertAnOwnerRemains(active, id, null);
      await setDeactivated(tx, id, this.#now());
      await deleteSessionsOf(tx, id);
      await recordActivity(tx, byMember(actor), staffChange('deactivate', account.email, id, true, false));
    });
  }

  async reactivate(id: string, actor: StaffMember): Promise<void> {
    await this.db.transaction(async (tx) => {
      const account = await findStaffById(tx, id);
      if (!account) throw new NotFoundError(STAFF_MESSAGES.notFound);
      await setDeactivated(tx, id, null);
      const wasActive = account.deactivatedAt === null;
      await recordActivity(
        tx,
        byMember(actor),
        staffChange('reactivate', account.email, id, wasActive, true),
      );
    });
  }

  /**
   * Changes one's own password: the current one must be given, the new one must meet the policy.
   * Every other session of the account ends; the one making the change stays signed in.
   */
  async changePassword(staffId: string, current: string, next: string, keepToken: string): Promise<void> {
    const account = await findStaffById(this.db, staffId);
    if (!account) throw new NotFoundError(STAFF_MESSAGES.notFound);
    if (!(await verifyPassword(current, account.passwordHash))) {
      throw new BadRequestError(STAFF_MESSAGES.wrongCurrentPassword, {
        currentPassword: STAFF_MESSAGES.wrongCurrentPassword,
      });
    }
    const problems = await passwordProblems(next, this.policy);
    if (problems.length > 0) {
      throw new BadRequestError(`The password is not strong enough: ${problems.join(' ')}`, {
        newPassword: problems.join(' '),
      });
    }
    if (next === current) {
      throw new BadRequestError(STAFF_MESSAGES.samePassword, { newPassword: STAFF_MESSAGES.samePassword });
    }
    const passwordHash = await hashPassword(next);
    await this.db.transaction(async (tx) => {
      await setPasswordHash(tx, staffId, passwordHash);
      await deleteSessionsOf(tx, staffId, keepToken);
      await recordActivity(tx, byMember(account), {
        action: 'staff.password_change',
        subject: 'staff',
        subjectId: staffId,
        summary: `${account.email} changed their own password; their other sessions were ended`,
      });
    });
  }

  async hasStaff(): Promise<boolean> {
    return (await countStaff(this.db)) > 0;
  }
}

/** An account made active or inactive; its active state is the before/after. */
function staffChange(
  verb: 'deactivate' | 'reactivate',
  email: string,
  id: string,
  was: boolean,
  now: boolean,
) {
  const done = verb === 'deactivate' ? 'Deactivated' : 'Reactivated';
  return {
    action: `staff.${verb}`,
    subject: 'staff' as const,
    subjectId: id,
    summary: `${done} staff account ${email}`,
    before: { active: was },
    after: { active: now },
  };
}
