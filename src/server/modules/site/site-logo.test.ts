import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_LOGO_PATH } from '../../../domain/content/logo';
import type { SiteSettings } from '../../../domain/content/site';
import { signedInHeaders, staffApp } from '../../testing/staff';
import { uploadPng } from '../../testing/uploads';

/** The artist's logo is uploaded by staff and kept with the shop's data, not in the checkout. */
describe('the artist’s logo, set in Admin → Site', () => {
  let app: FastifyInstance;
  let headers: { cookie: string; origin: string };
  let site: SiteSettings;
  beforeAll(async () => {
    app = await staffApp('pglite');
    headers = await signedInHeaders(app);
    site = (await app.inject({ url: '/api/admin/site', headers })).json();
  });
  afterAll(() => app.close());

  const saveSite = (payload: SiteSettings) =>
    app.inject({ method: 'PUT', url: '/api/admin/site', headers, payload });
  const artistStep = async () => {
    const list = (await app.inject({ url: '/api/admin/launch', headers })).json() as {
      items: { id: string; done: boolean; detail: string; adminPath: string }[];
    };
    return list.items.find((item) => item.id === 'artist');
  };

  it('is the content folder’s until staff upload one, and the checklist asks for it', async () => {
    expect(site.logo).toBeUndefined();
    expect(await artistStep()).toMatchObject({ done: false });
    // The content folder's logo is the name in a web font: emails set the name themselves.
    expect(app.outbox.brand().logoUrl).toBeNull();
  });

  it('refuses a picture from elsewhere, beside its field', async () => {
    const refused = await saveSite({ ...site, logo: { onLight: 'https://elsewhere.example/logo.png' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toMatchObject({ 'logo.onLight': expect.any(String) });
  });

  it('serves an uploaded logo to the site and the emails, and ticks the checklist with a new name', async () => {
    const uploaded = await uploadPng(app, headers, 'wordmark.png', { width: 1000, height: 200 });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const [url] = uploaded.json().urls as string[];
    const saved = await saveSite({ ...site, artistName: 'Ada Ebi', logo: { onLight: url } });
    expect(saved.statusCode, saved.body).toBe(200);

    // The web app draws it from the public content (e2e/site-logo.spec.ts looks at the pages).
    expect((await app.inject('/api/content')).json().site.logo).toEqual({ onLight: url });
    // Mail clients get it as a PNG, drawn from the upload (the test's red square, not the black logo).
    const logo = await app.inject(EMAIL_LOGO_PATH);
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    const { width, height } = await sharp(logo.rawPayload).metadata();
    expect([width, height]).toEqual([360, 72]);
    expect(app.outbox.brand().logoUrl).toBe(`http://localhost${EMAIL_LOGO_PATH}`);
    const { dominant } = await sharp(logo.rawPayload).stats();
    expect(dominant.r).toBeGreaterThan(150);

    // Name and logo are the artist's now: only the demo releases are left to replace.
    expect(await artistStep()).toMatchObject({
      done: false,
      detail:
        'The site still carries 10 demo releases: replace the demo releases with theirs in Admin → Releases.',
      adminPath: '/admin/releases',
    });
    const releases = (await app.inject({ url: '/api/admin/releases', headers })).json() as { slug: string }[];
    for (const { slug } of releases) {
      const deleted = await app.inject({ method: 'DELETE', url: `/api/admin/releases/${slug}`, headers });
      expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    }
    expect(await artistStep()).toMatchObject({
      done: true,
      detail: "The site carries the artist's own name, logo and releases.",
    });
  });
});
