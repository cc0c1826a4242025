import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import releasesJson from '../../../../content/releases.json';
import siteJson from '../../../../content/site.json';
import type { Release } from '../../../domain/content/releases';
import type { SiteSettings } from '../../../domain/content/site';
import { sampleContact } from '../../testing/order-fixtures';
import { signedInHeaders, staffApp } from '../../testing/staff';
import { describeEachEngine } from '../../testing/test-app';

/**
 * The artist's content lives in the database, seeded from content/, and staff change it in the
 * admin: the public API and pages follow at once, without a rebuild; a renamed release keeps its
 * old address.
 */
describeEachEngine('artist content', (engine) => {
  let app: FastifyInstance;
  let headers: { cookie: string; origin: string };
  let webDir: string;
  beforeAll(async () => {
    // A stand-in for the built web app, so the server renders pages.
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

  async function publicContent(): Promise<{ site: SiteSettings; releases: Release[] }> {
    const response = await app.inject('/api/content');
    expect(response.statusCode).toBe(200);
    return response.json();
  }

  async function release(slug: string): Promise<Release> {
    const response = await app.inject({ url: `/api/admin/releases/${slug}`, headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  it('starts with the content folder: every release and the site settings', async () => {
    const content = await publicContent();
    expect(content.site).toEqual(siteJson);
    expect(content.releases.map((r) => r.slug).sort()).toEqual(releasesJson.map((r) => r.slug).sort());
    expect(content.releases[0]?.releaseDate).toBe(
      [...releasesJson].sort((a, b) => b.releaseDate.localeCompare(a.releaseDate))[0]?.releaseDate,
    );
  });

  it('changes a streaming link, and the public content and page show it at once', async () => {
    const first = await release('first-light');
    if (first.type !== 'single') throw new Error('first-light is a single');
    await publicContent(); // warm the cache: the write must empty it
    const links = first.links.map((link) =>
      link.platform === 'Deezer' ? { ...link, link: 'https://www.deezer.com/album/123' } : link,
    );
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/admin/releases/first-light',
      headers,
      payload: { ...first, links },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const shown = (await publicContent()).releases.find((r) => r.slug === 'first-light');
    expect(shown?.type === 'single' && shown.links.find((l) => l.platform === 'Deezer')?.link).toBe(
      'https://www.deezer.com/album/123',
    );
    const page = await app.inject('/discography/first-light');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('https://www.deezer.com/album/123');
  });

  it('changes a footer link, and every page carries it', async () => {
    const site = (await app.inject({ url: '/api/admin/site', headers })).json() as SiteSettings;
    const socialLinks = site.socialLinks.map((link) =>
      link.platform === 'Instagram' ? { ...link, url: 'https://www.instagram.com/temivale' } : link,
    );
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/admin/site',
      headers,
      payload: { ...site, socialLinks },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await publicContent()).site.socialLinks).toContainEqual({
      platform: 'Instagram',
      url: 'https://www.instagram.com/temivale',
    });
    for (const url of ['/', '/store', '/about']) {
      expect((await app.inject(url)).body, url).toContain('https://www.instagram.com/temivale');
    }
  });

  it('takes the story, the shop’s contact and pickup point, and the hero from the settings', async () => {
    const site = (await app.inject({ url: '/api/admin/site', headers })).json() as SiteSettings;
    const before = (await app.inject('/api/shop')).json();
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/admin/site',
      headers,
      payload: {
        ...site,
        about: 'Born in Ibadan.\n\nRaised on highlife.',
        contactEmail: 'team@temivale.example',
        pickup: { address: '12 Admiralty Way, Lekki', hours: 'Saturdays, noon to 4pm' },
        hero: { darkMobile: '/uploads/night-hero-0123456789abcdef-960.webp' },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await app.inject('/api/shop')).json()).toEqual({
      pickup: { address: '12 Admiralty Way, Lekki', hours: 'Saturdays, noon to 4pm' },
      contactEmail: 'team@temivale.example',
    });
    const home = (await app.inject('/')).body;
    expect(home).toContain('/uploads/night-hero-0123456789abcdef-480.webp 480w');
    expect(home).toContain('/media/hero/hero-light-desktop-1600.webp');
    expect((await app.inject('/about')).body).toContain('Raised on highlife.');
    // An order collected at the pickup point shows the point as set now.
    const placed = await app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: {
        lines: [{ productId: 'signature-dad-cap', color: 'Black', size: 'One Size', quantity: 1 }],
        contact: sampleContact,
        shippingMethod: 'pickup',
        position: { lat: 6.45, long: 3.39 },
        paymentMethod: 'pay_on_delivery',
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().order.pickup.address).toBe('12 Admiralty Way, Lekki');

    // Emptied again: the server's own settings are back.
    const { about: _a, contactEmail: _c, pickup: _p, hero: _h, ...plain } = site;
    await app.inject({ method: 'PUT', url: '/api/admin/site', headers, payload: plain });
    expect((await app.inject('/api/shop')).json()).toEqual(before);
  });

  it('keeps an old address leading to a renamed release, and the spotlight and videos follow it', async () => {
    const home = await release('homecoming');
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/admin/releases/homecoming',
      headers,
      payload: { ...home, slug: 'homecoming-deluxe', title: 'Homecoming (Deluxe)' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const old = await app.inject('/discography/homecoming');
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe('/discography/homecoming-deluxe');
    expect((await app.inject('/discography/homecoming-deluxe')).statusCode).toBe(200);
    const { site } = await publicContent();
    expect(site.spotlight.release).toBe('homecoming-deluxe');
    expect(site.videos.find((video) => video.videoId === 'homecoming-clip')?.release).toBe(
      'homecoming-deluxe',
    );

    // Renamed back: the first address is the release's own again, and no loop remains.
    const back = await app.inject({
      method: 'PUT',
      url: '/api/admin/releases/homecoming-deluxe',
      headers,
      payload: { ...home },
    });
    expect(back.statusCode).toBe(200);
    expect((await app.inject('/discography/homecoming')).statusCode).toBe(200);
    expect((await app.inject('/discography/homecoming-deluxe')).headers.location).toBe(
      '/discography/homecoming',
    );
  });

  it('adds and deletes a release, with its tracks and features', async () => {
    const ep = {
      type: 'ep',
      title: 'Night Market',
      slug: 'night-market',
      releaseDate: '2026-12-04',
      cover: '/uploads/night-market-0123456789abcdef-960.webp',
      songs: [
        {
          title: 'Stalls',
          artist: 'Temi Vale',
          links: [{ platform: 'Spotify', link: 'https://open.spotify.com/track/1' }],
        },
        { title: 'Lanterns', artist: 'Temi Vale ft. Kora', links: [] },
      ],
    };
    const created = await app.inject({ method: 'POST', url: '/api/admin/releases', headers, payload: ep });
    expect(created.statusCode, created.body).toBe(201);
    expect((await publicContent()).releases[0]).toMatchObject({ slug: 'night-market', type: 'ep' });
    const again = await app.inject({ method: 'POST', url: '/api/admin/releases', headers, payload: ep });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.fields).toEqual({ slug: 'Another release already has this address.' });

    const deleted = await app.inject({ method: 'DELETE', url: '/api/admin/releases/night-market', headers });
    expect(deleted.statusCode).toBe(204);
    expect((await publicContent()).releases.some((r) => r.slug === 'night-market')).toBe(false);
    expect(
      (await app.inject({ method: 'DELETE', url: '/api/admin/releases/night-market', headers })).statusCode,
    ).toBe(404);
  });

  it('keeps an EP’s links of its own, and an EP saved without them stays as it was', async () => {
    const harmattan = await release('harmattan');
    if (harmattan.type !== 'ep') throw new Error('harmattan is an EP in content/');
    const links = [{ platform: 'Spotify', link: 'https://open.spotify.com/album/harmattan' }];
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/admin/releases/harmattan',
      headers,
      payload: { ...harmattan, links },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const shown = (await publicContent()).releases.find((r) => r.slug === 'harmattan');
    expect(shown).toMatchObject({ type: 'ep', links });
    const { links: _none, ...without } = harmattan;
    const plain = await app.inject({
      method: 'PUT',
      url: '/api/admin/releases/harmattan',
      headers,
      payload: without,
    });
    expect(plain.statusCode, plain.body).toBe(200);
    expect(await release('harmattan')).not.toHaveProperty('links');
    const bad = await app.inject({
      method: 'PUT',
      url: '/api/admin/releases/harmattan',
      headers,
      payload: { ...harmattan, links: [{ platform: 'Spotify', link: 'javascript:alert(1)' }] },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(['links.0.link']);
  });

  it('refuses bad input with a 400 naming the field, never a 500', async () => {
    const first = await release('okan');
    for (const [payload, field] of [
      [{ ...first, title: '' }, 'title'],
      [{ ...first, slug: 'Has Spaces' }, 'slug'],
      [{ ...first, releaseDate: '2026-13-40' }, 'releaseDate'],
      [{ ...first, links: [{ platform: 'Spotify', link: 'javascript:alert(1)' }] }, 'links.0.link'],
      [{ ...first, links: [{ platform: 'MySpace', link: '' }] }, 'links.0.platform'],
      [{ ...first, type: 'album' }, 'type'],
      [{ ...first, type: 'ep', songs: [] }, 'songs'],
    ] as const) {
      const response = await app.inject({ method: 'PUT', url: '/api/admin/releases/okan', headers, payload });
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(Object.keys(response.json().error.fields)).toEqual([field]);
    }
    const site = (await app.inject({ url: '/api/admin/site', headers })).json() as SiteSettings;
    for (const [payload, field] of [
      [{ ...site, socialLinks: [{ platform: 'X', url: 'not a link' }] }, 'socialLinks.0.url'],
      [{ ...site, artistName: ' ' }, 'artistName'],
      [{ ...site, spotlight: { ...site.spotlight, release: 'no-such-release' } }, 'spotlight.release'],
      [
        { ...site, videos: [{ title: 'Live', videoId: 'x', release: 'no-such-release' }] },
        'videos.0.release',
      ],
    ] as const) {
      const response = await app.inject({ method: 'PUT', url: '/api/admin/site', headers, payload });
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(Object.keys(response.json().error.fields)).toEqual([field]);
    }
    expect(
      (await app.inject({ method: 'PUT', url: '/api/admin/releases/nothing-here', headers, payload: first }))
        .statusCode,
    ).toBe(404);
  });
});
