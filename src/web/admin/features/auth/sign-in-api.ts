import type { PasswordResetCheckResponse, SessionResponse } from '../../../../domain/auth/auth';
import { api } from '../../../api-client';

/** Signing in, and setting a new password with a reset link: the sign-in pages' calls. */
export const signInApi = {
  login: (email: string, password: string) =>
    api<{ user: { email: string } }>('/auth/login', { method: 'POST', json: { email, password } }),
  askForResetLink: (email: string) =>
    api<{ message: string }>('/auth/password-reset', { method: 'POST', json: { email } }),
  checkResetLink: (token: string) =>
    api<PasswordResetCheckResponse>('/auth/password-reset/check', { method: 'POST', json: { token } }),
  resetPassword: (token: string, password: string) =>
    api<SessionResponse>('/auth/password-reset/complete', { method: 'POST', json: { token, password } }),
};
