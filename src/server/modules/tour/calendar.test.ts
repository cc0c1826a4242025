import type { FastifyInstance } from 'fastify';
import ICAL from 'ical.js';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Show, ShowInput } from '../../../domain/tour/tour';
import { addShow } from '../../testing/shows';
import { signedInHeaders, staffApp } from '../../testing/staff';
import { describeEachEngine, testConfig } from '../../testing/test-app';

const ACCRA: ShowInput = {
  localStart: '2031-08-14T21:00',
  timeZone: 'Europe/London',
  venue: 'O2 Academy Brixton',
  city: 'London',
  country: 'GB',
  ticketUrl: 'https://tickets.example.com/brixton',
  status: 'on_sale',
  supportAct: 'Ayra Starr',
};

/** The calendar feed read back as a fan's calendar reads it, by an iCalendar parser. */
function events(body: string): ICAL.Event[] {
  const calendar = new ICAL.Component(ICAL.parse(body));
  return calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
}

describeEachEngine('tour calendar feed', (engine) => {
  let app: FastifyInstance;
  let headers: { cookie: string; origin: string };
  beforeAll(async () => {
    app = await staffApp(engine);
    headers = await signedInHeaders(app);
  });
  afterAll(() => app.close());

  const add = (input: Partial<ShowInput>): Promise<Show> => addShow(app, headers, { ...ACCRA, ...input });

  it('lists each upcoming show as an event a calendar reads: its moment, place, link and status', async () => {
    const show = await add({});
    const cancelled = await add({ localStart: '2031-09-01T20:00', venue: 'Roundhouse', status: 'cancelled' });
    await add({ localStart: '2001-09-01T20:00', venue: 'Long Ago Hall' });

    const response = await app.inject('/tour.ics');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const feed = events(response.body);
    expect(feed.map((event) => event.location)).not.toContain('Long Ago Hall, London, United Kingdom');

    const host = new URL(testConfig().publicUrl).host;
    const event = feed.find((e) => e.uid === `${show.id}@${host}`);
    expect(event).toBeDefined();
    // 21:00 in London in August is 20:00 UTC (British Summer Time).
    expect(event?.startDate.toJSDate().toISOString()).toBe('2031-08-14T20:00:00.000Z');
    expect(event?.location).toBe('O2 Academy Brixton, London, United Kingdom');
    expect(event?.summary).toContain('O2 Academy Brixton, London');
    expect(event?.description).toContain('With Ayra Starr');
    expect(event?.component.getFirstPropertyValue('url')).toBe('https://tickets.example.com/brixton');
    expect(event?.component.getFirstPropertyValue('status')).toBe('CONFIRMED');

    const struck = feed.find((e) => e.uid === `${cancelled.id}@${host}`);
    expect(struck?.component.getFirstPropertyValue('status')).toBe('CANCELLED');
  });

  it('keeps a show’s UID through a change, so calendars update it rather than add another', async () => {
    const show = await add({ venue: 'Before' });
    const changed = await app.inject({
      method: 'PUT',
      url: `/api/admin/shows/${show.id}`,
      headers,
      payload: { ...ACCRA, venue: 'After', localStart: '2031-08-15T21:00' },
    });
    expect(changed.statusCode).toBe(200);
    const feed = events((await app.inject('/tour.ics')).body);
    const mine = feed.filter((e) => e.uid.startsWith(show.id));
    expect(mine).toHaveLength(1);
    expect(mine[0]?.location).toBe('After, London, United Kingdom');
    expect(mine[0]?.startDate.toJSDate().toISOString()).toBe('2031-08-15T20:00:00.000Z');
  });
});
