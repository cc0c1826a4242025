import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { INVALID_CREDENTIALS_MESSAGE, TOO_MANY_ATTEMPTS_MESSAGE } from '../../domain/auth';
import { DEFAULT_PASSWORD_POLICY } from '../../domain/password-policy';
import { LOGIN_LIMITS, slowdownMs } from '../auth/login-limiter';
import { loginAttempts, sessions } from '../db/schema';
import { login, ORIGIN, STAFF, sessionCookieOf, staffApp } from '../testing/staff';
import { describeEachEngine } from '../testing/test-app';

describeEachEngine('staff sign-in API', (engine) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await staffApp(engine);
  });
  afterAll(() => app.close());
  // Each test starts with no failed sign-ins on record, so one test's failures do not lock another out.
  beforeEach(async () => {
    await app.database.db.delete(loginAttempts);
  });

  async function session(cookie?: string) {
    return app.inject({ url: '/api/auth/session', headers: cookie ? { cookie } : {} });
  }

  it('says nobody is signed in, with a 200', async () => {
    const response = await session();
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ user: null });
  });

  it('signs in with an httpOnly, SameSite=Lax cookie that works across requests', async () => {
    const response = await login(app, { email: 'Staff@Stagefront.LOCAL', password: STAFF.password });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user: { email: STAFF.email } });
    const cookie = response.cookies.find((c) => c.name === 'stagefront_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 30 * 24 * 60 * 60 });
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // Only the token's hash is stored.
    const rows = await app.database.db.select().from(sessions);
    expect(rows.some((row) => row.id === cookie?.value)).toBe(false);

    const header = sessionCookieOf(response);
    for (let i = 0; i < 2; i++) {
      expect((await session(header)).json()).toEqual({ user: { email: STAFF.email } });
    }
  });

  it('refuses a wrong password and an unknown email with the same 401', async () => {
    const wrong = await login(app, { email: STAFF.email, password: 'not-it' }, '198.51.100.7');
    const unknown = await login(app, { email: 'nobody@example.com', password: 'not-it' }, '198.51.100.7');
    const body = { error: { code: 'invalid_credentials', message: INVALID_CREDENTIALS_MESSAGE } };
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual(body);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(body);
    expect(INVALID_CREDENTIALS_MESSAGE).toBe('That email and password do not match our records.');
    expect(wrong.cookies).toHaveLength(0);
  });

  it('answers 400 naming the fields when the email or password is missing', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: ORIGIN },
      payload: { email: '  ' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      email: 'Enter your email.',
      password: 'Enter your password.',
    });
  });

  it('stops one address guessing one account after five failures, even with the right password', async () => {
    const email = 'staff@stagefront.local';
    const ip = '192.0.2.7';
    for (let i = 0; i < LOGIN_LIMITS.perPair; i++) {
      expect((await login(app, { email, password: `guess-${i}` }, ip)).statusCode).toBe(401);
    }
    const limited = await login(app, STAFF, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: { code: 'rate_limited', message: TOO_MANY_ATTEMPTS_MESSAGE } });
    expect(TOO_MANY_ATTEMPTS_MESSAGE).toBe(
      'Too many sign-in attempts. Please wait a few minutes and try again.',
    );

    // Once the window has passed, the right password works again from that address too.
    const old = new Date(Date.now() - LOGIN_LIMITS.windowMs - 1000);
    await app.database.db.update(loginAttempts).set({ attemptedAt: old });
    expect((await login(app, STAFF, ip)).statusCode).toBe(200);
  });

  it('cannot be used to lock staff out: guesses from many addresses slow the account, never close it', async () => {
    const email = 'staff@stagefront.local';
    // One address has failed five times on the account, another once: six failures on the account.
    await app.database.db
      .insert(loginAttempts)
      .values([
        ...Array.from({ length: LOGIN_LIMITS.perPair }, () => ({ email, ip: '192.0.2.10' })),
        { email, ip: '192.0.2.11' },
      ]);
    expect((await login(app, STAFF, '192.0.2.10')).statusCode).toBe(429);
    // The owner, from an address that has not failed, signs in, after the account's wait.
    const started = performance.now();
    const owner = await login(app, STAFF, '192.0.2.99');
    expect(owner.statusCode).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(slowdownMs(6) - 20);
    expect(slowdownMs(6)).toBe(2 * LOGIN_LIMITS.slowFirstMs);
    // The owner's success does not forgive the guesser; an address with one typo is not refused.
    expect((await login(app, STAFF, '192.0.2.10')).statusCode).toBe(429);
    expect((await login(app, STAFF, '192.0.2.11')).statusCode).toBe(200);
  });

  it('slows an account down more with each failure, doubling up to a ceiling', () => {
    expect(slowdownMs(LOGIN_LIMITS.slowAfter - 1)).toBe(0);
    expect(slowdownMs(LOGIN_LIMITS.slowAfter)).toBe(LOGIN_LIMITS.slowFirstMs);
    expect(slowdownMs(LOGIN_LIMITS.slowAfter + 1)).toBe(LOGIN_LIMITS.slowFirstMs * 2);
    expect(slowdownMs(LOGIN_LIMITS.slowAfter + 40)).toBe(LOGIN_LIMITS.slowMaxMs);
  });

  it('stops an address after twenty failures across accounts', async () => {
    const ip = '203.0.113.50';
    await app.database.db.insert(loginAttempts).values(
      Array.from({ length: LOGIN_LIMITS.perAddress - 1 }, (_, i) => ({
        email: `user${i}@example.com`,
        ip,
      })),
    );
    expect((await login(app, { email: 'last@example.com', password: 'x' }, ip)).statusCode).toBe(401);
    expect((await login(app, STAFF, ip)).statusCode).toBe(429);
    expect((await login(app, STAFF, '203.0.113.51')).statusCode).toBe(200);
  });

  it('signs out: 204, the cookie is cleared and the session no longer works', async () => {
    const cookie = sessionCookieOf(await login(app));
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, origin: ORIGIN },
    });
    expect(response.statusCode).toBe(204);
    const cleared = response.cookies.find((c) => c.name === 'stagefront_session');
    expect(cleared?.value).toBe('');
    expect((await session(cookie)).json()).toEqual({ user: null });
    const admin = await app.inject({ url: '/api/admin/products', headers: { cookie } });
    expect(admin.statusCode).toBe(401);
  });

  it('refuses an expired session and clears its cookie', async () => {
    const cookie = sessionCookieOf(await login(app));
    await app.database.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) });
    const response = await session(cookie);
    expect(response.json()).toEqual({ user: null });
    expect(response.cookies.find((c) => c.name === 'stagefront_session')?.value).toBe('');
    expect((await app.inject({ url: '/api/admin/products', headers: { cookie } })).statusCode).toBe(401);
  });

  it('slides the expiry forward when a session is used again later', async () => {
    const cookie = sessionCookieOf(await login(app));
    const earlier = new Date(Date.now() - 60 * 60 * 1000);
    await app.database.db
      .update(sessions)
      .set({ lastSeenAt: earlier, expiresAt: new Date(Date.now() + 1000) });
    const response = await session(cookie);
    expect(response.json()).toEqual({ user: { email: STAFF.email } });
    expect(response.cookies.find((c) => c.name === 'stagefront_session')?.maxAge).toBe(30 * 24 * 60 * 60);
    const rows = await app.database.db.select().from(sessions);
    expect(Math.max(...rows.map((row) => row.expiresAt.getTime()))).toBeGreaterThan(
      Date.now() + 29 * 24 * 60 * 60 * 1000,
    );
  });

  it('refuses sign-in and signed-in writes from another site with a 403', async () => {
    const foreign = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: 'https://evil.example' },
      payload: STAFF,
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error.code).toBe('cross_site');

    const cookie = sessionCookieOf(await login(app));
    const noOrigin = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(noOrigin.statusCode).toBe(403);
    const byReferer = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, referer: `${ORIGIN}/admin/dashboard` },
    });
    expect(byReferer.statusCode).toBe(204);
  });

  it('accepts the address the request was sent to, as behind the dev server proxy', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { host: 'localhost:5173', origin: 'http://localhost:5173' },
      remoteAddress: '203.0.113.77',
      payload: STAFF,
    });
    expect(response.statusCode).toBe(200);
  });

  it('caps sign-in requests from one address per minute, before any password is hashed', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { origin: ORIGIN },
        remoteAddress: '198.51.100.200',
        payload: {},
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 400)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('serves the password policy', async () => {
    const response = await app.inject('/api/auth/password-policy');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(DEFAULT_PASSWORD_POLICY);
  });
});

describeEachEngine('staff sign-in over HTTPS', (engine) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await staffApp(engine, { publicUrl: 'https://shop.example.com', sessionDays: 7 });
  });
  afterAll(() => app.close());

  it('sets a Secure __Host- cookie for the configured lifetime', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: 'https://shop.example.com' },
      payload: STAFF,
    });
    expect(response.statusCode).toBe(200);
    expect(response.cookies[0]).toMatchObject({
      name: '__Host-stagefront_session',
      secure: true,
      httpOnly: true,
      maxAge: 7 * 24 * 60 * 60,
    });
  });
});
