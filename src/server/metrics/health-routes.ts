import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ping } from '../db/open';
import { routeSchema } from '../http/response-schema';
import { APP_VERSION } from '../version';

const health = routeSchema(
  'Whether the server and its database answer (for a load balancer), and the release that runs',
  {
    200: z.object({ status: z.literal('ok'), version: z.string() }),
    503: z.object({ status: z.literal('unavailable'), version: z.string() }),
  },
);

/**
 * Up or not, for a load balancer, and which release answers (so an upgrade can be seen to have
 * landed); what the server runs on (Node, the database) is nobody else's business.
 */
export async function healthRoutes(app: FastifyInstance) {
  app.get('/api/health', { schema: health }, async (request, reply) => {
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
