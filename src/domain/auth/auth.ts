/** Sign-in texts and types both sides share. The zod schemas are in contract.ts. */
export type {
  PasswordCheckResponse,
  PasswordResetCheckResponse,
  PasswordResetRequest,
  SessionResponse,
  StaffAccount,
} from './contract';
export type { PasskeyItem, TotpSetup, TwoFactorStatus } from './two-factor-contract';

/** The same words whether the email or the password was wrong, so neither is revealed. */
export const INVALID_CREDENTIALS_MESSAGE = 'That email and password do not match our records.';
export const TOO_MANY_ATTEMPTS_MESSAGE =
  'Too many sign-in attempts. Please wait a few minutes and try again.';
export const SIGN_IN_REQUIRED_MESSAGE = 'Please sign in.';

export const STAFF_MESSAGES = {
  lastActive: 'At least one active staff account must remain.',
  ownAccount: 'You cannot deactivate your own account. Ask another member of staff to do it.',
  notFound: 'We could not find that staff account.',
  duplicate: 'There is already a staff account with that email.',
  wrongCurrentPassword: 'That is not your current password.',
  samePassword: 'Choose a new password, different from the current one.',
} as const;

export { PASSWORD_RESET_MESSAGES, RESET_LINK_MINUTES, RESET_TOKEN_PATTERN } from './password-reset';
