import type { FastifyInstance } from 'fastify';
import { fanEmailSchema, fanEraseAnswerSchema } from '../../../domain/newsletter/contract';
import { FAN_MESSAGES } from '../../../domain/newsletter/newsletter';
import { ConflictError, NotFoundError } from '../../http/errors';
import { routeSchema } from '../../http/response-schema';
import { validate } from '../../http/validate';
import { recordActivity } from '../../kernel/activity-record';
import { staffBy } from '../../kernel/actor';
import { eraseFan, fanData, openOrderOf } from './fan-data';

const schemas = {
  erase: routeSchema('Erase what the shop holds about a person, their orders kept for the books', {
    200: fanEraseAnswerSchema,
  }),
};

/**
 * A person's rights over their data, for staff acting on their request: everything held about an
 * email address as one JSON file, and its erasure.
 */
export async function fanAdminRoutes(app: FastifyInstance) {
  app.get(
    '/fans/export',
    { config: { permission: 'export.personal', reauth: true } },
    async (request, reply) => {
      const { email } = validate(fanEmailSchema, request.query);
      const data = await fanData(app.database.db, email);
      if (
        !data.newsletter &&
        !data.checkoutDraft &&
        data.orders.length === 0 &&
        data.emails.length === 0 &&
        data.waitlists.length === 0
      )
        throw new NotFoundError(FAN_MESSAGES.nothingHeld);
      request.log.info({ staffId: request.staff?.id, orders: data.orders.length }, 'fan data exported');
      return reply
        .type('application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="fan-data-${data.exportedAt.slice(0, 10)}.json"`)
        .send(JSON.stringify(data, null, 2));
    },
  );

  app.post(
    '/fans/erase',
    { config: { permission: 'fans.erase' }, schema: schemas.erase },
    async (request) => {
      const { email } = validate(fanEmailSchema, request.body);
      const open = await openOrderOf(app.database.db, email);
      if (open) throw new ConflictError('order_open', FAN_MESSAGES.orderOpen(open));
      const erased = await app.database.db.transaction(async (tx) => {
        const done = await eraseFan(tx, email);
        if (
          done.orders === 0 &&
          !done.newsletter &&
          !done.checkoutDraft &&
          done.waitlist === 0 &&
          done.activityEntries === 0
        )
          return null;
        // The entry names no one: the person it was about is what is being erased.
        await recordActivity(tx, staffBy(request), {
          action: 'newsletter.erase_person',
          subject: 'newsletter',
          subjectId: null,
          summary: `Erased a person's details on request: ${done.orders} order${done.orders === 1 ? '' : 's'} kept with their details redacted${done.newsletter ? ', newsletter record removed' : ''}${done.waitlist ? `, ${done.waitlist} notify-me entr${done.waitlist === 1 ? 'y' : 'ies'} removed` : ''}${done.checkoutDraft ? ', kept bag and reminders removed' : ''}`,
        });
        return done;
      });
      if (!erased) throw new NotFoundError(FAN_MESSAGES.nothingHeld);
      return { message: FAN_MESSAGES.erased, ...erased };
    },
  );
}
