import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionResponse } from '../../../../domain/auth/auth';
import { ROLE_PERMISSIONS } from '../../../../domain/auth/roles';
import {
  challengeCookieName,
  clearChallengeCookie,
  clearSessionCookie,
  setChallengeCookie,
  setSessionCookie,
} from './session-cookie';
import type { SignedInStaff } from './session-store';
import { CHALLENGE_MS, type SignInStep } from './sign-in-step';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in staff member once `currentStaff` has looked; undefined before. */
    staff: SignedInStaff | null | undefined;
  }
}

/**
 * Who is signed in on this request, from the session cookie, checked against the database. Sends the
 * cookie again when the session's expiry slid forward, and clears a cookie that no longer signs in.
 */
export async function currentStaff(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<SignedInStaff | null> {
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
 * Where a sign-in got to, told to this browser (a password at sign-in or through a reset link, a
 * second factor): a session just made signs it in, a session it already held ended first so it
 * never keeps two; a sign-in waiting for its code sets the challenge cookie and asks for the code.
 */
export async function startSession(
  request: FastifyRequest,
  reply: FastifyReply,
  step: SignInStep,
): Promise<SessionResponse> {
  const { auth } = request.server;
  if (step.kind === 'challenge') {
    setChallengeCookie(reply, auth.cookie, step.token, CHALLENGE_MS / 1000);
    return { user: null, secondFactor: 'code' };
  }
  const previous = request.cookies[auth.cookie.name];
  if (previous) await auth.signOut(previous);
  if (request.cookies[challengeCookieName(auth.cookie)]) clearChallengeCookie(reply, auth.cookie);
  setSessionCookie(reply, auth.cookie, step.token);
  return { user: sessionUser(step.staff) };
}

/** Who is signed in as the web app learns it: their role and what it allows, to hide the rest. */
export function sessionUser(staff: SignedInStaff): NonNullable<SessionResponse['user']> {
  return {
    email: staff.email,
    role: staff.role,
    permissions: [...ROLE_PERMISSIONS[staff.role]],
    twoFactor: staff.twoFactor,
    twoFactorSetupRequired: staff.twoFactorSetupRequired,
  };
}

/** The staff member on a request the staff guard has let through (registerStaffRoutes). */
export function staffOn(request: FastifyRequest): SignedInStaff {
  if (!request.staff) throw new Error('unreachable: no staff on an admin request');
  return request.staff;
}
