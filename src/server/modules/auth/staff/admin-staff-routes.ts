import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  addedStaffSchema,
  newStaffSchema,
  passwordChangeSchema,
  roleChangeSchema,
  staffAccountListSchema,
} from '../../../../domain/auth/contract';
import { clientOf } from '../../../http/client-address';
import { TooManyRequestsError } from '../../../http/errors';
import { limitClients } from '../../../http/rate-limit';
import { routeSchema } from '../../../http/response-schema';
import { validate } from '../../../http/validate';
import { staffBy } from '../../../kernel/actor';
import { staffOn } from '../sessions/request-session';
import { twoFactorRoutes } from '../two-factor/two-factor-routes';

const params = z.object({ id: z.uuid('We could not find that staff account.') });

/** Guessing one's own current password is a sign-in by other means: as few tries, per account. */
const PASSWORD_CHANGE_LIMIT = {
  max: 10,
  timeWindow: '15 minutes',
  keyGenerator: (request: FastifyRequest) => `password-change:${request.staff?.id ?? clientOf(request)}`,
};

const manage = { permission: 'staff.manage' } as const;
/** Changing who holds the admin asks for a recent sign-in (REAUTH_MINUTES). */
const manageRecent = { permission: 'staff.manage', reauth: true } as const;

/** Each route's schema (its summary and answers), its permission and, for the password, its limit. */
const options = {
  accounts: {
    schema: routeSchema('Every staff account; `you` marks the one asking', { 200: staffAccountListSchema }),
    config: manage,
  },
  add: {
    schema: routeSchema('Add a staff account, with a role', { 201: addedStaffSchema }),
    config: manageRecent,
  },
  role: {
    schema: routeSchema('Give a staff account another role (the last active owner stays one)', { 204: null }),
    config: manageRecent,
  },
  deactivate: {
    schema: routeSchema('Deactivate a staff account: it can no longer sign in', { 204: null }),
    config: manageRecent,
  },
  reactivate: {
    schema: routeSchema('Let a deactivated staff account sign in again', { 204: null }),
    config: manageRecent,
  },
  password: {
    schema: routeSchema('Change one’s own password (the current one is asked for)', { 204: null }),
    config: { permission: 'account', rateLimit: PASSWORD_CHANGE_LIMIT },
  },
} as const;

/** /api/admin/staff and /api/admin/account: who may sign in to the admin, and one's own password. */
export async function staffRoutes(app: FastifyInstance) {
  await limitClients(
    app,
    () => new TooManyRequestsError('Too many tries. Please wait a few minutes and try again.'),
    { noStore: false },
  );

  await app.register(twoFactorRoutes);

  app.get('/staff', options.accounts, async (request) => app.auth.accounts(staffOn(request).id));

  app.post('/staff', options.add, async (request, reply) => {
    const { email, password, role } = validate(newStaffSchema, request.body);
    const created = await app.auth.addStaff(email, password, role, staffBy(request));
    request.log.info({ staffId: created.id, role, by: staffOn(request).id }, 'staff account added');
    return reply.status(201).send({ id: created.id, email: created.email });
  });

  app.put('/staff/:id/role', options.role, async (request, reply) => {
    const { id } = validate(params, request.params);
    const { role } = validate(roleChangeSchema, request.body);
    await app.auth.changeRole(id, role, staffOn(request));
    request.log.info({ staffId: id, role, by: staffOn(request).id }, 'staff role changed');
    return reply.status(204).send();
  });

  app.post('/staff/:id/deactivate', options.deactivate, async (request, reply) => {
    const { id } = validate(params, request.params);
    await app.auth.deactivate(id, staffOn(request));
    request.log.info({ staffId: id, by: staffOn(request).id }, 'staff account deactivated');
    return reply.status(204).send();
  });

  app.post('/staff/:id/reactivate', options.reactivate, async (request, reply) => {
    const { id } = validate(params, request.params);
    await app.auth.reactivate(id, staffOn(request));
    request.log.info({ staffId: id, by: staffOn(request).id }, 'staff account reactivated');
    return reply.status(204).send();
  });

  app.put('/account/password', options.password, async (request, reply) => {
    const { currentPassword, newPassword } = validate(passwordChangeSchema, request.body);
    const token = request.cookies[app.auth.cookie.name] ?? '';
    await app.auth.changePassword(staffOn(request).id, currentPassword, newPassword, token);
    request.log.info({ staffId: staffOn(request).id }, 'password changed');
    return reply.status(204).send();
  });
}
