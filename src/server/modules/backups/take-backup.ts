import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { BackupError, dumpPostgres } from '../../db/backup';
import type { EmbeddedCopy } from '../../db/open';
import type { ImageFiles, StoredFile } from '../../providers/media/image-files';
import { APP_VERSION } from '../../version';
import {
  type BackupManifest,
  DATABASE_DUMP,
  DATABASE_FOLDER,
  fileEntry,
  folderProblem,
  prepareFolder,
  UPLOADS_FOLDER,
} from './backup-file';
import type { BackupCheck } from './check-backup';
import { extractFolder } from './extract';
import { readTar, type TarFileInput, type TarFolderInput } from './tar';
import { writeBackupFile } from './write-backup-file';

/** Where a backup reads the database: the embedded one's files, or PostgreSQL through pg_dump. */
export type DatabaseSource =
  | { engine: 'pglite'; embedded: EmbeddedCopy }
  | { engine: 'postgres'; databaseUrl: string };

export type TakenBackup = {
  file: string;
  bytes: number;
  takenAt: Date;
  uploads: number;
  /** How long the shop's writes waited for the copy (embedded database), in milliseconds. */
  heldMs: number;
  /** The file read back before it was kept (check-backup.ts). */
  check: BackupCheck;
};

/**
 * Every folder and file under `folder`, by its name relative to it, files with their size (read
 * at once: a fresh copy, on a local disk). Folders come too: PostgreSQL needs its empty ones.
 */
function entriesUnder(folder: string): { name: string; size: number | null }[] {
  const entries = [];
  for (const entry of fs.readdirSync(folder, { recursive: true, withFileTypes: true })) {
    const full = path.join(entry.parentPath, entry.name);
    const name = path.relative(folder, full);
    if (entry.isDirectory()) entries.push({ name, size: null });
    else if (entry.isFile()) entries.push({ name, size: fs.statSync(full).size });
  }
  return entries.sort((a, b) => a.name.localeCompare(b.name));
}

/** The database, copied or dumped into `work`; how long writes waited for it. */
async function copyDatabase(source: DatabaseSource, work: string): Promise<number> {
  if (source.engine === 'postgres') {
    await dumpPostgres(source.databaseUrl, path.join(work, DATABASE_DUMP));
    return 0;
  }
  const into = path.join(work, DATABASE_FOLDER);
  const { embedded } = source;
  if ('copyFiles' in embedded) return embedded.copyFiles(into);
  const began = performance.now();
  const dump = await embedded.dumpFiles();
  const heldMs = performance.now() - began;
  await extractFolder(readTar(Readable.fromWeb(dump.stream() as never)), '', into);
  return heldMs;
}

function uploadEntry(uploads: ImageFiles, file: StoredFile): TarFileInput {
  return {
    name: `${UPLOADS_FOLDER}${file.name}`,
    size: file.size,
    body: async function* () {
      const bytes = await uploads.read(file.name);
      if (bytes) yield bytes;
    },
  };
}

/**
 * Takes one backup of the shop into `folder` under `name`: the database (copied while the shop
 * keeps selling, see live-copy.ts, or dumped by pg_dump) and every uploaded image, in one file
 * that appears whole and read back, or not at all; the file is its owner's alone (0600), and a
 * folder made for it too (0700). The copy is made in a hidden folder beside it, removed after.
 * `takenAt` is the moment the name says (now, unless given); `signal` stops it, leaving no file.
 */
export async function takeBackup(
  source: DatabaseSource,
  uploads: ImageFiles | null,
  folder: string,
  name: string,
  { takenAt = new Date(), signal }: { takenAt?: Date; signal?: AbortSignal } = {},
): Promise<TakenBackup> {
  await prepareFolder(folder);
  let work: string;
  try {
    work = await fs.promises.mkdtemp(path.join(folder, '.taking-'));
  } catch (error) {
    throw new BackupError(`The backup folder ${folder} cannot be written to (${(error as Error).message}).`);
  }
  try {
    const heldMs = await copyDatabase(source, work).catch((error: unknown) => {
      throw error instanceof BackupError ? error : folderProblem(error, folder);
    });
    signal?.throwIfAborted();
    const stored: StoredFile[] = [];
    if (uploads) for await (const file of uploads.list()) stored.push(file);
    const manifest: BackupManifest = {
      format: 'stagefront-backup',
      version: 1,
      engine: source.engine,
      release: APP_VERSION,
      takenAt: takenAt.toISOString(),
      uploads: stored.length,
    };
    async function* files(): AsyncGenerator<TarFileInput | TarFolderInput> {
      if (source.engine === 'postgres') {
        const { size } = await fs.promises.stat(path.join(work, DATABASE_DUMP));
        yield fileEntry('', work, DATABASE_DUMP, size);
      } else {
        const database = path.join(work, DATABASE_FOLDER);
        for (const entry of entriesUnder(database)) {
          yield entry.size === null
            ? { name: `${DATABASE_FOLDER}${entry.name.split(path.sep).join('/')}`, folder: true }
            : fileEntry(DATABASE_FOLDER, database, entry.name, entry.size);
        }
      }
      if (uploads) for (const file of stored) yield uploadEntry(uploads, file);
    }
    const file = path.join(folder, name);
    const { bytes, check } = await writeBackupFile(file, manifest, files(), signal);
    return { file, bytes, takenAt, uploads: stored.length, heldMs, check };
  } finally {
    await fs.promises.rm(work, { recursive: true, force: true });
  }
}
