import fp from 'fastify-plugin';
import { registerStaffRoutes } from '../auth/staff-guard';
import { tourAdminRoutes } from './admin-tour-routes';
import { type CalendarOptions, calendarRoutes } from './calendar-routes';
import { tourRoutes } from './tour-routes';

/**
 * Tour dates: fans read them at /api/tour and /tour.ics; staff keep them under /api/admin/shows.
 * The /tour page's structured data is drawn by the site from the same store.
 */
export const tourPlugin = fp<CalendarOptions>(
  async (app, options) => {
    await app.register(tourRoutes);
    await app.register(calendarRoutes, options);
    await registerStaffRoutes(app, { capability: 'tour' }, async (staff) => {
      await staff.register(tourAdminRoutes);
    });
  },
  { name: 'tour', dependencies: ['database', 'auth', 'content'] },
);
