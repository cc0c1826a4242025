import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PASSKEY_MESSAGES } from '../../../../domain/auth/two-factor';
import { ORIGIN, signedInHeaders, staffApp } from '../../../testing/staff';
import { describeEachEngine } from '../../../testing/test-app';

/** The passkey cookie a response set, as a request's `cookie` header. */
function passkeyCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name.endsWith('stagefront_passkey'));
  if (!cookie) throw new Error(`No passkey cookie (status ${response.statusCode}): ${response.body}`);
  return `${cookie.name}=${cookie.value}`;
}

/** A passkey's answer for a key no one added, signing nothing. */
const UNKNOWN_SIGNATURE = {
  id: 'abc',
  rawId: 'abc',
  type: 'public-key',
  response: {},
  clientExtensionResults: {},
};

const b64 = (value: object | string) =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

/**
 * Passkeys refused where they must be (the whole ceremony, with a real authenticator, is in
 * e2e/passkeys.spec.ts): no challenge, an unknown key, another site's origin, a malformed answer.
 */
describeEachEngine('passkeys refused', (engine) => {
  let app: FastifyInstance;
  let owner: { cookie: string; origin: string };

  beforeAll(async () => {
    app = await staffApp(engine);
    owner = await signedInHeaders(app);
  });
  afterAll(() => app.close());

  it('offers a challenge for this site, and refuses a signature without one', async () => {
    const options = await app.inject({
      method: 'POST',
      url: '/api/auth/passkey/options',
      headers: { origin: ORIGIN },
    });
    expect(options.statusCode, options.body).toBe(200);
    expect(options.json()).toMatchObject({
      rpId: 'localhost',
      userVerification: 'required',
      allowCredentials: [],
    });
    const response = UNKNOWN_SIGNATURE;
    const without = await app.inject({
      method: 'POST',
      url: '/api/auth/passkey',
      headers: { origin: ORIGIN },
      payload: { response },
    });
    expect(without.statusCode).toBe(400);
    expect(without.json().error.message).toBe(PASSKEY_MESSAGES.expired);
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/auth/passkey',
      headers: { origin: ORIGIN, cookie: passkeyCookieOf(options) },
      payload: { response },
    });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().error).toMatchObject({
      code: 'passkey_refused',
      message: PASSKEY_MESSAGES.notAccepted,
    });
    expect(unknown.cookies.some((c) => c.name.endsWith('stagefront_session') && c.value)).toBe(false);
  });

  it('adds no passkey made for another site, nor a malformed one', async () => {
    const options = await app.inject({
      method: 'POST',
      url: '/api/admin/account/passkeys/options',
      headers: owner,
    });
    expect(options.statusCode, options.body).toBe(200);
    const { challenge, rp } = options.json() as { challenge: string; rp: { id: string } };
    expect(rp.id).toBe('localhost');
    const elsewhere = {
      id: 'AAAA',
      rawId: 'AAAA',
      type: 'public-key',
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64({ type: 'webauthn.create', challenge, origin: 'https://evil.example' }),
        attestationObject: b64('not cbor'),
      },
    };
    const headers = { ...owner, cookie: `${owner.cookie}; ${passkeyCookieOf(options)}` };
    const added = await app.inject({
      method: 'POST',
      url: '/api/admin/account/passkeys',
      headers,
      payload: { response: elsewhere, name: 'Stolen' },
    });
    expect(added.statusCode).toBe(400);
    expect(added.json().error.message).toBe(PASSKEY_MESSAGES.notAccepted);
    const malformed = await app.inject({
      method: 'POST',
      url: '/api/admin/account/passkeys',
      headers,
      payload: { response: { id: 1 }, name: '' },
    });
    expect(malformed.statusCode).toBe(400);
    const list = await app.inject({ url: '/api/admin/account/passkeys', headers: owner });
    expect(list.json()).toEqual([]);
  });

  it("confirms it's you only with a passkey of the account's own, under a challenge for that", async () => {
    const none = await app.inject({
      method: 'POST',
      url: '/api/admin/account/confirm-it-is-you/passkey/options',
      headers: owner,
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.message).toBe(PASSKEY_MESSAGES.noneToConfirm);
    const response = UNKNOWN_SIGNATURE;
    const confirm = (cookie: string) =>
      app.inject({
        method: 'POST',
        url: '/api/admin/account/confirm-it-is-you/passkey',
        headers: { ...owner, cookie },
        payload: { response },
      });
    const without = await confirm(owner.cookie);
    expect(without.statusCode).toBe(400);
    expect(without.json().error.message).toBe(PASSKEY_MESSAGES.expired);
    // A sign-in's challenge (no user verification asked of a second step) confirms nothing.
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/passkey/options',
      headers: { origin: ORIGIN },
    });
    const borrowed = await confirm(`${owner.cookie}; ${passkeyCookieOf(signIn)}`);
    expect(borrowed.statusCode).toBe(401);
    expect(borrowed.json().error.code).toBe('passkey_expired');
  });
});
