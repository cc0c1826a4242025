import type { Config } from '../../config';
import { BackupError } from '../../db/backup';
import type { BeforeMigrating } from '../../db/open';
import { backupName, keepPrivate, pruneBackups } from './backup-folder';
import { openShopUploads } from './shop-uploads';
import { takeBackup } from './take-backup';

/**
 * The backup taken when this release's migrations are about to change a shop that has orders,
 * into the backup folder (`…-before-migrating.tar.gz`; the newest BACKUP_KEEP_BEFORE_UPGRADE of those
 * and the ones before an upgrade are kept, older ones removed after it). If it cannot be
 * taken, nothing is migrated and the start stops with the reason: the data stays as it was, and
 * the previous release still runs on it.
 */
export function backupBeforeMigrating(
  config: Pick<Config, 'backups' | 'dataDir' | 'media' | 'databaseUrl'>,
  say: (line: string) => void,
): BeforeMigrating | undefined {
  const folder = config.backups.dir;
  if (!folder) return undefined;
  return async (database, pending) => {
    const source =
      database.engine === 'postgres' && config.databaseUrl
        ? { engine: 'postgres' as const, databaseUrl: config.databaseUrl }
        : database.embedded
          ? { engine: 'pglite' as const, embedded: database.embedded }
          : null;
    if (!source) return;
    const uploads = await openShopUploads(config);
    try {
      const takenAt = new Date();
      const name = backupName(database.engine, takenAt, 'before-migrating');
      await keepPrivate(folder);
      const taken = await takeBackup(source, uploads.files, folder, name, { takenAt });
      await pruneBackups(folder, config.backups);
      say(
        `Backed up the shop to ${taken.file} before applying ${pending.length} ${pending.length === 1 ? 'migration' : 'migrations'} (${pending.join(', ')}).`,
      );
    } catch (error) {
      throw new BackupError(
        `The backup before migrating the database failed: ${(error as Error).message} Nothing was migrated; the shop's data is as it was. Free the folder (or set BACKUP_DIR to another one) and start again.`,
      );
    } finally {
      uploads.close();
    }
  };
}
