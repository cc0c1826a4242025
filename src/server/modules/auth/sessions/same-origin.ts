import type { FastifyRequest } from 'fastify';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function originOf(url: string | undefined): string | null {
  if (!url || url === 'null') return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * Which requests must prove they come from our own pages: writes to /api/auth/ (sign-in included,
 * so no other site can sign a visitor into an account) and every /api/ write that carries the
 * session cookie. Cookie-less writes (a payment provider's webhook) are not cookie-authenticated,
 * so they are left to their own checks.
 */
export function needsSameOrigin(request: FastifyRequest, cookieName: string): boolean {
  if (!WRITES.has(request.method)) return false;
  const path = request.url.split('?', 1)[0] ?? '';
  if (!path.startsWith('/api/')) return false;
  return path.startsWith('/api/auth/') || request.cookies[cookieName] !== undefined;
}

/**
 * Whether the request's Origin (or, failing that, its Referer) is this site: the public address,
 * or the address the request was sent to (which covers the dev server's proxy). Browsers always
 * send Origin on cross-site writes and a page cannot forge it, so this stops CSRF without a token.
 */
export function isSameOrigin(request: FastifyRequest, publicUrl: string): boolean {
  const from = originOf(request.headers.origin) ?? originOf(request.headers.referer);
  if (!from) return false;
  const own = [originOf(publicUrl), originOf(`${request.protocol}://${request.host}`)];
  return own.includes(from);
}
