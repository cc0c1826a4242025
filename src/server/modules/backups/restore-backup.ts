import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { PGlite } from '@electric-sql/pglite';
import { BackupError, restorePostgresDump } from '../../db/backup';
import { acquireLock } from '../../db/pglite-lock';
import type { ImageFiles } from '../../providers/media/image-files';
import { STORED_FILE_NAME } from '../../providers/media/image-files';
import {
  archiveEntries,
  type BackupFormat,
  DATABASE_DUMP,
  DATABASE_FOLDER,
  identifyBackup,
  UPLOADS_FOLDER,
} from './backup-file';
import { extractFolder } from './extract';
import { TarFormatError } from './tar';

/** Where a backup goes: the shop's database (PostgreSQL, or the embedded one in DATA_DIR) and its uploads. */
export type RestoreTarget = {
  databaseUrl: string | undefined;
  dataDir: string | null;
  uploads: ImageFiles | null;
};

export type Restored = {
  engine: 'pglite' | 'postgres';
  /** The embedded database that was in place, kept under this name; null when there was none. */
  movedAside: string | null;
  /** Uploaded images added; those already there are left as they are. */
  uploadsAdded: number;
};

/** A damaged archive's error, said as what it means for the restore. */
function unreadable(file: string, error: unknown): unknown {
  if (error instanceof TarFormatError || (error as NodeJS.ErrnoException).code?.startsWith('Z_')) {
    return new BackupError(
      `${file} is damaged or incomplete (${(error as Error).message}). Nothing was changed.`,
    );
  }
  return error;
}

/** Checks that PostgreSQL starts on a restored folder, and leaves it shut down cleanly. */
async function checkOpens(folder: string): Promise<void> {
  let client: PGlite | undefined;
  try {
    client = await PGlite.create(folder);
    await client.query('SELECT count(*) FROM pg_catalog.pg_class');
  } catch (error) {
    throw new BackupError(
      `The backup's database would not open (${(error as Error).message}). Nothing was changed.`,
    );
  } finally {
    await client?.close().catch(() => {});
  }
}

/**
 * Puts an embedded database in place as DATA_DIR/db: its files are written into a folder beside
 * it and checked to open first, so a bad file changes nothing. An existing database is kept
 * unless `replace`, and then it is moved aside, never deleted.
 */
async function restoreEmbedded(
  file: string,
  kind: BackupFormat,
  dataDir: string,
  replace: boolean,
): Promise<string | null> {
  const dbDir = path.join(dataDir, 'db');
  fs.mkdirSync(dataDir, { recursive: true });
  const release = acquireLock(`${dbDir}.lock`);
  const staging = `${dbDir}.restoring-${Date.now()}`;
  try {
    if (fs.existsSync(dbDir) && !replace) {
      throw new BackupError(`${dbDir} already holds a database. Add --replace to move it aside and restore.`);
    }
    const prefix = kind.kind === 'archive' ? DATABASE_FOLDER : '';
    const count = await extractFolder(archiveEntries(file), prefix, staging).catch((error: unknown) => {
      throw unreadable(file, error);
    });
    if (count === 0) throw new BackupError(`${file} holds no database files. Nothing was changed.`);
    await checkOpens(staging);
    let movedAside: string | null = null;
    if (fs.existsSync(dbDir)) {
      movedAside = `${dbDir}.before-restore-${Date.now()}`;
      fs.renameSync(dbDir, movedAside);
    }
    fs.renameSync(staging, dbDir);
    return movedAside;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
    release();
  }
}

/** Puts a pg_dump back into PostgreSQL, from the archive's `database.dump` or the file itself. */
async function restorePostgres(file: string, kind: BackupFormat, databaseUrl: string): Promise<void> {
  if (kind.kind === 'pg-dump') return restorePostgresDump(databaseUrl, file);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'stagefront-restore-'));
  try {
    const dump = path.join(work, DATABASE_DUMP);
    try {
      for await (const entry of archiveEntries(file)) {
        if (entry.name !== DATABASE_DUMP) continue;
        await pipeline(entry.body, fs.createWriteStream(dump));
        break;
      }
    } catch (error) {
      throw unreadable(file, error);
    }
    if (!fs.existsSync(dump)) throw new BackupError(`${file} holds no database dump. Nothing was changed.`);
    await restorePostgresDump(databaseUrl, dump);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/** Adds the archive's uploaded images that the shop does not have; none is overwritten. */
async function restoreUploads(file: string, uploads: ImageFiles): Promise<number> {
  const existing = new Set<string>();
  for await (const stored of uploads.list()) existing.add(stored.name);
  let added = 0;
  try {
    for await (const entry of archiveEntries(file)) {
      if (entry.type !== 'file' || !entry.name.startsWith(UPLOADS_FOLDER)) continue;
      const name = entry.name.slice(UPLOADS_FOLDER.length);
      if (!STORED_FILE_NAME.test(name) || existing.has(name)) continue;
      const chunks: Buffer[] = [];
      for await (const chunk of entry.body) chunks.push(chunk);
      await uploads.write(name, Buffer.concat(chunks));
      added += 1;
    }
  } catch (error) {
    throw unreadable(file, error);
  }
  return added;
}

/**
 * Restores any backup the shop wrote: this release's (database and uploads in one file) and the
 * database-only files of earlier releases. The engine must match the one the settings name; a
 * file that is not a backup is refused with nothing changed.
 */
export async function restoreBackup(target: RestoreTarget, file: string, replace = false): Promise<Restored> {
  const kind = await identifyBackup(file);
  const engine =
    kind.kind === 'archive' ? kind.manifest.engine : kind.kind === 'pg-dump' ? 'postgres' : 'pglite';
  if (engine === 'pglite' && target.databaseUrl) {
    throw new BackupError(
      `${file} holds an embedded database, and the settings name PostgreSQL (DATABASE_URL). Restore it with DATABASE_URL empty. Nothing was changed.`,
    );
  }
  if (engine === 'postgres' && !target.databaseUrl) {
    throw new BackupError(
      `${file} holds a PostgreSQL database: set DATABASE_URL to the database to restore it into. Nothing was changed.`,
    );
  }
  let movedAside: string | null = null;
  if (target.databaseUrl) await restorePostgres(file, kind, target.databaseUrl);
  else if (target.dataDir) movedAside = await restoreEmbedded(file, kind, target.dataDir, replace);
  else throw new BackupError('There is no DATA_DIR to restore the embedded database into.');
  const uploadsAdded =
    kind.kind === 'archive' && target.uploads ? await restoreUploads(file, target.uploads) : 0;
  return { engine, movedAside, uploadsAdded };
}
