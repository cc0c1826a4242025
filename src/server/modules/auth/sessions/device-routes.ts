import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  deviceParamsSchema,
  endedSessionsSchema,
  signedInDeviceListSchema,
} from '../../../../domain/auth/devices-contract';
import { routeSchema } from '../../../http/response-schema';
import { validate } from '../../../http/validate';
import { staffOn } from './request-session';
import { clearSessionCookie } from './session-cookie';

const staffParams = z.object({ id: z.uuid('We could not find that staff account.') });

const own = { permission: 'account' } as const;

/** Each route's schema (its summary and answers) and its permission. */
const options = {
  list: {
    schema: routeSchema('The devices one is signed in on; `current` marks this one', {
      200: signedInDeviceListSchema,
    }),
    config: own,
  },
  endOne: {
    schema: routeSchema('Sign one of one’s own devices out (this one: signs this browser out)', {
      204: null,
    }),
    config: own,
  },
  endOthers: {
    schema: routeSchema('Sign out everywhere else: every device of one’s own but this one', {
      200: endedSessionsSchema,
    }),
    config: own,
  },
  endAllOf: {
    schema: routeSchema('Sign another staff member out on every device', { 200: endedSessionsSchema }),
    config: { permission: 'staff.manage' },
  },
} as const;

/**
 * Signed-in devices under /api/admin: one's own under /account/sessions, and an owner's "End
 * sessions" for another member under /staff/:id/sessions.
 */
export async function deviceRoutes(app: FastifyInstance) {
  const tokenOf = (request: FastifyRequest) => request.cookies[app.auth.cookie.name] ?? '';

  app.get('/account/sessions', options.list, async (request) =>
    app.devices.list(staffOn(request).id, tokenOf(request)),
  );

  app.delete('/account/sessions/:id', options.endOne, async (request, reply) => {
    const { id } = validate(deviceParamsSchema, request.params);
    const { current } = await app.devices.endOne(staffOn(request), id, tokenOf(request));
    if (current) clearSessionCookie(reply, app.auth.cookie);
    request.log.info({ staffId: staffOn(request).id, current }, 'device signed out');
    return reply.status(204).send();
  });

  app.post('/account/sessions/end-others', options.endOthers, async (request) => {
    const ended = await app.devices.endOthers(staffOn(request), tokenOf(request));
    request.log.info({ staffId: staffOn(request).id, ended }, 'signed out everywhere else');
    return { ended };
  });

  app.delete('/staff/:id/sessions', options.endAllOf, async (request) => {
    const { id } = validate(staffParams, request.params);
    const ended = await app.devices.endAllOf(id, staffOn(request));
    request.log.info({ staffId: id, ended, by: staffOn(request).id }, 'staff signed out everywhere');
    return { ended };
  });
}
