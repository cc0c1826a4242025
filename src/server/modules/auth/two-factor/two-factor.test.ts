import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { RECOVERY_CODE_PATTERN, TWO_FACTOR_MESSAGES } from '../../../../domain/auth/two-factor';
import { newestEntry } from '../../../testing/activity';
import { login, ORIGIN, sessionCookieOf, staffApp, TEST_PASSWORD } from '../../../testing/staff';
import { describeEachEngine } from '../../../testing/test-app';
import { totpCodeAt, turnOnTwoFactor } from '../../../testing/two-factor';

const challengeOf = (response: LightMyRequestResponse) => {
  const cookie = response.cookies.find((c) => c.name.endsWith('stagefront_challenge'));
  if (!cookie) throw new Error(`No challenge cookie (status ${response.statusCode}): ${response.body}`);
  return `${cookie.name}=${cookie.value}`;
};

/** Authenticator codes, recovery codes and the sign-in's second step, on a clock the test moves. */
describeEachEngine('two-factor sign-in', (engine) => {
  let app: FastifyInstance;
  let clock = new Date('2026-11-26T12:00:00Z');
  let address = 0;
  let accounts = 0;

  const tick = (seconds: number) => {
    clock = new Date(clock.getTime() + seconds * 1000);
    vi.setSystemTime(clock);
  };

  /** A new member with the password TEST_PASSWORD, signed in: their email and headers. */
  async function member(role = 'fulfilment') {
    accounts++;
    const email = `member${accounts}@stagefront.test`;
    await app.auth.createStaff(email, TEST_PASSWORD, undefined, role as 'fulfilment');
    const response = await login(app, { email, password: TEST_PASSWORD }, `198.51.100.${++address}`);
    return { email, headers: { cookie: sessionCookieOf(response), origin: ORIGIN } };
  }

  function password(email: string, from = `198.51.100.${++address}`) {
    return login(app, { email, password: TEST_PASSWORD }, from);
  }

  function secondFactor(challenge: string, code: string, from = '198.51.100.250') {
    return app.inject({
      method: 'POST',
      url: '/api/auth/second-factor',
      headers: { cookie: challenge, origin: ORIGIN },
      remoteAddress: from,
      payload: { code },
    });
  }

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(clock);
    app = await staffApp(engine);
  });
  beforeEach(() => tick(120));
  afterEach(() => tick(120));
  afterAll(async () => {
    await app.close();
    vi.useRealTimers();
  });

  it('sets up an app with its first code, then shows ten recovery codes once', async () => {
    const { headers } = await member();
    const off = await app.inject({ url: '/api/admin/account/two-factor', headers });
    expect(off.json()).toEqual({ enabled: false, recoveryCodesLeft: 0, requiredForAll: false });
    const setup = await app.inject({ method: 'POST', url: '/api/admin/account/two-factor/setup', headers });
    const { secret, uri, qrSvg } = setup.json() as { secret: string; uri: string; qrSvg: string };
    expect(uri).toMatch(/^otpauth:\/\/totp\/Stagefront:member\d+%40stagefront\.test\?secret=[A-Z2-7]+/);
    expect(qrSvg).toMatch(/^<svg/);
    const confirm = (code: string) =>
      app.inject({
        method: 'POST',
        url: '/api/admin/account/two-factor/confirm',
        headers,
        payload: { code },
      });
    const wrong = await confirm('000000');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({ code: TWO_FACTOR_MESSAGES.setupCode });
    const right = await confirm(await totpCodeAt(secret, clock));
    expect(right.statusCode, right.body).toBe(200);
    const { recoveryCodes } = right.json() as { recoveryCodes: string[] };
    expect(recoveryCodes).toHaveLength(10);
    for (const code of recoveryCodes) expect(code).toMatch(RECOVERY_CODE_PATTERN);
    const on = await app.inject({ url: '/api/admin/account/two-factor', headers });
    expect(on.json()).toEqual({ enabled: true, recoveryCodesLeft: 10, requiredForAll: false });
    expect((await confirm(await totpCodeAt(secret, clock))).statusCode).toBe(409);
  });

  it('asks for the code after the password, and takes each code once', async () => {
    const { email, headers } = await member();
    const { secret } = await turnOnTwoFactor(app, headers);
    tick(60);
    const first = await password(email);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ user: null, secondFactor: 'code' });
    expect(first.cookies.some((c) => c.name.endsWith('stagefront_session') && c.value)).toBe(false);
    const code = await totpCodeAt(secret, clock);
    const signedIn = await secondFactor(challengeOf(first), code);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().user).toMatchObject({ email, twoFactor: true });
    const orders = await app.inject({
      url: '/api/admin/orders',
      headers: { cookie: sessionCookieOf(signedIn), origin: ORIGIN },
    });
    expect(orders.statusCode).toBe(200);
    // The same code again, and the code before it: refused.
    const again = await password(email);
    const replay = await secondFactor(challengeOf(again), code);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error.message).toBe(TWO_FACTOR_MESSAGES.wrongCode);
    const older = await secondFactor(
      challengeOf(again),
      await totpCodeAt(secret, new Date(clock.getTime() - 30_000)),
    );
    expect(older.statusCode).toBe(400);
    tick(30);
    expect((await secondFactor(challengeOf(again), await totpCodeAt(secret, clock))).statusCode).toBe(200);
  });

  it('takes a recovery code once, and says how many are left', async () => {
    const { email, headers } = await member();
    const { recoveryCodes } = await turnOnTwoFactor(app, headers);
    const [code = ''] = recoveryCodes;
    const typed = code.toLowerCase().replace('-', ' ');
    const used = await secondFactor(challengeOf(await password(email)), typed);
    expect(used.statusCode, used.body).toBe(200);
    const reused = await secondFactor(challengeOf(await password(email)), code);
    expect(reused.statusCode).toBe(400);
    const status = await app.inject({
      url: '/api/admin/account/two-factor',
      headers: { cookie: sessionCookieOf(used), origin: ORIGIN },
    });
    expect(status.json()).toMatchObject({ recoveryCodesLeft: 9 });
  });

  it('lets a waiting sign-in expire after five minutes, and finishes it once', async () => {
    const { email, headers } = await member();
    const { secret, recoveryCodes } = await turnOnTwoFactor(app, headers);
    const late = challengeOf(await password(email));
    tick(5 * 60 + 1);
    const expired = await secondFactor(late, await totpCodeAt(secret, clock));
    expect(expired.statusCode).toBe(401);
    expect(expired.json().error.message).toBe(TWO_FACTOR_MESSAGES.challengeExpired);
    // Two recovery codes for one challenge at once: one session.
    const challenge = challengeOf(await password(email));
    const both = await Promise.all(recoveryCodes.slice(0, 2).map((code) => secondFactor(challenge, code)));
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 401]);
  });

  it('spends one code once when it is sent twice at once', async () => {
    const { email, headers } = await member();
    const { secret } = await turnOnTwoFactor(app, headers);
    tick(30);
    const code = await totpCodeAt(secret, clock);
    const challenges = [challengeOf(await password(email)), challengeOf(await password(email))];
    const answers = await Promise.all(challenges.map((challenge) => secondFactor(challenge, code)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it('limits wrong codes like passwords, without locking the real member out', async () => {
    const { email, headers } = await member();
    const { secret } = await turnOnTwoFactor(app, headers);
    const challenge = challengeOf(await password(email));
    for (let i = 0; i < 4; i++)
      expect((await secondFactor(challenge, '000000', '192.0.2.66')).statusCode).toBe(400);
    // The fifth ends the waiting sign-in (code-guesses.test.ts); the client is then refused anywhere.
    expect((await secondFactor(challenge, '000000', '192.0.2.66')).statusCode).toBe(401);
    const next = challengeOf(await password(email));
    expect((await secondFactor(next, '000000', '192.0.2.66')).statusCode).toBe(429);
    tick(30);
    const fromHome = await secondFactor(
      challengeOf(await password(email)),
      await totpCodeAt(secret, clock),
      '192.0.2.7',
    );
    expect(fromHome.statusCode, fromHome.body).toBe(200);
  });

  it('does not sign in on a password set through a reset link alone', async () => {
    const { email, headers } = await member();
    await turnOnTwoFactor(app, headers);
    const link = await app.passwordResets.request(email);
    if (!link) throw new Error('no reset link');
    const reset = await app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/complete',
      headers: { origin: ORIGIN },
      payload: { token: link.token, password: 'new-kora-strings-52' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json()).toEqual({ user: null, secondFactor: 'code' });
    expect(challengeOf(reset)).toBeTruthy();
  });

  it('turns off only when not required, and an owner can reset it for a lost phone', async () => {
    const owner = await member('owner');
    const packer = await member();
    await turnOnTwoFactor(app, packer.headers);
    const off = await app.inject({
      method: 'DELETE',
      url: '/api/admin/account/two-factor',
      headers: packer.headers,
    });
    expect(off.statusCode).toBe(204);
    await turnOnTwoFactor(app, packer.headers);
    const list = await app.inject({ url: '/api/admin/staff', headers: owner.headers });
    const row = (list.json() as { id: string; email: string; twoFactor: boolean }[]).find(
      (a) => a.email === packer.email,
    );
    expect(row?.twoFactor).toBe(true);
    const reset = await app.inject({
      method: 'DELETE',
      url: `/api/admin/staff/${row?.id}/two-factor`,
      headers: owner.headers,
    });
    expect(reset.statusCode, reset.body).toBe(204);
    expect((await app.inject({ url: '/api/admin/orders', headers: packer.headers })).statusCode).toBe(401);
    expect((await password(packer.email)).json().user).toMatchObject({
      email: packer.email,
      twoFactor: false,
    });
    expect(await newestEntry(app, owner.headers, 'staff.two_factor_reset')).toMatchObject({
      staffEmail: owner.email,
      summary: `Reset the two-factor sign-in of ${packer.email}; their sessions were ended`,
    });
  });
});
