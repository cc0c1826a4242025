import type { FastifyReply } from 'fastify';

export type SessionCookie = { name: string; secure: boolean; maxAgeSeconds: number };

/**
 * Over HTTPS the cookie is Secure and takes the `__Host-` prefix, which browsers only accept from
 * this exact host, on path /, over HTTPS: no subdomain or plain-HTTP page can plant or shadow it.
 */
export function sessionCookie(secure: boolean, lifetimeMs: number): SessionCookie {
  return {
    name: secure ? '__Host-stagefront_session' : 'stagefront_session',
    secure,
    maxAgeSeconds: Math.floor(lifetimeMs / 1000),
  };
}

/**
 * httpOnly keeps the token away from scripts; SameSite=Lax keeps it off cross-site writes while a
 * link from elsewhere to /admin still arrives signed in.
 */
export function setSessionCookie(reply: FastifyReply, cookie: SessionCookie, token: string): void {
  reply.setCookie(cookie.name, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: cookie.secure,
    maxAge: cookie.maxAgeSeconds,
  });
}

export function clearSessionCookie(reply: FastifyReply, cookie: SessionCookie): void {
  reply.clearCookie(cookie.name, { path: '/', httpOnly: true, sameSite: 'lax', secure: cookie.secure });
}

/** The cookie a sign-in waits under for its second factor: only /api/auth reads it, for five minutes. */
export function challengeCookieName(cookie: SessionCookie): string {
  return cookie.secure ? '__Secure-stagefront_challenge' : 'stagefront_challenge';
}

export function setChallengeCookie(
  reply: FastifyReply,
  cookie: SessionCookie,
  token: string,
  maxAgeSeconds: number,
) {
  reply.setCookie(challengeCookieName(cookie), token, {
    path: '/api/auth',
    httpOnly: true,
    sameSite: 'strict',
    secure: cookie.secure,
    maxAge: maxAgeSeconds,
  });
}

export function clearChallengeCookie(reply: FastifyReply, cookie: SessionCookie): void {
  reply.clearCookie(challengeCookieName(cookie), {
    path: '/api/auth',
    httpOnly: true,
    sameSite: 'strict',
    secure: cookie.secure,
  });
}

/** The cookie a passkey's challenge waits under for five minutes, read by the passkey routes only. */
export function passkeyCookieName(cookie: SessionCookie): string {
  return cookie.secure ? '__Secure-stagefront_passkey' : 'stagefront_passkey';
}

export function setPasskeyCookie(reply: FastifyReply, cookie: SessionCookie, token: string): void {
  reply.setCookie(passkeyCookieName(cookie), token, {
    path: '/api',
    httpOnly: true,
    sameSite: 'strict',
    secure: cookie.secure,
    maxAge: 5 * 60,
  });
}
