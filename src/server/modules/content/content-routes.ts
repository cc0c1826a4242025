import type { FastifyInstance } from 'fastify';
import { contentSchema } from '../../../domain/content/contract';
import { sendCachedJson } from '../../http/cached-json';
import { routeSchema } from '../../http/response-schema';

/** Sent as ready bytes, which Fastify never passes to a serialiser: the schema is for the reference. */
const schema = routeSchema('The artist’s site settings and discography', { 200: contentSchema });

/** GET /api/content: the artist's site settings and discography, from the cache, compressed once. */
export async function contentRoutes(app: FastifyInstance) {
  app.get('/api/content', { compress: false, schema }, async (request, reply) => {
    return sendCachedJson(request, reply, (await app.content.get()).body);
  });
}
