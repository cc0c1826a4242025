import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { sendCachedJson } from '../../http/cached-json';
import { NotFoundError } from '../../http/errors';
import { validate } from '../../http/validate';

const productParams = z.object({ id: z.string().trim().min(1).max(200) });

/** Catalogue answers come compressed from the cache (see sendCachedJson), not per request. */
const precompressed = { compress: false } as const;

export async function catalogRoutes(app: FastifyInstance) {
  app.get('/api/products', precompressed, async (request, reply) => {
    const snapshot = await app.catalog.get();
    return sendCachedJson(request, reply, snapshot.products);
  });

  app.get('/api/products/:id', precompressed, async (request, reply) => {
    const { id } = validate(productParams, request.params);
    const entry = (await app.catalog.get()).productById.get(id);
    if (!entry) throw new NotFoundError('We could not find that product.');
    return sendCachedJson(request, reply, entry.cached);
  });

  app.get('/api/collections', precompressed, async (request, reply) => {
    return sendCachedJson(request, reply, (await app.catalog.get()).collections);
  });

  app.get('/api/categories', precompressed, async (request, reply) => {
    return sendCachedJson(request, reply, (await app.catalog.get()).categories);
  });
}
