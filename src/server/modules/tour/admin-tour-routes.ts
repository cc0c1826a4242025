import type { FastifyInstance } from 'fastify';
import {
  showAnswerSchema,
  showInputSchema,
  showListSchema,
  showParamsSchema,
} from '../../../domain/tour/contract';
import { routeSchema } from '../../http/response-schema';
import { validate } from '../../http/validate';
import { staffBy } from '../../kernel/actor';
import { addShow, allShows, changeShow, deleteShow, showById } from './show-store';

const schemas = {
  list: routeSchema('Every show of the tour, newest first', { 200: showListSchema }),
  show: routeSchema('One show of the tour, by its id', { 200: showAnswerSchema }),
  create: routeSchema('Add a show to the tour', { 201: showAnswerSchema }),
  update: routeSchema('Change a show', { 200: showAnswerSchema }),
  delete: routeSchema('Delete a show', { 204: null }),
};

/** /api/admin/shows: the staff add, change and delete the tour's shows; each write is in the activity log. */
export async function tourAdminRoutes(app: FastifyInstance) {
  app.get('/shows', { config: { permission: 'content' }, schema: schemas.list }, async () =>
    allShows(app.database.db),
  );

  app.get('/shows/:id', { config: { permission: 'content' }, schema: schemas.show }, async (request) => {
    const { id } = validate(showParamsSchema, request.params);
    return showById(app.database.db, id);
  });

  app.post(
    '/shows',
    { config: { permission: 'content' }, schema: schemas.create },
    async (request, reply) => {
      const input = validate(showInputSchema, request.body);
      const show = await addShow(app.database.db, input, staffBy(request));
      request.log.info({ show: show.id, staffId: request.staff?.id }, 'show added');
      return reply.status(201).send(show);
    },
  );

  app.put('/shows/:id', { config: { permission: 'content' }, schema: schemas.update }, async (request) => {
    const { id } = validate(showParamsSchema, request.params);
    const input = validate(showInputSchema, request.body);
    const show = await changeShow(app.database.db, id, input, staffBy(request));
    request.log.info({ show: id, staffId: request.staff?.id }, 'show updated');
    return show;
  });

  app.delete(
    '/shows/:id',
    { config: { permission: 'content' }, schema: schemas.delete },
    async (request, reply) => {
      const { id } = validate(showParamsSchema, request.params);
      await deleteShow(app.database.db, id, staffBy(request));
      request.log.info({ show: id, staffId: request.staff?.id }, 'show deleted');
      return reply.status(204).send();
    },
  );
}
