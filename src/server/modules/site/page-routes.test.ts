import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../testing/test-app';

describe('serving the web app', () => {
  let app: FastifyInstance;
  let webDir: string;
  beforeAll(async () => {
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stagefront-web-'));
    fs.mkdirSync(path.join(webDir, 'assets'));
    fs.writeFileSync(
      path.join(webDir, 'index.html'),
      '<!doctype html><title>app</title><div id="root"></div>',
    );
    fs.writeFileSync(path.join(webDir, 'assets', 'main-abc123.js'), 'console.log(1)');
    fs.writeFileSync(path.join(webDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    fs.writeFileSync(path.join(webDir, 'robots.txt'), 'User-agent: *\nDisallow: /');
    app = await testApp('pglite', { webDir, demoContent: false });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it.each(['/', '/store', '/discography', '/cart', '/login', '/admin/products'])(
    'answers the client route %s with the app',
    async (url) => {
      const response = await app.inject(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it.each(['/no/such/page', '/store/any-product', '/discography/some-release'])(
    'answers %s, which the app does not have, with the app and a 404 status',
    async (url) => {
      const response = await app.inject(url);
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('<div id="root">');
    },
  );

  it('compresses pages for browsers that accept it', async () => {
    const plain = await app.inject('/store');
    for (const encoding of ['br', 'gzip']) {
      const response = await app.inject({ url: '/store', headers: { 'accept-encoding': encoding } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    }
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('caches hashed assets for a year and other files for an hour', async () => {
    const asset = await app.inject('/assets/main-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await app.inject('/favicon.svg');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('serves its own robots.txt rather than a copy in the web build', async () => {
    const robots = await app.inject('/robots.txt');
    expect(robots.body).toContain('Sitemap: ');
    expect(robots.body).not.toContain('Disallow: /\n');
  });

  it('keeps /api JSON: an unknown API path and an unknown method are JSON 404s', async () => {
    for (const request of [{ url: '/api/store' }, { url: '/api/products', method: 'DELETE' as const }]) {
      const response = await app.inject(request);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
    }
  });

  it('sends security headers with every page', async () => {
    const response = await app.inject('/');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });

  it('serves the artist media, and a JSON 404 for missing media', async () => {
    const logo = await app.inject('/media/brand/logo-black.svg');
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toContain('image/svg+xml');
    const missing = await app.inject('/media/nope.webp');
    expect(missing.statusCode).toBe(404);
  });
});
