import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionResponse } from '../../../domain/auth/auth';
import { clearSessionCookie, setSessionCookie } from './session-cookie';
import type { StaffMember } from './session-store';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in staff member once `currentStaff` has looked; undefined before. */
    staff: StaffMember | null | undefined;
  }
}

/**
 * Who is signed in on this request, from the session cookie, checked against the database. Sends the
 * cookie again when the session's expiry slid forward, and clears a cookie that no longer signs in.
 */
export async function currentStaff(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<StaffMember | null> {
  if (request.staff !== undefined) return request.staff;
  const { auth } = request.server;
  const token = request.cookies[auth.cookie.name];
  if (!token) {
    request.staff = null;
    return null;
  }
  const found = await auth.session(token);
  if (!found) clearSessionCookie(reply, auth.cookie);
  else if (found.renewed) setSessionCookie(reply, auth.cookie, token);
  request.staff = found?.staff ?? null;
  return request.staff;
}

/**
 * Signs this browser in with a session just made (a sign-in, a password reset): a session the browser
 * already held is ended first, so it never keeps two. Answers with who is now signed in.
 */
export async function startSession(
  request: FastifyRequest,
  reply: FastifyReply,
  started: { token: string; staff: { email: string } },
): Promise<SessionResponse> {
  const { auth } = request.server;
  const previous = request.cookies[auth.cookie.name];
  if (previous) await auth.signOut(previous);
  setSessionCookie(reply, auth.cookie, started.token);
  return { user: { email: started.staff.email } };
}
