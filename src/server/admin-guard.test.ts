import type { FastifyInstance, HTTPMethods } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { registeredRoutes } from './testing/routes';
import { signedInHeaders, staffApp } from './testing/staff';
import { describeEachEngine } from './testing/test-app';

/** Every route under /api/admin. A new one belongs here too. */
const ADMIN_ROUTES: [HTTPMethods, string][] = [
  ['GET', '/api/admin/products'],
  ['GET', '/api/admin/products/harmattan-tour-tee'],
  ['POST', '/api/admin/products'],
  ['PUT', '/api/admin/products/harmattan-tour-tee'],
  ['POST', '/api/admin/products/harmattan-tour-tee/stock'],
  ['GET', '/api/admin/products/harmattan-tour-tee/stock/history'],
  ['DELETE', '/api/admin/products/harmattan-tour-tee'],
  ['POST', '/api/admin/products/harmattan-tour-tee/archive'],
  ['POST', '/api/admin/products/harmattan-tour-tee/restore'],
  ['GET', '/api/admin/collections'],
  ['GET', '/api/admin/collections/essentials'],
  ['POST', '/api/admin/collections'],
  ['PUT', '/api/admin/collections/essentials'],
  ['DELETE', '/api/admin/collections/essentials'],
  ['GET', '/api/admin/categories'],
  ['GET', '/api/admin/categories/hoodies'],
  ['POST', '/api/admin/categories'],
  ['PUT', '/api/admin/categories/hoodies'],
  ['DELETE', '/api/admin/categories/hoodies'],
  ['POST', '/api/admin/uploads'],
  ['GET', '/api/admin/newsletter'],
  ['GET', '/api/admin/newsletter.csv'],
  ['POST', '/api/admin/newsletter/remove'],
  ['GET', '/api/admin/broadcasts'],
  ['GET', '/api/admin/broadcasts/audiences'],
  ['POST', '/api/admin/broadcasts/preview'],
  ['POST', '/api/admin/broadcasts/test'],
  ['POST', '/api/admin/broadcasts'],
  ['GET', '/api/admin/broadcasts/12'],
  ['GET', '/api/admin/fans/export'],
  ['POST', '/api/admin/fans/erase'],
  ['GET', '/api/admin/codes'],
  ['POST', '/api/admin/codes'],
  ['POST', '/api/admin/codes/batch'],
  ['GET', '/api/admin/codes/batch.csv'],
  ['POST', '/api/admin/codes/4d7c8a2e-1b3f-4c5d-9e6f-7a8b9c0d1e2f/actions'],
  ['GET', '/api/admin/waitlists'],
  ['GET', '/api/admin/waitlists/harmattan-tour-tee'],
  ['GET', '/api/admin/orders'],
  ['GET', '/api/admin/orders/SF-AAAAAA'],
  ['POST', '/api/admin/orders/SF-AAAAAA/actions'],
  ['POST', '/api/admin/orders/SF-AAAAAA/adjustments'],
  ['POST', '/api/admin/orders/SF-AAAAAA/adjustments/6f1c1f3e-8d2b-4f4a-9a53-2a4c1b0d9e77/check'],
  ['POST', '/api/admin/orders/SF-AAAAAA/extra-payments/SF-AAAAAA-2/check'],
  ['POST', '/api/admin/orders/SF-AAAAAA/extra-payments/SF-AAAAAA-2/refund'],
  ['GET', '/api/admin/orders/export.csv'],
  ['GET', '/api/admin/packing-slips'],
  ['GET', '/api/admin/activity'],
  ['GET', '/api/admin/dashboard'],
  ['GET', '/api/admin/launch'],
  ['GET', '/api/admin/backups/latest'],
  ['GET', '/api/admin/backups'],
  ['GET', '/api/admin/backups/stagefront-pglite-2026-11-29T02-05-12-525Z.tar.gz'],
  ['POST', '/api/admin/backups'],
  ['POST', '/api/admin/launch/test-email'],
  ['GET', '/api/admin/staff'],
  ['POST', '/api/admin/staff'],
  ['PUT', '/api/admin/staff/6f1c1f3e-8d2b-4f4a-9a53-2a4c1b0d9e77/role'],
  ['POST', '/api/admin/staff/6f1c1f3e-8d2b-4f4a-9a53-2a4c1b0d9e77/deactivate'],
  ['POST', '/api/admin/staff/6f1c1f3e-8d2b-4f4a-9a53-2a4c1b0d9e77/reactivate'],
  ['GET', '/api/admin/invitations'],
  ['POST', '/api/admin/invitations'],
  ['DELETE', '/api/admin/invitations/6f1c1f3e-8d2b-4f4a-9a53-2a4c1b0d9e77'],
  ['PUT', '/api/admin/account/password'],
  ['GET', '/api/admin/account/two-factor'],
  ['POST', '/api/admin/account/two-factor/setup'],
  ['POST', '/api/admin/account/two-factor/confirm'],
  ['POST', '/api/admin/account/two-factor/recovery-codes'],
  ['DELETE', '/api/admin/account/two-factor'],
  ['POST', '/api/admin/account/confirm-it-is-you'],
  ['GET', '/api/admin/account/recent-sign-in'],
  ['GET', '/api/admin/account/passkeys'],
  ['POST', '/api/admin/account/passkeys/options'],
  ['POST', '/api/admin/account/passkeys'],
  ['DELETE', '/api/admin/account/passkeys/abc'],
  ['POST', '/api/admin/account/confirm-it-is-you/passkey/options'],
  ['POST', '/api/admin/account/confirm-it-is-you/passkey'],
  ['PUT', '/api/admin/security'],
  ['DELETE', '/api/admin/staff/6f1c1f3e-8d2b-4f4a-9a53-2a4c1b0d9e77/two-factor'],
  ['GET', '/api/admin/account/sessions'],
  ['DELETE', '/api/admin/account/sessions/6f1c1f3e-8d2b-4f4a-9a53-2a4c1b0d9e77'],
  ['POST', '/api/admin/account/sessions/end-others'],
  ['DELETE', '/api/admin/staff/6f1c1f3e-8d2b-4f4a-9a53-2a4c1b0d9e77/sessions'],
  ['GET', '/api/admin/releases'],
  ['GET', '/api/admin/releases/okan'],
  ['POST', '/api/admin/releases'],
  ['PUT', '/api/admin/releases/okan'],
  ['DELETE', '/api/admin/releases/okan'],
  ['GET', '/api/admin/site'],
  ['GET', '/api/admin/shows'],
  ['GET', '/api/admin/shows/6f1c1f3e-8d2b-4f4a-9a53-2a4c1b0d9e77'],
  ['POST', '/api/admin/shows'],
  ['PUT', '/api/admin/shows/6f1c1f3e-8d2b-4f4a-9a53-2a4c1b0d9e77'],
  ['DELETE', '/api/admin/shows/6f1c1f3e-8d2b-4f4a-9a53-2a4c1b0d9e77'],
  ['PUT', '/api/admin/site'],
  ['GET', '/api/admin/pages'],
  ['PUT', '/api/admin/pages/returns'],
  ['DELETE', '/api/admin/pages/returns'],
  ['POST', '/api/admin/pages/preview'],
  ['GET', '/api/admin/reference'],
  ['GET', '/api/admin/reference.json'],
];

/** The route each URL above is served by: its last concrete segment becomes the route's parameter. */
function routeOf(url: string): string {
  return url
    .replace(/^(\/api\/admin\/orders)\/(?!export\.csv$)[^/]+/, '$1/:number')
    .replace(/(\/adjustments)\/[^/]+\/check$/, '$1/:id/check')
    .replace(/(\/extra-payments)\/[^/]+\/(check|refund)$/, '$1/:reference/$2')
    .replace(/^(\/api\/admin\/staff)\/[^/]+/, '$1/:id')
    .replace(/^(\/api\/admin\/account\/sessions)\/(?!end-others$)[^/]+$/, '$1/:id')
    .replace(/^(\/api\/admin\/account\/passkeys)\/(?!options$)[^/]+$/, '$1/:id')
    .replace(/^(\/api\/admin\/releases)\/[^/]+$/, '$1/:slug')
    .replace(/^(\/api\/admin\/pages)\/(?!preview$)[^/]+$/, '$1/:slug')
    .replace(/^(\/api\/admin\/products)\/[^/]+\/(stock|archive|restore)/, '$1/:id/$2')
    .replace(
      /^(\/api\/admin\/(?:products|collections|categories|waitlists|shows|invitations))\/[^/]+$/,
      '$1/:id',
    )
    .replace(/^(\/api\/admin\/broadcasts)\/\d+$/, '$1/:id')
    .replace(/^(\/api\/admin\/backups)\/(?!latest$)[^/]+$/, '$1/:name')
    .replace(/^(\/api\/admin\/codes)\/[0-9a-f-]{36}\/actions$/, '$1/:id/actions');
}

/** "METHOD /path" for each admin route. */
function registeredAdminRoutes(app: FastifyInstance): string[] {
  return registeredRoutes(app)
    .filter((route) => route.url.startsWith('/api/admin/'))
    .map((route) => `${route.method} ${route.url}`);
}

describeEachEngine('admin API guard', (engine) => {
  let app: FastifyInstance;
  let signedIn: { cookie: string; origin: string };
  beforeAll(async () => {
    app = await staffApp(engine);
    signedIn = await signedInHeaders(app);
  });
  afterAll(() => app.close());

  it('covers every admin route the server has', () => {
    expect(registeredAdminRoutes(app).sort()).toEqual(
      ADMIN_ROUTES.map(([method, url]) => `${method} ${routeOf(url)}`).sort(),
    );
  });

  it.each(ADMIN_ROUTES)('%s %s answers 401 without a session', async (method, url) => {
    const response = await app.inject({ method, url, payload: method === 'GET' ? undefined : { name: 'x' } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: { code: 'unauthorized', message: 'Please sign in.' } });
  });

  it('answers 401 for a made-up session token', async () => {
    const response = await app.inject({
      url: '/api/admin/products',
      headers: { cookie: `stagefront_session=${'a'.repeat(43)}` },
    });
    expect(response.statusCode).toBe(401);
  });

  it.each(ADMIN_ROUTES.filter(([method]) => method !== 'GET'))(
    '%s %s answers 403 to a signed-in write from another site',
    async (method, url) => {
      const response = await app.inject({
        method,
        url,
        headers: { cookie: signedIn.cookie, origin: 'https://evil.example' },
        payload: { name: 'Hacked' },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('cross_site');
    },
  );

  it('lets a signed-in member of staff in, and marks answers not to be cached', async () => {
    const response = await app.inject({ url: '/api/admin/products', headers: signedIn });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
