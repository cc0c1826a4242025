import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { type BackupManifest, FILE_MODE, folderProblem, MANIFEST_NAME } from './backup-file';
import { type BackupCheck, checkBackupFile, type WrittenEntry } from './check-backup';
import { type TarFileInput, type TarFolderInput, tarBytes } from './tar';

const gzip = promisify(zlib.gzip);
/**
 * gzip's fastest level: measured on the demo shop's database, it takes less than half the time
 * of the default level (6) for a file 14% larger; the shop's processor matters more than the disk.
 */
const COMPRESSION = 1;

/** Writes all of `bytes` at the file's end. */
function writeAll(fd: number, bytes: Buffer) {
  for (let at = 0; at < bytes.length; ) at += fs.writeSync(fd, bytes, at, bytes.length - at);
}

/** A backup file on the disk: its size, and what reading it back found. */
export type WrittenBackup = { bytes: number; check: BackupCheck };

/**
 * Writes the archive under a hidden name beside `file`, readable and writable by its owner alone
 * (0600, whatever the umask), reads it back (check-backup.ts) and renames it into place once every
 * byte is on the disk and checked, so `file` is whole or absent: never half a backup. On any
 * failure (a full disk, `signal` aborted, a file that does not read back) the partial file is
 * removed. Each megabyte of the archive is compressed on its own (gzip allows a file of several
 * parts), away from the event loop: a backup costs the shop's requests one turn of the loop per
 * megabyte, not one per file or per 16 kB.
 */
export async function writeBackupFile(
  file: string,
  manifest: BackupManifest,
  files: AsyncIterable<TarFileInput | TarFolderInput>,
  signal?: AbortSignal,
): Promise<WrittenBackup> {
  const folder = path.dirname(file);
  const partial = path.join(folder, `.${path.basename(file)}.${randomBytes(4).toString('hex')}.partial`);
  const text = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
  const written: WrittenEntry[] = [];
  async function* all(): AsyncGenerator<TarFileInput | TarFolderInput> {
    const entries: AsyncIterable<TarFileInput | TarFolderInput> = (async function* () {
      yield { name: MANIFEST_NAME, size: text.length, body: () => [text] };
      yield* files;
    })();
    for await (const entry of entries) {
      // As the archive names it: a folder with its slash.
      written.push(
        'folder' in entry
          ? { name: entry.name.replace(/\/?$/, '/'), size: null }
          : { name: entry.name, size: entry.size },
      );
      yield entry;
    }
  }
  let fd: number | null = null;
  let check: BackupCheck;
  try {
    fd = fs.openSync(partial, 'wx', FILE_MODE);
    // The mode given to open passes through the umask: set it exactly.
    fs.fchmodSync(fd, FILE_MODE);
    for await (const piece of tarBytes(all())) {
      signal?.throwIfAborted();
      writeAll(fd, await gzip(piece, { level: COMPRESSION }));
    }
    fs.fsyncSync(fd);
    fs.closeSync(fd);
    fd = null;
    signal?.throwIfAborted();
    check = await checkBackupFile(partial, manifest, text, written);
    await fs.promises.rename(partial, file);
  } catch (error) {
    if (fd !== null) fs.closeSync(fd);
    await fs.promises.rm(partial, { force: true });
    throw signal?.aborted ? error : folderProblem(error, folder);
  }
  await syncFolder(folder);
  return { bytes: (await fs.promises.stat(file)).size, check };
}

/** Makes the rename itself last through a power cut, where the system allows it. */
async function syncFolder(folder: string): Promise<void> {
  const handle = await fs.promises.open(folder, 'r').catch(() => null);
  await handle?.sync().catch(() => {});
  await handle?.close();
}
