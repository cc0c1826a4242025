import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { NEW_SHOP_ARTIST_NAME } from '../../domain/content/new-shop';
import type { SiteSettings } from '../../domain/content/site';
import type { LaunchReport } from '../../domain/launch/checklist';
import { loadConfig } from '../config';
import { pickupOrder, placeOrder } from '../testing/order-fixtures';
import { login, ORIGIN, sessionCookieOf, TEST_PASSWORD } from '../testing/staff';
import { describeEachEngine, testApp } from '../testing/test-app';
import { DEMO_ARTIST_NAME } from './demo-catalog';

/**
 * A real shop (DEMO_CONTENT off) on its first start: nothing of the demo's, neither merch nor the
 * artist, their releases, videos, story or pickup address; pages that read as a site to fill in.
 */
describeEachEngine('a real shop’s first start', (engine) => {
  let app: FastifyInstance;
  let webDir: string;
  let owner: { cookie: string; origin: string };

  beforeAll(async () => {
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stagefront-web-'));
    fs.writeFileSync(
      path.join(webDir, 'index.html'),
      '<!doctype html><title>app</title><div id="root"></div>',
    );
    const real = loadConfig({ NODE_ENV: 'test', DEMO_CONTENT: 'false' });
    app = await testApp(engine, { demoContent: false, shop: real.shop, webDir });
    await app.auth.createStaff('owner@shop.example.com', TEST_PASSWORD);
    const signedIn = await login(app, { email: 'owner@shop.example.com', password: TEST_PASSWORD });
    owner = { cookie: sessionCookieOf(signedIn), origin: ORIGIN };
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it('has no demo artist, releases, videos, story, spotlight or pickup address', async () => {
    const { site, releases } = (await app.inject('/api/content')).json() as {
      site: SiteSettings;
      releases: unknown[];
    };
    expect(site.artistName).toBe(NEW_SHOP_ARTIST_NAME);
    expect(releases).toEqual([]);
    expect(site.videos).toEqual([]);
    expect(site.about).toBeUndefined();
    expect(site.spotlight).toMatchObject({ name: '', clipUrl: '' });
    expect((await app.inject('/api/shop')).json()).toMatchObject({ pickup: { address: '' } });
    expect((await app.inject('/api/products')).json()).toEqual([]);
    for (const url of ['/', '/discography', '/about', '/store']) {
      const page = await app.inject(url);
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).not.toContain(DEMO_ARTIST_NAME);
      expect(page.body, url).not.toContain('Lekki');
    }
    expect((await app.inject('/')).body).toContain(
      `<title>${NEW_SHOP_ARTIST_NAME} — Official Site &amp; Store</title>`,
    );
  });

  it('lists on the checklist what is left to make it the artist’s, with the demo’s steps done', async () => {
    const report = (await app.inject({ url: '/api/admin/launch', headers: owner })).json() as LaunchReport;
    const item = (id: string) => report.items.find((entry) => entry.id === id);
    expect(item('artist')).toMatchObject({
      done: false,
      detail:
        'The site still carries no artist name ("Your artist name") and the built-in logo: set the artist\'s own in Admin → Site.',
    });
    expect(item('products')).toMatchObject({
      done: false,
      detail: 'No product of your own is on sale yet: add your first.',
    });
    expect(item('demo-staff')?.done).toBe(true);
    expect(item('pickup')).toMatchObject({ done: true, detail: expect.stringContaining('Pickup is off') });
  });

  it('refuses a pickup order while no pickup address is set, beside the shipping method', async () => {
    const placed = await placeOrder(
      app,
      pickupOrder([{ productId: 'any', color: 'Black', size: 'M', quantity: 1 }]),
    );
    expect(placed.statusCode).toBe(400);
    expect(placed.json()).toMatchObject({
      error: {
        message: 'This shop does not offer pickup: please choose delivery.',
        fields: { shippingMethod: 'This shop does not offer pickup: please choose delivery.' },
      },
    });
  });

  it('takes the artist’s name and pickup address from the admin with the spotlight left empty', async () => {
    const site = (await app.inject({ url: '/api/admin/site', headers: owner })).json() as SiteSettings;
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/admin/site',
      headers: owner,
      payload: {
        ...site,
        artistName: 'Ada Bloom',
        pickup: {
          address: '14 Adeola Odeku Street, Victoria Island, Lagos',
          hours: 'Weekdays, 10 am to 5 pm',
        },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const report = (await app.inject({ url: '/api/admin/launch', headers: owner })).json() as LaunchReport;
    expect(report.items.find((entry) => entry.id === 'pickup')?.done).toBe(true);
    expect(report.items.find((entry) => entry.id === 'artist')?.detail).toBe(
      "The site still carries the built-in logo: set the artist's own in Admin → Site.",
    );
    // A spotlight that shows anything needs its title.
    const half = await app.inject({
      method: 'PUT',
      url: '/api/admin/site',
      headers: owner,
      payload: { ...site, artistName: 'Ada Bloom', spotlight: { ...site.spotlight, clipUrl: 'first-clip' } },
    });
    expect(half.statusCode).toBe(400);
    expect(half.json().error.fields).toEqual({ 'spotlight.name': 'Enter the title.' });
  });
});
