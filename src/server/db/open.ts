import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { projectRoot } from '../paths';
import { channelListener } from './channel-listener';
import { copyEmptyDatabase } from './empty-database';
import { copyLiveFolder } from './live-copy';
import { checkOwnFiles } from './own-files';
import { migrationPlan, type RunQuery } from './pending-migrations';
import { acquireLock } from './pglite-lock';
import { pgliteWasmModule } from './pglite-wasm';
import { guardPooledTransactions } from './pooled-transaction';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Engine = 'pglite' | 'postgres';

export type Database = {
  db: Db;
  engine: Engine;
  close(): Promise<void>;
  /**
   * PostgreSQL only: hears `NOTIFY channel` from every server on the database, on a connection of
   * its own that reconnects when dropped (then `onReconnect` runs, since notices may have been
   * missed). Returns the function that stops listening.
   */
  listen?(channel: string, onNotify: (payload: string) => void, onReconnect: () => void): () => Promise<void>;
  /** The embedded database only: how a backup copies it while the shop runs. */
  embedded?: EmbeddedCopy;
};

/** How a backup reads the embedded database, which only the process holding it can. */
export type EmbeddedCopy =
  | {
      /**
       * On disk: copies its files into the new folder `into` while writes go on; they wait only
       * for a last short pass between two writes. Returns how long they waited, in milliseconds.
       */
      copyFiles(into: string): Promise<number>;
    }
  | {
      /** In memory (tests): its files as one tar archive (PGlite's `dumpDataDir`), between two writes. */
      dumpFiles(): Promise<Blob>;
    };

/**
 * Runs before migrations are applied to a shop that has taken orders, with the database open and
 * not yet changed: the place for a backup. Throwing stops the start, with nothing migrated.
 */
export type BeforeMigrating = (
  database: Pick<Database, 'engine' | 'embedded'>,
  pending: string[],
) => Promise<void>;

const migrationsFolder = path.join(projectRoot, 'src/server/db/migrations');
/** Any fixed number: servers starting together take turns to migrate. */
const MIGRATION_LOCK = 7_514_301;

export type DatabaseOptions = {
  databaseUrl?: string | undefined;
  /** Folder of the embedded database; null keeps it in memory (tests). */
  dataDir: string | null;
  /** An in-memory embedded database starts as a copy of this one (`dumpDataDir()`), not empty. */
  template?: Blob | undefined;
  /** Called when migrations wait and the shop has orders, before any is applied (a backup). */
  beforeMigrating?: BeforeMigrating | undefined;
  /** The migrations to apply: this release's unless a test names a folder of fewer. */
  migrationsFolder?: string | undefined;
};

/** Opens PostgreSQL when a URL is given, else the embedded PGlite, and brings its schema up to date. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const migrations = {
    folder: options.migrationsFolder ?? migrationsFolder,
    before: options.beforeMigrating,
  };
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, migrations)
    : openPglite(options.dataDir, options.template, migrations);
}

/** Which migrations to apply, and what to do first when they would change a shop with orders. */
type Migrations = { folder: string; before: BeforeMigrating | undefined };

/** Asks `beforeMigrating` first when this release's migrations would change a shop with orders. */
async function prepareMigration(
  query: RunQuery,
  database: Pick<Database, 'engine' | 'embedded'>,
  migrations: Migrations,
): Promise<void> {
  if (!migrations.before) return;
  const plan = await migrationPlan(migrations.folder, query);
  if (plan.pending.length > 0 && plan.hasOrders) await migrations.before(database, plan.pending);
}

async function openPostgres(connectionString: string, migrations: Migrations): Promise<Database> {
  guardPooledTransactions();
  const pool = new pg.Pool({ connectionString, max: 10 });
  // A connection that PostgreSQL closes (a restart, a failover, a dropped database) must not crash
  // the process: the query in flight fails on its own, and the pool opens a fresh connection next time.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    // Under the lock: of servers starting together, the first backs up and migrates, the others find nothing to do.
    await prepareMigration((text) => client.query(text), { engine: 'postgres' }, migrations);
    await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder: migrations.folder });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    client.release();
  }
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  return {
    db,
    engine: 'postgres',
    close: () => pool.end(),
    listen: channelListener(connectionString),
  };
}

/**
 * PGlite's own start-up settings, and a smaller buffer cache than PostgreSQL's default 128 MB: the
 * embedded database is one small shop's, read mostly through the catalogue cache, and its buffers
 * are memory the server keeps for good (WebAssembly memory never shrinks). 16 MB holds the whole
 * demo database several times over; measured, the idle server's resident memory fell by about
 * 100 MB with it.
 */
const PGLITE_START = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

async function openPglite(
  dataDir: string | null,
  template: Blob | undefined,
  migrations: Migrations,
): Promise<Database> {
  let release = () => {};
  let client: PGlite;
  const dbDir = dataDir ? path.join(dataDir, 'db') : null;
  if (dataDir && dbDir) {
    fs.mkdirSync(dataDir, { recursive: true });
    release = acquireLock(`${dbDir}.lock`);
    try {
      checkOwnFiles(dataDir, dbDir);
      copyEmptyDatabase(dbDir);
      client = await PGlite.create(dbDir, {
        startParams: PGLITE_START,
        pgliteWasmModule: await pgliteWasmModule(),
      });
    } catch (error) {
      release();
      throw error;
    }
  } else {
    const options = { startParams: PGLITE_START, pgliteWasmModule: await pgliteWasmModule() };
    client = await PGlite.create(template ? { ...options, loadDataDir: template } : options);
  }
  const db = drizzlePglite(client, { schema });
  // Between two transactions, none starting until the work is done: PGlite's own line for them.
  const betweenWrites = <T>(work: () => Promise<T>) => client.transaction(() => work());
  const embedded: EmbeddedCopy = dbDir
    ? { copyFiles: (into) => copyLiveFolder(dbDir, into, betweenWrites) }
    : { dumpFiles: () => betweenWrites(() => client.dumpDataDir('none')) };
  try {
    await prepareMigration((text) => client.query(text), { engine: 'pglite', embedded }, migrations);
    // A template made by this code is already up to date: this finds nothing to do.
    await migratePglite(db, { migrationsFolder: migrations.folder });
  } catch (error) {
    await client.close();
    release();
    throw error;
  }
  return {
    db: db as unknown as Db,
    engine: 'pglite',
    embedded,
    async close() {
      await client.close();
      release();
    },
  };
}

export async function ping(db: Db): Promise<void> {
  await db.execute(sql`SELECT 1`);
}
