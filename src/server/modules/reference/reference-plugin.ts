import fp from 'fastify-plugin';
import { registerStaffRoutes } from '../../kernel/staff-routes';
import { referenceRoutes } from './admin-reference-routes';

/** The API reference, for signed-in staff: the documented API a team's developer builds on. */
export const referencePlugin = fp(
  async (app) => {
    await registerStaffRoutes(app, { capability: 'reference' }, async (staff) => {
      await staff.register(referenceRoutes);
    });
  },
  { name: 'reference', dependencies: ['auth', 'api-reference'] },
);
