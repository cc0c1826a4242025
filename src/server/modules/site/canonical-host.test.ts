import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../testing/test-app';
import { isPublicHost } from './canonical-host';

/** A built web app's least: its page and one hashed asset. */
function webBuild(): string {
  const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stagefront-host-'));
  fs.mkdirSync(path.join(webDir, 'assets'));
  fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>app</title><div id="root"></div>');
  fs.writeFileSync(path.join(webDir, 'assets', 'main-abc123.js'), 'console.log(1)');
  return webDir;
}

describe('one address: pages answer at PUBLIC_URL and lead there from any other host', () => {
  const publicUrl = 'http://localhost:3000';
  let app: FastifyInstance;
  let webDir: string;
  beforeAll(async () => {
    webDir = webBuild();
    app = await testApp('pglite', { webDir, publicUrl });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it.each([
    '/',
    '/store?color=Black&size=M',
    '/store/harmattan-tour-tee?utm_source=email%20link',
    '/cart?step=shipping',
    '/no/such/page',
  ])('sends %s, asked for at 127.0.0.1, to the same path and query at PUBLIC_URL (308)', async (url) => {
    const response = await app.inject({ url, headers: { host: '127.0.0.1:3000' } });
    expect(response.statusCode).toBe(308);
    expect(response.headers.location).toBe(`${publicUrl}${url}`);
    // A browser must not keep the answer: PUBLIC_URL may be corrected later.
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('sends a page asked for at another port of the same name there too', async () => {
    const response = await app.inject({ url: '/about', headers: { host: 'localhost:8080' } });
    expect(response.statusCode).toBe(308);
    expect(response.headers.location).toBe(`${publicUrl}/about`);
  });

  it('answers pages asked for at PUBLIC_URL, its name in any case', async () => {
    for (const host of ['localhost:3000', 'LocalHost:3000']) {
      const response = await app.inject({ url: '/store', headers: { host } });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('answers the API and the health check on any host', async () => {
    for (const host of ['127.0.0.1:3000', 'localhost:3000', '10.0.0.5']) {
      const health = await app.inject({ url: '/api/health', headers: { host } });
      expect(health.statusCode).toBe(200);
      expect(health.json()).toMatchObject({ status: 'ok' });
      const products = await app.inject({ url: '/api/products', headers: { host } });
      expect(products.statusCode).toBe(200);
      expect(Array.isArray(products.json())).toBe(true);
      const unknown = await app.inject({ url: '/api/no-such-thing', headers: { host } });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.headers['content-type']).toContain('application/json');
    }
  });

  it('answers files (the build’s assets, the artist’s media) on any host: the same bytes whatever the name', async () => {
    const asset = await app.inject({ url: '/assets/main-abc123.js', headers: { host: '127.0.0.1:3000' } });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log(1)');
    const robots = await app.inject({ url: '/robots.txt', headers: { host: '127.0.0.1:3000' } });
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toContain(`Sitemap: ${publicUrl}/sitemap.xml`);
  });
});

describe('one address behind a proxy: the host is the one a trusted proxy forwarded', () => {
  const publicUrl = 'https://shop.example.com';
  /** What a proxy on this machine sends: the site's own address in Host, the shopper's in X-Forwarded-Host. */
  const fromProxy = (forwardedHost: string) => ({
    host: '127.0.0.1:3000',
    'x-forwarded-host': forwardedHost,
    'x-forwarded-proto': 'https',
    'x-forwarded-for': '203.0.113.7',
  });
  let trusting: FastifyInstance;
  let distrusting: FastifyInstance;
  let webDir: string;
  beforeAll(async () => {
    webDir = webBuild();
    // app.inject's requests come from 127.0.0.1, the proxy's address here.
    trusting = await testApp('pglite', { webDir, publicUrl, trustProxy: ['127.0.0.1'] });
    distrusting = await testApp('pglite', { webDir, publicUrl });
  });
  afterAll(async () => {
    await trusting.close();
    await distrusting.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it('answers a page the proxy forwarded for PUBLIC_URL’s host', async () => {
    const response = await trusting.inject({ url: '/store', headers: fromProxy('shop.example.com') });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root">');
  });

  it('sends a page the proxy forwarded for another name to PUBLIC_URL', async () => {
    const response = await trusting.inject({
      url: '/store?page=2',
      headers: fromProxy('www.shop.example.com'),
    });
    expect(response.statusCode).toBe(308);
    expect(response.headers.location).toBe(`${publicUrl}/store?page=2`);
  });

  it('sends a page asked for at the site’s own port, past the proxy, to PUBLIC_URL', async () => {
    const response = await trusting.inject({ url: '/store', headers: { host: '127.0.0.1:3000' } });
    expect(response.statusCode).toBe(308);
    expect(response.headers.location).toBe(`${publicUrl}/store`);
  });

  it('believes X-Forwarded-Host only from a trusted proxy', async () => {
    const response = await distrusting.inject({ url: '/store', headers: fromProxy('shop.example.com') });
    expect(response.statusCode).toBe(308);
    expect(response.headers.location).toBe(`${publicUrl}/store`);
  });
});

describe('isPublicHost', () => {
  it.each([
    ['localhost:3000', 'http://localhost:3000', true],
    ['localhost', 'http://localhost', true],
    ['localhost:80', 'http://localhost', true],
    ['shop.example.com:443', 'https://shop.example.com', true],
    ['SHOP.example.com', 'https://shop.example.com', true],
    ['[::1]:3000', 'http://[::1]:3000', true],
    ['127.0.0.1:3000', 'http://localhost:3000', false],
    ['localhost:3001', 'http://localhost:3000', false],
    ['shop.example.com:80', 'https://shop.example.com', false],
    ['localhost:3000@evil.example', 'http://localhost:3000', false],
    ['', 'http://localhost:3000', false],
    [undefined, 'http://localhost:3000', false],
  ])('%s at %s: %s', (host, publicUrl, expected) => {
    expect(isPublicHost(host, publicUrl)).toBe(expected);
  });
});
