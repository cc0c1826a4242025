import fp from 'fastify-plugin';
import { registerStaffRoutes } from '../../kernel/staff-routes';
import { codeAdminRoutes } from './admin-code-routes';
import { codeRoutes } from './code-routes';

/**
 * Discount codes: the checkout's code field asks what a code takes off (here); placing the order
 * checks it again and takes its use in the order's own transaction (orders/place.ts, redeem.ts).
 * Staff write codes and batches of them under /api/admin/codes.
 */
export const codesPlugin = fp(
  async (app) => {
    await app.register(codeRoutes);
    await registerStaffRoutes(app, { capability: 'codes' }, async (staff) => {
      await staff.register(codeAdminRoutes);
    });
  },
  { name: 'codes', dependencies: ['database', 'catalog', 'auth'] },
);
