import path from 'node:path';
import { z } from 'zod';
import { blankIsUnset } from '../../env-values';
import { projectRoot } from '../../paths';

export type BackupConfig = {
  /** Where backups are written: scheduled ones, and those before a migration; null: nowhere (tests). */
  dir: string | null;
  /** Hours between two scheduled backups; 0: none is scheduled. */
  everyHours: number;
  /** How many scheduled backups (and those taken by hand) are kept; older ones are removed. */
  keep: number;
  /** How many backups taken before a migration or an upgrade are kept, apart from `keep`. */
  keepBeforeUpgrade: number;
};

/** The backup settings in the environment; spread into config.ts's schema. */
export const backupEnvShape = {
  BACKUP_DIR: blankIsUnset(z.string().trim().optional()),
  BACKUP_EVERY_HOURS: blankIsUnset(
    z.coerce
      .number({ error: 'A whole number of hours, like 24; 0 turns scheduled backups off.' })
      .int('A whole number of hours, like 24; 0 turns scheduled backups off.')
      .min(0, 'A whole number of hours, like 24; 0 turns scheduled backups off.')
      .max(24 * 31, 'At most 744 hours (31 days).')
      .default(24),
  ),
  BACKUP_KEEP: blankIsUnset(
    z.coerce
      .number({ error: 'How many backups to keep, like 7.' })
      .int('How many backups to keep, like 7.')
      .min(1, 'Keep at least 1 backup.')
      .max(1000, 'At most 1000 backups.')
      .default(7),
  ),
  BACKUP_KEEP_BEFORE_UPGRADE: blankIsUnset(
    z.coerce
      .number({ error: 'How many backups taken before an upgrade to keep, like 3.' })
      .int('How many backups taken before an upgrade to keep, like 3.')
      .min(1, 'Keep at least 1 backup taken before an upgrade.')
      .max(1000, 'At most 1000 backups.')
      .default(3),
  ),
};

type BackupEnv = z.infer<z.ZodObject<typeof backupEnvShape>>;

export function backupConfig(env: BackupEnv, dataDir: string | null): BackupConfig {
  return {
    dir: env.BACKUP_DIR
      ? path.resolve(projectRoot, env.BACKUP_DIR)
      : dataDir
        ? path.join(dataDir, 'backups')
        : null,
    everyHours: env.BACKUP_EVERY_HOURS,
    keep: env.BACKUP_KEEP,
    keepBeforeUpgrade: env.BACKUP_KEEP_BEFORE_UPGRADE,
  };
}
