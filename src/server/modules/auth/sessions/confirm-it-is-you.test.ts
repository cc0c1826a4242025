import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { TWO_FACTOR_MESSAGES } from '../../../../domain/auth/two-factor';
import { login, ORIGIN, sessionCookieOf, staffApp, TEST_PASSWORD } from '../../../testing/staff';
import { describeEachEngine } from '../../../testing/test-app';
import { totpCodeAt, turnOnTwoFactor } from '../../../testing/two-factor';

type Headers = { cookie: string; origin: string };

/** One office's address: the member and whoever took one of their sessions may share it. */
const OFFICE = '198.51.100.40';

/** Each test signs in several times, and each sign-in hashes a password. */
const SLOW = 90_000;

/**
 * "Confirm it's you" guessed by whoever holds a member's session (a laptop left open, a stolen
 * cookie): a few wrong answers end that session, and nothing else, so the member signs in and
 * confirms as ever, from the same address too.
 */
describeEachEngine('wrong answers to "Confirm it\'s you"', (engine) => {
  let app: FastifyInstance;
  let clock = new Date('2026-11-29T11:00:00Z');
  let accounts = 0;

  const tick = (seconds: number) => {
    clock = new Date(clock.getTime() + seconds * 1000);
    vi.setSystemTime(clock);
  };

  async function signIn(email: string): Promise<Headers> {
    const response = await login(app, { email, password: TEST_PASSWORD }, OFFICE);
    expect(response.statusCode, response.body).toBe(200);
    return { cookie: sessionCookieOf(response), origin: ORIGIN };
  }

  async function member(): Promise<string> {
    const email = `confirming${++accounts}@stagefront.test`;
    await app.auth.createStaff(email, TEST_PASSWORD, undefined, 'manager');
    return email;
  }

  const confirm = (headers: Headers, payload: object) =>
    app.inject({
      method: 'POST',
      url: '/api/admin/account/confirm-it-is-you',
      headers,
      remoteAddress: OFFICE,
      payload,
    });
  const signedInAs = async (headers: Headers) =>
    (await app.inject({ url: '/api/auth/session', headers })).json().user?.email ?? null;

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(clock);
    app = await staffApp(engine);
  });
  afterAll(async () => {
    await app.close();
    vi.useRealTimers();
  });

  it(
    'ends the guessing session after five wrong passwords, and the member confirms in their own',
    async () => {
      const email = await member();
      const own = await signIn(email);
      const taken = await signIn(email);
      const answers = [];
      for (let i = 0; i < 12; i++) answers.push(await confirm(taken, { password: `guess-${i}` }));
      expect(answers.slice(0, 4).map((r) => r.statusCode)).toEqual([400, 400, 400, 400]);
      expect(answers[4]?.statusCode).toBe(401);
      expect(answers[4]?.json().error).toEqual({
        code: 'signed_out',
        message: TWO_FACTOR_MESSAGES.confirmSignedOut,
      });
      expect(answers.slice(5).every((r) => r.statusCode === 401)).toBe(true);
      expect(await signedInAs(taken)).toBeNull();
      // The member's own session is untouched, and confirms at once; signing in again works too.
      expect(await signedInAs(own)).toBe(email);
      const mine = await confirm(own, { password: TEST_PASSWORD });
      expect(mine.statusCode, mine.body).toBe(204);
      expect(await signedInAs(await signIn(email))).toBe(email);
    },
    SLOW,
  );

  it(
    'ends it after five wrong codes too, without holding back the codes the member signs in with',
    async () => {
      const email = await member();
      const own = await signIn(email);
      tick(30);
      const { secret } = await turnOnTwoFactor(app, own);
      const waiting = await login(app, { email, password: TEST_PASSWORD }, OFFICE);
      const challenge = waiting.cookies.find((c) => c.name.endsWith('stagefront_challenge'));
      tick(30);
      const second = await app.inject({
        method: 'POST',
        url: '/api/auth/second-factor',
        headers: { cookie: `${challenge?.name}=${challenge?.value}`, origin: ORIGIN },
        remoteAddress: OFFICE,
        payload: { code: await totpCodeAt(secret, clock) },
      });
      expect(second.statusCode, second.body).toBe(200);
      const taken = { cookie: sessionCookieOf(second), origin: ORIGIN };
      const statuses = [];
      for (let i = 0; i < 12; i++) statuses.push((await confirm(taken, { code: '000000' })).statusCode);
      expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 401]);
      expect(await signedInAs(taken)).toBeNull();
      tick(30);
      const mine = await confirm(own, { code: await totpCodeAt(secret, clock) });
      expect(mine.statusCode, mine.body).toBe(204);
      // Signing in again from the same address takes the app's code at once.
      const again = await login(app, { email, password: TEST_PASSWORD }, OFFICE);
      const next = again.cookies.find((c) => c.name.endsWith('stagefront_challenge'));
      tick(30);
      const back = await app.inject({
        method: 'POST',
        url: '/api/auth/second-factor',
        headers: { cookie: `${next?.name}=${next?.value}`, origin: ORIGIN },
        remoteAddress: OFFICE,
        payload: { code: await totpCodeAt(secret, clock) },
      });
      expect(back.statusCode, back.body).toBe(200);
    },
    SLOW,
  );
});
