import type { FastifyInstance } from 'fastify';
import type { ShopInfo } from '../../../domain/checkout/checkout';
import { shopInfoSchema } from '../../../domain/checkout/contract';
import { routeSchema } from '../../http/response-schema';

const schema = routeSchema('Where and when pickup orders are collected, and whom to write to', {
  200: shopInfoSchema,
});

/**
 * GET /api/shop: where and when pickup orders are collected, and whom shoppers may write to, as
 * staff set them in Admin → Site (else SHOP_PICKUP_* and SHOP_CONTACT_EMAIL).
 */
export async function shopInfoRoutes(app: FastifyInstance) {
  app.get('/api/shop', { schema }, async (_request, reply): Promise<ShopInfo> => {
    reply.header('cache-control', 'no-cache');
    return (await app.content.get()).shop;
  });
}
