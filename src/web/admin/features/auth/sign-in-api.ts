import type { PasswordResetCheckResponse, SessionResponse } from '../../../../domain/auth/auth';
import { api } from '../../admin-api';

/** Signing in, and setting a new password with a reset link: the sign-in pages' calls. */
export const signInApi = {
  /** `secondFactor` in the answer: the password is right, and the code is asked next (secondFactor). */
  login: (email: string, password: string) =>
    api<SessionResponse>('/auth/login', { method: 'POST', json: { email, password } }),
  secondFactor: (code: string) =>
    api<SessionResponse>('/auth/second-factor', { method: 'POST', json: { code } }),
  askForResetLink: (email: string) =>
    api<{ message: string }>('/auth/password-reset', { method: 'POST', json: { email } }),
  checkResetLink: (token: string) =>
    api<PasswordResetCheckResponse>('/auth/password-reset/check', { method: 'POST', json: { token } }),
  resetPassword: (token: string, password: string) =>
    api<SessionResponse>('/auth/password-reset/complete', { method: 'POST', json: { token, password } }),
};
