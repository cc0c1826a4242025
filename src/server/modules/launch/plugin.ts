import fp from 'fastify-plugin';
import { registerStaffRoutes } from '../../kernel/staff-routes';
import { adminLaunchRoutes, type LaunchRoutesOptions } from './admin-launch-routes';

/** Going live: what is left before the shop is real, read by staff on the dashboard. */
export const launchPlugin = fp<LaunchRoutesOptions>(
  async (app, { config }) => {
    await registerStaffRoutes(app, { capability: 'launch' }, async (staff) => {
      await staff.register(adminLaunchRoutes, { config });
    });
  },
  { name: 'launch', dependencies: ['database', 'auth', 'content', 'backups', 'mail'] },
);
