import fs from 'node:fs';
import path from 'node:path';
import type { Engine } from '../../db/open';

/** Why a backup was taken: on the schedule (or by hand), or before a migration changed the database. */
type Occasion = 'regular' | 'before-migrating';

/** A backup the shop wrote into the backup folder. */
export type StoredBackup = {
  name: string;
  file: string;
  takenAt: Date;
  bytes: number;
  occasion: Occasion;
};

/** `stagefront-pglite-2026-05-01T03-00-00-000Z.tar.gz`, `…-before-migrating.tar.gz`: sortable by name. */
const NAME =
  /^stagefront-(?:pglite|postgres)-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z(-before-migrating)?\.tar\.gz$/;

/** What is left in the folder by a backup that never finished (the server stopped during it). */
const LEFT_OVER = /^\.(taking-.*|.*\.partial)$/;
/** Left-overs younger than this may belong to a backup still running on another server. */
const LEFT_OVER_AGE_MS = 24 * 60 * 60 * 1000;

/** The name a backup gets: the engine and the moment, and why when it is not a regular one. */
export function backupName(engine: Engine, at: Date, occasion: Occasion = 'regular'): string {
  const stamp = at.toISOString().replace(/[:.]/g, '-');
  return `stagefront-${engine}-${stamp}${occasion === 'before-migrating' ? '-before-migrating' : ''}.tar.gz`;
}

/** The backups in the folder, newest first; none when it does not exist. */
export async function listBackups(folder: string): Promise<StoredBackup[]> {
  const names = await fs.promises.readdir(folder).catch(() => [] as string[]);
  const backups: StoredBackup[] = [];
  for (const name of names) {
    const match = NAME.exec(name);
    if (!match) continue;
    const [, day, hours, minutes, seconds, millis, before] = match;
    const stats = await fs.promises.stat(path.join(folder, name)).catch(() => null);
    if (!stats?.isFile()) continue;
    backups.push({
      name,
      file: path.join(folder, name),
      takenAt: new Date(`${day}T${hours}:${minutes}:${seconds}.${millis}Z`),
      bytes: stats.size,
      occasion: before ? 'before-migrating' : 'regular',
    });
  }
  return backups.sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime());
}

/**
 * Keeps the newest `keep` regular backups and removes the older ones; those taken before a
 * migration stay until removed by hand. Also clears what unfinished backups left behind.
 */
export async function pruneBackups(folder: string, keep: number, now = Date.now()): Promise<string[]> {
  const removed: string[] = [];
  const regular = (await listBackups(folder)).filter((backup) => backup.occasion === 'regular');
  for (const old of regular.slice(keep)) {
    await fs.promises.rm(old.file, { force: true });
    removed.push(old.name);
  }
  for (const name of await fs.promises.readdir(folder).catch(() => [] as string[])) {
    if (!LEFT_OVER.test(name)) continue;
    const stats = await fs.promises.stat(path.join(folder, name)).catch(() => null);
    if (stats && now - stats.mtimeMs > LEFT_OVER_AGE_MS) {
      await fs.promises.rm(path.join(folder, name), { recursive: true, force: true });
    }
  }
  return removed;
}
