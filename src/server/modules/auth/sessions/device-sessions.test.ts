import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_MESSAGES, type SignedInDevice, UNKNOWN_DEVICE } from '../../../../domain/auth/devices';
import { signedInDeviceListSchema } from '../../../../domain/auth/devices-contract';
import { sessions } from '../../../db/schema';
import { newestEntry } from '../../../testing/activity';
import { ORIGIN, STAFF, sessionCookieOf, staffApp, TEST_PASSWORD } from '../../../testing/staff';
import { describeEachEngine } from '../../../testing/test-app';
import { turnOnTwoFactor } from '../../../testing/two-factor';
import { deviceLabel, maskAddress } from './device';

type Headers = { cookie: string; origin: string };

const FIREFOX_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe('a device in words', () => {
  it('names the browser and its system', () => {
    expect(deviceLabel(FIREFOX_MAC)).toBe('Firefox on macOS');
    expect(deviceLabel(SAFARI_IPHONE)).toBe('Safari on iOS');
    expect(deviceLabel(CHROME_WINDOWS)).toBe('Chrome on Windows');
    expect(deviceLabel('curl/8.5.0')).toBe('Unknown browser');
    expect(deviceLabel('  ')).toBeNull();
  });

  it('hides the part of an address that points at one home', () => {
    expect(maskAddress('203.0.113.7')).toBe('203.0.113.x');
    expect(maskAddress('::ffff:198.51.100.23')).toBe('198.51.100.x');
    expect(maskAddress('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe('2001:db8:85a3::x');
    expect(maskAddress('2001:0db8::1')).toBe('2001:db8:0::x');
    expect(maskAddress('::1')).toBe('0:0:0::x');
    expect(maskAddress('not an address')).toBeNull();
  });
});

/** Signed-in devices: one's own listed and ended, another member's ended by an owner, each recorded. */
describeEachEngine('signed-in devices', (engine) => {
  let app: FastifyInstance;
  let owner: Headers;

  /** Signs in from a browser and an address of one's choosing, as the login form does. */
  async function signIn(email: string, password: string, userAgent: string, address: string) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: ORIGIN, 'user-agent': userAgent },
      remoteAddress: address,
      payload: { email, password },
    });
    expect(response.statusCode, response.body).toBe(200);
    return { cookie: sessionCookieOf(response), origin: ORIGIN };
  }

  async function devices(headers: Headers): Promise<SignedInDevice[]> {
    const response = await app.inject({ url: '/api/admin/account/sessions', headers });
    expect(response.statusCode, response.body).toBe(200);
    return signedInDeviceListSchema.parse(response.json());
  }

  const endOne = (id: string, headers: Headers) =>
    app.inject({ method: 'DELETE', url: `/api/admin/account/sessions/${id}`, headers });
  const endOthers = (headers: Headers) =>
    app.inject({ method: 'POST', url: '/api/admin/account/sessions/end-others', headers });
  const endAllOf = (id: string, headers: Headers) =>
    app.inject({ method: 'DELETE', url: `/api/admin/staff/${id}/sessions`, headers });
  const isSignedIn = async (headers: Headers) =>
    (await app.inject({ url: '/api/admin/account/sessions', headers })).statusCode === 200;

  async function member(email: string, role: 'fulfilment' | 'manager' = 'fulfilment') {
    const added = await app.auth.createStaff(email, TEST_PASSWORD, undefined, role);
    return added.id;
  }

  beforeAll(async () => {
    app = await staffApp(engine);
    owner = await signIn(STAFF.email, STAFF.password, FIREFOX_MAC, '203.0.113.7');
  });
  afterAll(() => app.close());

  it('records each device by its browser and a masked address, and marks the one asking', async () => {
    await member('ada@example.com');
    const laptop = await signIn('ada@example.com', TEST_PASSWORD, CHROME_WINDOWS, '198.51.100.23');
    const phone = await signIn(
      'ada@example.com',
      TEST_PASSWORD,
      SAFARI_IPHONE,
      '2001:db8:85a3::8a2e:370:7348',
    );
    const seen = await devices(phone);
    expect(seen).toHaveLength(2);
    expect(seen[0]?.current).toBe(true);
    expect(seen.find((device) => device.current)).toMatchObject({
      label: 'Safari on iOS',
      address: '2001:db8:85a3::x',
    });
    expect(seen.find((device) => !device.current)).toMatchObject({
      label: 'Chrome on Windows',
      address: '198.51.100.x',
    });
    for (const device of seen) {
      expect(device.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(Date.parse(device.signedInAt)).not.toBeNaN();
      expect(Date.parse(device.lastSeenAt)).not.toBeNaN();
    }
    expect((await devices(laptop)).filter((device) => device.current).map((d) => d.label)).toEqual([
      'Chrome on Windows',
    ]);
    // Nothing of the full address or the token's hash is kept where the list could show it.
    const stored = await app.database.db.select().from(sessions);
    expect(JSON.stringify(stored)).not.toContain('198.51.100.23');
    expect(seen.map((device) => device.id)).not.toContain(stored[0]?.id);
  });

  it('shows a session from before devices were recorded as an unknown device', async () => {
    const id = await member('old@example.com');
    const headers = await signIn('old@example.com', TEST_PASSWORD, 'x', '203.0.113.9');
    const forgotten = { deviceLabel: null, deviceAddress: null };
    await app.database.db.update(sessions).set(forgotten).where(eq(sessions.staffId, id));
    const [device] = await devices(headers);
    expect(device).toMatchObject({ label: UNKNOWN_DEVICE, address: null, current: true });
  });

  it('ends one of one’s own devices, and answers 404 for anyone else’s', async () => {
    await member('bola@example.com');
    const phone = await signIn('bola@example.com', TEST_PASSWORD, SAFARI_IPHONE, '203.0.113.20');
    const laptop = await signIn('bola@example.com', TEST_PASSWORD, CHROME_WINDOWS, '203.0.113.21');
    const other = (await devices(laptop)).find((device) => !device.current);
    if (!other) throw new Error('the phone is not listed');

    const ownerDevice = (await devices(owner))[0];
    if (!ownerDevice) throw new Error('the owner has no device');
    const refused = await endOne(ownerDevice.id, laptop);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error.message).toBe(DEVICE_MESSAGES.notFound);
    expect(await isSignedIn(owner)).toBe(true);

    const ended = await endOne(other.id, laptop);
    expect(ended.statusCode, ended.body).toBe(204);
    expect(ended.cookies).toEqual([]);
    expect(await isSignedIn(phone)).toBe(false);
    expect(await devices(laptop)).toHaveLength(1);
    expect((await endOne(other.id, laptop)).statusCode).toBe(404);

    const entry = await newestEntry(app, owner, 'staff.session_end');
    expect(entry?.summary).toBe(
      'bola@example.com signed out one of their devices (Safari on iOS, 203.0.113.x)',
    );
    expect(entry?.staffEmail).toBe('bola@example.com');
  });

  it('signs this browser out when the device ended is this one', async () => {
    await member('chidi@example.com');
    const laptop = await signIn('chidi@example.com', TEST_PASSWORD, CHROME_WINDOWS, '203.0.113.30');
    const [self] = await devices(laptop);
    if (!self) throw new Error('no device');
    const ended = await endOne(self.id, laptop);
    expect(ended.statusCode).toBe(204);
    const cleared = ended.cookies.find((cookie) => cookie.name.endsWith('stagefront_session'));
    expect(cleared?.value).toBe('');
    expect(await isSignedIn(laptop)).toBe(false);
  });

  it('signs out everywhere else and keeps this device', async () => {
    await member('dayo@example.com');
    const one = await signIn('dayo@example.com', TEST_PASSWORD, SAFARI_IPHONE, '203.0.113.40');
    const two = await signIn('dayo@example.com', TEST_PASSWORD, FIREFOX_MAC, '203.0.113.41');
    const here = await signIn('dayo@example.com', TEST_PASSWORD, CHROME_WINDOWS, '203.0.113.42');
    const response = await endOthers(here);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ ended: 2 });
    expect(await isSignedIn(one)).toBe(false);
    expect(await isSignedIn(two)).toBe(false);
    expect((await devices(here)).map((device) => [device.label, device.current])).toEqual([
      ['Chrome on Windows', true],
    ]);
    const entry = await newestEntry(app, owner, 'staff.sessions_end_others');
    expect(entry?.summary).toBe('dayo@example.com signed out everywhere else (2 devices)');
  });

  it('lets an owner sign another member out everywhere, recorded in the activity log', async () => {
    const id = await member('efe@example.com');
    const phone = await signIn('efe@example.com', TEST_PASSWORD, SAFARI_IPHONE, '203.0.113.50');
    const laptop = await signIn('efe@example.com', TEST_PASSWORD, CHROME_WINDOWS, '203.0.113.51');
    const response = await endAllOf(id, owner);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ ended: 2 });
    for (const headers of [phone, laptop]) {
      const refused = await app.inject({ url: '/api/admin/account/sessions', headers });
      expect(refused.statusCode).toBe(401);
    }
    const entry = await newestEntry(app, owner, 'staff.sessions_end');
    expect(entry).toMatchObject({
      staffEmail: STAFF.email,
      subjectId: id,
      summary: 'Signed efe@example.com out everywhere (2 devices)',
    });
    expect(await isSignedIn(owner)).toBe(true);
  });

  it('refuses ending another member’s sessions to a role without staff management, and one’s own this way', async () => {
    const id = await member('femi@example.com');
    const target = await signIn('femi@example.com', TEST_PASSWORD, SAFARI_IPHONE, '203.0.113.60');
    await member('packer@example.com');
    const packer = await signIn('packer@example.com', TEST_PASSWORD, CHROME_WINDOWS, '203.0.113.61');
    const refused = await endAllOf(id, packer);
    expect(refused.statusCode).toBe(403);
    expect(await isSignedIn(target)).toBe(true);
    // Every role sees and ends its own devices.
    expect(await devices(packer)).toHaveLength(1);

    const ownerId = (await app.auth.accounts('')).find((account) => account.email === STAFF.email)?.id;
    const own = await endAllOf(ownerId ?? '', owner);
    expect(own.statusCode).toBe(409);
    expect(own.json().error.message).toBe(DEVICE_MESSAGES.ownSessions);
    const unknown = await endAllOf('6f1c1f3e-8d2b-4f4a-9a53-2a4c1b0d9e77', owner);
    expect(unknown.statusCode).toBe(404);
  });

  it('records the device of a session started by a password reset', async () => {
    await member('gbenga@example.com');
    const issued = await app.passwordResets.request('gbenga@example.com');
    if (!issued) throw new Error('no link was issued');
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/complete',
      headers: { origin: ORIGIN, 'user-agent': FIREFOX_MAC },
      remoteAddress: '192.0.2.77',
      payload: { token: issued.token, password: 'new-kora-strings-42' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const headers = { cookie: sessionCookieOf(response), origin: ORIGIN };
    expect(await devices(headers)).toMatchObject([
      { label: 'Firefox on macOS', address: '192.0.2.x', current: true },
    ]);
  });

  it('records the device at the second factor’s code when the account has one', async () => {
    await member('hadiza@example.com');
    const first = await signIn('hadiza@example.com', TEST_PASSWORD, CHROME_WINDOWS, '203.0.113.70');
    const { recoveryCodes } = await turnOnTwoFactor(app, first);
    const password = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: ORIGIN, 'user-agent': SAFARI_IPHONE },
      remoteAddress: '198.51.100.71',
      payload: { email: 'hadiza@example.com', password: TEST_PASSWORD },
    });
    const challenge = password.cookies.find((cookie) => cookie.name.endsWith('stagefront_challenge'));
    if (!challenge) throw new Error(`no challenge: ${password.statusCode} ${password.body}`);
    const code = await app.inject({
      method: 'POST',
      url: '/api/auth/second-factor',
      headers: {
        cookie: `${challenge.name}=${challenge.value}`,
        origin: ORIGIN,
        'user-agent': SAFARI_IPHONE,
      },
      remoteAddress: '198.51.100.71',
      payload: { code: recoveryCodes[0] },
    });
    expect(code.statusCode, code.body).toBe(200);
    const phone = { cookie: sessionCookieOf(code), origin: ORIGIN };
    expect((await devices(phone)).map((device) => [device.label, device.address, device.current])).toEqual([
      ['Safari on iOS', '198.51.100.x', true],
      ['Chrome on Windows', '203.0.113.x', false],
    ]);
  });
});
