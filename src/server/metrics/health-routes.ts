import type { FastifyInstance } from 'fastify';
import { ping } from '../db/open';
import { APP_VERSION } from '../version';

/**
 * Up or not, for a load balancer, and which release answers (so an upgrade can be seen to have
 * landed); what the server runs on (Node, the database) is nobody else's business.
 */
export async function healthRoutes(app: FastifyInstance) {
  app.get('/api/health', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      await ping(app.database.db);
      return { status: 'ok', version: APP_VERSION };
    } catch (error) {
      request.log.error({ err: error }, 'database ping failed');
      return reply.status(503).send({ status: 'unavailable', version: APP_VERSION });
    }
  });
}
