import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { BackupError } from '../../db/backup';
import type { TarEntry } from './tar';

/** A name inside an archive as a path under a folder, or null when it would lead out of it. */
function safeRelative(name: string): string | null {
  const parts = name.split('/').filter((part) => part !== '' && part !== '.');
  if (parts.length === 0 || parts.some((part) => part === '..' || part.includes('\\'))) return null;
  return path.join(...parts);
}

/**
 * Writes the archive's files whose names start with `prefix` into `folder` (made if missing), by
 * their names after it: the database's files, as a backup holds them. A name that would lead out
 * of the folder is refused, never written.
 */
export async function extractFolder(
  entries: AsyncIterable<TarEntry>,
  prefix: string,
  folder: string,
): Promise<number> {
  let count = 0;
  await fs.promises.mkdir(folder, { recursive: true });
  for await (const entry of entries) {
    if (!entry.name.startsWith(prefix) || entry.type === 'other') continue;
    const relative = safeRelative(entry.name.slice(prefix.length));
    if (relative === null) {
      if (entry.type === 'directory') continue;
      throw new BackupError(
        `The backup holds a file named ${entry.name}, outside its folders: it is refused.`,
      );
    }
    const target = path.join(folder, relative);
    if (entry.type === 'directory') {
      await fs.promises.mkdir(target, { recursive: true });
      continue;
    }
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    await pipeline(entry.body, fs.createWriteStream(target, { flags: 'wx' }));
    count += 1;
  }
  return count;
}
