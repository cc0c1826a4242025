import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { z } from 'zod';
import { BackupError } from '../../db/backup';
import { readTar, type TarEntry, type TarFileInput } from './tar';

/**
 * One backup file: a gzip-compressed tar archive any `tar -xzf` opens, holding first this
 * manifest, then the database (the embedded database's files under `database/`, or PostgreSQL's
 * `pg_dump` as `database.dump`), then every uploaded image under `uploads/`.
 */
export const MANIFEST_NAME = 'stagefront-backup.json';
export const DATABASE_FOLDER = 'database/';
export const DATABASE_DUMP = 'database.dump';
export const UPLOADS_FOLDER = 'uploads/';

export const manifestSchema = z.object({
  format: z.literal('stagefront-backup'),
  version: z.literal(1),
  engine: z.enum(['pglite', 'postgres']),
  /** The release that took it: its migrations are in the database. */
  release: z.string(),
  takenAt: z.string(),
  uploads: z.number().int().min(0),
});
export type BackupManifest = z.infer<typeof manifestSchema>;

/** What a disk's error means to the person who chose the folder. */
export function folderProblem(error: unknown, folder: string): Error {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  const cannot = `The backup folder ${folder} cannot be written to`;
  if (code === 'ENOSPC' || code === 'EDQUOT') {
    return new BackupError(`The backup folder ${folder} is full: there is no space left on its disk.`);
  }
  if (code === 'EACCES' || code === 'EPERM') return new BackupError(`${cannot} (permission denied).`);
  if (code === 'EROFS') return new BackupError(`${cannot} (read-only file system).`);
  if (code === 'ENOTDIR' || code === 'EEXIST') {
    return new BackupError(`${cannot}: part of its path is a file, not a folder.`);
  }
  return error instanceof Error ? error : new Error(String(error));
}

/** A backup's folder and its files: the owner's alone, whatever the process's umask. */
export const FOLDER_MODE = 0o700;
export const FILE_MODE = 0o600;

/**
 * Makes the folder if it is missing, the owner's alone (each folder it makes, 0700), and checks
 * that files can be written in it. A folder that was there is left as it is: `--out` may name any.
 */
export async function prepareFolder(folder: string): Promise<void> {
  try {
    const first = await fs.promises.mkdir(folder, { recursive: true, mode: FOLDER_MODE });
    // mkdir's mode passes through the umask: the folders it made are set exactly.
    if (first) {
      for (let made = folder; ; made = path.dirname(made)) {
        await fs.promises.chmod(made, FOLDER_MODE);
        if (made === first || path.dirname(made) === made) break;
      }
    }
    await fs.promises.access(folder, fs.constants.W_OK);
  } catch (error) {
    throw folderProblem(error, folder);
  }
}

/** Read a megabyte at a time, straight from the disk's cache: far fewer turns of the event loop than a stream. */
const READ_SIZE = 1024 * 1024;

function* readInPieces(file: string): Generator<Buffer> {
  const fd = fs.openSync(file, 'r');
  try {
    for (;;) {
      const buffer = Buffer.allocUnsafe(READ_SIZE);
      const read = fs.readSync(fd, buffer, 0, READ_SIZE, null);
      if (read === 0) return;
      yield buffer.subarray(0, read);
    }
  } finally {
    fs.closeSync(fd);
  }
}

/** A file of a folder, as an archive entry under `prefix`. */
export function fileEntry(prefix: string, folder: string, name: string, size: number): TarFileInput {
  return {
    name: `${prefix}${name.split(path.sep).join('/')}`,
    size,
    body: () => readInPieces(path.join(folder, name)),
  };
}

/** What `readBackupFile` finds a file to be. */
export type BackupFormat =
  | { kind: 'archive'; manifest: BackupManifest }
  /** An embedded database's files as `npm run backup` wrote them before 0.5 (PGlite's `dumpDataDir`). */
  | { kind: 'pglite-tarball' }
  /** PostgreSQL's `pg_dump --format=custom`, as `npm run backup` wrote it before 0.5. */
  | { kind: 'pg-dump' };

/** The bytes a file starts with, up to `n`. */
async function head(file: string, n: number): Promise<Buffer> {
  const handle = await fs.promises.open(file, 'r');
  try {
    const buffer = Buffer.alloc(n);
    const { bytesRead } = await handle.read(buffer, 0, n, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** The archive's entries, uncompressed as they are read. */
export function archiveEntries(file: string): AsyncGenerator<TarEntry> {
  const gunzip = zlib.createGunzip();
  // A read or gunzip error surfaces where the entries are read; stopping early ends both streams.
  pipeline(fs.createReadStream(file), gunzip).catch(() => {});
  return readTar(gunzip);
}

function notABackup(file: string, why: string): BackupError {
  return new BackupError(`${file} is not a Stagefront backup (${why}). Nothing was changed.`);
}

/** The file every PostgreSQL data folder has at its top. */
function isPgVersion(entry: TarEntry): boolean {
  return entry.name.replace(/^\/+/, '') === 'PG_VERSION';
}

/**
 * Says what a file holds by reading its start: a backup of this release, an older one, or
 * something else (refused with a message that names it; nothing is touched).
 */
export async function identifyBackup(file: string): Promise<BackupFormat> {
  let start: Buffer;
  try {
    start = await head(file, 5);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new BackupError(`There is no backup file at ${file}.`);
    if (code === 'EISDIR') throw new BackupError(`${file} is a folder: name the backup file in it.`);
    throw error;
  }
  if (start.toString('latin1') === 'PGDMP') return { kind: 'pg-dump' };
  if (start[0] !== 0x1f || start[1] !== 0x8b) throw notABackup(file, 'it is not a compressed archive');
  const entries = archiveEntries(file);
  try {
    const first = (await entries.next()).value as TarEntry | undefined;
    if (!first) throw notABackup(file, 'the archive is empty');
    if (first.name === MANIFEST_NAME) {
      const chunks: Buffer[] = [];
      for await (const chunk of first.body) chunks.push(chunk);
      const parsed = manifestSchema.safeParse(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      if (!parsed.success) throw notABackup(file, 'its description is not one this release reads');
      return { kind: 'archive', manifest: parsed.data };
    }
    if (isPgVersion(first)) return { kind: 'pglite-tarball' };
    for await (const entry of entries) if (isPgVersion(entry)) return { kind: 'pglite-tarball' };
    throw notABackup(file, 'the archive holds no database');
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw notABackup(
      file,
      error instanceof SyntaxError ? 'its description is unreadable' : 'it is damaged or not an archive',
    );
  } finally {
    await entries.return(undefined);
  }
}
