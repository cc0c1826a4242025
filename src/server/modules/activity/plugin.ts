import fp from 'fastify-plugin';
import { registerStaffRoutes } from '../../kernel/staff-routes';
import { adminActivityRoutes } from './admin-activity-routes';

/**
 * The activity log's one route, for staff: who did what, with days in the shop's `timeZone`. Every
 * capability writes its own entries (record.ts), in the transaction of the write.
 */
export const activityPlugin = fp<{ timeZone: string }>(
  async (app, { timeZone }) => {
    await registerStaffRoutes(app, { capability: 'activity' }, async (staff) => {
      await staff.register(adminActivityRoutes, { timeZone });
    });
  },
  { name: 'activity', dependencies: ['database', 'auth'] },
);
