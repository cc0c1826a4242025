import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { BACKUP_OWNER_ONLY_MESSAGE } from '../../../domain/launch/checklist';
import { ForbiddenError, NotFoundError } from '../../http/errors';

const NO_BACKUP_MESSAGE = 'No backup has been taken yet.';

/**
 * GET /api/admin/backups/latest: the newest backup file, database and uploads in one, for the
 * owner to keep somewhere else. The owner's only (the shop's oldest active staff account): it
 * holds every order and every account's password hash.
 */
export async function adminBackupRoutes(app: FastifyInstance) {
  app.get('/backups/latest', async (request, reply) => {
    // The staff guard has checked the session before this runs.
    if (!request.staff || !(await app.auth.isOwner(request.staff.id))) {
      throw new ForbiddenError(BACKUP_OWNER_ONLY_MESSAGE, 'owner_only');
    }
    const latest = await app.backups.latest();
    if (!latest) throw new NotFoundError(NO_BACKUP_MESSAGE);
    const stream = fs.createReadStream(latest.file);
    // Removed by the rotation between the look and the read: said as "none", not as an error page.
    await new Promise<void>((resolve, reject) => {
      stream.once('open', () => resolve());
      stream.once('error', () => reject(new NotFoundError(NO_BACKUP_MESSAGE)));
    });
    return reply
      .header('content-type', 'application/gzip')
      .header('content-length', String(latest.bytes))
      .header('content-disposition', `attachment; filename="${latest.name}"`)
      .send(stream);
  });
}
