import { RECOVERY_CODE_PATTERN, TWO_FACTOR_MESSAGES } from '../../../domain/auth/two-factor';
import type { Db } from '../../db/open';
import { BadRequestError, TooManyRequestsError, UnauthorizedError } from '../../http/errors';
import { TooManyAttemptsError } from './auth-errors';
import { claimCodeGuess, codeKeyOf } from './code-guesses';
import type { SignInDevice } from './device';
import { claimLoginAttempt, clearLoginFailures } from './login-limiter';
import { verifyPassword } from './password-hash';
import { createSession, markAuthenticated, type SignedInStaff, signedInStaff } from './session-store';
import type { SignInStep } from './sign-in-step';
import { findStaffById } from './staff-store';
import type { StaffTwoFactor } from './two-factor';
import { findChallenge, isTwoFactorRequired, takeChallenge } from './two-factor-store';

/** What checking a second factor needs from StaffAuth. */
export type ProofContext = {
  db: Db;
  twoFactor: StaffTwoFactor;
  now: Date;
  sleep: (ms: number) => Promise<void>;
  sessionLifetimeMs: number;
};

/**
 * "Confirm it's you" codes are limited as passwords are (login-limiter.ts: per client and account,
 * per client, the account only slowed), under a key of their own.
 */
async function claimCodeAttempt(context: ProofContext, email: string, client: string): Promise<string> {
  const key = codeKeyOf(email);
  const verdict = await claimLoginAttempt(context.db, key, client, context.now);
  if (verdict.refused) throw new TooManyAttemptsError();
  if (verdict.delayMs > 0) await context.sleep(verdict.delayMs);
  return key;
}

/** The waiting sign-in took its last wrong try and is gone: the password must be given again. */
function triesUsedUp(): UnauthorizedError {
  return new UnauthorizedError(TWO_FACTOR_MESSAGES.tooManyCodes, 'sign_in_expired');
}

/** Why a code was not even checked: the client's limits, the account's, or the challenge's tries. */
function refusal(reason: 'client' | 'account' | 'challenge'): Error {
  if (reason === 'client') return new TooManyAttemptsError();
  if (reason === 'account') return new TooManyRequestsError(TWO_FACTOR_MESSAGES.codesPaused);
  return triesUsedUp();
}

function wrongCode(): BadRequestError {
  return new BadRequestError(TWO_FACTOR_MESSAGES.wrongCode, { code: TWO_FACTOR_MESSAGES.wrongCode });
}

/** The second step of a sign-in: the challenge's code spent, its session started. */
export async function finishSignIn(
  context: ProofContext,
  challengeToken: string,
  code: string,
  client: string,
  device?: SignInDevice,
): Promise<Extract<SignInStep, { kind: 'session' }>> {
  const { db, now } = context;
  const waiting = await findChallenge(db, challengeToken, now);
  if (!waiting) throw new UnauthorizedError(TWO_FACTOR_MESSAGES.challengeExpired, 'sign_in_expired');
  const recovery = RECOVERY_CODE_PATTERN.test(code);
  const verdict = await claimCodeGuess(db, { ...waiting, client, recovery, now });
  if (verdict.refused) throw refusal(verdict.refused);
  if (!(await context.twoFactor.spendCode({ ...waiting }, code))) {
    if (!verdict.lastTry) throw wrongCode();
    await takeChallenge(db, challengeToken);
    throw triesUsedUp();
  }
  // Two right codes sent at once: the challenge finishes one sign-in.
  if (!(await takeChallenge(db, challengeToken))) {
    throw new UnauthorizedError(TWO_FACTOR_MESSAGES.challengeExpired, 'sign_in_expired');
  }
  await clearLoginFailures(db, codeKeyOf(waiting.email), client);
  const token = await createSession(db, waiting.staffId, now, context.sessionLifetimeMs, device);
  const member = { id: waiting.staffId, email: waiting.email, role: waiting.role };
  return { kind: 'session', token, staff: signedInStaff(member, true, await isTwoFactorRequired(db), now) };
}

/**
 * "Confirm it's you": the password, or a code when the account has a second factor, given again in
 * a session, which counts as recent from now (refunds, staff changes, exports with personal data).
 */
export async function confirmItIsYou(
  context: ProofContext,
  sessionToken: string,
  staff: SignedInStaff,
  proof: { password?: string | undefined; code?: string | undefined },
  client: string,
): Promise<void> {
  const { db, now } = context;
  const account = await findStaffById(db, staff.id);
  if (!account) throw new UnauthorizedError('Please sign in.');
  if (proof.code !== undefined && account.totpEnabledAt) {
    const key = await claimCodeAttempt(context, account.email, client);
    const holder = {
      staffId: account.id,
      totpSecret: account.totpSecret,
      totpLastStep: account.totpLastStep,
    };
    if (!(await context.twoFactor.spendCode(holder, proof.code))) throw wrongCode();
    await clearLoginFailures(db, key, client);
  } else {
    const wrong = new BadRequestError(TWO_FACTOR_MESSAGES.wrongPassword, {
      password: TWO_FACTOR_MESSAGES.wrongPassword,
    });
    if (proof.password === undefined) throw wrong;
    const verdict = await claimLoginAttempt(db, account.email, client, now);
    if (verdict.refused) throw new TooManyAttemptsError();
    if (verdict.delayMs > 0) await context.sleep(verdict.delayMs);
    if (!(await verifyPassword(proof.password, account.passwordHash))) throw wrong;
    await clearLoginFailures(db, account.email, client);
  }
  await markAuthenticated(db, sessionToken, now);
}
