import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { describe, inject } from 'vitest';
import { buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import { type Database, type Engine, openDatabase } from '../db/open';
import { freshPostgres } from './test-database';

/** The engines every API test runs on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
const engines: Engine[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/** Runs a block of tests once per engine. */
export function describeEachEngine(name: string, block: (engine: Engine) => void) {
  for (const engine of engines) describe(`${name} [${engine}]`, () => block(engine));
}

/**
 * Runs a heavy block once, on the engine that matters for it: `engine` when the run has it (the
 * stricter PostgreSQL, for generated input), else PGlite. For what does not differ by engine (the
 * HTTP server's limits), name 'pglite'.
 */
export function describeOnEngine(name: string, engine: Engine, block: (engine: Engine) => void) {
  const chosen = engines.includes(engine) ? engine : 'pglite';
  describe(`${name} [${chosen}]`, () => block(chosen));
}

/** The migrated, empty embedded database the run's global setup saved (see pglite-template.ts). */
let template: Promise<Blob> | undefined;
function pgliteTemplate(): Promise<Blob> {
  template ??= fs.promises.readFile(inject('pgliteTemplate')).then((bytes) => new Blob([bytes]));
  return template;
}

/** A fresh, empty database: PGlite in memory, or a new database on the test PostgreSQL server. */
export async function freshDatabase(engine: Engine): Promise<Database> {
  if (engine === 'pglite') return openDatabase({ dataDir: null, template: await pgliteTemplate() });
  return (await freshPostgresDatabase()).database;
}

/** A new, migrated database on the test PostgreSQL server, dropped once its connections are closed. */
export async function freshPostgresDatabase(): Promise<{ database: Database; url: string }> {
  const server = await freshPostgres();
  const database = await openDatabase({ databaseUrl: server.url, dataDir: null });
  return {
    url: server.url,
    database: {
      ...database,
      async close() {
        await database.close();
        await server.drop();
      },
    },
  };
}

/** A fresh embedded database kept on disk in DATA_DIR/db, as a shop's is (a copy of the template). */
export async function freshDatabaseIn(dataDir: string): Promise<Database> {
  fs.mkdirSync(dataDir, { recursive: true });
  const seed = await PGlite.create(path.join(dataDir, 'db'), { loadDataDir: await pgliteTemplate() });
  await seed.close();
  return openDatabase({ dataDir });
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DEMO_CONTENT: 'true' });
  return {
    ...base,
    dataDir: null,
    // Nothing is backed up unless a test names a folder.
    backups: { ...base.backups, dir: null },
    webDir: null,
    // Where app.inject's requests arrive (Host: localhost:80): pages answer only at the public address.
    publicUrl: 'http://localhost',
    // Mail stays in memory: tests never write into the project's data folder.
    mail: { ...base.mail, outboxDir: null },
    ...overrides,
  };
}

/** The whole server, in-process, on a fresh database of the given engine. */
export async function testApp(engine: Engine, overrides: Partial<Config> = {}): Promise<FastifyInstance> {
  const database = await freshDatabase(engine);
  return buildApp(testConfig(overrides), { database });
}
