import type { FastifyInstance } from 'fastify';
import { activityPageSchema, activityQuerySchema } from '../../../domain/activity/contract';
import { routeSchema } from '../../http/response-schema';
import { validate } from '../../http/validate';
import { listActivity } from './list';

const schema = routeSchema('Who did what in the admin, newest first, filtered, a page at a time', {
  200: activityPageSchema,
});

/**
 * GET /api/admin/activity: who did what in the admin. Read-only: the log has no route that edits
 * or deletes an entry, and the database refuses both (an append-only trigger).
 */
export async function adminActivityRoutes(app: FastifyInstance, { timeZone }: { timeZone: string }) {
  app.get('/activity', { config: { permission: 'activity' }, schema }, async (request) =>
    listActivity(app.database.db, validate(activityQuerySchema, request.query), timeZone),
  );
}
