import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ping } from '../db/open';
import { routeSchema } from '../http/response-schema';

const health = routeSchema('Whether the server and its database answer (for a load balancer)', {
  200: z.object({ status: z.literal('ok') }),
  503: z.object({ status: z.literal('unavailable') }),
});

/** Up or not, for a load balancer; what the server runs on is nobody else's business. */
export async function healthRoutes(app: FastifyInstance) {
  app.get('/api/health', { schema: health }, async (request, reply) => {
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
