import { checkPassword, type PasswordPolicy } from '../../domain/password-policy';
import type { Db } from '../db/open';
import { InvalidCredentialsError, PasswordPolicyError, TooManyAttemptsError } from './auth-errors';
import { clearLoginFailures, loginVerdict, recordLoginFailure } from './login-limiter';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password-hash';
import { type SessionCookie, sessionCookie } from './session-cookie';
import {
  createSession,
  deleteExpiredSessions,
  deleteSession,
  findSession,
  type StaffMember,
} from './session-store';
import { countStaff, findStaffByEmail, insertStaff } from './staff-store';

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
  }

  /**
   * Checks the email and password and starts a session, returning its token. Refused before any
   * hashing when this address has failed too often lately; slowed, never refused, when only the
   * account has (see login-limiter.ts).
   */
  async signIn(email: string, password: string, ip: string): Promise<{ staff: StaffMember; token: string }> {
    const now = this.#now();
    const verdict = await loginVerdict(this.db, email, ip, now);
    if (verdict.refused) throw new TooManyAttemptsError();
    if (verdict.delayMs > 0) await this.#sleep(verdict.delayMs);
    const account = await findStaffByEmail(this.db, email);
    const ok = account
      ? await verifyPassword(password, account.passwordHash)
      : await verifyAgainstDummy(password);
    if (!account || !ok) {
      await recordLoginFailure(this.db, email, ip, now);
      throw new InvalidCredentialsError();
    }
    await clearLoginFailures(this.db, email, ip);
    await deleteExpiredSessions(this.db, now);
    const token = await createSession(this.db, account.id, now, this.sessionLifetimeMs);
    return { staff: { id: account.id, email: account.email }, token };
  }

  /** The staff member a session token belongs to, or null; `renewed` means the cookie's lifetime should be sent again. */
  session(token: string) {
    return findSession(this.db, token, this.#now(), this.sessionLifetimeMs);
  }

  signOut(token: string): Promise<void> {
    return deleteSession(this.db, token);
  }

  /** Adds a staff member after checking the password against the policy. */
  async createStaff(email: string, password: string): Promise<StaffMember> {
    const problems = checkPassword(password, this.policy);
    if (problems.length > 0) throw new PasswordPolicyError(problems);
    return insertStaff(this.db, email, await hashPassword(password));
  }

  async hasStaff(): Promise<boolean> {
    return (await countStaff(this.db)) > 0;
  }
}
