import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandling } from './error-handler';

describe('a failure while drawing a page', () => {
  const app = Fastify({ logger: false });
  beforeAll(async () => {
    registerErrorHandling(app);
    app.get('/store', async () => {
      throw new Error('secret detail of the failure');
    });
    app.get('/api/products', async () => {
      throw new Error('secret detail of the failure');
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('answers a browser with a page that leads back home, never the error', async () => {
    const response = await app.inject({ url: '/store', headers: { accept: 'text/html,*/*;q=0.8' } });
    expect(response.statusCode).toBe(500);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('<h1>Something went wrong</h1>');
    expect(response.body).toContain('<a href="/">Back to the home page</a>');
    expect(response.body).toContain(`Reference: ${response.headers['x-request-id'] ?? ''}`);
    expect(response.body).not.toContain('secret detail');
  });

  it('keeps JSON for the API, and for a client that did not ask for a page', async () => {
    const api = await app.inject({ url: '/api/products', headers: { accept: 'text/html' } });
    expect(api.statusCode).toBe(500);
    expect(api.json()).toEqual({
      error: { code: 'server_error', message: 'Something went wrong on our side. Please try again.' },
    });
    const script = await app.inject({ url: '/store', headers: { accept: 'application/json' } });
    expect(script.json().error.code).toBe('server_error');
  });
});
