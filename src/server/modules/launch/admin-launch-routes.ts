import type { FastifyInstance } from 'fastify';
import { roleAllows } from '../../../domain/auth/roles';
import { type LaunchReport, launchChecklist } from '../../../domain/launch/checklist';
import { launchReportSchema } from '../../../domain/launch/contract';
import type { Config } from '../../config';
import { routeSchema } from '../../http/response-schema';
import { APP_VERSION } from '../../version';
import { readLaunchState } from './launch-state';

const schema = routeSchema(
  'What is left before the shop is real, the release that runs, and the newest backup',
  {
    200: launchReportSchema,
  },
);

export type LaunchRoutesOptions = { config: Pick<Config, 'payment' | 'delivery' | 'mail' | 'publicUrl'> };

/** GET /api/admin/launch: the release that runs, what is left before the shop is real, and the newest backup. */
export async function adminLaunchRoutes(app: FastifyInstance, { config }: LaunchRoutesOptions) {
  app.get('/launch', { config: { permission: 'launch' }, schema }, async (request): Promise<LaunchReport> => {
    const [{ site }, latest, yours] = await Promise.all([
      app.content.get(),
      app.backups.latest(),
      request.staff ? roleAllows(request.staff.role, 'backups') : false,
    ]);
    const state = await readLaunchState(app.database.db, config, site, app.backups.status());
    return {
      version: APP_VERSION,
      products: state.products,
      items: launchChecklist(state),
      latestBackup: latest
        ? { name: latest.name, takenAt: latest.takenAt.toISOString(), bytes: latest.bytes, yours }
        : null,
    };
  });
}
