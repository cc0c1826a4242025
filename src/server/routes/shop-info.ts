import type { FastifyInstance } from 'fastify';
import type { ShopInfo } from '../../domain/checkout';

/** GET /api/shop: where and when pickup orders are collected, and whom shoppers may write to. */
export async function shopInfoRoutes(app: FastifyInstance, { shop }: { shop: ShopInfo }) {
  const body: ShopInfo = shop;
  app.get('/api/shop', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return body;
  });
}
