import type { FastifyInstance } from 'fastify';
import { adminActivityRoutes } from './modules/activity/admin-activity-routes';
import { staffRoutes } from './modules/auth/admin-staff-routes';
import { requireStaff } from './modules/auth/request-session';
import { groupRoutes } from './modules/catalog/admin-group-routes';
import { productRoutes } from './modules/catalog/admin-product-routes';
import { CatalogAdmin } from './modules/catalog/catalog-admin';
import { contentAdminRoutes } from './modules/content/admin-content-routes';
import { newsletterAdminRoutes } from './modules/newsletter/admin-newsletter-routes';
import { adminOrderRoutes } from './modules/orders/admin-order-routes';
import { referenceRoutes } from './modules/reference/admin-reference-routes';
import { uploadRoutes } from './modules/uploads/admin-upload-routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** Catalogue writes for staff; decorated inside the admin routes only. */
    catalogAdmin: CatalogAdmin;
  }
}

export type AdminRoutesOptions = { uploadMaxMb: number; timeZone: string };

/**
 * Everything under /api/admin. One onRequest hook checks the session on the server for every route
 * registered here, before any body is read; the web app's guard only steers navigation.
 */
export async function adminRoutes(app: FastifyInstance, { uploadMaxMb, timeZone }: AdminRoutesOptions) {
  app.decorate('catalogAdmin', new CatalogAdmin(app.database.db, app.catalog));
  app.addHook('onRequest', requireStaff);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  await app.register(productRoutes);
  await app.register(groupRoutes, { kind: 'collection', path: '/collections' });
  await app.register(groupRoutes, { kind: 'category', path: '/categories' });
  await app.register(uploadRoutes, { maxMb: uploadMaxMb });
  await app.register(newsletterAdminRoutes);
  await app.register(adminOrderRoutes, { timeZone });
  await app.register(staffRoutes);
  await app.register(contentAdminRoutes);
  await app.register(adminActivityRoutes, { timeZone });
  await app.register(referenceRoutes);
}
