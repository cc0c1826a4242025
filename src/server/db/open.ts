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
import { acquireLock } from './pglite-lock';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Engine = 'pglite' | 'postgres';

export type Database = {
  db: Db;
  engine: Engine;
  close(): Promise<void>;
};

const migrationsFolder = path.join(projectRoot, 'src/server/db/migrations');
/** Any fixed number: servers starting together take turns to migrate. */
const MIGRATION_LOCK = 7_514_301;

export type DatabaseOptions = {
  databaseUrl?: string | undefined;
  /** Folder of the embedded database; null keeps it in memory (tests). */
  dataDir: string | null;
  /** An in-memory embedded database starts as a copy of this one (`dumpDataDir()`), not empty. */
  template?: Blob | undefined;
};

/** Opens PostgreSQL when a URL is given, else the embedded PGlite, and brings its schema up to date. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl)
    : openPglite(options.dataDir, options.template);
}

async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // A connection that PostgreSQL closes (a restart, a failover, a dropped database) must not crash
  // the process: the query in flight fails on its own, and the pool opens a fresh connection next time.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    client.release();
  }
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  return { db, engine: 'postgres', close: () => pool.end() };
}

async function openPglite(dataDir: string | null, template?: Blob): Promise<Database> {
  let release = () => {};
  let client: PGlite;
  if (dataDir) {
    fs.mkdirSync(dataDir, { recursive: true });
    const dbDir = path.join(dataDir, 'db');
    release = acquireLock(`${dbDir}.lock`);
    try {
      client = await PGlite.create(dbDir);
    } catch (error) {
      release();
      throw error;
    }
  } else {
    client = await PGlite.create(template ? { loadDataDir: template } : {});
  }
  const db = drizzlePglite(client, { schema });
  // A template made by this code is already up to date: this finds nothing to do.
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    engine: 'pglite',
    async close() {
      await client.close();
      release();
    },
  };
}

export async function ping(db: Db): Promise<void> {
  await db.execute(sql`SELECT 1`);
}
