import fs from 'node:fs';
import path from 'node:path';
import { BackupError } from '../../db/backup';
import type { Engine } from '../../db/open';
import { FILE_MODE, FOLDER_MODE } from './backup-file';

/**
 * Why a backup was taken: on the schedule, by hand (the dashboard's button, `npm run backup`),
 * before a migration changed the database, or before an upgrade to another release.
 */
export const BACKUP_KINDS = ['scheduled', 'by-hand', 'before-migrating', 'before-upgrade'] as const;
export type BackupKind = (typeof BACKUP_KINDS)[number];

/** A backup the shop wrote into the backup folder. */
export type StoredBackup = {
  name: string;
  file: string;
  takenAt: Date;
  bytes: number;
  kind: BackupKind;
  /** The release an upgrade was about to install, for a backup taken before it; else null. */
  version: string | null;
};

/** A release's version as a name may carry it: 0.6.0, 1.0.0-rc.1 (no build metadata, no slash). */
const VERSION = String.raw`\d{1,9}\.\d{1,9}\.\d{1,9}(?:-[0-9A-Za-z][0-9A-Za-z.-]{0,40})?`;
const VERSION_ONLY = new RegExp(`^${VERSION}$`);

/**
 * `stagefront-pglite-2026-05-01T03-00-00-000Z.tar.gz` (scheduled), then `…-by-hand.tar.gz`,
 * `…-before-migrating.tar.gz`, `…-before-0.6.0.tar.gz`: sortable by name. Nothing else in the
 * folder is a backup, and no other name is ever opened for a download.
 */
const NAME = new RegExp(
  String.raw`^stagefront-(?:pglite|postgres)-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z` +
    `(?:-(by-hand|before-migrating|before-(${VERSION})))?\\.tar\\.gz$`,
);

/** What is left in the folder by a backup that never finished (the server stopped during it). */
const LEFT_OVER = /^\.(taking-.*|.*\.partial)$/;
/** Left-overs younger than this may belong to a backup still running on another server. */
const LEFT_OVER_AGE_MS = 24 * 60 * 60 * 1000;

/** Whether `version` may stand in a backup's name. */
export function isBackupVersion(version: string): boolean {
  return VERSION_ONLY.test(version);
}

/**
 * The name a backup gets: the engine and the moment, and why unless it is a scheduled one. A
 * backup taken by hand is the default (`npm run backup`); one before an upgrade names the release.
 */
export function backupName(engine: Engine, at: Date, kind: BackupKind = 'by-hand', version?: string): string {
  const stamp = at.toISOString().replace(/[:.]/g, '-');
  let why = '';
  if (kind === 'before-upgrade') {
    if (!version || !isBackupVersion(version)) {
      throw new BackupError(`"${version ?? ''}" is not a release's version, like 0.6.0.`);
    }
    why = `-before-${version}`;
  } else if (kind !== 'scheduled') why = `-${kind}`;
  return `stagefront-${engine}-${stamp}${why}.tar.gz`;
}

/** What a file's name says of it, or null when it is not a backup's name. */
export function parseBackupName(name: string): Pick<StoredBackup, 'takenAt' | 'kind' | 'version'> | null {
  const match = NAME.exec(name);
  if (!match) return null;
  const [, day, hours, minutes, seconds, millis, why, version] = match;
  const takenAt = new Date(`${day}T${hours}:${minutes}:${seconds}.${millis}Z`);
  if (Number.isNaN(takenAt.getTime())) return null;
  const kind: BackupKind = version ? 'before-upgrade' : ((why as BackupKind | undefined) ?? 'scheduled');
  return { takenAt, kind, version: version ?? null };
}

/** The backups in the folder, newest first; none when it does not exist. */
export async function listBackups(folder: string): Promise<StoredBackup[]> {
  const names = await fs.promises.readdir(folder).catch(() => [] as string[]);
  const backups: StoredBackup[] = [];
  for (const name of names) {
    const parsed = parseBackupName(name);
    if (!parsed) continue;
    const stats = await fs.promises.lstat(path.join(folder, name)).catch(() => null);
    if (!stats?.isFile()) continue;
    backups.push({ name, file: path.join(folder, name), bytes: stats.size, ...parsed });
  }
  return backups.sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime() || (a.name < b.name ? 1 : -1));
}

/** Backups kept by BACKUP_KEEP_BEFORE_UPGRADE rather than BACKUP_KEEP. */
function isBeforeAChange(kind: BackupKind): boolean {
  return kind === 'before-migrating' || kind === 'before-upgrade';
}

/** How many of each are kept: `keep` scheduled and by-hand ones, `keepBeforeUpgrade` of the others. */
export type Retention = { keep: number; keepBeforeUpgrade?: number };

/**
 * Keeps the newest `keep` backups taken on the schedule or by hand, and the newest
 * `keepBeforeUpgrade` taken before a migration or an upgrade (all of those when it is not given),
 * and removes the older ones. Also clears what unfinished backups left behind.
 */
export async function pruneBackups(
  folder: string,
  retention: number | Retention,
  now = Date.now(),
): Promise<string[]> {
  const { keep, keepBeforeUpgrade = Number.POSITIVE_INFINITY } =
    typeof retention === 'number' ? { keep: retention } : retention;
  const removed: string[] = [];
  const all = await listBackups(folder);
  const regular = all.filter((backup) => !isBeforeAChange(backup.kind));
  const before = all.filter((backup) => isBeforeAChange(backup.kind));
  for (const old of [...regular.slice(keep), ...before.slice(keepBeforeUpgrade)]) {
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

/** Sets a file or folder of this process's user to `mode` when others may read it; leaves anyone else's. */
async function tighten(file: string, mode: number, folder: boolean): Promise<void> {
  const stats = await fs.promises.lstat(file).catch(() => null);
  if (!stats || stats.isDirectory() !== folder || (stats.mode & 0o777) === mode) return;
  if (process.getuid && stats.uid !== process.getuid()) return;
  await fs.promises.chmod(file, mode).catch(() => {});
}

/**
 * Makes the backup folder its owner's alone (0700) and every backup in it (0600): a folder made by
 * an older release, or files copied in by a script, may be readable by every local user, and a
 * backup holds every order and every account's password hash.
 */
export async function keepPrivate(folder: string): Promise<void> {
  await tighten(folder, FOLDER_MODE, true);
  for (const backup of await listBackups(folder)) await tighten(backup.file, FILE_MODE, false);
}
