import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { sessionResponseSchema } from '../../../../domain/auth/contract';
import { INVITATION_MESSAGES } from '../../../../domain/auth/invitation';
import {
  type InvitationSent,
  invitationAcceptSchema,
  invitationCheckResponseSchema,
  invitationCheckSchema,
  invitationListSchema,
  invitationSentSchema,
  newInvitationSchema,
} from '../../../../domain/auth/invitation-contract';
import { pagePath } from '../../../../domain/pages/pages';
import { TooManyRequestsError } from '../../../http/errors';
import { limitClients } from '../../../http/rate-limit';
import { routeSchema } from '../../../http/response-schema';
import { validate } from '../../../http/validate';
import { staffBy } from '../../../kernel/actor';
import { deviceOf } from '../sessions/device';
import { startSession } from '../sessions/request-session';

const params = z.object({ id: z.uuid(INVITATION_MESSAGES.notFound) });
const manage = { permission: 'staff.manage' } as const;
/** Inviting someone in, or cancelling it, is a staff change: a recent sign-in is asked for. */
const manageRecent = { permission: 'staff.manage', reauth: true } as const;

/** Accepting hashes a password: as the reset link's routes, a flood from one address waits a minute. */
const USE_LIMIT = { max: 30, timeWindow: '1 minute' };

const adminOptions = {
  list: {
    schema: routeSchema('The pending staff invitations, newest first', { 200: invitationListSchema }),
    config: manage,
  },
  invite: {
    schema: routeSchema('Invite someone to the staff by a one-time link: emailed, or shown once', {
      201: invitationSentSchema,
    }),
    config: manageRecent,
  },
  cancel: {
    schema: routeSchema('Cancel a pending invitation: its link stops working', { 204: null }),
    config: manageRecent,
  },
} as const;

const publicOptions = {
  check: {
    schema: routeSchema('Whether an invitation link still works, and the email and role it makes', {
      200: invitationCheckResponseSchema,
    }),
    config: { rateLimit: USE_LIMIT },
  },
  accept: {
    schema: routeSchema('Accept an invitation: choose a password, make the account, and sign in', {
      200: sessionResponseSchema,
    }),
    config: { rateLimit: USE_LIMIT },
  },
};

/** The address an invitation's token opens; the token after the #, so no server log keeps it. */
function acceptUrl(publicUrl: string, token: string): string {
  return `${publicUrl}${pagePath('invitation')}#token=${token}`;
}

/**
 * /api/admin/invitations: an owner invites by email and role, sees the pending invitations and
 * cancels one. With mail set up (SMTP) the link is emailed and the answer holds none; without it,
 * or when the email could not be sent, the answer holds the link, this once, for the owner to pass on.
 */
export async function invitationAdminRoutes(app: FastifyInstance, { publicUrl }: { publicUrl: string }) {
  app.get('/invitations', adminOptions.list, async () => app.invitations.pending());

  app.post('/invitations', adminOptions.invite, async (request: FastifyRequest, reply) => {
    const { email, role } = validate(newInvitationSchema, request.body);
    const { invitation, token } = await app.invitations.invite(email, role, staffBy(request));
    const link = acceptUrl(publicUrl, token);
    // The email module, and React Email with it, loads with the first invitation sent.
    const emailed =
      app.mailer.kind === 'smtp' &&
      (await app.outbox.sendUnstored('staff_invitation', email, async (brand) => {
        const { renderStaffInvitation } = await import('../emails/staff-invitation-email');
        return renderStaffInvitation({ email, role, acceptUrl: link, brand });
      }));
    const body: InvitationSent = emailed
      ? { invitation, delivery: 'email', link: null, message: INVITATION_MESSAGES.emailed(email) }
      : {
          invitation,
          delivery: 'link',
          link,
          message:
            app.mailer.kind === 'smtp'
              ? INVITATION_MESSAGES.emailFailed(email)
              : INVITATION_MESSAGES.linkShown(email),
        };
    request.log.info({ invitationId: invitation.id, role, delivery: body.delivery }, 'staff invited');
    return reply.status(201).send(body);
  });

  app.delete('/invitations/:id', adminOptions.cancel, async (request, reply) => {
    const { id } = validate(params, request.params);
    await app.invitations.cancel(id, staffBy(request));
    request.log.info({ invitationId: id }, 'staff invitation cancelled');
    return reply.status(204).send();
  });
}

/** /api/auth/invitation: the invitee's side, without a session: check the link, then accept it. */
export async function invitationRoutes(app: FastifyInstance) {
  await limitClients(app, () => new TooManyRequestsError(INVITATION_MESSAGES.tooMany), { noStore: true });

  app.post('/api/auth/invitation/check', publicOptions.check, async (request) => {
    const { token } = validate(invitationCheckSchema, request.body);
    return app.invitations.check(token);
  });

  app.post('/api/auth/invitation/accept', publicOptions.accept, async (request, reply) => {
    const { token, password } = validate(invitationAcceptSchema, request.body);
    const done = await app.invitations.accept(token, password, deviceOf(request));
    // A browser signed in as someone else gives that session up.
    const body = await startSession(request, reply, done);
    if (done.kind === 'session') {
      request.log.info({ staffId: done.staff.id, role: done.staff.role }, 'staff invitation accepted');
    }
    return body;
  });
}
