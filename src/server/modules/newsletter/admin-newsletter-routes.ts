import type { FastifyInstance } from 'fastify';
import {
  newsletterAnswerSchema,
  newsletterListSchema,
  newsletterRemoveSchema,
} from '../../../domain/newsletter/contract';
import {
  type NewsletterAnswer,
  type NewsletterList,
  newsletterCsvFilename,
  SUBSCRIPTION_MESSAGES,
} from '../../../domain/newsletter/newsletter';
import { NotFoundError } from '../../http/errors';
import { routeSchema } from '../../http/response-schema';
import { validate } from '../../http/validate';
import { recordActivity } from '../../kernel/activity-record';
import { staffBy } from '../../kernel/actor';
import { listSubscribers, removeAddress, subscribersCsv } from './subscribers';

const schemas = {
  list: routeSchema('Every address the newsletter list holds, newest first', { 200: newsletterListSchema }),
  remove: routeSchema('Remove an address and its record from the list', { 200: newsletterAnswerSchema }),
};

/**
 * /api/admin/newsletter: the list for staff, as JSON for the screen and as CSV (the confirmed
 * addresses, with their consent) to take elsewhere; and an address removed on request.
 */
export async function newsletterAdminRoutes(app: FastifyInstance) {
  app.get(
    '/newsletter',
    { config: { permission: 'newsletter' }, schema: schemas.list },
    async (): Promise<NewsletterList> => {
      const rows = await listSubscribers(app.database.db);
      return {
        count: rows.filter((row) => row.status === 'confirmed').length,
        subscribers: rows.map((row) => ({
          email: row.email,
          subscribedAt: row.subscribedAt.toISOString(),
          status: row.status,
          source: row.source,
          consentedAt: row.consentedAt?.toISOString() ?? null,
          consentWords: row.consentWords,
        })),
      };
    },
  );

  app.get(
    '/newsletter.csv',
    { config: { permission: 'export.personal', reauth: true } },
    async (request, reply) => {
      const rows = await listSubscribers(app.database.db);
      request.log.info({ count: rows.length, staffId: request.staff?.id }, 'newsletter exported');
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${newsletterCsvFilename(new Date())}"`)
        .send(subscribersCsv(rows));
    },
  );

  app.post(
    '/newsletter/remove',
    { config: { permission: 'newsletter' }, schema: schemas.remove },
    async (request): Promise<NewsletterAnswer> => {
      const { email } = validate(newsletterRemoveSchema, request.body);
      const removed = await app.database.db.transaction(async (tx) => {
        if (!(await removeAddress(tx, email))) return false;
        await recordActivity(tx, staffBy(request), {
          action: 'newsletter.remove',
          subject: 'newsletter',
          subjectId: null,
          summary: `Removed ${email} from the newsletter list`,
        });
        return true;
      });
      if (!removed) throw new NotFoundError('That address is not on the list.');
      return { message: SUBSCRIPTION_MESSAGES.removed };
    },
  );
}
