import fs from 'node:fs';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { roleAllows } from '../../../domain/auth/roles';
import {
  BACKUP_MESSAGES,
  type BackupList,
  type BackupListItem,
  type BackupTakenAnswer,
} from '../../../domain/launch/backups';
import { backupListSchema, backupTakenSchema } from '../../../domain/launch/backups-contract';
import { BackupError } from '../../db/backup';
import { BadRequestError, ConflictError, HttpError, NotFoundError } from '../../http/errors';
import { routeSchema } from '../../http/response-schema';
import { recordActivity } from '../../kernel/activity-record';
import { staffBy } from '../../kernel/actor';
import { parseBackupName, type StoredBackup } from './backup-folder';
import { BackupRunningError, BackupsOffError } from './backup-service';

const listSchema = routeSchema('Every backup in the backup folder, newest first', { 200: backupListSchema });
const takeSchema = routeSchema('Takes a backup now, while the shop runs (owners)', {
  201: backupTakenSchema,
});

function listed(
  backup: Pick<StoredBackup, 'name' | 'kind' | 'version' | 'bytes' | 'takenAt'>,
): BackupListItem {
  const { name, kind, version, bytes, takenAt } = backup;
  return { name, kind, version, bytes, takenAt: takenAt.toISOString() };
}

/** Sends a backup file as a download; one removed by the rotation meanwhile is "none", not an error page. */
async function sendBackup(reply: FastifyReply, backup: StoredBackup, missing: string) {
  const stream = fs.createReadStream(backup.file);
  await new Promise<void>((resolve, reject) => {
    stream.once('open', () => resolve());
    stream.once('error', () => reject(new NotFoundError(missing)));
  });
  return reply
    .header('content-type', 'application/gzip')
    .header('content-length', String(backup.bytes))
    .header('content-disposition', `attachment; filename="${backup.name}"`)
    .send(stream);
}

/**
 * The backups on the dashboard. Owners and managers list them (GET /api/admin/backups); only
 * owners download one (the newest, or any by its name) and take one now, each after "Confirm it's
 * you": a backup holds every order and every account's password hash. A name is looked up among
 * the folder's backups, never joined to a path as it came.
 */
export async function adminBackupRoutes(app: FastifyInstance) {
  app.get('/backups', { config: { permission: 'launch' }, schema: listSchema }, async (request) => {
    const [backups, lastChecked] = await Promise.all([app.backups.list(), app.backups.lastChecked()]);
    const answer: BackupList = {
      backups: backups.map(listed),
      running: app.backups.running,
      lastChecked: lastChecked ? { name: lastChecked.name, checkedAt: lastChecked.checkedAt } : null,
      yours: request.staff ? roleAllows(request.staff.role, 'backups') : false,
    };
    return answer;
  });

  app.post(
    '/backups',
    { config: { permission: 'backups', reauth: true }, schema: takeSchema },
    async (request, reply): Promise<BackupTakenAnswer> => {
      try {
        const taken = await app.backups.takeNow('by-hand');
        await recordActivity(app.database.db, staffBy(request), {
          action: 'backup.take',
          subject: 'backup',
          subjectId: taken.name,
          summary: `Took a backup by hand: ${taken.name}`,
        });
        const parsed = parseBackupName(taken.name);
        reply.status(201);
        return {
          backup: listed({
            name: taken.name,
            kind: taken.kind,
            version: parsed?.version ?? null,
            bytes: taken.bytes,
            takenAt: taken.takenAt,
          }),
        };
      } catch (error) {
        if (error instanceof BackupRunningError) throw new ConflictError('backup_running', error.message);
        if (error instanceof BackupsOffError) throw new ConflictError('backups_off', error.message);
        if (error instanceof BackupError) throw new HttpError(503, 'backup_failed', error.message);
        throw error;
      }
    },
  );

  app.get('/backups/latest', { config: { permission: 'backups', reauth: true } }, async (_request, reply) => {
    const latest = await app.backups.latest();
    if (!latest) throw new NotFoundError(BACKUP_MESSAGES.none);
    return sendBackup(reply, latest, BACKUP_MESSAGES.none);
  });

  app.get<{ Params: { name: string } }>(
    '/backups/:name',
    { config: { permission: 'backups', reauth: true } },
    async (request, reply) => {
      const { name } = request.params;
      if (!parseBackupName(name)) throw new BadRequestError(BACKUP_MESSAGES.notAName);
      const backup = (await app.backups.list()).find((candidate) => candidate.name === name);
      if (!backup) throw new NotFoundError(BACKUP_MESSAGES.notFound);
      return sendBackup(reply, backup, BACKUP_MESSAGES.notFound);
    },
  );
}
