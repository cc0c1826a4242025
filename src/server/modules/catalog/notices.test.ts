import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../db/open';
import { sharedCacheOptions } from '../../db/plugin';
import { freshPostgres } from '../../testing/test-database';
import { CATALOG_CHANNEL, CatalogCache } from './cache';

/**
 * Servers on one PostgreSQL tell each other of catalogue changes (NOTIFY), and each hears its own
 * notices too. A sale is read again everywhere but is no edit: pages kept as bytes may then be sent
 * a second old instead of each waiting for the database during a drop (site/page-bytes.ts).
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('catalogue notices between servers [postgres]', () => {
  let server: Awaited<ReturnType<typeof freshPostgres>>;
  const databases: Database[] = [];
  const stops: (() => Promise<void>)[] = [];
  let here: CatalogCache;
  let there: CatalogCache;

  function cacheOn(database: Database): CatalogCache {
    const cache = new CatalogCache(database.db, sharedCacheOptions(database, CATALOG_CHANNEL));
    const stop = database.listen?.(
      CATALOG_CHANNEL,
      (payload) => cache.heard(payload),
      () => cache.invalidateLocal(),
    );
    if (stop) stops.push(stop);
    return cache;
  }

  async function until(done: () => boolean, retry: () => void) {
    for (let tries = 0; !done(); tries++) {
      if (tries > 100) throw new Error('no notice arrived');
      if (tries % 5 === 0) retry();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  beforeAll(async () => {
    server = await freshPostgres();
    for (let i = 0; i < 2; i++)
      databases.push(await openDatabase({ databaseUrl: server.url, dataDir: null }));
    here = cacheOn(databases[0] as Database);
    there = cacheOn(databases[1] as Database);
    // Both listening: an edit here reaches there.
    await there.get();
    await until(
      () => there.age() === null,
      () => here.invalidate(),
    );
  });

  afterAll(async () => {
    for (const stop of stops) await stop();
    for (const database of databases) await database.close();
    await server?.drop();
  });

  it('reads a sale again on every server without counting it as an edit, here or there', async () => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    const edits = { here: here.edits, there: there.edits };
    await here.get();
    await there.get();
    here.stockMoved();
    await until(
      () => there.age() === null,
      () => {},
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(there.edits).toBe(edits.there);
    expect(here.edits).toBe(edits.here);
  });

  it('counts an edit on another server as an edit', async () => {
    await there.get();
    const before = there.edits;
    here.invalidate();
    await until(
      () => there.age() === null,
      () => {},
    );
    expect(there.edits).toBe(before + 1);
  });
});
