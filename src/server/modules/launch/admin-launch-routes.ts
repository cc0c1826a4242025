import type { FastifyInstance } from 'fastify';
import { type LaunchReport, launchChecklist } from '../../../domain/launch/checklist';
import { launchReportSchema } from '../../../domain/launch/contract';
import type { Config } from '../../config';
import { routeSchema } from '../../http/response-schema';
import { APP_VERSION } from '../../version';
import { readLaunchState } from './launch-state';

const schema = routeSchema('What is left before the shop is real, and the release that runs', {
  200: launchReportSchema,
});

export type LaunchRoutesOptions = { config: Pick<Config, 'payment' | 'delivery' | 'mail' | 'publicUrl'> };

/** GET /api/admin/launch: the release that runs, and what is left before the shop is real. */
export async function adminLaunchRoutes(app: FastifyInstance, { config }: LaunchRoutesOptions) {
  app.get('/launch', { schema }, async (): Promise<LaunchReport> => {
    const { site } = await app.content.get();
    const state = await readLaunchState(app.database.db, config, site);
    return { version: APP_VERSION, products: state.products, items: launchChecklist(state) };
  });
}
