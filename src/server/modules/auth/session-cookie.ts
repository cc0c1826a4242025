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
