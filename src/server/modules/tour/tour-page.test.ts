import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import siteJson from '../../../../content/site.json';
import type { PageData } from '../../../domain/pages/page-data';
import { PAGE_DATA_ID } from '../../../domain/pages/page-markup';
import type { Show, ShowInput, TourPage } from '../../../domain/tour/tour';
import { readHead } from '../../testing/html-head';
import { addShow } from '../../testing/shows';
import { signedInHeaders, staffApp } from '../../testing/staff';
import { describeEachEngine, testConfig } from '../../testing/test-app';

const SHOW: ShowInput = {
  localStart: '2031-07-04T20:30',
  timeZone: 'America/New_York',
  venue: 'Brooklyn Steel',
  city: 'New York',
  country: 'US',
  ticketUrl: 'https://tickets.example.com/brooklyn',
  status: 'sold_out',
  supportAct: '',
};

type Event = Record<string, unknown> & {
  location: { address: Record<string, unknown> } & Record<string, unknown>;
  offers: Record<string, unknown>;
  performer: Record<string, unknown> | Record<string, unknown>[];
};

/**
 * The /tour page carries each upcoming show as schema.org's MusicEvent in its first HTML, where
 * crawlers (which run no JavaScript) read it, with every field Google's event results require.
 */
describeEachEngine('tour page structured data', (engine) => {
  let app: FastifyInstance;
  let headers: { cookie: string; origin: string };
  let webDir: string;
  beforeAll(async () => {
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stagefront-web-'));
    fs.writeFileSync(
      path.join(webDir, 'index.html'),
      '<!doctype html><title>app</title><div id="root"></div>',
    );
    app = await staffApp(engine, { webDir });
    headers = await signedInHeaders(app);
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  const add = (input: Partial<ShowInput>): Promise<Show> => addShow(app, headers, { ...SHOW, ...input });

  async function events(): Promise<Event[]> {
    const page = await app.inject('/tour');
    expect(page.statusCode).toBe(200);
    const jsonLd = readHead(page.body).jsonLd();
    expect(jsonLd['@context']).toBe('https://schema.org');
    return jsonLd['@graph'] as Event[];
  }

  it('is titled Tour, and lists no event before any show is added', async () => {
    const page = await app.inject('/tour');
    expect(readHead(page.body).title).toBe(`Tour — ${siteJson.artistName}`);
    expect(await events()).toEqual([]);
  });

  it('describes a show added by staff with the fields Google requires, its start with the venue’s offset', async () => {
    await add({});
    const [event] = await events();
    const publicUrl = testConfig().publicUrl;
    expect(event).toMatchObject({
      '@type': 'MusicEvent',
      name: `${siteJson.artistName} at Brooklyn Steel, New York`,
      startDate: '2031-07-04T20:30:00-04:00',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: 'Brooklyn Steel',
        address: { '@type': 'PostalAddress', addressLocality: 'New York', addressCountry: 'US' },
      },
      offers: {
        '@type': 'Offer',
        url: 'https://tickets.example.com/brooklyn',
        availability: 'https://schema.org/SoldOut',
      },
      performer: { '@type': 'MusicGroup', name: siteJson.artistName, url: `${publicUrl}/` },
      url: `${publicUrl}/tour`,
    });
  });

  it('marks a cancelled or postponed show so, names the support act, and leaves past shows out', async () => {
    const cancelled = await add({ localStart: '2031-08-01T20:00', status: 'cancelled', supportAct: 'Asake' });
    const postponed = await add({ localStart: '2031-08-02T20:00', status: 'postponed' });
    await add({ localStart: '2002-08-02T20:00', venue: 'Long Gone Club' });
    const all = await events();
    const byDate = (show: Show) => all.find((event) => event.startDate === show.startsAt);
    expect(byDate(cancelled)?.eventStatus).toBe('https://schema.org/EventCancelled');
    expect(byDate(cancelled)?.performer).toEqual([
      expect.objectContaining({ '@type': 'MusicGroup', name: siteJson.artistName }),
      { '@type': 'MusicGroup', name: 'Asake' },
    ]);
    expect(byDate(postponed)?.eventStatus).toBe('https://schema.org/EventPostponed');
    expect(byDate(postponed)?.offers.availability).toBe('https://schema.org/InStock');
    expect(all.map((event) => event.location.name)).not.toContain('Long Gone Club');
  });

  it('carries the shows it lists in the page’s data, upcoming and the first page of past ones', async () => {
    const page = await app.inject('/tour');
    const script = new RegExp(`<script id="${PAGE_DATA_ID}" type="application/json">(.*?)</script>`).exec(
      page.body,
    );
    const data = JSON.parse(script?.[1] ?? 'null') as PageData;
    const api = (await app.inject('/api/tour')).json() as TourPage;
    expect(data.tour).toEqual(api);
    expect(data.tour?.upcoming.map((show) => show.venue)).toContain('Brooklyn Steel');
    expect(data.tour?.past.shows.map((show) => show.venue)).toContain('Long Gone Club');
    // Other pages carry no shows.
    const home = await app.inject('/');
    expect(home.body).not.toContain('"tour":');
  });
});
