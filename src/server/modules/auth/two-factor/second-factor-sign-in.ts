import { RECOVERY_CODE_PATTERN, TWO_FACTOR_MESSAGES } from '../../../../domain/auth/two-factor';
import type { Db } from '../../../db/open';
import { BadRequestError, TooManyRequestsError, UnauthorizedError } from '../../../http/errors';
import { TooManyAttemptsError } from '../auth-errors';
import { verifyPassword } from '../passwords/password-hash';
import { takeConfirmTry } from '../sessions/confirm-tries';
import type { SignInDevice } from '../sessions/device';
import { clearLoginFailures } from '../sessions/login-limiter';
import {
  createSession,
  deleteSession,
  markAuthenticated,
  type SignedInStaff,
  signedInStaff,
} from '../sessions/session-store';
import type { SignInStep } from '../sessions/sign-in-step';
import { findStaffById } from '../staff/staff-store';
import { claimCodeGuess, codeKeyOf } from './code-guesses';
import type { StaffTwoFactor } from './two-factor';
import { findChallenge, isTwoFactorRequired, takeChallenge } from './two-factor-store';

/** What checking a second factor needs from StaffAuth. */
export type ProofContext = {
  db: Db;
  twoFactor: StaffTwoFactor;
  now: Date;
  sessionLifetimeMs: number;
};

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
 * Wrong answers count against this session only, and a few end it (confirm-tries.ts): whoever
 * gives them holds the session already, and the member's other sessions, sign-ins and codes are
 * left alone.
 */
export async function confirmItIsYou(
  context: ProofContext,
  sessionToken: string,
  staff: SignedInStaff,
  proof: { password?: string | undefined; code?: string | undefined },
): Promise<void> {
  const { db, now } = context;
  const account = await findStaffById(db, staff.id);
  if (!account) throw new UnauthorizedError('Please sign in.');
  const byCode = proof.code !== undefined && account.totpEnabledAt !== null;
  const wrong = byCode
    ? wrongCode()
    : new BadRequestError(TWO_FACTOR_MESSAGES.wrongPassword, { password: TWO_FACTOR_MESSAGES.wrongPassword });
  if (!byCode && proof.password === undefined) throw wrong;
  const tried = await takeConfirmTry(db, sessionToken);
  if (!tried.taken) throw await signOutHere(db, sessionToken);
  const right = byCode
    ? await context.twoFactor.spendCode(
        { staffId: account.id, totpSecret: account.totpSecret, totpLastStep: account.totpLastStep },
        proof.code ?? '',
      )
    : await verifyPassword(proof.password ?? '', account.passwordHash);
  if (!right) throw tried.lastTry ? await signOutHere(db, sessionToken) : wrong;
  await markAuthenticated(db, sessionToken, now);
}

/** The session that gave its last wrong answer ends: the error that says so. */
async function signOutHere(db: Db, sessionToken: string): Promise<UnauthorizedError> {
  await deleteSession(db, sessionToken);
  return new UnauthorizedError(TWO_FACTOR_MESSAGES.confirmSignedOut, 'signed_out');
}
