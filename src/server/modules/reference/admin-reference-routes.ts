import type { FastifyInstance } from 'fastify';
import { errorSchema } from '../../http/response-schema';
import { referencePage } from './reference-page';

/**
 * GET /api/admin/reference: the API reference as a page for staff, and as OpenAPI 3.1 at
 * …/reference.json. Registered inside the admin routes, so only signed-in staff read it; drawn on
 * the first request, once every route is known.
 */
export async function referenceRoutes(app: FastifyInstance) {
  let page: string | null = null;

  app.get('/reference.json', { config: { permission: 'reference' } }, async () => app.swagger());

  app.get('/reference', { config: { permission: 'reference' } }, async (_request, reply) => {
    page ??= referencePage(app.apiRoutes, errorSchema());
    return reply.type('text/html; charset=utf-8').send(page);
  });
}
