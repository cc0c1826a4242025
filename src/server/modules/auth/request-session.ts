import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionResponse } from '../../../domain/auth/auth';
import { ROLE_PERMISSIONS } from '../../../domain/auth/roles';
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
  started: { token: string; staff: StaffMember },
): Promise<SessionResponse> {
  const { auth } = request.server;
  const previous = request.cookies[auth.cookie.name];
  if (previous) await auth.signOut(previous);
  setSessionCookie(reply, auth.cookie, started.token);
  return { user: sessionUser(started.staff) };
}

/** Who is signed in as the web app learns it: their role and what it allows, to hide the rest. */
export function sessionUser(staff: StaffMember): NonNullable<SessionResponse['user']> {
  return { email: staff.email, role: staff.role, permissions: [...ROLE_PERMISSIONS[staff.role]] };
}
