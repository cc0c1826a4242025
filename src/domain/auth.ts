/** Sign-in texts and types both sides share. The zod schemas are in auth-schema.ts. */
export type { LoginRequest, SessionResponse, SessionUser } from './auth-schema';

/** The same words whether the email or the password was wrong, so neither is revealed. */
export const INVALID_CREDENTIALS_MESSAGE = 'That email and password do not match our records.';
export const TOO_MANY_ATTEMPTS_MESSAGE =
  'Too many sign-in attempts. Please wait a few minutes and try again.';
export const SIGN_IN_REQUIRED_MESSAGE = 'Please sign in.';
