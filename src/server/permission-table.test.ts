import type { FastifyInstance, HTTPMethods } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  NO_PERMISSION_MESSAGE,
  ROLE_PERMISSIONS,
  refusalMessage,
  STAFF_ROLES,
  type StaffRole,
} from '../domain/auth/roles';
import { registerStaffRoutes } from './kernel/staff-routes';
import { registeredRoutes } from './testing/routes';
import { signedInHeaders, staffApp } from './testing/staff';
import { describeEachEngine } from './testing/test-app';

/** A URL for a route: each parameter given a value of its shape, which names nothing that exists. */
function sampleUrl(url: string): string {
  return url
    .replace(':number', 'SF-AAAAAA')
    .replace(':slug', 'no-such-page')
    .replace(/:id/g, '6f1c1f3e-8d2b-4f4a-9a53-2a4c1b0d9e77');
}

/**
 * The permission table, walked: every staff route the app has (read from the app itself, so a new
 * route is walked too) called by every role. A role is refused (403, the permission named) exactly
 * where the table in src/domain/auth/roles.ts says it lacks the route's permission, and let through
 * (whatever the handler then says of the empty body) everywhere else.
 */
describeEachEngine('the permission table', (engine) => {
  let app: FastifyInstance;
  const sessions = new Map<StaffRole, { cookie: string; origin: string }>();
  beforeAll(async () => {
    app = await staffApp(engine);
    sessions.set('owner', await signedInHeaders(app));
    for (const role of STAFF_ROLES.filter((name) => name !== 'owner')) {
      sessions.set(role, await signedInHeaders(app, { role }));
    }
  });
  afterAll(() => app.close());

  it('knows every staff route the server has, each with a permission', () => {
    const admin = registeredRoutes(app)
      .filter((route) => route.url.startsWith('/api/admin/'))
      .map((route) => `${route.method} ${route.url}`);
    expect(app.staffRoutes.map((route) => `${route.method} ${route.url}`).sort()).toEqual(admin.sort());
    expect(app.staffRoutes.filter((route) => !route.permission)).toEqual([]);
  });

  it.each(STAFF_ROLES)('refuses the %s role exactly where the table says', async (role) => {
    const mismatches: string[] = [];
    for (const { method, url, permission } of app.staffRoutes) {
      const response = await app.inject({
        method: method as HTTPMethods,
        url: sampleUrl(url),
        headers: sessions.get(role),
        payload: method === 'GET' || method === 'DELETE' ? undefined : {},
      });
      const allowed = permission !== undefined && ROLE_PERMISSIONS[role].includes(permission);
      const said = `${method} ${url} (${permission}): ${response.statusCode}`;
      if (response.statusCode >= 500) mismatches.push(`${said}, a server error`);
      else if (allowed && response.statusCode === 403) mismatches.push(`${said}, refused though allowed`);
      else if (!allowed) {
        const expected = permission ? refusalMessage(role, permission) : NO_PERMISSION_MESSAGE;
        if (response.statusCode !== 403 || response.json().error.message !== expected) {
          mismatches.push(`${said}, not refused with “${expected}”`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  });
});

describeEachEngine('a staff route that names no permission', (engine) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await staffApp(engine);
    await registerStaffRoutes(app, { capability: 'orders' }, async (staff) => {
      staff.get('/forgotten', async () => ({ secret: true }));
    });
  });
  afterAll(() => app.close());

  it('is refused to every role, owners included', async () => {
    const headers = await signedInHeaders(app);
    const response = await app.inject({ url: '/api/admin/forgotten', headers });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: { code: 'no_permission_set', message: NO_PERMISSION_MESSAGE } });
    expect(app.staffRoutes).toContainEqual({
      method: 'GET',
      url: '/api/admin/forgotten',
      permission: undefined,
    });
  });
});
