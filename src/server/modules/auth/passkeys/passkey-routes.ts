import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { sessionResponseSchema } from '../../../../domain/auth/contract';
import { PASSKEY_MESSAGES } from '../../../../domain/auth/two-factor';
import {
  passkeyAddSchema,
  passkeyListSchema,
  passkeyOptionsSchema,
  passkeySignInSchema,
} from '../../../../domain/auth/two-factor-contract';
import { BadRequestError } from '../../../http/errors';
import { limitClients } from '../../../http/rate-limit';
import { routeSchema } from '../../../http/response-schema';
import { validate } from '../../../http/validate';
import { TooManyAttemptsError } from '../auth-errors';
import { deviceOf } from '../sessions/device';
import { staffOn, startSession } from '../sessions/request-session';
import { challengeCookieName, passkeyCookieName, setPasskeyCookie } from '../sessions/session-cookie';
import { findChallenge } from '../two-factor/two-factor-store';
import {
  confirmWithPasskey,
  finishSignInWithPasskey,
  type PasskeyContext,
  signInWithPasskey,
} from './passkey-sign-in';

/** Sign-in's limit: options and signatures cost a lookup each, and a flood from one address waits. */
const FLOOD = { rateLimit: { max: 30, timeWindow: '1 minute' } };
const options = {
  signInOptions: {
    schema: routeSchema('What the browser needs to sign in with a passkey (after the password, or alone)', {
      200: passkeyOptionsSchema,
    }),
    config: FLOOD,
  },
  signIn: {
    schema: routeSchema('Sign in with a passkey: sets the session cookie', { 200: sessionResponseSchema }),
    config: FLOOD,
  },
};

function passkeyToken(request: FastifyRequest): string {
  const token = request.cookies[passkeyCookieName(request.server.auth.cookie)];
  if (!token) throw new BadRequestError(PASSKEY_MESSAGES.expired);
  return token;
}

function context(request: FastifyRequest): PasskeyContext {
  const { auth } = request.server;
  return {
    db: request.server.database.db,
    passkeys: request.server.passkeys,
    now: new Date(),
    sessionLifetimeMs: auth.sessionLifetimeMs,
    device: deviceOf(request),
  };
}

/**
 * Signing in with a passkey, under /api/auth: as the second step after the password (the challenge
 * cookie says whose), or on its own. Registered with the other sign-in routes, under their limits.
 */
export async function passkeySignInRoutes(app: FastifyInstance) {
  await limitClients(app, () => new TooManyAttemptsError(), { noStore: false });
  app.post('/api/auth/passkey/options', options.signInOptions, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const challenge = request.cookies[challengeCookieName(app.auth.cookie)];
    // After a password: that account's passkeys; else any the browser holds.
    const waiting = challenge ? await findChallenge(app.database.db, challenge, new Date()) : undefined;
    const made = await app.passkeys.signInOptions(waiting?.staffId ?? null);
    setPasskeyCookie(reply, app.auth.cookie, made.token);
    return made.options;
  });

  app.post('/api/auth/passkey', options.signIn, async (request, reply) => {
    const { response } = validate(passkeySignInSchema, request.body);
    reply.header('cache-control', 'no-store');
    const signature = response as unknown as AuthenticationResponseJSON;
    const challenge = request.cookies[challengeCookieName(app.auth.cookie)];
    const signedIn = challenge
      ? await finishSignInWithPasskey(context(request), challenge, passkeyToken(request), signature)
      : await signInWithPasskey(context(request), passkeyToken(request), signature);
    const body = await startSession(request, reply, signedIn);
    request.log.info({ staffId: signedIn.staff.id }, 'staff signed in with a passkey');
    return body;
  });
}

const params = z.object({ id: z.string().min(1).max(1024) });
const own = { permission: 'account', beforeTwoFactor: true } as const;

/**
 * One's own passkeys in the admin, under /api/admin/account: list, add, remove, and "Confirm it's
 * you" with one (a signature cannot be guessed, so these have no limit of their own).
 */
export async function passkeyAdminRoutes(app: FastifyInstance) {
  app.get(
    '/account/passkeys',
    { config: own, schema: routeSchema('One’s own passkeys', { 200: passkeyListSchema }) },
    (request) => app.passkeys.list(staffOn(request).id),
  );

  app.post(
    '/account/passkeys/options',
    {
      config: { ...own, reauth: true },
      schema: routeSchema('What the browser needs to make a passkey for one’s account', {
        200: passkeyOptionsSchema,
      }),
    },
    async (request, reply: FastifyReply) => {
      const made = await app.passkeys.registrationOptions(staffOn(request));
      setPasskeyCookie(reply, app.auth.cookie, made.token);
      return made.options;
    },
  );

  app.post(
    '/account/passkeys',
    { config: own, schema: routeSchema('Add the passkey the browser made', { 204: null }) },
    async (request, reply) => {
      const { response, name } = validate(passkeyAddSchema, request.body);
      const made = response as unknown as RegistrationResponseJSON;
      await app.passkeys.register(staffOn(request), passkeyToken(request), made, name);
      return reply.status(204).send();
    },
  );

  app.post(
    '/account/confirm-it-is-you/passkey/options',
    {
      config: own,
      schema: routeSchema('What the browser needs to confirm it’s you with one of your passkeys', {
        200: passkeyOptionsSchema,
      }),
    },
    async (request, reply: FastifyReply) => {
      const made = await app.passkeys.confirmOptions(staffOn(request).id);
      setPasskeyCookie(reply, app.auth.cookie, made.token);
      return made.options;
    },
  );

  app.post(
    '/account/confirm-it-is-you/passkey',
    {
      config: own,
      schema: routeSchema('Confirm it’s you with a passkey: the session counts as recent from now', {
        204: null,
      }),
    },
    async (request, reply) => {
      const { response } = validate(passkeySignInSchema, request.body);
      const sessionToken = request.cookies[app.auth.cookie.name] ?? '';
      const signature = response as unknown as AuthenticationResponseJSON;
      await confirmWithPasskey(
        context(request),
        sessionToken,
        staffOn(request),
        passkeyToken(request),
        signature,
      );
      return reply.status(204).send();
    },
  );

  app.delete(
    '/account/passkeys/:id',
    {
      config: { permission: 'account', reauth: true },
      schema: routeSchema('Remove one of one’s passkeys', { 204: null }),
    },
    async (request, reply) => {
      const { id } = validate(params, request.params);
      const member = staffOn(request);
      const { enabled } = await app.auth.twoFactor.status(member.id);
      await app.passkeys.remove(member, id, enabled);
      return reply.status(204).send();
    },
  );
}
