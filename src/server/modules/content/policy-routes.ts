import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { POLICY_MESSAGES, policyPageSchema } from '../../../domain/policies/contract';
import { isPolicySlug } from '../../../domain/policies/rules';
import { sendCachedJson } from '../../http/cached-json';
import { NotFoundError } from '../../http/errors';
import { routeSchema } from '../../http/response-schema';
import { validate } from '../../http/validate';

const params = z.object({ slug: z.string().max(40) });

/** Sent as ready bytes, which Fastify never passes to a serialiser: the schema is for the reference. */
const schema = routeSchema(
  'A policy or info page: its title and its text as safe HTML, drawn by the server',
  {
    200: policyPageSchema,
  },
);

/** GET /api/pages/:slug: shipping, returns, privacy, terms or faq, from the content's cache, with an ETag. */
export async function policyRoutes(app: FastifyInstance) {
  app.get('/api/pages/:slug', { compress: false, schema }, async (request, reply) => {
    const { slug } = validate(params, request.params);
    const page = isPolicySlug(slug) ? (await app.content.get()).policies.get(slug) : undefined;
    if (!page) throw new NotFoundError(POLICY_MESSAGES.notFound);
    return sendCachedJson(request, reply, page.body);
  });
}
