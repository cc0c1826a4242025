import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { StaffRole } from '../../domain/auth/roles';
import type { Config } from '../config';
import type { Engine } from '../db/open';
import { DEMO_STAFF_EMAIL } from '../seed/demo-staff';
import { testApp, testConfig } from './test-app';

/** The demo staff account every staff test app starts with (DEMO_STAFF_PASSWORD makes it known). */
export const STAFF = { email: DEMO_STAFF_EMAIL, password: 'stage-door-2025' };

/** The site's own origin in tests: writes that carry the session cookie must say they come from here. */
export const ORIGIN = new URL(testConfig().publicUrl).origin;

export function staffApp(engine: Engine, overrides: Partial<Config> = {}): Promise<FastifyInstance> {
  return testApp(engine, { demoStaffPassword: STAFF.password, ...overrides });
}

/** The session cookie a response set, as a request's `cookie` header. */
export function sessionCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name.endsWith('stagefront_session'));
  if (!cookie) throw new Error(`No session cookie was set (status ${response.statusCode}).`);
  return `${cookie.name}=${cookie.value}`;
}

export function login(
  app: FastifyInstance,
  credentials = STAFF,
  remoteAddress = '203.0.113.1',
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { origin: ORIGIN },
    remoteAddress,
    payload: credentials,
  });
}

/** A password no list of common ones holds, for the accounts tests add. */
export const TEST_PASSWORD = 'kora-strings-41';

/**
 * Signs a member of staff in and returns headers for same-site, signed-in requests: the demo
 * account (an owner) by default, or a new account of `role` (role@stagefront.test).
 */
export async function signedInHeaders(
  app: FastifyInstance,
  { role }: { role?: StaffRole } = {},
): Promise<{ cookie: string; origin: string }> {
  if (!role) return { cookie: sessionCookieOf(await login(app)), origin: ORIGIN };
  const email = `${role}@stagefront.test`;
  await app.auth.createStaff(email, TEST_PASSWORD, undefined, role);
  return { cookie: sessionCookieOf(await login(app, { email, password: TEST_PASSWORD })), origin: ORIGIN };
}
