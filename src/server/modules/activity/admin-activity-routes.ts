import type { FastifyInstance } from 'fastify';
import { activityQuerySchema } from '../../../domain/activity/contract';
import { validate } from '../../http/validate';
import { listActivity } from './list';

/**
 * GET /api/admin/activity: who did what in the admin. Read-only: the log has no route that edits
 * or deletes an entry, and the database refuses both (an append-only trigger).
 */
export async function adminActivityRoutes(app: FastifyInstance, { timeZone }: { timeZone: string }) {
  app.get('/activity', async (request) =>
    listActivity(app.database.db, validate(activityQuerySchema, request.query), timeZone),
  );
}
