import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { PASSKEY_MESSAGES, TWO_FACTOR_MESSAGES } from '../../../../domain/auth/two-factor';
import type { Db } from '../../../db/open';
import { UnauthorizedError } from '../../../http/errors';
import type { SignInDevice } from '../sessions/device';
import { createSession, markAuthenticated, type StaffMember, signedInStaff } from '../sessions/session-store';
import type { SignInStep } from '../sessions/sign-in-step';
import { findStaffById } from '../staff/staff-store';
import { takeChallengeTry } from '../two-factor/code-guesses';
import { findChallenge, isTwoFactorRequired, takeChallenge } from '../two-factor/two-factor-store';
import type { StaffPasskeys } from './passkeys';

type Session = Extract<SignInStep, { kind: 'session' }>;
export type PasskeyContext = {
  db: Db;
  passkeys: StaffPasskeys;
  now: Date;
  sessionLifetimeMs: number;
  device?: SignInDevice | undefined;
};

async function sessionFor(context: PasskeyContext, staffId: string): Promise<Session> {
  const { db, now } = context;
  const account = await findStaffById(db, staffId);
  if (!account || account.deactivatedAt)
    throw new UnauthorizedError(PASSKEY_MESSAGES.notAccepted, 'passkey_refused');
  const token = await createSession(db, staffId, now, context.sessionLifetimeMs, context.device);
  const member = { id: account.id, email: account.email, role: account.role };
  return { kind: 'session', token, staff: signedInStaff(member, true, await isTwoFactorRequired(db), now) };
}

/** A passkey as the second step of a sign-in the password started: it must be that account's. */
export async function finishSignInWithPasskey(
  context: PasskeyContext,
  challengeToken: string,
  passkeyToken: string,
  response: AuthenticationResponseJSON,
): Promise<Session> {
  const waiting = await findChallenge(context.db, challengeToken, context.now);
  if (!waiting) throw new UnauthorizedError(TWO_FACTOR_MESSAGES.challengeExpired, 'sign_in_expired');
  // A refused passkey is one of the waiting sign-in's few tries, as a wrong code is.
  if (!(await takeChallengeTry(context.db, waiting.challengeId)).taken) {
    throw new UnauthorizedError(TWO_FACTOR_MESSAGES.tooManyCodes, 'sign_in_expired');
  }
  const staffId = await context.passkeys.verifySignIn(passkeyToken, response);
  if (staffId !== waiting.staffId || !(await takeChallenge(context.db, challengeToken))) {
    throw new UnauthorizedError(TWO_FACTOR_MESSAGES.challengeExpired, 'sign_in_expired');
  }
  return sessionFor(context, staffId);
}

/**
 * A passkey on its own: something the member has (the device) and is or knows (the fingerprint or
 * PIN the authenticator checked), so it signs in without the password.
 */
export async function signInWithPasskey(
  context: PasskeyContext,
  passkeyToken: string,
  response: AuthenticationResponseJSON,
): Promise<Session> {
  return sessionFor(context, await context.passkeys.verifySignIn(passkeyToken, response));
}

/** "Confirm it's you" with one of the signed-in member's own passkeys: the session counts as recent. */
export async function confirmWithPasskey(
  context: PasskeyContext,
  sessionToken: string,
  member: StaffMember,
  passkeyToken: string,
  response: AuthenticationResponseJSON,
): Promise<void> {
  const staffId = await context.passkeys.verifySignIn(passkeyToken, response, 'confirm');
  if (staffId !== member.id) throw new UnauthorizedError(PASSKEY_MESSAGES.notAccepted, 'passkey_refused');
  await markAuthenticated(context.db, sessionToken, context.now);
}
