import { BackupError } from '../../db/backup';
import {
  archiveEntries,
  type BackupManifest,
  DATABASE_DUMP,
  DATABASE_FOLDER,
  MANIFEST_NAME,
  manifestSchema,
} from './backup-file';

/** An entry as it was written into an archive: a file's name and size, or a folder (size null). */
export type WrittenEntry = { name: string; size: number | null };

/** What reading a backup back found: it is whole, and holds what was written. */
export type BackupCheck = {
  checkedAt: Date;
  /** Files and folders read back, the description included. */
  entries: number;
  /** The bytes of the files inside, uncompressed. */
  bytes: number;
};

function damaged(why: string): BackupError {
  return new BackupError(`The backup could not be read back whole: ${why}. It was not kept.`);
}

/** The database's first file: PostgreSQL's data folder has PG_VERSION at its top, pg_dump's file starts PGDMP. */
function holdsADatabase(manifest: BackupManifest, written: readonly WrittenEntry[]): boolean {
  const wanted = manifest.engine === 'postgres' ? DATABASE_DUMP : `${DATABASE_FOLDER}PG_VERSION`;
  return written.some((entry) => entry.name === wanted && entry.size !== null);
}

/**
 * Reads a backup file back from the disk, as a restore would, before it is kept: the gzip stream
 * whole to its end (each part's checksum), the tar archive whole to its end, its description
 * (`stagefront-backup.json`) first and byte for byte what was written, then every file and folder
 * in the order written with each file's size, and a database among them. It does not open the
 * database: the restore does that, in a folder of its own, before it swaps anything.
 */
export async function checkBackupFile(
  file: string,
  manifest: BackupManifest,
  manifestBytes: Buffer,
  written: readonly WrittenEntry[],
): Promise<BackupCheck> {
  if (!holdsADatabase(manifest, written)) throw damaged('it holds no database');
  let index = 0;
  let bytes = 0;
  try {
    for await (const entry of archiveEntries(file)) {
      const expected = written[index];
      if (!expected) throw damaged(`it holds ${entry.name}, which was not written`);
      if (entry.name !== expected.name) throw damaged(`${expected.name} is missing or out of place`);
      if ((expected.size === null) !== (entry.type === 'directory')) {
        throw damaged(`${entry.name} is not what was written`);
      }
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of entry.body) {
        size += chunk.length;
        if (index === 0) chunks.push(chunk);
      }
      if (expected.size !== null && size !== expected.size) {
        throw damaged(`${entry.name} holds ${size} bytes, ${expected.size} were written`);
      }
      if (index === 0) {
        const text = Buffer.concat(chunks);
        if (entry.name !== MANIFEST_NAME || !text.equals(manifestBytes)) {
          throw damaged(`its description (${MANIFEST_NAME}) is not the one written`);
        }
        if (!manifestSchema.safeParse(JSON.parse(text.toString('utf8'))).success) {
          throw damaged('its description is not one this release reads');
        }
      }
      bytes += size;
      index += 1;
    }
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw damaged((error as Error).message.replace(/\.$/, ''));
  }
  if (index !== written.length) throw damaged(`it ends after ${index} of ${written.length} entries`);
  return { checkedAt: new Date(), entries: index, bytes };
}
