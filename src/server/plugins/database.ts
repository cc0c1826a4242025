import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { CATALOG_CHANNEL, CatalogCache } from '../catalog/cache';
import type { Database } from '../db/open';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    catalog: CatalogCache;
  }
}

/** How old a catalogue snapshot may get on PostgreSQL, should a change notice be lost. */
export const CATALOG_MAX_AGE_MS = 15_000;

/**
 * Decorates the app with the open database and the catalogue cache, and closes the database last.
 * On PostgreSQL the cache hears other servers' writes (LISTEN/NOTIFY); PGlite is one process.
 */
export const databasePlugin = fp<{ database: Database }>(
  async (app, { database }) => {
    const shared = database.engine === 'postgres';
    const catalog = new CatalogCache(
      database.db,
      shared
        ? {
            notify: async () => {
              await database.db.execute(sql`SELECT pg_notify(${CATALOG_CHANNEL}, '')`);
            },
            maxAgeMs: CATALOG_MAX_AGE_MS,
          }
        : {},
    );
    app.decorate('database', database);
    app.decorate('catalog', catalog);
    const stopListening = database.listen?.(
      CATALOG_CHANNEL,
      () => catalog.invalidateLocal(),
      () => catalog.invalidateLocal(),
    );
    app.addHook('onClose', async () => {
      await stopListening?.();
      await database.close();
    });
  },
  { name: 'database' },
);
