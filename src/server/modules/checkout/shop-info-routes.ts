import type { FastifyInstance } from 'fastify';
import type { ShopInfo } from '../../../domain/checkout/checkout';

/**
 * GET /api/shop: where and when pickup orders are collected, and whom shoppers may write to, as
 * staff set them in Admin → Site (else SHOP_PICKUP_* and SHOP_CONTACT_EMAIL).
 */
export async function shopInfoRoutes(app: FastifyInstance) {
  app.get('/api/shop', async (_request, reply): Promise<ShopInfo> => {
    reply.header('cache-control', 'no-cache');
    return (await app.content.get()).shop;
  });
}
