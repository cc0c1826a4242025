import type { FastifyInstance } from 'fastify';
import { REMINDER_MESSAGES, restoreLines } from '../../../domain/checkout/reminder';
import {
  bagRestoreSchema,
  checkoutDraftAnswerSchema,
  checkoutDraftSchema,
  restoredBagSchema,
} from '../../../domain/checkout/reminder-contract';
import { consentWords } from '../../../domain/newsletter/consent';
import { NotFoundError, TooManyRequestsError } from '../../http/errors';
import { limitClients } from '../../http/rate-limit';
import { routeSchema } from '../../http/response-schema';
import { validate } from '../../http/validate';
import { draftByRestoreToken, saveDraft } from './drafts';

/** Drafts and restores per connection per minute: a shopper going back and forth, not a script. */
const DRAFT_LIMIT = { max: 20, timeWindow: '1 minute' };

export type ReminderRouteOptions = {
  /** CHECKOUT_REMINDER_HOURS; with 0 no draft is kept. */
  hours: number;
};

const schemas = {
  draft: routeSchema('Keep the bag of a shopper who ticked checkout’s email box, for its one reminder', {
    202: checkoutDraftAnswerSchema,
  }),
  restore: routeSchema('The bag a reminder’s link brings back, checked against the shop today', {
    200: restoredBagSchema,
  }),
};

/**
 * The checkout reminder's public routes: checkout keeps the bag of a shopper who ticked the box,
 * and the reminder's link asks for it back, as the shop sells it today.
 */
export async function reminderRoutes(app: FastifyInstance, options: ReminderRouteOptions) {
  await limitClients(
    app,
    () =>
      new TooManyRequestsError('Too many requests from your connection. Please wait a minute and try again.'),
    { noStore: true },
  );

  app.post(
    '/api/checkout/draft',
    { schema: schemas.draft, config: { rateLimit: DRAFT_LIMIT } },
    async (request, reply) => {
      const draft = validate(checkoutDraftSchema, request.body);
      if (options.hours > 0) {
        const words = consentWords('checkout', (await app.content.get()).site.artistName);
        await saveDraft(app.database.db, { ...draft, words });
      }
      return reply.status(202).send({ message: REMINDER_MESSAGES.saved });
    },
  );

  app.post(
    '/api/checkout/restore',
    { schema: schemas.restore, config: { rateLimit: DRAFT_LIMIT } },
    async (request) => {
      const { token } = validate(bagRestoreSchema, request.body);
      const lines = await draftByRestoreToken(app.database.db, token);
      if (!lines) throw new NotFoundError(REMINDER_MESSAGES.unknownLink);
      const { raw } = await app.catalog.get();
      return restoreLines(lines, raw.products, Date.now());
    },
  );
}
