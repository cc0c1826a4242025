import fp from 'fastify-plugin';
import { codeRoutes } from './code-routes';

/**
 * Discount codes: the checkout's code field asks what a code takes off (here); placing the order
 * checks it again and takes its use in the order's own transaction (orders/place.ts, redeem.ts).
 */
export const codesPlugin = fp(
  async (app) => {
    await app.register(codeRoutes);
  },
  { name: 'codes', dependencies: ['database', 'catalog'] },
);
