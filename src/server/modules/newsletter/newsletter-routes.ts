import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { newsletterAnswerSchema, newsletterSignupSchema } from '../../../domain/newsletter/contract';
import { NEWSLETTER_MESSAGES, type NewsletterAnswer } from '../../../domain/newsletter/newsletter';
import { TooManyRequestsError } from '../../http/errors';
import { rateLimitOptions } from '../../http/rate-limit';
import { routeSchema } from '../../http/response-schema';
import { validate } from '../../http/validate';
import { subscribe } from './subscribers';

/** Sign-ups per address per minute, kept in memory: enough for a household, too few to fill the list. */
export const SIGNUP_LIMIT = { max: 10, timeWindow: '1 minute' };

const signup = {
  schema: routeSchema('Join the newsletter; the same answer for an address already on it', {
    200: newsletterAnswerSchema,
  }),
  config: { rateLimit: SIGNUP_LIMIT },
};

/** POST /api/newsletter: anyone may join the list. */
export async function newsletterRoutes(app: FastifyInstance) {
  await app.register(
    rateLimit,
    rateLimitOptions(app, () => new TooManyRequestsError(NEWSLETTER_MESSAGES.tooMany)),
  );

  app.post('/api/newsletter', signup, async (request) => {
    const { email } = validate(newsletterSignupSchema, request.body);
    const added = await subscribe(app.database.db, email);
    // Logged without the address: the log is no place for the list.
    if (added) request.log.info('newsletter subscriber added');
    // The same answer for a known address, so the form cannot be used to learn who is subscribed.
    const answer: NewsletterAnswer = { message: NEWSLETTER_MESSAGES.subscribed };
    return answer;
  });
}
