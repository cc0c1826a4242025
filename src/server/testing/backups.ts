import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { type Database, type Engine, openDatabase } from '../db/open';
import type { BackupConfig } from '../modules/backups/backup-config';
import { STAFF } from './staff';
import { freshDatabaseIn, testConfig } from './test-app';
import { freshPostgres } from './test-database';

/**
 * The shop as a server runs it, with the demo staff account: its database on disk (embedded, in a
 * new folder under `dir`) or a new PostgreSQL database, backed up as `backups` says. `lines` are
 * its log lines, from `info` up.
 */
export async function shopWithBackups(
  engine: Engine,
  dir: string,
  backups: BackupConfig,
): Promise<{ app: FastifyInstance; lines: string[] }> {
  const shopDir = fs.mkdtempSync(path.join(dir, 'shop-'));
  let database: Database;
  let databaseUrl: string | undefined;
  let drop = async () => {};
  if (engine === 'pglite') database = await freshDatabaseIn(shopDir);
  else {
    const server = await freshPostgres();
    database = await openDatabase({ databaseUrl: server.url, dataDir: null });
    databaseUrl = server.url;
    drop = server.drop;
  }
  const lines: string[] = [];
  const app = await buildApp(
    testConfig({
      dataDir: engine === 'pglite' ? shopDir : null,
      databaseUrl,
      backups,
      demoStaffPassword: STAFF.password,
      logLevel: 'info',
    }),
    { database, logStream: { write: (line) => lines.push(line) } },
  );
  app.addHook('onClose', async () => drop());
  return { app, lines };
}
