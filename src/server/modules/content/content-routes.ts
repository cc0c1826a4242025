import type { FastifyInstance } from 'fastify';
import { sendCachedJson } from '../../http/cached-json';

/** GET /api/content: the artist's site settings and discography, from the cache, compressed once. */
export async function contentRoutes(app: FastifyInstance) {
  app.get('/api/content', { compress: false }, async (request, reply) => {
    return sendCachedJson(request, reply, (await app.content.get()).body);
  });
}
