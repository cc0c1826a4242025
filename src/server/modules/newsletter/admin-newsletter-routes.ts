import type { FastifyInstance } from 'fastify';
import { newsletterListSchema } from '../../../domain/newsletter/contract';
import { type NewsletterList, newsletterCsvFilename } from '../../../domain/newsletter/newsletter';
import { routeSchema } from '../../http/response-schema';
import { listSubscribers, subscribersCsv } from './subscribers';

const schema = routeSchema('Everyone on the newsletter list, newest first', { 200: newsletterListSchema });

/** /api/admin/newsletter: the list for staff, as JSON for the screen and as CSV to take elsewhere. */
export async function newsletterAdminRoutes(app: FastifyInstance) {
  app.get('/newsletter', { schema }, async (): Promise<NewsletterList> => {
    const rows = await listSubscribers(app.database.db);
    return {
      count: rows.length,
      subscribers: rows.map((row) => ({ email: row.email, subscribedAt: row.subscribedAt.toISOString() })),
    };
  });

  app.get('/newsletter.csv', async (request, reply) => {
    const rows = await listSubscribers(app.database.db);
    request.log.info({ count: rows.length, staffId: request.staff?.id }, 'newsletter exported');
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${newsletterCsvFilename(new Date())}"`)
      .send(subscribersCsv(rows));
  });
}
