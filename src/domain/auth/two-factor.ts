/**
 * Two-factor sign-in for staff: a code from an authenticator app (TOTP, 30-second steps, six digits)
 * or one of ten single-use recovery codes; and the rule that a recent sign-in guards the actions that
 * move money or people. The words both sides show are here; the schemas in two-factor-contract.ts.
 */

/** How recently a staff member must have proved who they are before a refund, a staff change… */
export const REAUTH_MINUTES = 10;
/** How long a sign-in waits for its second factor once the password is accepted. */
export const CHALLENGE_MINUTES = 5;
export const RECOVERY_CODE_COUNT = 10;

/** An authenticator code: six digits, spaces allowed as the apps show them ("123 456"). */
export const TOTP_CODE_PATTERN = /^\d{6}$/;
/** A recovery code as shown: two groups of five letters and digits (no 0/O, 1/I/L), e.g. "K7XQ2-MP4RT". */
export const RECOVERY_CODE_PATTERN = /^[A-HJ-KM-NP-Z2-9]{5}-[A-HJ-KM-NP-Z2-9]{5}$/;

/** Typing leniency: spaces gone, letters in capitals, the dash put back when left out. */
export function normaliseCode(typed: string): string {
  const squeezed = typed.replace(/[\s-]/g, '').toUpperCase();
  return /^\d{6}$/.test(squeezed) ? squeezed : `${squeezed.slice(0, 5)}-${squeezed.slice(5)}`;
}

export const TWO_FACTOR_MESSAGES = {
  wrongCode:
    'That code is not right. Enter the current code from your authenticator app, or a recovery code.',
  codeFormat: 'Enter the 6-digit code from your authenticator app, or a recovery code (like K7XQ2-MP4RT).',
  setupCode: 'That code is not right. Check the app shows Stagefront and enter its current 6-digit code.',
  noSetup: 'Start setting up two-factor sign-in first.',
  challengeExpired: 'Your sign-in took too long. Please sign in again.',
  tooManyCodes: 'Too many wrong tries. Please sign in again with your password.',
  codesPaused:
    'Too many wrong codes were entered for this account. Wait 15 minutes, or use a recovery code or a passkey.',
  setupRequired: 'Set up two-factor sign-in to go on: the shop’s owner requires it for all staff.',
  reauthRequired: 'Confirm it’s you: enter your password or a code from your authenticator app.',
  wrongPassword: 'That is not your password.',
  confirmSignedOut: 'That was not right too many times, so you were signed out here. Please sign in again.',
  requiredCannotTurnOff: 'Two-factor sign-in is required for all staff, so it cannot be turned off.',
  ownFirst: 'Set up two-factor sign-in for yourself before requiring it of everyone.',
  notEnabled: 'Two-factor sign-in is not set up for that account.',
} as const;

export const PASSKEY_MESSAGES = {
  expired: 'That took too long. Please try again.',
  notAccepted: 'That passkey was not accepted here. Try again, or use your password and a code.',
  notFound: 'We could not find that passkey.',
  noneToConfirm: 'There is no passkey on your account. Enter your password instead.',
  lastRequired:
    'Two-factor sign-in is required for all staff: keep this passkey, or set up an authenticator app first.',
  name: 'Name the passkey in 1 to 60 characters, e.g. "Work laptop".',
} as const;
