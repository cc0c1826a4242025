import type { FastifyInstance, HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES_WITHOUT_SCHEMA } from '../../http/schemaless-routes';
import { registeredRoutes } from '../../testing/routes';
import { signedInHeaders, staffApp } from '../../testing/staff';
import type { ApiRoute } from './plugin';

const name = (route: { method: string; url: string }) => `${route.method} ${route.url}`;
const allowed = new Set(ROUTES_WITHOUT_SCHEMA.map(name));

/** Whether a route's schema describes a successful answer (2xx): the one its serialiser writes. */
function describesSuccess(route: ApiRoute): boolean {
  return Object.keys(route.schema?.response ?? {}).some((status) => /^2\d\d$/.test(status));
}

// The routes are the same on either database engine: one is enough.
describe('response schemas', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await staffApp('pglite', { metricsToken: 'a-metrics-token-of-enough-length-0123' });
  });
  afterAll(() => app.close());

  it('knows every route the server serves, and only those', () => {
    const known = new Set(app.apiRoutes.map(name));
    // printRoutes draws a folder's wildcard (/media/*) as a bare '*': those are checked the other way.
    const printed = registeredRoutes(app).filter((route) => route.url !== '*');
    expect(printed.map(name).filter((route) => !known.has(route))).toEqual([]);
    const unknown = app.apiRoutes.filter(
      (route) => !app.hasRoute({ method: route.method as HTTPMethods, url: route.url }),
    );
    expect(unknown).toEqual([]);
  });

  it('gives every route under /api a schema for its success, unless it is listed with a reason', () => {
    const missing = app.apiRoutes
      .filter((route) => route.url.startsWith('/api/') && !allowed.has(name(route)))
      .filter((route) => !describesSuccess(route))
      .map(name);
    expect(missing, 'routes under /api without a response schema').toEqual([]);
  });

  it('gives every schema a one-line summary for the reference', () => {
    const unsummarised = app.apiRoutes
      .filter((route) => route.schema?.response && !/^[^\n]{10,120}$/.test(route.schema.summary ?? ''))
      .map(name);
    expect(unsummarised).toEqual([]);
  });

  it('lists without a schema only routes that have none, and every route outside /api', () => {
    const schemaless = app.apiRoutes.filter((route) => !describesSuccess(route)).map(name);
    const listedApi = ROUTES_WITHOUT_SCHEMA.filter((route) => route.url.startsWith('/api/')).map(name);
    // The pages' route and the build's files need a web build, which tests run without.
    expect(
      schemaless.filter((route) => !allowed.has(route)),
      'not listed',
    ).toEqual([]);
    expect(
      listedApi.filter((route) => !schemaless.includes(route)),
      'listed, yet not so',
    ).toEqual([]);
  });

  it('serves the reference to staff: a page naming the routes, and the OpenAPI document', async () => {
    const headers = await signedInHeaders(app);
    const page = await app.inject({ url: '/api/admin/reference', headers });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<span class="method">POST</span> /api/orders</h3>');
    expect(page.body).toContain('Paystack’s webhook');
    const document = await app.inject({ url: '/api/admin/reference.json', headers });
    const openapi = document.json();
    expect(openapi.openapi).toBe('3.1.0');
    expect(Object.keys(openapi.paths).every((path) => path.startsWith('/api/'))).toBe(true);
    expect(
      openapi.paths['/api/orders/{number}'].get.responses['200'].content['application/json'].schema,
    ).toMatchObject({ type: 'object', properties: { number: { type: 'string' } } });
  });
});
