import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config';
import { BackupError } from '../../db/backup';
import { copyLiveFolder } from '../../db/live-copy';
import { acquireLock } from '../../db/pglite-lock';
import { backupName, keepPrivate, pruneBackups } from './backup-folder';
import { openShopUploads } from './shop-uploads';
import { type DatabaseSource, type TakenBackup, takeBackup } from './take-backup';

type BackupSettings = Pick<Config, 'backups' | 'dataDir' | 'media' | 'databaseUrl'>;

/**
 * Backs the shop up from outside the server into `folder` under `name`: PostgreSQL with pg_dump
 * at any time, the embedded database by copying its folder, which needs the server stopped (a
 * running server takes its own: `app.backups.takeNow`). The file is 0600, read back before kept.
 */
export async function takeBackupFromOutside(
  config: BackupSettings,
  folder: string,
  name: string,
  takenAt = new Date(),
): Promise<TakenBackup> {
  const uploads = await openShopUploads(config);
  try {
    if (config.databaseUrl) {
      const source: DatabaseSource = { engine: 'postgres', databaseUrl: config.databaseUrl };
      return await takeBackup(source, uploads.files, folder, name, { takenAt });
    }
    if (!config.dataDir) throw new BackupError('There is no DATA_DIR to back up.');
    const dbDir = path.join(config.dataDir, 'db');
    if (!fs.existsSync(dbDir)) throw new BackupError(`There is no embedded database in ${config.dataDir}.`);
    let release: () => void;
    try {
      release = acquireLock(`${dbDir}.lock`);
    } catch (error) {
      throw new BackupError(
        `${(error as Error).message}\nA running shop takes this backup itself: ask it through its backup service (takeNow).`,
      );
    }
    try {
      // Nothing writes while the lock is held: the copy needs no pause.
      const source: DatabaseSource = {
        engine: 'pglite',
        embedded: { copyFiles: (into) => copyLiveFolder(dbDir, into, (work) => work()) },
      };
      return await takeBackup(source, uploads.files, folder, name, { takenAt });
    } finally {
      release();
    }
  } finally {
    uploads.close();
  }
}

/** The backup taken before an upgrade: its file, name and size. */
export type BackupBeforeUpgrade = TakenBackup & { name: string };

/**
 * The backup an upgrade takes before it installs release `version`, from outside the server (the
 * shop stopped, or on PostgreSQL): `stagefront-<engine>-<time>-before-<version>.tar.gz` in
 * BACKUP_DIR, its owner's alone; then the newest BACKUP_KEEP_BEFORE_UPGRADE of those and of the
 * ones before a migration are kept, older ones removed. A running embedded shop is refused: its
 * server takes it (`app.backups.takeNow('before-upgrade', version)`).
 */
export async function takeBackupBeforeUpgrade(
  config: BackupSettings,
  version: string,
): Promise<BackupBeforeUpgrade> {
  const folder = config.backups.dir;
  if (!folder) throw new BackupError('There is no backup folder: set BACKUP_DIR (or DATA_DIR).');
  const takenAt = new Date();
  const name = backupName(config.databaseUrl ? 'postgres' : 'pglite', takenAt, 'before-upgrade', version);
  await keepPrivate(folder);
  const taken = await takeBackupFromOutside(config, folder, name, takenAt);
  await pruneBackups(folder, config.backups);
  return { ...taken, name };
}
