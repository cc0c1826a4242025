import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Show, ShowInput, TourPage } from '../../../domain/tour/tour';
import { PAST_PAGE_SIZE, TOUR_MESSAGES } from '../../../domain/tour/tour';
import { newestEntry } from '../../testing/activity';
import { addShow } from '../../testing/shows';
import { signedInHeaders, staffApp } from '../../testing/staff';
import { describeEachEngine } from '../../testing/test-app';

const LAGOS: ShowInput = {
  localStart: '2031-12-05T20:00',
  timeZone: 'Africa/Lagos',
  venue: 'Eko Convention Centre',
  city: 'Lagos',
  country: 'NG',
  ticketUrl: 'https://tickets.example.com/eko',
  status: 'on_sale',
  supportAct: 'Tems',
};

/** `YYYY-MM-DDTHH:mm` in UTC, `hours` from now. */
function utcLocal(hours: number): string {
  return new Date(Date.now() + hours * 3_600_000).toISOString().slice(0, 16);
}

/**
 * Tour dates: staff keep the shows under /api/admin/shows (each write in the activity log), fans
 * read the upcoming ones and pages of past ones at /api/tour, each start with its venue's offset.
 */
describeEachEngine('tour dates', (engine) => {
  let app: FastifyInstance;
  let headers: { cookie: string; origin: string };
  beforeAll(async () => {
    app = await staffApp(engine);
    headers = await signedInHeaders(app);
  });
  afterAll(() => app.close());

  const add = (input: Partial<ShowInput>): Promise<Show> => addShow(app, headers, { ...LAGOS, ...input });

  async function tour(query = ''): Promise<TourPage> {
    const response = await app.inject(`/api/tour${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  it('shows a show staff add on the tour, its start with the venue’s offset, and logs who added it', async () => {
    const show = await add({});
    expect(show).toMatchObject({ ...LAGOS, startsAt: '2031-12-05T20:00:00+01:00' });
    const { upcoming } = await tour();
    expect(upcoming).toContainEqual(show);
    const entry = await newestEntry(app, headers, 'show.create');
    expect(entry).toMatchObject({
      subject: 'show',
      subjectId: show.id,
      staffEmail: 'staff@stagefront.local',
    });
    expect(entry?.summary).toBe('Added the show at Eko Convention Centre, Lagos on 2031-12-05 20:00');
  });

  it('answers with an ETag a browser checks again, and a 304 when nothing changed', async () => {
    const first = await app.inject('/api/tour');
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await app.inject({
      url: '/api/tour',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('gives a Berlin show +01:00 in winter and +02:00 in summer, and sorts by the moment, not the clock', async () => {
    const winter = await add({
      localStart: '2032-01-15T19:30',
      timeZone: 'Europe/Berlin',
      city: 'Berlin',
      country: 'DE',
    });
    const summer = await add({
      localStart: '2032-07-15T19:30',
      timeZone: 'Europe/Berlin',
      city: 'Berlin',
      country: 'DE',
    });
    expect(winter.startsAt).toBe('2032-01-15T19:30:00+01:00');
    expect(summer.startsAt).toBe('2032-07-15T19:30:00+02:00');
    // 20:00 in New York is 01:00 the next day in London: the London show at 00:30 comes first.
    const ny = await add({
      localStart: '2033-03-01T20:00',
      timeZone: 'America/New_York',
      city: 'New York',
      country: 'US',
    });
    const london = await add({
      localStart: '2033-03-02T00:30',
      timeZone: 'Europe/London',
      city: 'London',
      country: 'GB',
    });
    const order = (await tour()).upcoming.map((show) => show.id);
    expect(order.indexOf(london.id)).toBeLessThan(order.indexOf(ny.id));
    expect(order.indexOf(winter.id)).toBeLessThan(order.indexOf(summer.id));
  });

  it('refuses bad input with a message on each field, and never an http or javascript: ticket link', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/shows',
      headers,
      payload: { ...LAGOS, localStart: '2032-13-01', timeZone: 'Nowhere/Place', venue: '', country: 'Naija' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      localStart: TOUR_MESSAGES.localStart,
      timeZone: TOUR_MESSAGES.timeZone,
      venue: TOUR_MESSAGES.venue,
      country: TOUR_MESSAGES.country,
    });
    for (const ticketUrl of [
      'http://tickets.example.com/x',
      'javascript:alert(1)',
      '//tickets.example.com',
      '',
    ]) {
      const refused = await app.inject({
        method: 'POST',
        url: '/api/admin/shows',
        headers,
        payload: { ...LAGOS, ticketUrl },
      });
      expect(refused.statusCode, ticketUrl).toBe(400);
      expect(refused.json().error.fields, ticketUrl).toEqual({ ticketUrl: TOUR_MESSAGES.ticketUrl });
    }
    const skipped = await app.inject({
      method: 'POST',
      url: '/api/admin/shows',
      headers,
      payload: { ...LAGOS, localStart: '2032-03-28T02:30', timeZone: 'Europe/Berlin' },
    });
    expect(skipped.statusCode).toBe(400);
    expect(skipped.json().error.fields).toEqual({ localStart: TOUR_MESSAGES.noSuchTime });
  });

  it('keeps a show upcoming on its night, then lists it with the past ones, newest first, a page at a time', async () => {
    const tonight = await add({ localStart: utcLocal(-2), timeZone: 'UTC', venue: 'Tonight Hall' });
    const lastNight = await add({ localStart: utcLocal(-30), timeZone: 'UTC', venue: 'Last Night Hall' });
    const older: Show[] = [];
    for (let year = 2000; year < 2000 + PAST_PAGE_SIZE; year += 1) {
      older.push(await add({ localStart: `${year}-06-01T20:00`, venue: `Hall ${year}` }));
    }
    const first = await tour();
    expect(first.upcoming.map((show) => show.id)).toContain(tonight.id);
    expect(first.upcoming.map((show) => show.id)).not.toContain(lastNight.id);
    expect(first.past.total).toBe(PAST_PAGE_SIZE + 1);
    expect(first.past.shows).toHaveLength(PAST_PAGE_SIZE);
    expect(first.past.shows[0]?.id).toBe(lastNight.id);
    const second = await tour('?page=2');
    expect(second.past).toMatchObject({ page: 2, total: PAST_PAGE_SIZE + 1 });
    expect(second.past.shows.map((show) => show.id)).toEqual([older[0]?.id]);
    expect((await app.inject('/api/tour?page=0')).statusCode).toBe(400);
    expect((await app.inject('/api/tour?page=abc')).statusCode).toBe(400);
  });

  it('changes and deletes a show, each in the activity log, and answers 404 for one not there', async () => {
    const show = await add({ venue: 'Old Venue' });
    const changed = await app.inject({
      method: 'PUT',
      url: `/api/admin/shows/${show.id}`,
      headers,
      payload: { ...LAGOS, venue: 'New Venue', status: 'sold_out' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ id: show.id, venue: 'New Venue', status: 'sold_out' });
    expect(await newestEntry(app, headers, 'show.update')).toMatchObject({
      subjectId: show.id,
      before: { venue: 'Old Venue', status: 'on_sale' },
      after: { venue: 'New Venue', status: 'sold_out' },
    });
    const deleted = await app.inject({ method: 'DELETE', url: `/api/admin/shows/${show.id}`, headers });
    expect(deleted.statusCode).toBe(204);
    expect(await newestEntry(app, headers, 'show.delete')).toMatchObject({ subjectId: show.id });
    expect((await tour()).upcoming.map((s) => s.id)).not.toContain(show.id);
    const gone = await app.inject({ method: 'DELETE', url: `/api/admin/shows/${show.id}`, headers });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.message).toBe(TOUR_MESSAGES.notFound);
    const notAnId = await app.inject({ url: '/api/admin/shows/nope', headers });
    expect(notAnId.statusCode).toBe(400);
  });

  it('lets only signed-in staff read or change the shows', async () => {
    const show = await add({});
    for (const request of [
      { method: 'GET' as const, url: '/api/admin/shows' },
      { method: 'POST' as const, url: '/api/admin/shows', payload: LAGOS },
      { method: 'PUT' as const, url: `/api/admin/shows/${show.id}`, payload: LAGOS },
      { method: 'DELETE' as const, url: `/api/admin/shows/${show.id}` },
    ]) {
      const response = await app.inject({ ...request, headers: { origin: headers.origin } });
      expect(response.statusCode, request.method).toBe(401);
    }
    const list = await app.inject({ url: '/api/admin/shows', headers });
    expect(list.json().map((s: Show) => s.id)).toContain(show.id);
  });
});
