import type { FastifyInstance } from 'fastify';
import { type NewsletterList, newsletterCsvFilename } from '../../../domain/newsletter/newsletter';
import { listSubscribers, subscribersCsv } from './subscribers';

/** /api/admin/newsletter: the list for staff, as JSON for the screen and as CSV to take elsewhere. */
export async function newsletterAdminRoutes(app: FastifyInstance) {
  app.get('/newsletter', async (): Promise<NewsletterList> => {
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
