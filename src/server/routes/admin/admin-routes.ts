import type { FastifyInstance } from 'fastify';
import { requireStaff } from '../../auth/request-session';
import { CatalogAdmin } from '../../catalog/catalog-admin';
import { adminOrderRoutes } from '../../modules/orders/admin-routes';
import { contentAdminRoutes } from './content';
import { groupRoutes } from './groups';
import { newsletterAdminRoutes } from './newsletter';
import { productRoutes } from './products';
import { staffRoutes } from './staff';
import { uploadRoutes } from './uploads';

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
}
