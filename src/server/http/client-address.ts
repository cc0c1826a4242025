import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';

/**
 * Who "the client" is, for every limit the server keeps (sign-in failures, the route rate limits,
 * the newsletter, order look-ups…): the address the request came from, as TRUST_PROXY lets it be
 * read (see trust-proxy.ts), with an IPv6 address taken by its /64 (the rate-limit plugin's own
 * grouping). A home or a rented server is handed a whole /64, so counting its addresses one by one
 * would multiply its guesses by 2^64.
 */
export function clientOf(request: FastifyRequest): string {
  return normalizeIP(request.ip);
}
