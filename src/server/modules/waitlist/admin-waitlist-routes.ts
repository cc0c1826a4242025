import type { FastifyInstance } from 'fastify';
import type { WaitlistCounts, WaitlistRecipients } from '../../../domain/newsletter/waitlist';
import { waitlistCountsSchema, waitlistRecipientsSchema } from '../../../domain/newsletter/waitlist-contract';
import { routeSchema } from '../../http/response-schema';
import { waitingCounts, waitlistRecipients } from './entries';

const schemas = {
  counts: routeSchema('How many addresses wait on each product’s notify-me list', {
    200: waitlistCountsSchema,
  }),
  recipients: routeSchema(
    'The addresses still waiting on one product: whom a message to its waitlist reaches',
    {
      200: waitlistRecipientsSchema,
    },
  ),
};

/** /api/admin/waitlists: each product's waitlist count, and one product's waiting addresses. */
export async function waitlistAdminRoutes(app: FastifyInstance) {
  app.get(
    '/waitlists',
    { config: { permission: 'catalog.read' }, schema: schemas.counts },
    async (): Promise<WaitlistCounts> => {
      return { products: await waitingCounts(app.database.db) };
    },
  );

  app.get<{ Params: { id: string } }>(
    '/waitlists/:id',
    { config: { permission: 'newsletter' }, schema: schemas.recipients },
    async (request): Promise<WaitlistRecipients> => {
      const productId = request.params.id;
      return { productId, recipients: await waitlistRecipients(app.database.db, productId) };
    },
  );
}
