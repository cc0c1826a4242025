import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  adminProductSchema,
  productInputSchema,
  productUpdateSchema,
} from '../../../domain/catalog/admin-contract';
import { productListSchema } from '../../../domain/catalog/contract';
import {
  stockChangeResultSchema,
  stockChangeSchema,
  stockHistoryQuerySchema,
  stockHistorySchema,
} from '../../../domain/stock/contract';
import { routeSchema } from '../../http/response-schema';
import { validate } from '../../http/validate';
// The handlers' name for who is saving; staffBy is the one reader of who is signed in.
import { staffBy as moverOf } from '../../kernel/actor';

const params = z.object({ id: z.string().trim().min(1).max(200) });

const schemas = {
  products: routeSchema('Every product, hidden ones too, fresh from the database', {
    200: productListSchema,
  }),
  product: routeSchema('One product, with the version a save must name', { 200: adminProductSchema }),
  create: routeSchema('Add a product, with its starting stock', { 201: adminProductSchema }),
  update: routeSchema('Change a product’s own fields (never its stock)', { 200: adminProductSchema }),
  stock: routeSchema('Add, remove or count a variant’s units', { 200: stockChangeResultSchema }),
  history: routeSchema('A variant’s stock movements, newest first, a page at a time', {
    200: stockHistorySchema,
  }),
  delete: routeSchema('Delete a product nobody ordered (one that was ordered is archived instead)', {
    204: null,
  }),
  archive: routeSchema('Take a product out of the shop for good; its orders keep it', {
    200: adminProductSchema,
  }),
  restore: routeSchema('Put an archived product back in the shop', { 200: adminProductSchema }),
};

/**
 * /api/admin/products: the same Product shape as the shop's API, read fresh from the database,
 * with the version a save names. Stock moves only through …/stock, never with a product save.
 */
export async function productRoutes(app: FastifyInstance) {
  app.get('/products', { config: { permission: 'catalog.read' }, schema: schemas.products }, async () =>
    app.catalogAdmin.products(),
  );

  app.get(
    '/products/:id',
    { config: { permission: 'catalog.read' }, schema: schemas.product },
    async (request) => {
      const { id } = validate(params, request.params);
      return app.catalogAdmin.product(id);
    },
  );

  app.post(
    '/products',
    { config: { permission: 'catalog.write' }, schema: schemas.create },
    async (request, reply) => {
      const input = validate(productInputSchema, request.body);
      const product = await app.catalogAdmin.createProduct(input, moverOf(request));
      request.log.info({ productId: product.id, staffId: request.staff?.id }, 'product created');
      return reply.status(201).send(product);
    },
  );

  app.put(
    '/products/:id',
    { config: { permission: 'catalog.write' }, schema: schemas.update },
    async (request) => {
      const { id } = validate(params, request.params);
      const input = validate(productUpdateSchema, request.body);
      const product = await app.catalogAdmin.updateProduct(id, input, moverOf(request));
      request.log.info({ productId: id, staffId: request.staff?.id }, 'product updated');
      return product;
    },
  );

  app.post(
    '/products/:id/stock',
    { config: { permission: 'catalog.write' }, schema: schemas.stock },
    async (request) => {
      const { id } = validate(params, request.params);
      const change = validate(stockChangeSchema, request.body);
      const result = await app.catalogAdmin.changeStock(id, change, moverOf(request));
      request.log.info(
        { productId: id, reason: change.reason, quantity: result.quantity, staffId: request.staff?.id },
        'stock changed',
      );
      // Units back on a sold-out size may have written its waitlist's emails: send them now.
      app.outbox.kick();
      return result;
    },
  );

  app.get(
    '/products/:id/stock/history',
    { config: { permission: 'catalog.read' }, schema: schemas.history },
    async (request) => {
      const { id } = validate(params, request.params);
      const query = validate(stockHistoryQuerySchema, request.query);
      return app.catalogAdmin.stockHistory(id, query);
    },
  );

  app.post(
    '/products/:id/archive',
    { config: { permission: 'catalog.write' }, schema: schemas.archive },
    async (request) => {
      const { id } = validate(params, request.params);
      const product = await app.catalogAdmin.archiveProduct(id, true, moverOf(request));
      request.log.info({ productId: id, staffId: request.staff?.id }, 'product archived');
      return product;
    },
  );

  app.post(
    '/products/:id/restore',
    { config: { permission: 'catalog.write' }, schema: schemas.restore },
    async (request) => {
      const { id } = validate(params, request.params);
      const product = await app.catalogAdmin.archiveProduct(id, false, moverOf(request));
      request.log.info({ productId: id, staffId: request.staff?.id }, 'product restored');
      return product;
    },
  );

  app.delete(
    '/products/:id',
    { config: { permission: 'catalog.write' }, schema: schemas.delete },
    async (request, reply) => {
      const { id } = validate(params, request.params);
      await app.catalogAdmin.deleteProduct(id, moverOf(request));
      request.log.info({ productId: id, staffId: request.staff?.id }, 'product deleted');
      return reply.status(204).send();
    },
  );
}
