import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { INVALID_CREDENTIALS_MESSAGE, STAFF_MESSAGES } from '../../../../domain/auth/auth';
import { staffAccountSchema } from '../../../../domain/auth/contract';
import { login, ORIGIN, STAFF, sessionCookieOf, staffApp } from '../../../testing/staff';
import { describeEachEngine } from '../../../testing/test-app';

/** Staff accounts from the admin: list, add, deactivate and reactivate, and one's own password. */
describeEachEngine('staff accounts API', (engine) => {
  let app: FastifyInstance;
  let headers: { cookie: string; origin: string };
  let address = 10;

  /** Signs in from an address of its own, so the sign-in limits of one test do not touch another. */
  async function signIn(credentials: { email: string; password: string }) {
    address++;
    const response = await login(app, credentials, `203.0.113.${address}`);
    expect(response.statusCode, response.body).toBe(200);
    return { cookie: sessionCookieOf(response), origin: ORIGIN };
  }

  beforeAll(async () => {
    app = await staffApp(engine);
    headers = await signIn(STAFF);
  });
  afterAll(() => app.close());

  async function accounts(as = headers) {
    const response = await app.inject({ url: '/api/admin/staff', headers: as });
    expect(response.statusCode).toBe(200);
    return staffAccountSchema.array().parse(response.json());
  }

  /** Adds an owner: these tests are about accounts, not roles (staff-roles.test.ts is). */
  async function add(email: string, password = 'a-long-Password-9') {
    return app.inject({
      method: 'POST',
      url: '/api/admin/staff',
      headers,
      payload: { email, password, role: 'owner' },
    });
  }

  it('lists the accounts, marking the one asking', async () => {
    const list = await accounts();
    expect(list).toEqual([expect.objectContaining({ email: STAFF.email, active: true, you: true })]);
  });

  it('adds an account that can sign in, and refuses a taken email or a weak password by field', async () => {
    const added = await add('Merch.Lead@Example.com');
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ email: 'merch.lead@example.com' });
    await signIn({ email: 'merch.lead@example.com', password: 'a-long-Password-9' });
    expect((await accounts()).map((account) => account.email)).toContain('merch.lead@example.com');

    const taken = await add('merch.lead@example.com');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.fields).toEqual({ email: STAFF_MESSAGES.duplicate });

    const weak = await add('intern@example.com', '123');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.fields).toEqual({ password: 'Use at least 6 characters.' });

    for (const [payload, field] of [
      [{ email: 'not-an-email', password: 'a-long-Password-9' }, 'email'],
      [{ email: 'a@example.com' }, 'password'],
      [{ email: 42, password: 'a-long-Password-9' }, 'email'],
    ] as const) {
      const response = await app.inject({ method: 'POST', url: '/api/admin/staff', headers, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(response.json().error.fields)).toEqual([field]);
    }
  });

  it('deactivates an account: its sessions end and it cannot sign in, until it is reactivated', async () => {
    const password = 'tour-Manager-22';
    const created = (await add('tour.manager@example.com', password)).json();
    const theirs = await signIn({ email: 'tour.manager@example.com', password });

    const off = await app.inject({
      method: 'POST',
      url: `/api/admin/staff/${created.id}/deactivate`,
      headers,
    });
    expect(off.statusCode).toBe(204);
    expect((await app.inject({ url: '/api/admin/staff', headers: theirs })).statusCode).toBe(401);
    const refused = await login(app, { email: 'tour.manager@example.com', password }, '203.0.113.250');
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.message).toBe(INVALID_CREDENTIALS_MESSAGE);
    expect((await accounts()).find((account) => account.id === created.id)?.active).toBe(false);

    const on = await app.inject({
      method: 'POST',
      url: `/api/admin/staff/${created.id}/reactivate`,
      headers,
    });
    expect(on.statusCode).toBe(204);
    await signIn({ email: 'tour.manager@example.com', password });
  });

  it('never deactivates one’s own account, nor leaves no active account', async () => {
    const me = (await accounts()).find((account) => account.you);
    const own = await app.inject({ method: 'POST', url: `/api/admin/staff/${me?.id}/deactivate`, headers });
    expect(own.statusCode).toBe(409);
    expect(own.json().error.message).toBe(STAFF_MESSAGES.ownAccount);

    // Two staff deactivating each other at once: one wins, one active account remains.
    const password = 'second-Pair-33';
    const other = (await add('pair@example.com', password)).json();
    const theirs = await signIn({ email: 'pair@example.com', password });
    for (const account of await accounts()) {
      if (account.id !== me?.id && account.id !== other.id && account.active) {
        await app.inject({ method: 'POST', url: `/api/admin/staff/${account.id}/deactivate`, headers });
      }
    }
    const [mine, theirsAnswer] = await Promise.all([
      app.inject({ method: 'POST', url: `/api/admin/staff/${other.id}/deactivate`, headers }),
      app.inject({ method: 'POST', url: `/api/admin/staff/${me?.id}/deactivate`, headers: theirs }),
    ]);
    // The loser is refused as the last active account (409) or, when the winner's deactivation ended
    // its session first, as signed out (401); never both deactivated.
    const statuses = [mine.statusCode, theirsAnswer.statusCode].sort();
    expect(statuses[0]).toBe(204);
    expect([401, 409]).toContain(statuses[1]);
    const still =
      (await app.inject({ url: '/api/admin/staff', headers })).statusCode === 200 ? headers : theirs;
    const active = (await accounts(still)).filter((account) => account.active);
    expect(active).toHaveLength(1);

    // Put things back for the tests after this one.
    for (const account of await accounts(still)) {
      if (!account.active) {
        await app.inject({
          method: 'POST',
          url: `/api/admin/staff/${account.id}/reactivate`,
          headers: still,
        });
      }
    }
    if (still !== headers) headers = await signIn(STAFF);
  });

  it('answers an unknown or malformed account id with a 404 or 400, never a 500', async () => {
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/admin/staff/6f1c1f3e-8d2b-4f4a-9a53-2a4c1b0d9e77/deactivate',
      headers,
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await app.inject({
      method: 'POST',
      url: '/api/admin/staff/nobody/reactivate',
      headers,
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('changes one’s own password with the current one: other sessions end, this one stays', async () => {
    const password = 'first-Password-44';
    await add('changer@example.com', password);
    const here = await signIn({ email: 'changer@example.com', password });
    const elsewhere = await signIn({ email: 'changer@example.com', password });
    const change = (body: object) =>
      app.inject({ method: 'PUT', url: '/api/admin/account/password', headers: here, payload: body });

    const wrong = await change({ currentPassword: 'not-it', newPassword: 'second-Password-55' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({ currentPassword: STAFF_MESSAGES.wrongCurrentPassword });
    const weak = await change({ currentPassword: password, newPassword: 'abc' });
    expect(weak.json().error.fields).toEqual({ newPassword: 'Use at least 6 characters.' });
    const same = await change({ currentPassword: password, newPassword: password });
    expect(same.json().error.fields).toEqual({ newPassword: STAFF_MESSAGES.samePassword });
    const missing = await change({ newPassword: 'second-Password-55' });
    expect(Object.keys(missing.json().error.fields)).toEqual(['currentPassword']);

    const changed = await change({ currentPassword: password, newPassword: 'second-Password-55' });
    expect(changed.statusCode, changed.body).toBe(204);
    expect((await app.inject({ url: '/api/admin/staff', headers: here })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/admin/staff', headers: elsewhere })).statusCode).toBe(401);
    expect((await login(app, { email: 'changer@example.com', password }, '203.0.113.251')).statusCode).toBe(
      401,
    );
    await signIn({ email: 'changer@example.com', password: 'second-Password-55' });
  });

  it('limits guesses at one’s current password', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const response = await app.inject({
        method: 'PUT',
        url: '/api/admin/account/password',
        headers,
        payload: { currentPassword: `guess-${i}`, newPassword: 'another-Password-66' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
