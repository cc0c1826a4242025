import fp from 'fastify-plugin';
import { deliveryRoutes } from './delivery-routes';
import { shopInfoRoutes } from './shop-info-routes';

/** What checkout asks before an order: delivery locations and quotes, and the shop's pickup and contact. */
export const checkoutPlugin = fp(
  async (app) => {
    await app.register(deliveryRoutes);
    await app.register(shopInfoRoutes);
  },
  { name: 'checkout', dependencies: ['delivery', 'content', 'auth'] },
);
