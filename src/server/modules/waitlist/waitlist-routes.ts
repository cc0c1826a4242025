import type { FastifyInstance } from 'fastify';
import { WAITLIST_MESSAGES, type WaitlistAnswer } from '../../../domain/newsletter/waitlist';
import { waitlistAnswerSchema, waitlistSignupSchema } from '../../../domain/newsletter/waitlist-contract';
import { pagePath } from '../../../domain/pages/pages';
import { TooManyRequestsError } from '../../http/errors';
import { limitClients } from '../../http/rate-limit';
import { routeSchema } from '../../http/response-schema';
import { validate } from '../../http/validate';
import { joinWaitlist } from './join';

/** Sign-ups per connection per minute: a household's worth, too few to fill a waitlist. */
const SIGNUP_LIMIT = { max: 10, timeWindow: '1 minute' };

const schemas = {
  signup: routeSchema(
    'Notify me: one email when a coming-soon product goes on sale, or a sold-out colour and size is back',
    { 200: waitlistAnswerSchema },
  ),
};

/** POST /api/waitlist: a fan leaves an address, with the consent box ticked, on a product page. */
export async function waitlistRoutes(app: FastifyInstance, options: { publicUrl: string }) {
  await limitClients(app, () => new TooManyRequestsError(WAITLIST_MESSAGES.tooMany), { noStore: false });
  app.post(
    '/api/waitlist',
    { schema: schemas.signup, config: { rateLimit: SIGNUP_LIMIT } },
    async (request, reply) => {
      const { productId, color, size, email } = validate(waitlistSignupSchema, request.body);
      const pageUrl = `${options.publicUrl}${pagePath('product', { productId })}`;
      await joinWaitlist(app.database.db, { productId, color, size, email, pageUrl });
      // Logged without the address: the log is no place for a list.
      request.log.info({ productId, variant: color ? 'one' : 'drop' }, 'waitlist sign-up');
      reply.header('cache-control', 'no-store');
      const body: WaitlistAnswer = { message: WAITLIST_MESSAGES.done };
      return body;
    },
  );
}
