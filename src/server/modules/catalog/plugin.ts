import fp from 'fastify-plugin';
import { listenForChanges, sharedCacheOptions } from '../../db/plugin';
import { registerStaffRoutes } from '../../kernel/staff-routes';
import { groupRoutes } from './admin-group-routes';
import { productRoutes } from './admin-product-routes';
import { CATALOG_CHANNEL, CatalogCache } from './cache';
import { CatalogAdmin } from './catalog-admin';
import { catalogRoutes } from './catalog-routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shop's catalogue, read once per change and served from memory. */
    catalog: CatalogCache;
    /** Catalogue writes for staff; decorated in the catalogue's staff routes only. */
    catalogAdmin: CatalogAdmin;
  }
}

/**
 * The catalogue: `app.catalog`, the shop's product, collection and category routes, and the staff's
 * under /api/admin, whose writes go through `app.catalogAdmin` and empty the cache after each one.
 * On PostgreSQL the cache hears other servers' writes (LISTEN/NOTIFY); PGlite is one process.
 */
export const catalogPlugin = fp(
  async (app) => {
    const { database } = app;
    const catalog = new CatalogCache(database.db, sharedCacheOptions(database, CATALOG_CHANNEL));
    app.decorate('catalog', catalog);
    listenForChanges(app, database, CATALOG_CHANNEL, catalog);

    await app.register(catalogRoutes);
    await registerStaffRoutes(app, { capability: 'catalog' }, async (staff) => {
      staff.decorate('catalogAdmin', new CatalogAdmin(database.db, catalog));
      await staff.register(productRoutes);
      await staff.register(groupRoutes, { kind: 'collection', path: '/collections' });
      await staff.register(groupRoutes, { kind: 'category', path: '/categories' });
    });
  },
  { name: 'catalog', dependencies: ['database', 'auth', 'mail'] },
);
