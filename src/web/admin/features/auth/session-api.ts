import type { SessionResponse } from '../../../../domain/auth/auth';
import { api } from '../../admin-api';

/** The signed-in session, as the admin's frame knows it: who it is, and the way out. */
export const sessionApi = {
  /** Who is signed in on this browser: `user` is null when no one is. */
  session: () => api<SessionResponse>('/auth/session'),
  logout: () => api<null>('/auth/logout', { method: 'POST' }),
};
