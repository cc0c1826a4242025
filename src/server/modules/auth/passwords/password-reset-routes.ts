import type { FastifyInstance } from 'fastify';
import {
  PASSWORD_RESET_MESSAGES,
  type PasswordResetCheckResponse,
  type PasswordResetRequest,
} from '../../../../domain/auth/auth';
import {
  passwordResetCheckResponseSchema,
  passwordResetCheckSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  passwordResetSentSchema,
  sessionResponseSchema,
} from '../../../../domain/auth/contract';
import { pagePath } from '../../../../domain/pages/pages';
import { TooManyRequestsError } from '../../../http/errors';
import { limitClients } from '../../../http/rate-limit';
import { routeSchema } from '../../../http/response-schema';
import { validate } from '../../../http/validate';
import { deviceOf } from '../sessions/device';
import { startSession } from '../sessions/request-session';

/**
 * Links asked for per address. Counted after the input is checked (preHandler runs after
 * preValidation), so a form that could not be sent anywhere spends no try. Each account also gets
 * at most RESET_LINKS_PER_ACCOUNT links in the link's lifetime, whoever asks (see password-resets.ts).
 */
const REQUEST_LIMIT = { max: 5, timeWindow: '15 minutes', hook: 'preHandler' as const };
/** Setting a password hashes it: a flood from one address waits a minute, as at sign-in. */
const USE_LIMIT = { max: 30, timeWindow: '1 minute' };

const schemas = {
  request: routeSchema('Ask for a link to choose a new password; the same answer for any email', {
    202: passwordResetSentSchema,
  }),
  check: routeSchema('Whether a reset link still works, and whose password it sets', {
    200: passwordResetCheckResponseSchema,
  }),
  complete: routeSchema('Set the new password from a reset link, and sign in', {
    200: sessionResponseSchema,
  }),
};
const checkOptions = { schema: schemas.check, config: { rateLimit: USE_LIMIT } };

/** "Forgot password?" under /api/auth/password-reset: ask for a link, check it, set the new password. */
export async function passwordResetRoutes(app: FastifyInstance, { publicUrl }: { publicUrl: string }) {
  await limitClients(app, () => new TooManyRequestsError(PASSWORD_RESET_MESSAGES.tooMany), { noStore: true });

  // The same answer after the same statements, whether or not the email is an active staff account's;
  // the email goes after the answer. The token is in the link only: the fragment (#) never reaches a
  // server's or a proxy's log when the link is opened.
  app.post<{ Body: PasswordResetRequest }>(
    '/api/auth/password-reset',
    {
      schema: schemas.request,
      config: { rateLimit: REQUEST_LIMIT },
      preValidation: async (request) => {
        request.body = validate(passwordResetRequestSchema, request.body);
      },
    },
    async (request, reply) => {
      const issued = await app.passwordResets.request(request.body.email);
      if (issued) {
        const resetUrl = `${publicUrl}${pagePath('newPassword')}#token=${issued.token}`;
        // Sent after the answer has gone, and never stored (see EmailOutbox.sendUnstored). The
        // email's module, and React Email with it, loads with the first one sent, not with the server.
        setImmediate(() => {
          void app.outbox.sendUnstored('password_reset', issued.email, async (brand) => {
            const { renderPasswordReset } = await import('../emails/password-reset-email');
            return renderPasswordReset({ email: issued.email, resetUrl, brand });
          });
        });
      }
      return reply.status(202).send({ message: PASSWORD_RESET_MESSAGES.sent });
    },
  );

  app.post('/api/auth/password-reset/check', checkOptions, async (request) => {
    const { token } = validate(passwordResetCheckSchema, request.body);
    const body: PasswordResetCheckResponse = await app.passwordResets.check(token);
    return body;
  });

  app.post(
    '/api/auth/password-reset/complete',
    { schema: schemas.complete, config: { rateLimit: USE_LIMIT } },
    async (request, reply) => {
      const { token, password } = validate(passwordResetSchema, request.body);
      const done = await app.passwordResets.complete(token, password, deviceOf(request));
      // A browser signed in as someone else gives that session up too.
      const body = await startSession(request, reply, done);
      request.log.info({ second: done.kind === 'challenge' }, 'password reset through an emailed link');
      return body;
    },
  );
}
