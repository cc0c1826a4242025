import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import releasesJson from '../../../../../content/releases.json';
import siteJson from '../../../../../content/site.json';
import type { Release } from '../../../../domain/content/releases';
import type { SiteSettings } from '../../../../domain/content/site';
import { readHead } from '../../../testing/html-head';
import { signedInHeaders, staffApp } from '../../../testing/staff';
import { describeEachEngine, testConfig } from '../../../testing/test-app';
import { uploadPng } from '../../../testing/uploads';

/** PUBLIC_URL in tests: the previews' and JSON-LD's addresses start with it. */
const { publicUrl } = testConfig();

/** Links staff might type or paste that must never reach a fan: each is refused where it is typed. */
const BAD_LINKS = [
  'javascript:alert(1)',
  'java\tscript:alert(1)',
  '\u0001javascript:alert(1)',
  '//evil.example',
  'open.spotify.com/album/x',
  'https://',
  'https://open.spotify.com/album/a b',
  'http://open.spotify.com/album/x',
  'https://open.spotify.com@evil.example/album/x',
  'tidal',
];

/** Covers that are not a picture the site serves itself. */
const BAD_COVERS = [
  'javascript:alert(1)',
  'https://evil.example/cover.webp',
  '//evil.example/cover.webp',
  '/uploads/../api/cover.webp',
  '/static/cover.webp',
];

/** A stand-in for the built web app, so the server writes pages with their heads. */
function fakeWebDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stagefront-web-'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><head><title>app</title></head><div id="root"></div>',
  );
  return dir;
}

async function uploadCover(app: FastifyInstance, headers: Record<string, string>): Promise<string> {
  const response = await uploadPng(app, headers, 'Night Market.png', { width: 600, height: 600 });
  expect(response.statusCode, response.body).toBe(201);
  const [url] = response.json().urls as string[];
  return url ?? '';
}

/** The links of a release as the admin form sends them: with `text` as the Spotify link. */
function withSpotify<T extends { platform: string; link: string }>(links: T[], text: string): T[] {
  return links.map((link) => (link.platform === 'Spotify' ? { ...link, link: text } : link));
}

describeEachEngine('the links and pictures staff enter', (engine) => {
  let app: FastifyInstance;
  let headers: { cookie: string; origin: string };
  let webDir: string;
  beforeAll(async () => {
    webDir = fakeWebDir();
    app = await staffApp(engine, { webDir });
    headers = await signedInHeaders(app);
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  async function adminGet<T>(url: string): Promise<T> {
    const response = await app.inject({ url, headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  function put(url: string, payload: unknown) {
    return app.inject({ method: 'PUT', url, headers, payload: payload as object });
  }

  async function expectRefused(url: string, payload: unknown, field: string, label: string) {
    const response = await put(url, payload);
    expect(response.statusCode, label).toBe(400);
    expect(Object.keys(response.json().error.fields), label).toEqual([field]);
  }

  it('refuses each kind of bad streaming link on a single and on an EP’s track, naming the field', async () => {
    const okan = await adminGet<Release>('/api/admin/releases/okan');
    if (okan.type !== 'single') throw new Error('okan is a single');
    const spotify = okan.links.findIndex((link) => link.platform === 'Spotify');
    for (const text of BAD_LINKS) {
      await expectRefused(
        '/api/admin/releases/okan',
        { ...okan, links: withSpotify(okan.links, text) },
        `links.${spotify}.link`,
        JSON.stringify(text),
      );
    }
    const harmattan = await adminGet<Release>('/api/admin/releases/harmattan');
    if (harmattan.type !== 'ep') throw new Error('harmattan is an EP');
    for (const text of BAD_LINKS) {
      const songs = harmattan.songs.map((song, index) =>
        index === 1 ? { ...song, links: withSpotify(song.links, text) } : song,
      );
      await expectRefused(
        '/api/admin/releases/harmattan',
        { ...harmattan, songs },
        `songs.1.links.${spotify}.link`,
        JSON.stringify(text),
      );
    }
    // Nothing refused was saved.
    expect(await adminGet('/api/admin/releases/okan')).toEqual(okan);
    expect(await adminGet('/api/admin/releases/harmattan')).toEqual(harmattan);
  });

  it('refuses a cover that is not a picture the site serves itself, naming the cover', async () => {
    const okan = await adminGet<Release>('/api/admin/releases/okan');
    for (const cover of BAD_COVERS) {
      await expectRefused('/api/admin/releases/okan', { ...okan, cover }, 'cover', cover);
    }
    const created = await app.inject({
      method: 'POST',
      url: '/api/admin/releases',
      headers,
      payload: { ...okan, slug: 'okan-elsewhere', cover: 'https://evil.example/cover.webp' },
    });
    expect(created.statusCode).toBe(400);
    expect(created.json().error.fields).toEqual({
      cover: 'Upload the picture here: only pictures uploaded to the site can be used.',
    });
    expect(await adminGet('/api/admin/releases/okan')).toEqual(okan);
  });

  it('refuses each kind of bad footer link, full-video link and picture in the site settings', async () => {
    const site = await adminGet<SiteSettings>('/api/admin/site');
    const instagram = site.socialLinks.findIndex((link) => link.platform === 'Instagram');
    for (const text of BAD_LINKS) {
      const socialLinks = site.socialLinks.map((link, index) =>
        index === instagram ? { ...link, url: text } : link,
      );
      await expectRefused('/api/admin/site', { ...site, socialLinks }, `socialLinks.${instagram}.url`, text);
      await expectRefused(
        '/api/admin/site',
        { ...site, spotlight: { ...site.spotlight, fullVideoUrl: text } },
        'spotlight.fullVideoUrl',
        text,
      );
    }
    for (const picture of BAD_COVERS) {
      await expectRefused(
        '/api/admin/site',
        { ...site, hero: { darkMobile: picture } },
        'hero.darkMobile',
        picture,
      );
      const videos = site.videos.map((video, index) => (index === 0 ? { ...video, poster: picture } : video));
      await expectRefused('/api/admin/site', { ...site, videos }, 'videos.0.poster', picture);
    }
    expect(await adminGet('/api/admin/site')).toEqual(site);
  });

  it('saves a release with the Tidal placeholder as it is, and a link as the browser will read it', async () => {
    const okan = await adminGet<Release>('/api/admin/releases/okan');
    if (okan.type !== 'single') throw new Error('okan is a single');
    const saved = await put('/api/admin/releases/okan', {
      ...okan,
      links: withSpotify(okan.links, '  HTTPS://OPEN.SPOTIFY.COM/album/okan '),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const links = (saved.json() as Release & { type: 'single' }).links;
    expect(links.find((link) => link.platform === 'Spotify')?.link).toBe(
      'https://open.spotify.com/album/okan',
    );
    expect(links.find((link) => link.platform === 'Tidal')).toEqual({ platform: 'Tidal', link: 'tidal' });
    const page = await app.inject('/discography/okan');
    expect(page.body).toContain('https://open.spotify.com/album/okan');
  });

  it('takes a cover from the upload route, and the page’s preview and JSON-LD give its full address', async () => {
    const okan = await adminGet<Release>('/api/admin/releases/okan');
    const cover = await uploadCover(app, headers);
    const saved = await put('/api/admin/releases/okan', { ...okan, cover });
    expect(saved.statusCode, saved.body).toBe(200);
    const page = readHead((await app.inject('/discography/okan')).body);
    expect(page.meta('og:image')).toBe(`${publicUrl}${cover}`);
    expect(page.jsonLd().image).toBe(`${publicUrl}${cover}`);
  });
});

/**
 * Content saved before the rule (here, seeded from a content folder that holds it) still loads and
 * shows; only saving it again asks for a fix, on the fields that need one.
 */
describeEachEngine('content saved before the rule', (engine) => {
  let app: FastifyInstance;
  let headers: { cookie: string; origin: string };
  let contentDir: string;
  let webDir: string;
  const cover = 'https://cdn.example/okan.jpg';
  beforeAll(async () => {
    contentDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stagefront-content-'));
    fs.symlinkSync(path.resolve('content/media'), path.join(contentDir, 'media'));
    const releases = releasesJson.map((release) =>
      release.slug === 'okan'
        ? {
            ...release,
            cover,
            links: withSpotify(release.links ?? [], 'http://open.spotify.com/album/okan'),
          }
        : release,
    );
    const site = {
      ...siteJson,
      socialLinks: siteJson.socialLinks.map((link) =>
        link.platform === 'X' ? { ...link, url: 'http://x.com/temivale' } : link,
      ),
    };
    fs.writeFileSync(path.join(contentDir, 'releases.json'), JSON.stringify(releases));
    fs.writeFileSync(path.join(contentDir, 'site.json'), JSON.stringify(site));
    webDir = fakeWebDir();
    app = await staffApp(engine, { contentDir, webDir });
    headers = await signedInHeaders(app);
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(contentDir, { recursive: true, force: true });
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it('loads and shows it, and refuses it only when it is saved again', async () => {
    const content = (await app.inject('/api/content')).json() as { site: SiteSettings; releases: Release[] };
    const okan = content.releases.find((release) => release.slug === 'okan');
    expect(okan?.cover).toBe(cover);
    expect(content.site.socialLinks).toContainEqual({ platform: 'X', url: 'http://x.com/temivale' });
    const page = await app.inject('/discography/okan');
    expect(page.statusCode).toBe(200);
    expect(readHead(page.body).meta('og:image')).toBe(cover);

    const loaded = await app.inject({ url: '/api/admin/releases/okan', headers });
    expect(loaded.statusCode).toBe(200);
    const again = await app.inject({
      method: 'PUT',
      url: '/api/admin/releases/okan',
      headers,
      payload: loaded.json(),
    });
    expect(again.statusCode).toBe(400);
    expect(Object.keys(again.json().error.fields).sort()).toEqual(['cover', 'links.0.link']);

    const site = await app.inject({ url: '/api/admin/site', headers });
    expect(site.statusCode).toBe(200);
    const siteAgain = await app.inject({
      method: 'PUT',
      url: '/api/admin/site',
      headers,
      payload: site.json(),
    });
    expect(siteAgain.statusCode).toBe(400);
    expect(Object.keys(siteAgain.json().error.fields)).toEqual(['socialLinks.6.url']);
  });
});
