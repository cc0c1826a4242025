import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { releaseInputSchema, siteInputSchema } from '../../../domain/content/contract';
import { releaseListSchema, releaseSchema } from '../../../domain/content/releases-contract';
import { adminSiteSchema } from '../../../domain/content/site-in-force';
import { NotFoundError } from '../../http/errors';
import { routeSchema } from '../../http/response-schema';
import { validate } from '../../http/validate';
import { staffBy } from '../../kernel/actor';
import { RELEASE_NOT_FOUND } from './content-store';

const params = z.object({ slug: z.string().trim().min(1).max(200) });

const schemas = {
  releases: routeSchema('Every release, newest first, fresh from the database', { 200: releaseListSchema }),
  release: routeSchema('One release, by its address (slug)', { 200: releaseSchema }),
  createRelease: routeSchema('Add a release', { 201: releaseSchema }),
  updateRelease: routeSchema('Change a release; its old address then leads to the new one', {
    200: releaseSchema,
  }),
  deleteRelease: routeSchema('Delete a release', { 204: null }),
  site: routeSchema(
    'The site settings (name, links, spotlight, videos, pickup, hero), with the contact address and pickup point in force',
    { 200: adminSiteSchema },
  ),
  saveSite: routeSchema('Save the site settings', { 200: adminSiteSchema }),
};

/**
 * Merch names its release by slug and shows its title: the database moves a renamed slug onto the
 * products (on update cascade) and clears a deleted one, and the shop's catalogue is read again.
 */
function merchFollows(app: FastifyInstance) {
  if (app.hasDecorator('catalog')) app.catalog.invalidate();
}

/** /api/admin/releases and /api/admin/site: the artist's content, read fresh from the database. */
export async function contentAdminRoutes(app: FastifyInstance) {
  app.get(
    '/releases',
    { config: { permission: 'content' }, schema: schemas.releases },
    async () => (await app.content.adminContent()).releases,
  );

  app.get(
    '/releases/:slug',
    { config: { permission: 'content' }, schema: schemas.release },
    async (request) => {
      const { slug } = validate(params, request.params);
      const release = (await app.content.adminContent()).releaseBySlug.get(slug);
      if (!release) throw new NotFoundError(RELEASE_NOT_FOUND);
      return release;
    },
  );

  app.post(
    '/releases',
    { config: { permission: 'content' }, schema: schemas.createRelease },
    async (request, reply) => {
      const input = validate(releaseInputSchema, request.body);
      const release = await app.content.createRelease(input, staffBy(request));
      request.log.info({ release: release.slug, staffId: request.staff?.id }, 'release created');
      return reply.status(201).send(release);
    },
  );

  app.put(
    '/releases/:slug',
    { config: { permission: 'content' }, schema: schemas.updateRelease },
    async (request) => {
      const { slug } = validate(params, request.params);
      const input = validate(releaseInputSchema, request.body);
      const release = await app.content.updateRelease(slug, input, staffBy(request));
      merchFollows(app);
      request.log.info({ release: slug, now: release.slug, staffId: request.staff?.id }, 'release updated');
      return release;
    },
  );

  app.delete(
    '/releases/:slug',
    { config: { permission: 'content' }, schema: schemas.deleteRelease },
    async (request, reply) => {
      const { slug } = validate(params, request.params);
      await app.content.deleteRelease(slug, staffBy(request));
      merchFollows(app);
      request.log.info({ release: slug, staffId: request.staff?.id }, 'release deleted');
      return reply.status(204).send();
    },
  );

  app.get('/site', { config: { permission: 'content' }, schema: schemas.site }, async () =>
    app.content.adminSite((await app.content.adminContent()).site),
  );

  app.put('/site', { config: { permission: 'content' }, schema: schemas.saveSite }, async (request) => {
    const input = validate(siteInputSchema, request.body);
    const site = await app.content.saveSite(input, staffBy(request));
    request.log.info({ staffId: request.staff?.id }, 'site settings updated');
    return app.content.adminSite(site);
  });
}
