import type { PasswordResetCheckResponse, SessionResponse } from '../../../domain/auth/auth';
import { api } from '../../api-client';

/** Staff signing in and out, and resetting a forgotten password. */
export const authApi = {
  /** Who is signed in on this browser: `user` is null when no one is. */
  session: () => api<SessionResponse>('/auth/session'),
  login: (email: string, password: string) =>
    api<{ user: { email: string } }>('/auth/login', { method: 'POST', json: { email, password } }),
  logout: () => api<null>('/auth/logout', { method: 'POST' }),
  askForResetLink: (email: string) =>
    api<{ message: string }>('/auth/password-reset', { method: 'POST', json: { email } }),
  checkResetLink: (token: string) =>
    api<PasswordResetCheckResponse>('/auth/password-reset/check', { method: 'POST', json: { token } }),
  resetPassword: (token: string, password: string) =>
    api<SessionResponse>('/auth/password-reset/complete', { method: 'POST', json: { token, password } }),
};
