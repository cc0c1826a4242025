import type { FastifyInstance } from 'fastify';
import { tourPageSchema, tourQuerySchema } from '../../../domain/tour/contract';
import { cachedBody, sendCachedJson } from '../../http/cached-json';
import { routeSchema } from '../../http/response-schema';
import { validate } from '../../http/validate';
import { tourPage } from './show-store';

/** Sent as ready bytes, which Fastify never passes to a serialiser: the schema is for the reference. */
const schema = routeSchema('The tour: every upcoming show, soonest first, and a page of past shows', {
  200: tourPageSchema,
});

/**
 * GET /api/tour?page=n: read by the tour page and the home page's Tour section. As the other
 * public reads, with an ETag a browser checks again (`no-cache`): a show passes on its own, so
 * nothing is kept for a fixed time.
 */
export async function tourRoutes(app: FastifyInstance) {
  app.get('/api/tour', { compress: false, schema }, async (request, reply) => {
    const { page } = validate(tourQuerySchema, request.query);
    const tour = await tourPage(app.database.db, new Date(), page);
    return sendCachedJson(request, reply, cachedBody(tour));
  });
}
