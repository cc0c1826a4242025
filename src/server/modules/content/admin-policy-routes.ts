import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  adminPolicyListSchema,
  adminPolicySchema,
  POLICY_MESSAGES,
  policyInputSchema,
  policyPreviewResultSchema,
  policyPreviewSchema,
} from '../../../domain/policies/contract';
import type { AdminPolicy, PolicySlug } from '../../../domain/policies/policies';
import { isPolicySlug } from '../../../domain/policies/rules';
import { NotFoundError } from '../../http/errors';
import { routeSchema } from '../../http/response-schema';
import { validate } from '../../http/validate';
import { staffBy } from '../../kernel/actor';
import { renderMarkdown } from '../../markdown/render-markdown';
import { readStoredPolicies, resetPolicy, savePolicy, shownPolicies } from './policy-pages';

const params = z.object({ slug: z.string().max(40) });

const schemas = {
  list: routeSchema('Every policy and info page, as staff edit it (markdown) and as it shows', {
    200: adminPolicyListSchema,
  }),
  save: routeSchema('Save a page’s title and markdown', { 200: adminPolicySchema }),
  reset: routeSchema('Put a page back to its default text', { 200: adminPolicySchema }),
  preview: routeSchema('Markdown drawn as the page would show it; nothing is kept', {
    200: policyPreviewResultSchema,
  }),
};

/** /api/admin/pages: the shop's policy and info pages, read fresh from the database (decision 0059). */
export async function policyAdminRoutes(app: FastifyInstance) {
  const { db } = app.database;

  async function fresh(): Promise<Map<PolicySlug, AdminPolicy>> {
    const [stored, content] = await Promise.all([readStoredPolicies(db), app.content.get()]);
    return new Map(
      [...shownPolicies(stored, content.site, content.shop)].map(([slug, { body: _body, ...page }]) => [
        slug,
        page,
      ]),
    );
  }

  async function pageOf(slugParam: unknown): Promise<AdminPolicy> {
    const { slug } = validate(params, slugParam);
    const page = isPolicySlug(slug) ? (await fresh()).get(slug) : undefined;
    if (!page) throw new NotFoundError(POLICY_MESSAGES.notFound);
    return page;
  }

  app.get('/pages', { config: { permission: 'content' }, schema: schemas.list }, async () => [
    ...(await fresh()).values(),
  ]);

  app.put('/pages/:slug', { config: { permission: 'content' }, schema: schemas.save }, async (request) => {
    const was = await pageOf(request.params);
    const input = validate(policyInputSchema, request.body);
    await savePolicy(db, was.slug, input, was, staffBy(request));
    app.content.invalidate();
    request.log.info({ page: was.slug, staffId: request.staff?.id }, 'page saved');
    return pageOf(request.params);
  });

  app.delete(
    '/pages/:slug',
    { config: { permission: 'content' }, schema: schemas.reset },
    async (request) => {
      const was = await pageOf(request.params);
      await resetPolicy(db, was.slug, was, staffBy(request));
      app.content.invalidate();
      request.log.info({ page: was.slug, staffId: request.staff?.id }, 'page reset to its default');
      return pageOf(request.params);
    },
  );

  app.post(
    '/pages/preview',
    { config: { permission: 'content' }, schema: schemas.preview },
    async (request) => {
      const { markdown } = validate(policyPreviewSchema, request.body);
      return { html: renderMarkdown(markdown, { use: 'page' }) };
    },
  );
}
