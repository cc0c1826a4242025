import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { staffAccountSchema } from '../../../../domain/auth/contract';
import { ROLE_MESSAGES, ROLE_PERMISSIONS } from '../../../../domain/auth/roles';
import { newestEntry } from '../../../testing/activity';
import { login, ORIGIN, STAFF, sessionCookieOf, staffApp, TEST_PASSWORD } from '../../../testing/staff';
import { describeEachEngine } from '../../../testing/test-app';

type Headers = { cookie: string; origin: string };

/** Roles from the admin: given and changed by owners, recorded, and never the last owner lost. */
describeEachEngine('staff roles', (engine) => {
  let app: FastifyInstance;
  let owner: Headers;
  let address = 20;

  async function signIn(email: string, password = TEST_PASSWORD): Promise<Headers> {
    address++;
    const response = await login(app, { email, password }, `203.0.113.${address}`);
    expect(response.statusCode, response.body).toBe(200);
    return { cookie: sessionCookieOf(response), origin: ORIGIN };
  }

  async function add(email: string, role?: string) {
    const payload = { email, password: TEST_PASSWORD, ...(role ? { role } : {}) };
    const response = await app.inject({ method: 'POST', url: '/api/admin/staff', headers: owner, payload });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: string; email: string };
  }

  function setRole(id: string, role: string, headers = owner) {
    return app.inject({ method: 'PUT', url: `/api/admin/staff/${id}/role`, headers, payload: { role } });
  }

  async function accounts(headers = owner) {
    const response = await app.inject({ url: '/api/admin/staff', headers });
    return staffAccountSchema.array().parse(response.json());
  }

  beforeAll(async () => {
    app = await staffApp(engine);
    owner = await signIn(STAFF.email, STAFF.password);
  });
  afterAll(() => app.close());

  it('makes existing staff owners, and a new account fulfilment unless a role is chosen', async () => {
    expect((await accounts())[0]).toMatchObject({ email: STAFF.email, role: 'owner' });
    await add('packer@example.com');
    await add('writer@example.com', 'content');
    const roles = Object.fromEntries((await accounts()).map((account) => [account.email, account.role]));
    expect(roles).toMatchObject({ 'packer@example.com': 'fulfilment', 'writer@example.com': 'content' });
    const session = await app.inject({
      url: '/api/auth/session',
      headers: await signIn('packer@example.com'),
    });
    expect(session.json()).toEqual({
      user: {
        email: 'packer@example.com',
        role: 'fulfilment',
        permissions: [...ROLE_PERMISSIONS.fulfilment],
        twoFactor: false,
        twoFactorSetupRequired: false,
      },
    });
  });

  it('lets an owner change a role, recorded before and after, and the change holds at once', async () => {
    const member = await add('shift.lead@example.com', 'fulfilment');
    const theirs = await signIn('shift.lead@example.com');
    const before = await app.inject({ url: '/api/admin/products', headers: theirs });
    expect(before.statusCode).toBe(200);
    const refund = { lines: [], amountKobo: 100 };
    const refused = await app.inject({
      method: 'POST',
      url: '/api/admin/orders/SF-AAAAAA/adjustments',
      headers: theirs,
      payload: refund,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(
      'Your role (fulfilment) does not allow refunds (orders.refund).',
    );
    expect(await newestEntry(app, owner, 'staff.refused')).toMatchObject({
      staffEmail: 'shift.lead@example.com',
      after: { route: 'POST /api/admin/orders/SF-AAAAAA/adjustments', permission: 'orders.refund' },
    });

    expect((await setRole(member.id, 'manager')).statusCode).toBe(204);
    expect(await newestEntry(app, owner, 'staff.role_change')).toMatchObject({
      subjectId: member.id,
      before: { role: 'fulfilment' },
      after: { role: 'manager' },
    });
    // The same session, no new sign-in: the role is read on each request.
    const now = await app.inject({
      method: 'POST',
      url: '/api/admin/orders/SF-AAAAAA/adjustments',
      headers: theirs,
      payload: refund,
    });
    expect(now.statusCode, now.body).not.toBe(403);
    // A manager still cannot manage staff, so cannot make themselves an owner.
    const climb = await setRole(member.id, 'owner', theirs);
    expect(climb.statusCode).toBe(403);
    expect(climb.json().error.message).toBe(
      'Your role (manager) does not allow managing staff (staff.manage).',
    );
  });

  it('refuses an unknown role or account with a clear 400 or 404', async () => {
    const member = await add('temp@example.com');
    const unknown = await setRole(member.id, 'admin');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toEqual({
      role: 'Choose a role: owner, manager, fulfilment or content.',
    });
    expect((await setRole('6f1c1f3e-8d2b-4f4a-9a53-2a4c1b0d9e77', 'content')).statusCode).toBe(404);
  });

  it('never demotes or deactivates the last active owner', async () => {
    const me = (await accounts()).find((account) => account.you);
    if (!me) throw new Error('no account marked you');
    const demote = await setRole(me.id, 'manager');
    expect(demote.statusCode).toBe(409);
    expect(demote.json().error).toEqual({ code: 'last_owner', message: ROLE_MESSAGES.lastOwner });
  });

  it('lets exactly one of two owners demoting each other at once succeed', async () => {
    const second = await add('co.owner@example.com', 'owner');
    const theirs = await signIn('co.owner@example.com');
    const me = (await accounts()).find((account) => account.you);
    if (!me) throw new Error('no account marked you');
    const answers = await Promise.all([setRole(second.id, 'content'), setRole(me.id, 'content', theirs)]);
    // One wins; the other is refused as the last owner (409), or, when the winner's change landed
    // before the other request was checked, because its sender is an owner no more (403).
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses[0]).toBe(204);
    expect([403, 409]).toContain(statuses[1]);
    const loser = answers.find((answer) => answer.statusCode !== 204);
    expect(loser?.json().error.code).toBe(loser?.statusCode === 409 ? 'last_owner' : 'permission_denied');
    // The one whose change went through is the owner left.
    const mineWon = answers[0]?.statusCode === 204;
    const left = mineWon ? owner : theirs;
    const owners = (await accounts(left)).filter((account) => account.role === 'owner' && account.active);
    expect(owners.map((account) => account.email)).toEqual([mineWon ? STAFF.email : 'co.owner@example.com']);
    // Put things back: the one left an owner makes the other one again.
    expect((await setRole(mineWon ? second.id : me.id, 'owner', left)).statusCode).toBe(204);
  });

  it('refuses deactivating the last active owner, also when the other owner is demoted at once', async () => {
    const second = await add('night.owner@example.com', 'owner');
    const theirs = await signIn('night.owner@example.com');
    const me = (await accounts()).find((account) => account.you);
    if (!me) throw new Error('no account marked you');
    // Only the two of them owners.
    for (const account of await accounts()) {
      if (account.role === 'owner' && account.id !== me.id && account.id !== second.id) {
        expect((await setRole(account.id, 'manager')).statusCode).toBe(204);
      }
    }
    const answers = await Promise.all([
      setRole(second.id, 'content'),
      app.inject({ method: 'POST', url: `/api/admin/staff/${me.id}/deactivate`, headers: theirs }),
    ]);
    // One wins; the other is refused as the last owner (409), as signed out (401) when the
    // deactivation ended the demoting owner's session before its request was checked, or as an
    // owner no more (403) when the demotion landed before the deactivation was checked.
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses[0]).toBe(204);
    expect([401, 403, 409]).toContain(statuses[1]);
    const still =
      (await app.inject({ url: '/api/admin/staff', headers: owner })).statusCode === 200 ? owner : theirs;
    const list = staffAccountSchema
      .array()
      .parse((await app.inject({ url: '/api/admin/staff', headers: still })).json());
    expect(list.filter((account) => account.role === 'owner' && account.active)).toHaveLength(1);
  });
});
