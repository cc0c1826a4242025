import type { FastifyInstance } from 'fastify';
import { tourCalendar } from './calendar';
import { tourPage } from './show-store';

export type CalendarOptions = { publicUrl: string };

/** GET /tour.ics: the upcoming shows for fans' calendars (calendar.ts), read fresh on every visit. */
export async function calendarRoutes(app: FastifyInstance, { publicUrl }: CalendarOptions) {
  app.get('/tour.ics', async (_request, reply) => {
    const [{ upcoming }, content] = await Promise.all([
      tourPage(app.database.db, new Date(), 1),
      app.content.get(),
    ]);
    return reply
      .type('text/calendar; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .header('content-disposition', 'inline; filename="tour.ics"')
      .send(tourCalendar(upcoming, content.site.artistName, publicUrl));
  });
}
