import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { Database, Engine } from '../db/open';
import type { BackupConfig } from '../modules/backups/backup-config';
import { STAFF } from './staff';
import { freshDatabaseIn, freshPostgresDatabase, testConfig } from './test-app';

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
  if (engine === 'pglite') database = await freshDatabaseIn(shopDir);
  else ({ database, url: databaseUrl } = await freshPostgresDatabase());
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
  return { app, lines };
}
