import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { NotFoundError } from '../../http/errors';

const NO_BACKUP_MESSAGE = 'No backup has been taken yet.';

/**
 * GET /api/admin/backups/latest: the newest backup file, database and uploads in one, for the
 * owner to keep somewhere else. Owners' only (the `backups` permission, checked by the staff
 * guard): it holds every order and every account's password hash.
 */
export async function adminBackupRoutes(app: FastifyInstance) {
  app.get('/backups/latest', { config: { permission: 'backups', reauth: true } }, async (_request, reply) => {
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
