import fp from 'fastify-plugin';
import type { Show } from '../../../domain/tour/tour';
import { registerStaffRoutes } from '../../kernel/staff-routes';
import { tourAdminRoutes } from './admin-tour-routes';
import { type CalendarOptions, calendarRoutes } from './calendar-routes';
import { tourPage } from './show-store';
import { tourRoutes } from './tour-routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** The tour's shows, as the site's pages need them. */
    tour: { upcoming(now: Date): Promise<Show[]> };
  }
}

/**
 * Tour dates: fans read them at /api/tour and /tour.ics; staff keep them under /api/admin/shows.
 * The /tour page's structured data is drawn by the site from the same store.
 */
export const tourPlugin = fp<CalendarOptions>(
  async (app, options) => {
    app.decorate('tour', {
      upcoming: async (now: Date) => (await tourPage(app.database.db, now, 1)).upcoming,
    });
    await app.register(tourRoutes);
    await app.register(calendarRoutes, options);
    await registerStaffRoutes(app, { capability: 'tour' }, async (staff) => {
      await staff.register(tourAdminRoutes);
    });
  },
  { name: 'tour', dependencies: ['database', 'auth', 'content'] },
);
