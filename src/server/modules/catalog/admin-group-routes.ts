import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { GroupKind } from '../../../domain/catalog/admin';
import {
  adminGroupListSchema,
  adminGroupSchema,
  groupInputSchema,
} from '../../../domain/catalog/admin-contract';
import { routeSchema } from '../../http/response-schema';
import { validate } from '../../http/validate';
import { staffBy } from '../../kernel/actor';

const params = z.object({ id: z.string().trim().min(1).max(200) });

export type GroupRoutesOptions = { kind: GroupKind; path: '/collections' | '/categories' };

/** /api/admin/collections and /api/admin/categories: the same routes and rules for both. */
export async function groupRoutes(app: FastifyInstance, { kind, path }: GroupRoutesOptions) {
  const schemas = {
    list: routeSchema(`Every ${kind}, with how many products it holds`, { 200: adminGroupListSchema }),
    one: routeSchema(`One ${kind}, by id`, { 200: adminGroupSchema }),
    create: routeSchema(`Add a ${kind}`, { 201: adminGroupSchema }),
    rename: routeSchema(`Rename a ${kind}`, { 200: adminGroupSchema }),
    delete: routeSchema(`Delete a ${kind} that holds no products`, { 204: null }),
  };

  app.get(path, { config: { permission: 'catalog.read' }, schema: schemas.list }, async () =>
    app.catalogAdmin.groups(kind),
  );

  app.get(`${path}/:id`, { config: { permission: 'catalog.read' }, schema: schemas.one }, async (request) => {
    const { id } = validate(params, request.params);
    return app.catalogAdmin.group(kind, id);
  });

  app.post(
    path,
    { config: { permission: 'catalog.write' }, schema: schemas.create },
    async (request, reply) => {
      const { name } = validate(groupInputSchema, request.body);
      const group = await app.catalogAdmin.createGroup(kind, name, staffBy(request));
      request.log.info({ [kind]: group.id, staffId: request.staff?.id }, `${kind} created`);
      return reply.status(201).send(group);
    },
  );

  app.put(
    `${path}/:id`,
    { config: { permission: 'catalog.write' }, schema: schemas.rename },
    async (request) => {
      const { id } = validate(params, request.params);
      const { name } = validate(groupInputSchema, request.body);
      const group = await app.catalogAdmin.renameGroup(kind, id, name, staffBy(request));
      request.log.info({ [kind]: id, staffId: request.staff?.id }, `${kind} renamed`);
      return group;
    },
  );

  app.delete(
    `${path}/:id`,
    { config: { permission: 'catalog.write' }, schema: schemas.delete },
    async (request, reply) => {
      const { id } = validate(params, request.params);
      await app.catalogAdmin.deleteGroup(kind, id, staffBy(request));
      request.log.info({ [kind]: id, staffId: request.staff?.id }, `${kind} deleted`);
      return reply.status(204).send();
    },
  );
}
