/** Sign-in texts and types both sides share. The zod schemas are in auth-schema.ts. */
export type {
  LoginRequest,
  NewStaff,
  PasswordChange,
  PasswordReset,
  PasswordResetCheckResponse,
  PasswordResetRequest,
  SessionResponse,
  SessionUser,
  StaffAccount,
} from './auth-schema';

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

/** How long a link to choose a new password works, once. */
export const RESET_LINK_MINUTES = 30;

/**
 * "Forgot password?": the same answer whether or not the email is a staff account's, so the form
 * tells no one who works here.
 */
export const PASSWORD_RESET_MESSAGES = {
  sent: `If that email belongs to a staff account, a link to choose a new password is on its way to it. It can take a few minutes to arrive, and it works once, for ${RESET_LINK_MINUTES} minutes.`,
  linkInvalid: 'This link has expired or has already been used. Ask for a new one.',
  linkIncomplete: 'This link is not complete. Open it again from the email, or ask for a new one.',
  tooMany: 'Too many requests for a link from this connection. Please wait a few minutes and try again.',
} as const;

/** The token a reset link carries: 32 random bytes in base64url, as the server makes them. */
export const RESET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
