import type { FastifyRequest } from 'fastify';

/** The staff member signed in on an admin request, as writes record who made them. */
export function staffBy(request: FastifyRequest): { staffId: string | null; staffEmail: string | null } {
  return { staffId: request.staff?.id ?? null, staffEmail: request.staff?.email ?? null };
}
