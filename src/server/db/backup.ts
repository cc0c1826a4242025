import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { acquireLock } from './pglite-lock';

const run = promisify(execFile);

export class BackupError extends Error {}

/** The file name a backup gets when none is given: the engine and the moment, sortable. */
export function defaultBackupName(engine: 'pglite' | 'postgres', now = new Date()): string {
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  return `stagefront-${engine}-${stamp}.${engine === 'pglite' ? 'tar.gz' : 'dump'}`;
}

/**
 * Copies the embedded database into one compressed file (PGlite's own `dumpDataDir`). The server
 * must be stopped: the lock file keeps a running one's database from being read half-written.
 */
export async function backupPglite(dataDir: string, outFile: string): Promise<void> {
  const dbDir = path.join(dataDir, 'db');
  if (!fs.existsSync(dbDir)) throw new BackupError(`There is no embedded database in ${dataDir}.`);
  const release = acquireLock(`${dbDir}.lock`);
  try {
    const client = await PGlite.create(dbDir);
    try {
      const dump = await client.dumpDataDir('gzip');
      fs.writeFileSync(outFile, Buffer.from(await dump.arrayBuffer()));
    } finally {
      await client.close();
    }
  } finally {
    release();
  }
}

/**
 * Puts a backup made by `backupPglite` in place as DATA_DIR/db. An existing database is kept
 * unless `replace` is set, and then it is moved aside, not deleted.
 */
export async function restorePglite(dataDir: string, file: string, replace = false): Promise<string | null> {
  if (!fs.existsSync(file)) throw new BackupError(`There is no backup file at ${file}.`);
  const dbDir = path.join(dataDir, 'db');
  fs.mkdirSync(dataDir, { recursive: true });
  const release = acquireLock(`${dbDir}.lock`);
  try {
    let movedAside: string | null = null;
    if (fs.existsSync(dbDir)) {
      if (!replace) {
        throw new BackupError(
          `${dbDir} already holds a database. Add --replace to move it aside and restore.`,
        );
      }
      movedAside = `${dbDir}.before-restore-${Date.now()}`;
      fs.renameSync(dbDir, movedAside);
    }
    const client = await PGlite.create(dbDir, { loadDataDir: new Blob([fs.readFileSync(file)]) });
    await client.close();
    return movedAside;
  } finally {
    release();
  }
}

/** PostgreSQL's own tools, found on the PATH or in Debian's server folder. */
function pgTool(name: 'pg_dump' | 'pg_restore'): string {
  const candidates = (process.env.PATH ?? '').split(path.delimiter).map((dir) => path.join(dir, name));
  const debian = fs.existsSync('/usr/lib/postgresql')
    ? fs
        .readdirSync('/usr/lib/postgresql')
        .sort()
        .reverse()
        .map((version) => path.join('/usr/lib/postgresql', version, 'bin', name))
    : [];
  const found = [...candidates, ...debian].find((candidate) => fs.existsSync(candidate));
  if (!found) throw new BackupError(`${name} was not found: install PostgreSQL's client tools.`);
  return found;
}

/** pg_dump in its compressed custom format, restorable with `restorePostgres` (pg_restore). */
export async function backupPostgres(databaseUrl: string, outFile: string): Promise<void> {
  await run(pgTool('pg_dump'), ['--format=custom', '--no-owner', `--file=${outFile}`, databaseUrl]);
}

export async function restorePostgres(databaseUrl: string, file: string): Promise<void> {
  if (!fs.existsSync(file)) throw new BackupError(`There is no backup file at ${file}.`);
  await run(pgTool('pg_restore'), ['--clean', '--if-exists', '--no-owner', `--dbname=${databaseUrl}`, file]);
}
