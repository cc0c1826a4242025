import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  categoryListSchema,
  collectionListSchema,
  productListSchema,
  productSchema,
} from '../../../domain/catalog/contract';
import { sendCachedJson } from '../../http/cached-json';
import { NotFoundError } from '../../http/errors';
import { routeSchema } from '../../http/response-schema';
import { validate } from '../../http/validate';

const productParams = z.object({ id: z.string().trim().min(1).max(200) });

/** Catalogue answers come compressed from the cache (see sendCachedJson), not per request. */
const precompressed = { compress: false } as const;

/** Sent as ready bytes, which Fastify never passes to a serialiser: these are for the reference. */
const schemas = {
  products: routeSchema('The products shoppers see, newest first', { 200: productListSchema }),
  product: routeSchema('One product shoppers see, by id', { 200: productSchema }),
  collections: routeSchema('The collections the shop groups products by', { 200: collectionListSchema }),
  categories: routeSchema('The categories of product (tees, hoodies…)', { 200: categoryListSchema }),
};

export async function catalogRoutes(app: FastifyInstance) {
  app.get('/api/products', { ...precompressed, schema: schemas.products }, async (request, reply) => {
    const snapshot = await app.catalog.get();
    return sendCachedJson(request, reply, snapshot.products);
  });

  app.get('/api/products/:id', { ...precompressed, schema: schemas.product }, async (request, reply) => {
    const { id } = validate(productParams, request.params);
    const entry = (await app.catalog.get()).productById.get(id);
    if (!entry) throw new NotFoundError('We could not find that product.');
    return sendCachedJson(request, reply, entry.cached);
  });

  app.get('/api/collections', { ...precompressed, schema: schemas.collections }, async (request, reply) => {
    return sendCachedJson(request, reply, (await app.catalog.get()).collections);
  });

  app.get('/api/categories', { ...precompressed, schema: schemas.categories }, async (request, reply) => {
    return sendCachedJson(request, reply, (await app.catalog.get()).categories);
  });
}
