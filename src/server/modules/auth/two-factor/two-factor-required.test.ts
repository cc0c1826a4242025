import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { REAUTH_MINUTES, TWO_FACTOR_MESSAGES } from '../../../../domain/auth/two-factor';
import { newestEntry } from '../../../testing/activity';
import { login, ORIGIN, STAFF, sessionCookieOf, staffApp, TEST_PASSWORD } from '../../../testing/staff';
import { describeEachEngine } from '../../../testing/test-app';
import { totpCodeAt, turnOnTwoFactor } from '../../../testing/two-factor';

type Headers = { cookie: string; origin: string };

/** The owner's rule (everyone sets up two-factor) and "Confirm it's you" before what moves money or people. */
describeEachEngine('two-factor required, and a recent sign-in', (engine) => {
  let app: FastifyInstance;
  let clock = new Date('2026-11-26T12:00:00Z');
  let owner: Headers;
  let ownerSecret = '';
  let packer: Headers;
  let address = 0;

  const tick = (seconds: number) => {
    clock = new Date(clock.getTime() + seconds * 1000);
    vi.setSystemTime(clock);
  };

  async function signIn(email: string, password = TEST_PASSWORD): Promise<Headers> {
    const response = await login(app, { email, password }, `198.51.100.${++address}`);
    expect(response.statusCode, response.body).toBe(200);
    return { cookie: sessionCookieOf(response), origin: ORIGIN };
  }

  const requireForAll = (twoFactorRequired: boolean, headers = owner) =>
    app.inject({ method: 'PUT', url: '/api/admin/security', headers, payload: { twoFactorRequired } });
  const confirm = (payload: object, headers = owner) =>
    app.inject({ method: 'POST', url: '/api/admin/account/confirm-it-is-you', headers, payload });

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(clock);
    app = await staffApp(engine);
    owner = await signIn(STAFF.email, STAFF.password);
  });
  afterAll(async () => {
    await app.close();
    vi.useRealTimers();
  });

  it('asks the owner to set it up first, then requires it of everyone, recorded', async () => {
    const early = await requireForAll(true);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe(TWO_FACTOR_MESSAGES.ownFirst);
    ownerSecret = (await turnOnTwoFactor(app, owner)).secret;
    expect((await requireForAll(true)).statusCode).toBe(204);
    expect(await newestEntry(app, owner, 'settings.two_factor_required')).toMatchObject({
      summary: 'Required two-factor sign-in for all staff',
    });
    const off = await app.inject({ method: 'DELETE', url: '/api/admin/account/two-factor', headers: owner });
    expect(off.statusCode).toBe(409);
    expect(off.json().error.message).toBe(TWO_FACTOR_MESSAGES.requiredCannotTurnOff);
  });

  it('leads a member without it to set it up, and opens nothing else until then', async () => {
    await app.auth.createStaff('packer@stagefront.test', TEST_PASSWORD, undefined, 'fulfilment');
    packer = await signIn('packer@stagefront.test');
    const session = await app.inject({ url: '/api/auth/session', headers: packer });
    expect(session.json().user).toMatchObject({ twoFactor: false, twoFactorSetupRequired: true });
    const orders = await app.inject({ url: '/api/admin/orders', headers: packer });
    expect(orders.statusCode).toBe(403);
    expect(orders.json().error).toMatchObject({
      code: 'two_factor_setup_required',
      message: TWO_FACTOR_MESSAGES.setupRequired,
    });
    await turnOnTwoFactor(app, packer);
    expect((await app.inject({ url: '/api/admin/orders', headers: packer })).statusCode).toBe(200);
  });

  it(`asks for the password or a code again after ${REAUTH_MINUTES} minutes before a staff change`, async () => {
    await app.auth.createStaff('writer@stagefront.test', TEST_PASSWORD, undefined, 'content');
    const list = await app.inject({ url: '/api/admin/staff', headers: owner });
    const writer = (list.json() as { id: string; email: string }[]).find(
      (a) => a.email === 'writer@stagefront.test',
    );
    const promote = () =>
      app.inject({
        method: 'PUT',
        url: `/api/admin/staff/${writer?.id}/role`,
        headers: owner,
        payload: { role: 'manager' },
      });
    tick(REAUTH_MINUTES * 60 + 1);
    const stale = await promote();
    expect(stale.statusCode).toBe(403);
    expect(stale.json().error).toMatchObject({
      code: 'reauthentication_required',
      message: TWO_FACTOR_MESSAGES.reauthRequired,
    });
    // Reading is not guarded: only the change.
    expect((await app.inject({ url: '/api/admin/staff', headers: owner })).statusCode).toBe(200);
    const wrong = await confirm({ password: 'not-my-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({ password: TWO_FACTOR_MESSAGES.wrongPassword });
    expect((await confirm({ password: STAFF.password })).statusCode).toBe(204);
    expect((await promote()).statusCode).toBe(204);
    tick(REAUTH_MINUTES * 60 + 1);
    expect((await promote()).statusCode).toBe(403);
    expect((await confirm({ code: await totpCodeAt(ownerSecret, clock) })).statusCode).toBe(204);
    expect((await promote()).statusCode).toBe(204);
  });

  it('asks for it before a refund and an export with personal data, after the role is checked', async () => {
    tick(REAUTH_MINUTES * 60 + 1);
    for (const url of [
      '/api/admin/orders/export.csv',
      '/api/admin/newsletter.csv',
      '/api/admin/backups/latest',
    ]) {
      const download = await app.inject({ url, headers: owner });
      expect(download.statusCode, url).toBe(403);
      expect(download.json().error.code, url).toBe('reauthentication_required');
    }
    const asked = await app.inject({ url: '/api/admin/account/recent-sign-in', headers: owner });
    expect(asked.json().error.code).toBe('reauthentication_required');
    const refund = await app.inject({
      method: 'POST',
      url: '/api/admin/orders/SF-000000/adjustments',
      headers: owner,
      payload: {},
    });
    expect(refund.json().error.code).toBe('reauthentication_required');
    // A packer is told the role does not allow it, however long ago they signed in.
    const packerRefund = await app.inject({
      method: 'POST',
      url: '/api/admin/orders/SF-000000/adjustments',
      headers: packer,
      payload: {},
    });
    expect(packerRefund.json().error.code).toBe('permission_denied');
  });
});
