import fp from 'fastify-plugin';
import type { TourPage } from '../../../domain/tour/tour';
import { registerStaffRoutes } from '../../kernel/staff-routes';
import { tourAdminRoutes } from './admin-tour-routes';
import { type CalendarOptions, calendarRoutes } from './calendar-routes';
import { tourPage } from './show-store';
import { tourRoutes } from './tour-routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** The tour's shows, as the site's pages need them: the tour page's first page, drawn on the server. */
    tour: { firstPage(now: Date): Promise<TourPage> };
  }
}

/**
 * Tour dates: fans read them at /api/tour and /tour.ics; staff keep them under /api/admin/shows.
 * The /tour page, its list and its structured data, is drawn by the site from the same store.
 */
export const tourPlugin = fp<CalendarOptions>(
  async (app, options) => {
    app.decorate('tour', {
      firstPage: (now: Date) => tourPage(app.database.db, now, 1),
    });
    await app.register(tourRoutes);
    await app.register(calendarRoutes, options);
    await registerStaffRoutes(app, { capability: 'tour' }, async (staff) => {
      await staff.register(tourAdminRoutes);
    });
  },
  { name: 'tour', dependencies: ['database', 'auth', 'content'] },
);
