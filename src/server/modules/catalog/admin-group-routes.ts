import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { GroupKind } from '../../../domain/catalog/admin';
import { groupInputSchema } from '../../../domain/catalog/admin-contract';
import { validate } from '../../http/validate';
import { staffBy } from '../activity/by';

const params = z.object({ id: z.string().trim().min(1).max(200) });

export type GroupRoutesOptions = { kind: GroupKind; path: '/collections' | '/categories' };

/** /api/admin/collections and /api/admin/categories: the same routes and rules for both. */
export async function groupRoutes(app: FastifyInstance, { kind, path }: GroupRoutesOptions) {
  app.get(path, async () => app.catalogAdmin.groups(kind));

  app.get(`${path}/:id`, async (request) => {
    const { id } = validate(params, request.params);
    return app.catalogAdmin.group(kind, id);
  });

  app.post(path, async (request, reply) => {
    const { name } = validate(groupInputSchema, request.body);
    const group = await app.catalogAdmin.createGroup(kind, name, staffBy(request));
    request.log.info({ [kind]: group.id, staffId: request.staff?.id }, `${kind} created`);
    return reply.status(201).send(group);
  });

  app.put(`${path}/:id`, async (request) => {
    const { id } = validate(params, request.params);
    const { name } = validate(groupInputSchema, request.body);
    const group = await app.catalogAdmin.renameGroup(kind, id, name, staffBy(request));
    request.log.info({ [kind]: id, staffId: request.staff?.id }, `${kind} renamed`);
    return group;
  });

  app.delete(`${path}/:id`, async (request, reply) => {
    const { id } = validate(params, request.params);
    await app.catalogAdmin.deleteGroup(kind, id, staffBy(request));
    request.log.info({ [kind]: id, staffId: request.staff?.id }, `${kind} deleted`);
    return reply.status(204).send();
  });
}
