import type { FastifyInstance } from 'fastify';
import { ping } from '../db/open';

/** Up or not, for a load balancer; what the server runs on is nobody else's business. */
export async function healthRoutes(app: FastifyInstance) {
  app.get('/api/health', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      await ping(app.database.db);
      return { status: 'ok' };
    } catch (error) {
      request.log.error({ err: error }, 'database ping failed');
      return reply.status(503).send({ status: 'unavailable' });
    }
  });
}
