import type { FastifyInstance } from 'fastify';

/**
 * Who is signed in. Always 200, so a signed-out visitor's check is not an error in the browser;
 * staff accounts and sign-in arrive with the admin area.
 */
export async function sessionRoutes(app: FastifyInstance) {
  app.get('/api/auth/session', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { user: null };
  });
}
