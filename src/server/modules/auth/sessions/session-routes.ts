import type { FastifyInstance } from 'fastify';
import type { SessionResponse } from '../../../../domain/auth/auth';
import {
  loginRequestSchema,
  passwordCheckRequestSchema,
  passwordCheckResponseSchema,
  sessionResponseSchema,
} from '../../../../domain/auth/contract';
import { passwordPolicySchema } from '../../../../domain/auth/password-policy-contract';
import { TWO_FACTOR_MESSAGES } from '../../../../domain/auth/two-factor';
import { secondFactorRequestSchema } from '../../../../domain/auth/two-factor-contract';
import { clientOf } from '../../../http/client-address';
import { UnauthorizedError } from '../../../http/errors';
import { limitClients } from '../../../http/rate-limit';
import { routeSchema } from '../../../http/response-schema';
import { validate } from '../../../http/validate';
import { InvalidCredentialsError, TooManyAttemptsError } from '../auth-errors';
import { passwordProblems } from '../passwords/common-passwords';
import { deviceOf } from './device';
import { currentStaff, sessionUser, startSession } from './request-session';
import { challengeCookieName, clearSessionCookie } from './session-cookie';

/**
 * A cap on sign-in requests per address per minute, kept in memory. The real limits (failures per
 * account and per address) live in the database; this one only stops a flood from keeping the
 * server busy hashing passwords before any failure is recorded.
 */
const LOGIN_FLOOD_LIMIT = { max: 30, timeWindow: '1 minute' };

/** Each route's schema (its summary and answers) and, for sign-in, its limit. */
const options = {
  session: {
    schema: routeSchema('Who is signed in here (user null: nobody)', { 200: sessionResponseSchema }),
  },
  login: {
    schema: routeSchema('Sign a member of staff in: sets the session cookie', { 200: sessionResponseSchema }),
    config: { rateLimit: LOGIN_FLOOD_LIMIT },
  },
  secondFactor: {
    schema: routeSchema('Finish a sign-in with a code: an authenticator code or a recovery code', {
      200: sessionResponseSchema,
    }),
    config: { rateLimit: LOGIN_FLOOD_LIMIT },
  },
  logout: { schema: routeSchema('Sign out: ends the session and clears its cookie', { 204: null }) },
  policy: { schema: routeSchema('What a staff password must satisfy', { 200: passwordPolicySchema }) },
  check: {
    schema: routeSchema('Whether a password would be accepted: the policy, and not a common one', {
      200: passwordCheckResponseSchema,
    }),
    // As sign-in's: the answer is no secret (the list is public), but it costs a lookup each time.
    config: { rateLimit: LOGIN_FLOOD_LIMIT },
  },
};

/**
 * Sign-in, sign-out, who is signed in, the password policy and a password's check as staff choose
 * one: everything under /api/auth.
 */
export async function sessionRoutes(app: FastifyInstance) {
  await limitClients(app, () => new TooManyAttemptsError(), { noStore: false });

  // Always 200, so a signed-out visitor's check is not reported by the browser as a failed request.
  app.get('/api/auth/session', options.session, async (request, reply): Promise<SessionResponse> => {
    reply.header('cache-control', 'no-store');
    const staff = await currentStaff(request, reply);
    return { user: staff ? sessionUser(staff) : null };
  });

  app.post('/api/auth/login', options.login, async (request, reply) => {
    const { email, password } = validate(loginRequestSchema, request.body);
    reply.header('cache-control', 'no-store');
    const client = clientOf(request);
    let signedIn: Awaited<ReturnType<typeof app.auth.signIn>>;
    try {
      signedIn = await app.auth.signIn(email, password, client, deviceOf(request));
    } catch (error) {
      // Never the email as typed: a password typed into the email box would be kept in the log.
      if (error instanceof InvalidCredentialsError || error instanceof TooManyAttemptsError) {
        request.log.info({ client, reason: error.code }, 'staff sign-in refused');
      }
      throw error;
    }
    const body = await startSession(request, reply, signedIn);
    if (signedIn.kind === 'session') request.log.info({ staffId: signedIn.staff.id }, 'staff signed in');
    return body;
  });

  // The sign-in's second step: the challenge cookie the password left, and a code.
  app.post('/api/auth/second-factor', options.secondFactor, async (request, reply) => {
    const { code } = validate(secondFactorRequestSchema, request.body);
    reply.header('cache-control', 'no-store');
    const challenge = request.cookies[challengeCookieName(app.auth.cookie)];
    if (!challenge) throw new UnauthorizedError(TWO_FACTOR_MESSAGES.challengeExpired, 'sign_in_expired');
    const client = clientOf(request);
    const signedIn = await app.auth
      .finishSignIn(challenge, code, client, deviceOf(request))
      .catch((error: unknown) => {
        request.log.info(
          { client, reason: (error as { code?: string }).code },
          'staff second factor refused',
        );
        throw error;
      });
    const body = await startSession(request, reply, signedIn);
    request.log.info({ staffId: signedIn.staff.id }, 'staff signed in with a second factor');
    return body;
  });

  app.post('/api/auth/logout', options.logout, async (request, reply) => {
    const token = request.cookies[app.auth.cookie.name];
    if (token) await app.auth.signOut(token);
    clearSessionCookie(reply, app.auth.cookie);
    return reply.header('cache-control', 'no-store').status(204).send();
  });

  app.get('/api/auth/password-policy', options.policy, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return app.auth.policy;
  });

  // The field asks here when staff leave it, so the list of common passwords never ships to the browser.
  app.post('/api/auth/password-check', options.check, async (request) => {
    const { password } = validate(passwordCheckRequestSchema, request.body);
    return { problems: await passwordProblems(password, app.auth.policy) };
  });
}
