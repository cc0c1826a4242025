import fp from 'fastify-plugin';
import { registerStaffRoutes } from '../../kernel/staff-routes';
import { adminBackupRoutes } from './admin-backup-routes';
import { backupChecksIn } from './backup-checks';
import type { BackupConfig } from './backup-config';
import { BackupService } from './backup-service';
import type { DatabaseSource } from './take-backup';

declare module 'fastify' {
  interface FastifyInstance {
    backups: BackupService;
  }
}

/**
 * Backups while the shop runs: `app.backups` takes one every BACKUP_EVERY_HOURS (the database and
 * the uploaded images, see backup-service.ts), and one now when asked (the owner's Backup button,
 * the upgrade's `takeNow('before-upgrade', version)`); staff list them at /api/admin/backups and the
 * owner downloads any of them.
 */
export const backupsPlugin = fp<{ config: BackupConfig; databaseUrl: string | undefined }>(
  async (app, { config, databaseUrl }) => {
    const { database } = app;
    const source: DatabaseSource | null =
      database.engine === 'postgres'
        ? databaseUrl
          ? { engine: 'postgres', databaseUrl }
          : null
        : database.embedded
          ? { engine: 'pglite', embedded: database.embedded }
          : null;
    const service = new BackupService({
      config,
      database: source,
      uploads: app.uploads.files,
      log: app.log,
      checks: backupChecksIn(database.db),
    });
    app.decorate('backups', service);
    await registerStaffRoutes(app, { capability: 'backups' }, async (staff) => {
      await staff.register(adminBackupRoutes);
    });
    app.addHook('onReady', async () => {
      await service.start();
    });
    app.addHook('preClose', async () => {
      await service.stop();
    });
  },
  { name: 'backups', dependencies: ['database', 'uploads', 'auth'] },
);
