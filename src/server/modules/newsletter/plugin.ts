import fp from 'fastify-plugin';
import { registerStaffRoutes } from '../auth/staff-guard';
import { newsletterAdminRoutes } from './admin-newsletter-routes';
import { newsletterRoutes } from './newsletter-routes';

/** The newsletter: anyone signs up at /api/newsletter; staff read and export the list under /api/admin. */
export const newsletterPlugin = fp(
  async (app) => {
    await app.register(newsletterRoutes);
    await registerStaffRoutes(app, { capability: 'newsletter' }, async (staff) => {
      await staff.register(newsletterAdminRoutes);
    });
  },
  { name: 'newsletter', dependencies: ['database', 'auth'] },
);
