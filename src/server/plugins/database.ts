import fp from 'fastify-plugin';
import { CatalogCache } from '../catalog/cache';
import type { Database } from '../db/open';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    catalog: CatalogCache;
  }
}

/** Decorates the app with the open database and the catalogue cache, and closes the database last. */
export const databasePlugin = fp<{ database: Database }>(
  async (app, { database }) => {
    app.decorate('database', database);
    app.decorate('catalog', new CatalogCache(database.db));
    app.addHook('onClose', async () => {
      await database.close();
    });
  },
  { name: 'database' },
);
