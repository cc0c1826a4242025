import type { FastifyInstance } from 'fastify';
import { REMINDER_MESSAGES } from '../../../domain/checkout/reminder';
import { consentWords, type SignupSource } from '../../../domain/newsletter/consent';
import {
  newsletterAnswerSchema,
  newsletterConfirmSchema,
  newsletterSignupSchema,
  newsletterTokenSchema,
  subscriptionSchema,
} from '../../../domain/newsletter/contract';
import {
  NEWSLETTER_MESSAGES,
  type NewsletterAnswer,
  SUBSCRIPTION_MESSAGES,
  type Subscription,
} from '../../../domain/newsletter/newsletter';
import { WAITLIST_MESSAGES } from '../../../domain/newsletter/waitlist';
import { pagePath } from '../../../domain/pages/pages';
import { NotFoundError, TooManyRequestsError } from '../../http/errors';
import { limitClients } from '../../http/rate-limit';
import { routeSchema } from '../../http/response-schema';
import { validate } from '../../http/validate';
import { remindersByToken, setRemindersStopped } from '../checkout/drafts';
import { setWaitlistLeft, waitlistByToken } from '../waitlist/leave';
import { confirmSubscription, signUp, subscriptionByToken, unsubscribe } from './subscribers';

/** Sign-ups per address per minute, kept in memory: enough for a household, too few to fill the list. */
export const SIGNUP_LIMIT = { max: 10, timeWindow: '1 minute' };

export type NewsletterRouteOptions = {
  publicUrl: string;
  /** Whether a sign-up waits for the confirmation email's link (NEWSLETTER_DOUBLE_OPT_IN). */
  confirmFirst: boolean;
};

const answer = { 200: newsletterAnswerSchema };
const schemas = {
  signup: routeSchema('Join the newsletter; the same answer for an address already on it', answer),
  confirm: routeSchema('Confirm a subscription with the link from its confirmation email', answer),
  subscription: routeSchema('The address an unsubscribe link belongs to, and where it stands', {
    200: subscriptionSchema,
  }),
  unsubscribe: routeSchema('Leave the list with a list email’s unsubscribe link', {
    200: subscriptionSchema,
  }),
  rejoin: routeSchema('Join the list again from the unsubscribe page', { 200: subscriptionSchema }),
};

/** What a subscription page says of an address in each state. */
function subscriptionAnswer(email: string, status: Subscription['status']): Subscription {
  const message =
    status === 'confirmed' || status === 'pending'
      ? NEWSLETTER_MESSAGES.subscribed
      : SUBSCRIPTION_MESSAGES.unsubscribed;
  return { email, status, message };
}

/**
 * Signs an address up on a form (the footer's, or checkout's box with the order) with that form's
 * words, and sends the confirmation email when one is due. The caller answers alike whatever
 * happened, or the form would reveal who is subscribed.
 */
export async function joinNewsletter(
  app: FastifyInstance,
  options: NewsletterRouteOptions,
  email: string,
  source: SignupSource,
): Promise<void> {
  const words = consentWords(source, (await app.content.get()).site.artistName);
  const { confirmToken } = await signUp(app.database.db, {
    email,
    source,
    words,
    confirmFirst: options.confirmFirst,
  });
  if (!confirmToken) return;
  // The token is in the link's fragment: it never reaches a server's or a proxy's log.
  const confirmUrl = `${options.publicUrl}${pagePath('newsletterConfirm')}#token=${confirmToken}`;
  // Sent after the answer has gone, and never stored: the database keeps only the link's hash.
  // The email's module, and React Email with it, loads with the first one sent.
  setImmediate(() => {
    void app.outbox.sendUnstored('newsletter_confirm', email, async (brand) => {
      const { renderNewsletterConfirm } = await import('./newsletter-confirm-email');
      return renderNewsletterConfirm({ confirmUrl, words, brand });
    });
  });
}

/**
 * The newsletter's public routes: sign up (with the consent recorded and, by default, a confirmation
 * email first), confirm, and leave or come back with the fan's own unsubscribe link. Leaving takes
 * one click and no sign-in: the link's token is the fan's key.
 */
export async function newsletterRoutes(app: FastifyInstance, options: NewsletterRouteOptions) {
  await limitClients(app, () => new TooManyRequestsError(NEWSLETTER_MESSAGES.tooMany), { noStore: true });

  app.post(
    '/api/newsletter',
    { schema: schemas.signup, config: { rateLimit: SIGNUP_LIMIT } },
    async (request) => {
      const { email, source } = validate(newsletterSignupSchema, request.body);
      await joinNewsletter(app, options, email, source);
      // Logged without the address: the log is no place for the list.
      request.log.info({ source, confirmFirst: options.confirmFirst }, 'newsletter sign-up');
      // The same answer for a known address, so the form cannot be used to learn who is subscribed.
      const body: NewsletterAnswer = {
        message: options.confirmFirst ? SUBSCRIPTION_MESSAGES.checkInbox : NEWSLETTER_MESSAGES.subscribed,
      };
      return body;
    },
  );

  app.post('/api/newsletter/confirm', { schema: schemas.confirm }, async (request) => {
    const { token } = validate(newsletterConfirmSchema, request.body);
    const email = await confirmSubscription(app.database.db, token);
    if (!email) throw new NotFoundError(SUBSCRIPTION_MESSAGES.linkUsed);
    request.log.info('newsletter subscription confirmed');
    const body: NewsletterAnswer = { message: SUBSCRIPTION_MESSAGES.confirmed };
    return body;
  });

  /** The fan's own subscription, found by their unsubscribe token, or a clear 404. */
  async function subscriptionOf(token: string) {
    const found = await subscriptionByToken(app.database.db, token);
    if (!found) throw new NotFoundError(SUBSCRIPTION_MESSAGES.unknownLink);
    return found;
  }

  /**
   * The other lists an unsubscribe link can stop, on the same page and one-click POST: a checkout
   * reminder's link stops reminders about the bag, a waitlist message's takes the fan off that
   * product's waitlist. Each answers for its own tokens and null for the rest; `stop` (true to
   * leave, false to come back) changes it first.
   */
  const otherLists: ((token: string, stop?: boolean) => Promise<Subscription | null>)[] = [
    async (token, stop) => {
      if (stop !== undefined && !(await setRemindersStopped(app.database.db, token, stop))) return null;
      const found = await remindersByToken(app.database.db, token);
      if (!found) return null;
      return found.stopped
        ? { email: found.email, status: 'unsubscribed', message: REMINDER_MESSAGES.stopped }
        : { email: found.email, status: 'confirmed', message: REMINDER_MESSAGES.restarted };
    },
    async (token, stop) => {
      if (stop !== undefined && !(await setWaitlistLeft(app.database.db, token, stop))) return null;
      const found = await waitlistByToken(app.database.db, token);
      if (!found) return null;
      const { email, productName: waitlist } = found;
      return found.waiting
        ? { email, status: 'confirmed', message: WAITLIST_MESSAGES.back(waitlist), waitlist }
        : { email, status: 'unsubscribed', message: WAITLIST_MESSAGES.left(waitlist), waitlist };
    },
  ];

  /** The other list a token belongs to, after leaving or coming back to it; null for none. */
  async function otherList(token: string, stop?: boolean): Promise<Subscription | null> {
    for (const list of otherLists) {
      const found = await list(token, stop);
      if (found) return found;
    }
    return null;
  }

  app.get<{ Params: { token: string } }>(
    '/api/newsletter/subscription/:token',
    { schema: schemas.subscription },
    async (request) => {
      const { token } = validate(newsletterTokenSchema, request.params);
      const other = (await subscriptionByToken(app.database.db, token)) ? null : await otherList(token);
      if (other) return other;
      const { email, status } = await subscriptionOf(token);
      return subscriptionAnswer(email, status);
    },
  );

  app.post('/api/newsletter/unsubscribe', { schema: schemas.unsubscribe }, async (request) => {
    const { token } = validate(newsletterTokenSchema, request.body);
    if (!(await unsubscribe(app.database.db, token))) {
      const other = await otherList(token, true);
      if (!other) throw new NotFoundError(SUBSCRIPTION_MESSAGES.unknownLink);
      request.log.info({ how: 'page' }, 'left a list other than the newsletter');
      return other;
    }
    request.log.info({ how: 'page' }, 'newsletter unsubscribe');
    const { email, status } = await subscriptionOf(token);
    return subscriptionAnswer(email, status);
  });

  // "Changed your mind?": the link proves the inbox, so no second confirmation is asked for.
  app.post('/api/newsletter/rejoin', { schema: schemas.rejoin }, async (request) => {
    const { token } = validate(newsletterTokenSchema, request.body);
    if (!(await subscriptionByToken(app.database.db, token))) {
      const other = await otherList(token, false);
      if (other) return other;
    }
    const { email } = await subscriptionOf(token);
    const words = consentWords('rejoin', (await app.content.get()).site.artistName);
    await signUp(app.database.db, { email, source: 'rejoin', words, confirmFirst: false });
    request.log.info('newsletter rejoined');
    return { email, status: 'confirmed', message: SUBSCRIPTION_MESSAGES.resubscribed } satisfies Subscription;
  });

  // RFC 8058 one-click: a mail app POSTs "List-Unsubscribe=One-Click" to the List-Unsubscribe link
  // itself, with no cookie. Whatever the body, the token decides; a GET of the same address is the
  // page that asks first, so a link scanner following it unsubscribes nobody.
  await app.register(async (oneClick) => {
    oneClick.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) =>
      done(null, body),
    );
    oneClick.post<{ Params: { token: string } }>('/unsubscribe/:token', async (request, reply) => {
      const { token } = validate(newsletterTokenSchema, request.params);
      if (await unsubscribe(app.database.db, token)) {
        request.log.info({ how: 'one-click' }, 'newsletter unsubscribe');
        return reply.type('text/plain; charset=utf-8').send(SUBSCRIPTION_MESSAGES.unsubscribed);
      }
      const other = await otherList(token, true);
      if (!other) throw new NotFoundError(SUBSCRIPTION_MESSAGES.unknownLink);
      request.log.info({ how: 'one-click' }, 'left a list other than the newsletter');
      return reply.type('text/plain; charset=utf-8').send(other.message);
    });
  });
}
