import fp from 'fastify-plugin';
import { registerStaffRoutes } from '../auth/staff-guard';
import { fanAdminRoutes } from './admin-fan-routes';
import { newsletterAdminRoutes } from './admin-newsletter-routes';
import { type NewsletterRouteOptions, newsletterRoutes } from './newsletter-routes';
import { suppressAddress } from './subscribers';

/**
 * The newsletter: anyone signs up at /api/newsletter (confirming by email first, by default) and
 * leaves by the link in every list email; staff read, export and remove under /api/admin.
 */
export const newsletterPlugin = fp<NewsletterRouteOptions>(
  async (app, options) => {
    await app.register(newsletterRoutes, options);
    // An address whose mail server refuses it for good leaves the list (suppressed).
    app.outbox.whenRefusedForGood((recipient) => suppressAddress(app.database.db, recipient));
    await registerStaffRoutes(app, { capability: 'newsletter' }, async (staff) => {
      await staff.register(newsletterAdminRoutes);
      await staff.register(fanAdminRoutes);
    });
  },
  { name: 'newsletter', dependencies: ['database', 'auth', 'content', 'mail'] },
);
