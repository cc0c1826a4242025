import fp from 'fastify-plugin';
import { registerStaffRoutes } from '../../kernel/staff-routes';
import { fanAdminRoutes } from './admin-fan-routes';
import { newsletterAdminRoutes } from './admin-newsletter-routes';
import { joinNewsletter, type NewsletterRouteOptions, newsletterRoutes } from './newsletter-routes';
import { suppressAddress } from './subscribers';

declare module 'fastify' {
  interface FastifyInstance {
    newsletter: {
      /** Signs a buyer up from checkout's ticked box, confirming by email first as the footer does. */
      joinFromCheckout(email: string): Promise<void>;
    };
  }
}

/**
 * The newsletter: anyone signs up at /api/newsletter (confirming by email first, by default) and
 * leaves by the link in every list email; staff read, export and remove under /api/admin.
 */
export const newsletterPlugin = fp<NewsletterRouteOptions>(
  async (app, options) => {
    await app.register(newsletterRoutes, options);
    app.decorate('newsletter', {
      joinFromCheckout: (email: string) =>
        joinNewsletter(app, options, email.trim().toLowerCase(), 'checkout'),
    });
    // An address whose mail server refuses it for good leaves the list (suppressed).
    app.outbox.whenRefusedForGood((recipient) => suppressAddress(app.database.db, recipient));
    await registerStaffRoutes(app, { capability: 'newsletter' }, async (staff) => {
      await staff.register(newsletterAdminRoutes);
      await staff.register(fanAdminRoutes);
    });
  },
  { name: 'newsletter', dependencies: ['database', 'auth', 'content', 'mail'] },
);
