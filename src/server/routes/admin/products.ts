import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { productInputSchema } from '../../../domain/admin-schema';
import { validate } from '../../http/validate';

const params = z.object({ id: z.string().trim().min(1).max(200) });

/** /api/admin/products: the same Product shape as the shop's API, read fresh from the database. */
export async function productRoutes(app: FastifyInstance) {
  app.get('/products', async () => app.catalogAdmin.products());

  app.get('/products/:id', async (request) => {
    const { id } = validate(params, request.params);
    return app.catalogAdmin.product(id);
  });

  app.post('/products', async (request, reply) => {
    const input = validate(productInputSchema, request.body);
    const product = await app.catalogAdmin.createProduct(input);
    request.log.info({ productId: product.id, staffId: request.staff?.id }, 'product created');
    return reply.status(201).send(product);
  });

  app.put('/products/:id', async (request) => {
    const { id } = validate(params, request.params);
    const input = validate(productInputSchema, request.body);
    const product = await app.catalogAdmin.updateProduct(id, input);
    request.log.info({ productId: id, staffId: request.staff?.id }, 'product updated');
    return product;
  });

  app.delete('/products/:id', async (request, reply) => {
    const { id } = validate(params, request.params);
    await app.catalogAdmin.deleteProduct(id);
    request.log.info({ productId: id, staffId: request.staff?.id }, 'product deleted');
    return reply.status(204).send();
  });
}
