import type { FastifyRequest } from 'fastify';

/**
 * Who did it, wherever a write is recorded (the activity log, an order's history, a stock movement,
 * a refund): a signed-in staff member, or nobody, the shop itself (a sale, an expiry, a webhook).
 */
export type Actor = { staffId: string | null; staffEmail: string | null };

/** The shop itself: what happens with no staff member behind it. */
export const THE_SHOP: Actor = { staffId: null, staffEmail: null };

/** The staff member signed in on an admin request, as writes record who made them. */
export function staffBy(request: FastifyRequest): Actor {
  return { staffId: request.staff?.id ?? null, staffEmail: request.staff?.email ?? null };
}

/** A staff member as writes record who made them, from the member rather than the request. */
export function byMember(member: { id: string; email: string }): Actor {
  return { staffId: member.id, staffEmail: member.email };
}
