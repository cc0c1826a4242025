import { CHALLENGE_MINUTES } from '../../../../domain/auth/two-factor';
import type { Db } from '../../../db/open';
import { createChallenge, hasPasskey, isTwoFactorRequired } from '../two-factor/two-factor-store';
import type { SignInDevice } from './device';
import { createSession, type SignedInStaff, type StaffMember, signedInStaff } from './session-store';

/** Where a sign-in stands once the password is accepted: signed in, or waiting for the second factor. */
export type SignInStep =
  | { kind: 'session'; staff: SignedInStaff; token: string }
  | { kind: 'challenge'; token: string };

export const CHALLENGE_MS = CHALLENGE_MINUTES * 60 * 1000;

/**
 * After a password (at sign-in, or set through a reset link): an account with a second factor
 * waits for it under a challenge, so neither a guessed nor a reset password alone signs in; any
 * other starts its session.
 */
export async function stepAfterPassword(
  db: Db,
  account: StaffMember & { totpEnabledAt: Date | null },
  now: Date,
  sessionLifetimeMs: number,
  device?: SignInDevice,
): Promise<SignInStep> {
  // The app's codes or a passkey: either is asked for before a session starts.
  if (account.totpEnabledAt || (await hasPasskey(db, account.id))) {
    return { kind: 'challenge', token: await createChallenge(db, account.id, now, CHALLENGE_MS) };
  }
  const token = await createSession(db, account.id, now, sessionLifetimeMs, device);
  const member = { id: account.id, email: account.email, role: account.role };
  return { kind: 'session', token, staff: signedInStaff(member, false, await isTwoFactorRequired(db), now) };
}
