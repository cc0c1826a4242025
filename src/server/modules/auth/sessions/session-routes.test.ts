import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { INVALID_CREDENTIALS_MESSAGE, TOO_MANY_ATTEMPTS_MESSAGE } from '../../../../domain/auth/auth';
import { DEFAULT_PASSWORD_POLICY } from '../../../../domain/auth/password-policy';
import { buildApp } from '../../../app';
import { loginAttempts, sessions } from '../../../db/schema';
import { login, ORIGIN, STAFF, sessionCookieOf, staffApp } from '../../../testing/staff';
import { describeEachEngine, freshDatabase, testConfig } from '../../../testing/test-app';
import { LOGIN_LIMITS, slowdownMs } from './login-limiter';

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
    expect(response.json()).toMatchObject({ user: { email: STAFF.email, role: 'owner' } });
    const cookie = response.cookies.find((c) => c.name === 'stagefront_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 30 * 24 * 60 * 60 });
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // Only the token's hash is stored.
    const rows = await app.database.db.select().from(sessions);
    expect(rows.some((row) => row.id === cookie?.value)).toBe(false);

    const header = sessionCookieOf(response);
    for (let i = 0; i < 2; i++) {
      expect((await session(header)).json()).toMatchObject({ user: { email: STAFF.email, role: 'owner' } });
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

  it('counts wrong passwords sent all at once: five are checked, the rest refused', async () => {
    const ip = '192.0.2.30';
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login(app, { email: STAFF.email, password: `guess-${i}` }, ip)),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 401)).toHaveLength(LOGIN_LIMITS.perPair);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30 - LOGIN_LIMITS.perPair);
    // Only the attempts that were checked are on record.
    const rows = await app.database.db.select().from(loginAttempts);
    expect(rows).toHaveLength(LOGIN_LIMITS.perPair);
  });

  it('forgives the attempt that succeeds, with the typos before it from the same address', async () => {
    const ip = '192.0.2.31';
    expect((await login(app, { email: STAFF.email, password: 'typo' }, ip)).statusCode).toBe(401);
    expect((await login(app, STAFF, ip)).statusCode).toBe(200);
    expect(await app.database.db.select().from(loginAttempts)).toEqual([]);
  });

  it('takes every address in one IPv6 /64 as one client: refused after the address limit', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= LOGIN_LIMITS.perAddress + 1; i++) {
      const answer = await login(
        app,
        { email: `user${i}@example.com`, password: 'guess' },
        `2001:db8:a:b:${i.toString(16)}::${i}`,
      );
      statuses.push(answer.statusCode);
    }
    expect(statuses.slice(0, LOGIN_LIMITS.perAddress).every((status) => status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // The right password from the same /64 is refused too; from the next /64 it works.
    expect((await login(app, STAFF, '2001:db8:a:b::ffff')).statusCode).toBe(429);
    expect((await login(app, STAFF, '2001:db8:a:c::1')).statusCode).toBe(200);
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
    expect(response.json()).toMatchObject({ user: { email: STAFF.email, role: 'owner' } });
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

describeEachEngine('the staff sign-in log', (engine) => {
  let app: FastifyInstance;
  const lines: string[] = [];
  beforeAll(async () => {
    app = await buildApp(testConfig({ logLevel: 'info', demoStaffPassword: STAFF.password }), {
      database: await freshDatabase(engine),
      logStream: { write: (line) => lines.push(line) },
    });
  });
  afterAll(() => app.close());

  it('records a refused sign-in by its client and reason, never the email as typed', async () => {
    const start = lines.length;
    // A password typed into the email box is what an email "as typed" can hold.
    const typed = 'Stage-Door-2025@typo.example';
    for (let i = 0; i <= LOGIN_LIMITS.perPair; i++) {
      await login(app, { email: typed, password: 'guess' }, '192.0.2.40');
    }
    const written = lines.slice(start);
    const refused = written.filter((line) => line.includes('staff sign-in refused'));
    expect(refused).toHaveLength(LOGIN_LIMITS.perPair + 1);
    expect(refused[0]).toContain('"reason":"invalid_credentials"');
    expect(refused.at(-1)).toContain('"reason":"rate_limited"');
    expect(refused[0]).toContain('"client":"192.0.2.40"');
    expect(written.join('\n').toLowerCase()).not.toContain(typed.toLowerCase());
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
