import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  confirmTotpRequestSchema,
  reauthRequestSchema,
  recoveryCodesSchema,
  securitySettingsSchema,
  totpSetupSchema,
  twoFactorStatusSchema,
} from '../../../../domain/auth/two-factor-contract';
import { routeSchema } from '../../../http/response-schema';
import { validate } from '../../../http/validate';
import { staffOn } from '../sessions/request-session';

const params = z.object({ id: z.uuid('We could not find that staff account.') });

/**
 * Only a flood from one client is held back here, as at sign-in: wrong answers end the session that
 * gave them (confirm-tries.ts). A limit per member let whoever held one session lock the member out.
 */
const CONFIRM_FLOOD_LIMIT = { max: 30, timeWindow: '1 minute' };

/** One's own second factor: open while the owner's rule still asks this account to set one up. */
const own = { permission: 'account', beforeTwoFactor: true } as const;

const options = {
  status: {
    schema: routeSchema('One’s own two-factor sign-in, and whether everyone must have it', {
      200: twoFactorStatusSchema,
    }),
    config: own,
  },
  setup: {
    schema: routeSchema('Start setting up an authenticator app: its secret and QR code', {
      200: totpSetupSchema,
    }),
    config: { ...own, reauth: true },
  },
  confirm: {
    schema: routeSchema('Confirm the app with its first code: two-factor is on; the recovery codes, once', {
      200: recoveryCodesSchema,
    }),
    config: own,
  },
  recoveryCodes: {
    schema: routeSchema('Ten new recovery codes (the old ones stop working), shown once', {
      200: recoveryCodesSchema,
    }),
    config: { permission: 'account', reauth: true },
  },
  turnOff: {
    schema: routeSchema('Turn one’s own two-factor sign-in off (not while required of everyone)', {
      204: null,
    }),
    config: { permission: 'account', reauth: true },
  },
  confirmItIsYou: {
    schema: routeSchema('Give the password or a code again: the session counts as recent from now', {
      204: null,
    }),
    config: { ...own, rateLimit: CONFIRM_FLOOD_LIMIT },
  },
  recent: {
    schema: routeSchema('Whether this session signed in recently enough for what is guarded (else 403)', {
      204: null,
    }),
    config: { permission: 'account', reauth: true },
  },
  security: {
    schema: routeSchema('Require two-factor sign-in of all staff, or stop requiring it', { 204: null }),
    config: { permission: 'staff.manage', reauth: true },
  },
  reset: {
    schema: routeSchema('Reset a staff member’s two-factor sign-in (a lost phone): their sessions end', {
      204: null,
    }),
    config: { permission: 'staff.manage', reauth: true },
  },
} as const;

/**
 * Two-factor sign-in in the admin, under /api/admin: one's own (set up, recovery codes, turn off,
 * "Confirm it's you"), and the owner's (the rule for everyone, a reset for someone else).
 * Registered in the auth staff scope, whose rate-limit plugin CONFIRM_FLOOD_LIMIT uses.
 */
export async function twoFactorRoutes(app: FastifyInstance) {
  const twoFactor = () => app.auth.twoFactor;

  app.get('/account/two-factor', options.status, (request) => twoFactor().status(staffOn(request).id));

  app.post('/account/two-factor/setup', options.setup, (request) => twoFactor().startSetup(staffOn(request)));

  app.post('/account/two-factor/confirm', options.confirm, async (request) => {
    const { code } = validate(confirmTotpRequestSchema, request.body);
    const recoveryCodes = await twoFactor().confirmSetup(staffOn(request), code);
    request.log.info({ staffId: staffOn(request).id }, 'two-factor sign-in set up');
    return { recoveryCodes };
  });

  app.post('/account/two-factor/recovery-codes', options.recoveryCodes, async (request) => ({
    recoveryCodes: await twoFactor().replaceRecoveryCodes(staffOn(request)),
  }));

  app.delete('/account/two-factor', options.turnOff, async (request, reply) => {
    await twoFactor().turnOff(staffOn(request));
    request.log.info({ staffId: staffOn(request).id }, 'two-factor sign-in turned off');
    return reply.status(204).send();
  });

  app.post('/account/confirm-it-is-you', options.confirmItIsYou, async (request, reply) => {
    const proof = validate(reauthRequestSchema, request.body);
    const token = request.cookies[app.auth.cookie.name] ?? '';
    await app.auth.confirmItIsYou(token, staffOn(request), proof);
    return reply.status(204).send();
  });

  // A download's link cannot answer "Confirm it's you": the admin asks here first.
  app.get('/account/recent-sign-in', options.recent, (_request, reply) => reply.status(204).send());

  app.put('/security', options.security, async (request, reply) => {
    const { twoFactorRequired } = validate(securitySettingsSchema, request.body);
    await twoFactor().setRequired(twoFactorRequired, staffOn(request));
    request.log.info({ twoFactorRequired, by: staffOn(request).id }, 'staff two-factor rule changed');
    return reply.status(204).send();
  });

  app.delete('/staff/:id/two-factor', options.reset, async (request, reply) => {
    const { id } = validate(params, request.params);
    await twoFactor().reset(id, staffOn(request));
    request.log.info({ staffId: id, by: staffOn(request).id }, 'staff two-factor reset');
    return reply.status(204).send();
  });
}
