import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { TWO_FACTOR_MESSAGES } from '../../../../domain/auth/two-factor';
import { loginAttempts } from '../../../db/schema';
import { login, ORIGIN, sessionCookieOf, staffApp, TEST_PASSWORD } from '../../../testing/staff';
import { describeEachEngine } from '../../../testing/test-app';
import { totpCodeAt, turnOnTwoFactor } from '../../../testing/two-factor';
import { codeKeyOf } from './code-guesses';

const challengeOf = (response: LightMyRequestResponse) => {
  const cookie = response.cookies.find((c) => c.name.endsWith('stagefront_challenge'));
  if (!cookie) throw new Error(`No challenge cookie (status ${response.statusCode}): ${response.body}`);
  return `${cookie.name}=${cookie.value}`;
};

/** A new IPv6 /64 for each guess: the outside test rotated addresses so no per-address limit held. */
let rotation = 0;
const nextAddress = () => `2001:db8:${(++rotation).toString(16)}::1`;

/** Each sign-in hashes a password: on a busy machine, a test of several takes a while. */
const SLOW = 90_000;

/**
 * Guessing the second step's code with the password known: a waiting sign-in takes a few wrong
 * codes and ends, and an account takes a few more across sign-ins before its app codes wait, from
 * however many addresses they come.
 */
describeEachEngine('guessing the sign-in code', (engine) => {
  let app: FastifyInstance;
  let clock = new Date('2026-11-29T09:00:00Z');
  let accounts = 0;

  const tick = (seconds: number) => {
    clock = new Date(clock.getTime() + seconds * 1000);
    vi.setSystemTime(clock);
  };

  /** A member with an authenticator app: their email, secret and recovery codes. */
  async function memberWithApp() {
    accounts++;
    const email = `guessed${accounts}@stagefront.test`;
    await app.auth.createStaff(email, TEST_PASSWORD, undefined, 'manager');
    const response = await login(app, { email, password: TEST_PASSWORD }, nextAddress());
    const headers = { cookie: sessionCookieOf(response), origin: ORIGIN };
    tick(30);
    return { email, ...(await turnOnTwoFactor(app, headers)) };
  }

  async function password(email: string) {
    const response = await login(app, { email, password: TEST_PASSWORD }, nextAddress());
    expect(response.json(), response.body).toEqual({ user: null, secondFactor: 'code' });
    return challengeOf(response);
  }

  function secondFactor(challenge: string, code: string, from = nextAddress()) {
    return app.inject({
      method: 'POST',
      url: '/api/auth/second-factor',
      headers: { cookie: challenge, origin: ORIGIN },
      remoteAddress: from,
      payload: { code },
    });
  }

  /** A code the app will not show for a while: never the right one by chance. */
  const wrong = (right: string) => (right === '000000' ? '111111' : '000000');

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(clock);
    app = await staffApp(engine);
  });
  beforeEach(() => tick(16 * 60));
  afterEach(() => tick(16 * 60));
  afterAll(async () => {
    await app.close();
    vi.useRealTimers();
  });

  it(
    'ends a waiting sign-in after five wrong codes, from any number of addresses',
    async () => {
      const { email, secret } = await memberWithApp();
      tick(30);
      const right = await totpCodeAt(secret, clock);
      const challenge = await password(email);
      for (let i = 0; i < 4; i++) {
        const guess = await secondFactor(challenge, wrong(right));
        expect(guess.statusCode).toBe(400);
        expect(guess.json().error.message).toBe(TWO_FACTOR_MESSAGES.wrongCode);
      }
      const last = await secondFactor(challenge, wrong(right));
      expect(last.statusCode).toBe(401);
      expect(last.json().error).toEqual({
        code: 'sign_in_expired',
        message: TWO_FACTOR_MESSAGES.tooManyCodes,
      });
      // The right code now finds nothing to finish: the password must be given again.
      const late = await secondFactor(challenge, right);
      expect(late.statusCode).toBe(401);
      expect(late.json().error.code).toBe('sign_in_expired');
      const again = await secondFactor(await password(email), right);
      expect(again.statusCode, again.body).toBe(200);
    },
    SLOW,
  );

  it(
    'checks at most five codes of one waiting sign-in sent at once',
    async () => {
      const { email, secret } = await memberWithApp();
      tick(30);
      const right = await totpCodeAt(secret, clock);
      const challenge = await password(email);
      const burst = await Promise.all(
        Array.from({ length: 40 }, () => secondFactor(challenge, wrong(right))),
      );
      expect(burst.every((r) => r.statusCode === 400 || r.statusCode === 401)).toBe(true);
      expect(burst.filter((r) => r.statusCode === 400).length).toBeLessThanOrEqual(4);
      // Each code checked was counted first, as one attempt: five, however many arrived at once.
      const counted = await app.database.db
        .select({ id: loginAttempts.id })
        .from(loginAttempts)
        .where(eq(loginAttempts.email, codeKeyOf(email)));
      expect(counted).toHaveLength(5);
      expect((await secondFactor(challenge, right)).statusCode).toBe(401);
    },
    SLOW,
  );

  it(
    'stops app codes on an account after ten wrong ones across sign-ins; a recovery code still works',
    async () => {
      const { email, secret, recoveryCodes } = await memberWithApp();
      tick(30);
      const right = await totpCodeAt(secret, clock);
      for (let round = 0; round < 2; round++) {
        const challenge = await password(email);
        for (let i = 0; i < 5; i++) await secondFactor(challenge, wrong(right));
      }
      // A third sign-in, from an address that never failed: the app's codes wait out the window.
      const paused = await secondFactor(await password(email), right);
      expect(paused.statusCode).toBe(429);
      expect(paused.json().error.message).toBe(TWO_FACTOR_MESSAGES.codesPaused);
      // The member still gets in: a recovery code (50 random bits) cannot be guessed.
      const [recovery = ''] = recoveryCodes;
      const signedIn = await secondFactor(await password(email), recovery);
      expect(signedIn.statusCode, signedIn.body).toBe(200);
      // Past the window, the app's codes are taken again.
      tick(15 * 60 + 30);
      const later = await secondFactor(await password(email), await totpCodeAt(secret, clock));
      expect(later.statusCode, later.body).toBe(200);
    },
    SLOW,
  );

  it(
    'counts wrong recovery codes against the waiting sign-in too',
    async () => {
      const { email, recoveryCodes } = await memberWithApp();
      const challenge = await password(email);
      for (let i = 0; i < 5; i++) await secondFactor(challenge, 'AAAAA-BBBBB');
      const [recovery = ''] = recoveryCodes;
      const late = await secondFactor(challenge, recovery);
      expect(late.statusCode).toBe(401);
      expect(late.json().error.code).toBe('sign_in_expired');
    },
    SLOW,
  );

  it(
    'lets no passkey finish a waiting sign-in that wrong codes ended',
    async () => {
      const { email, secret } = await memberWithApp();
      tick(30);
      const right = await totpCodeAt(secret, clock);
      const challenge = await password(email);
      for (let i = 0; i < 5; i++) await secondFactor(challenge, wrong(right));
      const options = await app.inject({
        method: 'POST',
        url: '/api/auth/passkey/options',
        headers: { cookie: challenge, origin: ORIGIN },
      });
      const passkeyCookie = options.cookies.find((c) => c.name.endsWith('stagefront_passkey'));
      const signature = {
        id: 'abc',
        rawId: 'abc',
        type: 'public-key',
        response: {},
        clientExtensionResults: {},
      };
      const answer = await app.inject({
        method: 'POST',
        url: '/api/auth/passkey',
        headers: { cookie: `${challenge}; ${passkeyCookie?.name}=${passkeyCookie?.value}`, origin: ORIGIN },
        payload: { response: signature },
      });
      expect(answer.statusCode).toBe(401);
      expect(answer.json().error.code).toBe('sign_in_expired');
    },
    SLOW,
  );
});
