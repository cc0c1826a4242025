import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from './open';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
  }
}

/** How old a cached snapshot (catalogue, content) may get on PostgreSQL, should a change notice be lost. */
const CATALOG_MAX_AGE_MS = 15_000;

/** What keeps a cache in step across servers on PostgreSQL: a NOTIFY after each write, a short age limit. */
export function sharedCacheOptions(database: Database, channel: string) {
  if (database.engine !== 'postgres') return {};
  return {
    notify: async (payload: string) => {
      await database.db.execute(sql`SELECT pg_notify(${channel}, ${payload})`);
    },
    maxAgeMs: CATALOG_MAX_AGE_MS,
  };
}

/** Drops a cache when another server writes, or when a notice may have been missed (a reconnect). */
export function listenForChanges(
  app: FastifyInstance,
  database: Database,
  channel: string,
  cache: { heard(payload: string): void; invalidateLocal(): void },
): void {
  const stop = database.listen?.(
    channel,
    (payload) => cache.heard(payload),
    () => cache.invalidateLocal(),
  );
  app.addHook('onClose', async () => {
    await stop?.();
  });
}

/** Decorates the app with the open database, and closes it last. */
export const databasePlugin = fp<{ database: Database }>(
  async (app, { database }) => {
    app.decorate('database', database);
    app.addHook('onClose', async () => {
      await database.close();
    });
  },
  { name: 'database' },
);
