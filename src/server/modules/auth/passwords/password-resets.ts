import { randomBytes } from 'node:crypto';
import { PASSWORD_RESET_MESSAGES, RESET_LINK_MINUTES } from '../../../../domain/auth/auth';
import type { PasswordPolicy } from '../../../../domain/auth/password-policy';
import type { Db } from '../../../db/open';
import { HttpError } from '../../../http/errors';
import { recordActivity } from '../../../kernel/activity-record';
import { PasswordPolicyError } from '../auth-errors';
import type { SignInDevice } from '../sessions/device';
import { deleteSessionsOf, sessionIdOf } from '../sessions/session-store';
import { type SignInStep, stepAfterPassword } from '../sessions/sign-in-step';
import { setPasswordHash } from '../staff/staff-store';
import { passwordProblems } from './common-passwords';
import { hashPassword } from './password-hash';
import {
  deleteOldResetLinks,
  findResetLink,
  insertResetLink,
  useAllResetLinksOf,
  useResetLink,
} from './password-reset-store';

/** A link that is unknown, used, expired, or for an account deactivated since: one answer for all. */
class ResetLinkError extends HttpError {
  constructor() {
    super(400, 'reset_link_invalid', PASSWORD_RESET_MESSAGES.linkInvalid, {
      token: PASSWORD_RESET_MESSAGES.linkInvalid,
    });
  }
}

/**
 * However often it is asked, an account gets at most this many links in RESET_LINK_MINUTES; more
 * requests get the same answer and no email. So the form cannot flood a mailbox, and whenever it
 * holds an email back, a link sent earlier is still in that mailbox and still works.
 */
export const RESET_LINKS_PER_ACCOUNT = 3;

const LINK_LIFETIME_MS = RESET_LINK_MINUTES * 60_000;
const TOKEN_BYTES = 32;

export type PasswordResetsOptions = {
  policy: PasswordPolicy;
  sessionLifetimeMs: number;
  /** The clock; tests move it. */
  now?: () => Date;
};

/** "Forgot password?": links by email that set a new password once, within RESET_LINK_MINUTES. */
export class PasswordResets {
  readonly #now: () => Date;

  constructor(
    private readonly db: Db,
    private readonly options: PasswordResetsOptions,
  ) {
    this.#now = options.now ?? (() => new Date());
  }

  /**
   * A new link's token for an active account with this email, or null: for an unknown or
   * deactivated email, or one that has had its share of links lately. The same statements run
   * either way; only the token's hash is stored, so the token goes into the email and nowhere else.
   */
  async request(email: string): Promise<{ email: string; token: string } | null> {
    const now = this.#now();
    const token = randomBytes(TOKEN_BYTES).toString('base64url');
    const staffId = await insertResetLink(
      this.db,
      { email, tokenHash: sessionIdOf(token), now, expiresAt: new Date(now.getTime() + LINK_LIFETIME_MS) },
      { perAccount: RESET_LINKS_PER_ACCOUNT, since: new Date(now.getTime() - LINK_LIFETIME_MS) },
    );
    await deleteOldResetLinks(this.db, now);
    return staffId ? { email, token } : null;
  }

  /** Whose password a link sets, while it still works; null once it does not. */
  async check(token: string): Promise<{ email: string | null }> {
    const found = await findResetLink(this.db, sessionIdOf(token), this.#now());
    return { email: found?.email ?? null };
  }

  /**
   * Sets the new password through a link, once: the link is used up with the account's other links,
   * every session of the account ends (a stolen one included), and a new one starts for this browser.
   */
  async complete(token: string, password: string, device?: SignInDevice): Promise<SignInStep> {
    const problems = await passwordProblems(password, this.options.policy);
    if (problems.length > 0) throw new PasswordPolicyError(problems);
    // A dead link is refused before the costly hashing.
    if ((await this.check(token)).email === null) throw new ResetLinkError();
    const passwordHash = await hashPassword(password);
    const now = this.#now();
    return this.db.transaction(async (tx) => {
      const account = await useResetLink(tx, sessionIdOf(token), now);
      if (!account) throw new ResetLinkError();
      await setPasswordHash(tx, account.staffId, passwordHash);
      await useAllResetLinksOf(tx, account.staffId, now);
      await deleteSessionsOf(tx, account.staffId);
      await recordActivity(
        tx,
        { staffId: account.staffId, staffEmail: account.email },
        {
          action: 'staff.password_reset',
          subject: 'staff',
          subjectId: account.staffId,
          summary: `${account.email} set a new password from an emailed link; their sessions were ended`,
        },
      );
      // With a second factor, the new password alone does not sign in: the code is asked next.
      const member = { id: account.staffId, email: account.email, role: account.role };
      const withFactor = { ...member, totpEnabledAt: account.totpEnabledAt };
      return stepAfterPassword(tx, withFactor, now, this.options.sessionLifetimeMs, device);
    });
  }
}
