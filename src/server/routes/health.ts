import type { FastifyInstance } from 'fastify';
import { ping } from '../db/open';

export async function healthRoutes(app: FastifyInstance) {
  app.get('/api/health', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      await ping(app.database.db);
      return { status: 'ok', database: app.database.engine };
    } catch (error) {
      request.log.error({ err: error }, 'database ping failed');
      return reply.status(503).send({ status: 'unavailable', database: app.database.engine });
    }
  });
}
