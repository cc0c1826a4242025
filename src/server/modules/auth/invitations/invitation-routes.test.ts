import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { STAFF_MESSAGES } from '../../../../domain/auth/auth';
import { INVITATION_HOURS, INVITATION_LINK_MESSAGES } from '../../../../domain/auth/invitation';
import { ROLE_PERMISSIONS } from '../../../../domain/auth/roles';
import { buildApp } from '../../../app';
import { newestEntry } from '../../../testing/activity';
import { startSmtpServer, type TestSmtpServer } from '../../../testing/smtp-server';
import {
  login,
  ORIGIN,
  STAFF,
  sessionCookieOf,
  signedInHeaders,
  TEST_PASSWORD,
} from '../../../testing/staff';
import { describeEachEngine, freshDatabase, testConfig } from '../../../testing/test-app';

type Headers = { cookie: string; origin: string };
const HOUR_MS = 60 * 60 * 1000;
const publicUrl = testConfig().publicUrl;
const LINK = new RegExp(`^${publicUrl}/login/invitation#token=([A-Za-z0-9_-]{43})$`);

/** The token at the end of an invitation's link. */
function tokenOf(link: string | null | undefined): string {
  const token = LINK.exec(link ?? '')?.[1];
  if (!token) throw new Error(`Not an invitation link: ${link}`);
  return token;
}

/** The text of a message as an SMTP server received it, quoted-printable undone. */
function decoded(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
}

/**
 * Staff invitations by a one-time link: an owner invites by email and role, the link is emailed or
 * shown once, and the invitee chooses a password and is signed in with that role. The clock is the
 * test's own, so 48 hours pass without waiting.
 */
describeEachEngine('staff invitations', (engine) => {
  let app: FastifyInstance;
  let owner: Headers;
  let clock = new Date();
  let address = 0;

  beforeAll(async () => {
    const config = testConfig({ demoStaffPassword: STAFF.password });
    app = await buildApp(config, { database: await freshDatabase(engine), now: () => clock });
    owner = { cookie: sessionCookieOf(await login(app)), origin: ORIGIN };
  });
  afterAll(() => app.close());

  function invite(email: unknown, role: unknown = 'content', headers: Headers = owner) {
    return app.inject({ method: 'POST', url: '/api/admin/invitations', headers, payload: { email, role } });
  }

  async function invited(email: string, role = 'content'): Promise<string> {
    const response = await invite(email, role);
    expect(response.statusCode, response.body).toBe(201);
    return tokenOf(response.json().link);
  }

  /** Each from an address of its own, as invitees are: the per-address limit is not what is tested. */
  function post(url: string, payload: object, cookie?: string) {
    address++;
    return app.inject({
      method: 'POST',
      url,
      headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
      remoteAddress: `198.51.100.${address % 250}`,
      payload,
    });
  }
  const check = (token: unknown) => post('/api/auth/invitation/check', { token });
  const accept = (token: unknown, password: unknown = TEST_PASSWORD) =>
    post('/api/auth/invitation/accept', { token, password });

  async function pending(headers: Headers = owner) {
    const response = await app.inject({ url: '/api/admin/invitations', headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { id: string; email: string; role: string; expiresAt: string }[];
  }

  async function accounts() {
    const response = await app.inject({ url: '/api/admin/staff', headers: owner });
    return response.json() as { email: string; role: string }[];
  }

  it('invites with a link shown once when mail is not set up, and lists the invitation', async () => {
    const response = await invite('Writer@Example.com', 'content');
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      delivery: 'link',
      invitation: { email: 'writer@example.com', role: 'content' },
    });
    expect(body.message).toContain('Mail is not set up');
    tokenOf(body.link);
    const listed = (await pending()).find((row) => row.email === 'writer@example.com');
    expect(listed).toMatchObject({ role: 'content' });
    expect(Date.parse(listed?.expiresAt ?? '')).toBe(clock.getTime() + INVITATION_HOURS * HOUR_MS);
    const entry = await newestEntry(app, owner, 'staff.invite');
    expect(entry).toMatchObject({
      staffEmail: STAFF.email,
      summary: 'Invited writer@example.com to join as content',
    });
  });

  it('accepts a link: the account is made with its role and the browser is signed in', async () => {
    const token = await invited('packer@example.com', 'fulfilment');
    expect((await check(token)).json()).toEqual({
      state: 'pending',
      email: 'packer@example.com',
      role: 'fulfilment',
      expiresAt: new Date(clock.getTime() + INVITATION_HOURS * HOUR_MS).toISOString(),
      message: null,
    });
    const accepted = await accept(token);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const user = {
      email: 'packer@example.com',
      role: 'fulfilment',
      permissions: [...ROLE_PERMISSIONS.fulfilment],
      twoFactor: false,
      twoFactorSetupRequired: false,
    };
    expect(accepted.json()).toEqual({ user });
    const session = await app.inject({
      url: '/api/auth/session',
      headers: { cookie: sessionCookieOf(accepted) },
    });
    expect(session.json()).toEqual({ user });
    expect(
      (await login(app, { email: 'packer@example.com', password: TEST_PASSWORD }, '203.0.113.9')).statusCode,
    ).toBe(200);
    expect(await accounts()).toContainEqual(
      expect.objectContaining({ email: 'packer@example.com', role: 'fulfilment' }),
    );
    expect((await pending()).map((row) => row.email)).not.toContain('packer@example.com');
    const entry = await newestEntry(app, owner, 'staff.invitation_accept');
    expect(entry).toMatchObject({
      staffEmail: 'packer@example.com',
      summary: 'packer@example.com accepted an invitation and joined as fulfilment',
    });
  });

  it('refuses a used link, and says so', async () => {
    const token = await invited('twice@example.com');
    expect((await accept(token)).statusCode).toBe(200);
    const again = await accept(token, 'another-Password-77');
    expect(again.statusCode).toBe(410);
    expect(again.json().error).toMatchObject({
      code: 'invitation_accepted',
      fields: { token: INVITATION_LINK_MESSAGES.accepted },
    });
    expect((await check(token)).json()).toMatchObject({ state: 'accepted', email: null, role: null });
  });

  it('lets a link work for 48 hours, no longer', async () => {
    const started = clock;
    const token = await invited('late@example.com');
    try {
      clock = new Date(started.getTime() + INVITATION_HOURS * HOUR_MS - 60_000);
      expect((await check(token)).json()).toMatchObject({ state: 'pending', email: 'late@example.com' });
      clock = new Date(started.getTime() + INVITATION_HOURS * HOUR_MS + 60_000);
      expect((await check(token)).json()).toEqual({
        state: 'expired',
        email: null,
        role: null,
        expiresAt: null,
        message: INVITATION_LINK_MESSAGES.expired,
      });
      const late = await accept(token);
      expect(late.statusCode).toBe(410);
      expect(late.json().error.message).toBe(INVITATION_LINK_MESSAGES.expired);
      expect((await pending()).map((row) => row.email)).not.toContain('late@example.com');
      expect((await accounts()).map((row) => row.email)).not.toContain('late@example.com');
    } finally {
      clock = started;
    }
  });

  it('cancels an invitation: its link stops working, and the log says so', async () => {
    const token = await invited('cancelled@example.com', 'manager');
    const row = (await pending()).find((invitation) => invitation.email === 'cancelled@example.com');
    const url = `/api/admin/invitations/${row?.id}`;
    expect((await app.inject({ method: 'DELETE', url, headers: owner })).statusCode).toBe(204);
    expect((await pending()).map((invitation) => invitation.email)).not.toContain('cancelled@example.com');
    expect((await check(token)).json()).toMatchObject({
      state: 'cancelled',
      message: INVITATION_LINK_MESSAGES.cancelled,
    });
    const refused = await accept(token);
    expect(refused.statusCode).toBe(410);
    expect(refused.json().error.fields.token).toBe(INVITATION_LINK_MESSAGES.cancelled);
    const entry = await newestEntry(app, owner, 'staff.invitation_cancel');
    expect(entry).toMatchObject({ summary: 'Cancelled the invitation of cancelled@example.com as manager' });
    const again = await app.inject({ method: 'DELETE', url, headers: owner });
    expect(again.statusCode).toBe(404);
  });

  it('replaces a pending invitation when the same email is invited again', async () => {
    const first = await invited('again@example.com', 'content');
    const second = await invited('again@example.com', 'manager');
    expect((await pending()).filter((row) => row.email === 'again@example.com')).toEqual([
      expect.objectContaining({ role: 'manager' }),
    ]);
    expect((await check(first)).json()).toMatchObject({
      state: 'replaced',
      message: INVITATION_LINK_MESSAGES.replaced,
    });
    expect((await accept(first)).statusCode).toBe(410);
    expect((await accept(second)).json().user).toMatchObject({ email: 'again@example.com', role: 'manager' });
  });

  it('leaves one pending invitation when two owners invite the same email at once', async () => {
    const answers = await Promise.all([
      invite('both@example.com', 'content'),
      invite('both@example.com', 'manager'),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    expect((await pending()).filter((row) => row.email === 'both@example.com')).toHaveLength(1);
    const states = await Promise.all(
      answers.map(async (answer) => (await check(tokenOf(answer.json().link))).json().state),
    );
    expect(states.sort()).toEqual(['pending', 'replaced']);
  });

  it('refuses to invite an email that already has an account, as adding it would', async () => {
    for (const email of [STAFF.email, STAFF.email.toUpperCase()]) {
      const response = await invite(email);
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toMatchObject({
        message: STAFF_MESSAGES.duplicate,
        fields: { email: STAFF_MESSAGES.duplicate },
      });
    }
  });

  it('makes exactly one account when the same link is accepted twice at once', async () => {
    const token = await invited('race@example.com');
    const answers = await Promise.all([
      accept(token, 'first-Password-31'),
      accept(token, 'second-Password-42'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 410]);
    const loser = answers.find((answer) => answer.statusCode === 410);
    expect(loser?.json().error.code).toBe('invitation_accepted');
    expect((await accounts()).filter((row) => row.email === 'race@example.com')).toHaveLength(1);
  });

  it('refuses a role without staff.manage', async () => {
    const manager = await signedInHeaders(app, { role: 'manager' });
    const row = (await pending())[0];
    const answers = await Promise.all([
      invite('sneaky@example.com', 'owner', manager),
      app.inject({ url: '/api/admin/invitations', headers: manager }),
      app.inject({ method: 'DELETE', url: `/api/admin/invitations/${row?.id}`, headers: manager }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([403, 403, 403]);
    expect((await pending()).map((invitation) => invitation.email)).not.toContain('sneaky@example.com');
  });

  it('answers bad input with 400 and a message on each field', async () => {
    const bad = await invite('not-an-email', 'boss');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({
      email: 'Enter a valid email address.',
      role: 'Choose a role: owner, manager, fulfilment or content.',
    });
    const noToken = await check('short');
    expect(noToken.statusCode).toBe(400);
    expect(noToken.json().error.fields.token).toBe(INVITATION_LINK_MESSAGES.unknown);
    const token = await invited('weak@example.com');
    const weak = await accept(token, 'password');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.fields.password).toBeTruthy();
    const empty = await accept(token, '');
    expect(empty.json().error.fields.password).toBe('Choose a password.');
    expect((await check(token)).json().state).toBe('pending');
    const unknown = await check('A'.repeat(43));
    expect(unknown.json()).toMatchObject({ state: 'unknown', message: INVITATION_LINK_MESSAGES.unknown });
    const wrongId = await app.inject({
      method: 'DELETE',
      url: '/api/admin/invitations/nope',
      headers: owner,
    });
    expect(wrongId.statusCode).toBe(400);
  });
});

describeEachEngine('staff invitations by email', (engine) => {
  let app: FastifyInstance;
  let smtp: TestSmtpServer;
  let owner: Headers;

  beforeAll(async () => {
    smtp = await startSmtpServer({ noSuchMailbox: ['nobody@example.com'] });
    const base = testConfig({ demoStaffPassword: STAFF.password });
    app = await buildApp(
      { ...base, mail: { ...base.mail, smtpUrl: smtp.url } },
      { database: await freshDatabase(engine) },
    );
    owner = { cookie: sessionCookieOf(await login(app)), origin: ORIGIN };
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  const invite = (email: string) =>
    app.inject({
      method: 'POST',
      url: '/api/admin/invitations',
      headers: owner,
      payload: { email, role: 'content' },
    });

  it('emails the link when mail is set up, and the answer holds none', async () => {
    const response = await invite('singer@example.com');
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ delivery: 'email', link: null });
    expect(response.json().message).toContain('on its way to singer@example.com');
    const mail = smtp.received.find((received) => received.to.includes('singer@example.com'));
    const link = /https?:\/\/\S+\/login\/invitation#token=[A-Za-z0-9_-]{43}/.exec(
      decoded(mail?.raw ?? ''),
    )?.[0];
    const accepted = await app.inject({
      method: 'POST',
      url: '/api/auth/invitation/accept',
      headers: { origin: ORIGIN },
      payload: { token: tokenOf(link), password: TEST_PASSWORD },
    });
    expect(accepted.json().user).toMatchObject({ email: 'singer@example.com', role: 'content' });
  });

  it('shows the link once when the email could not be sent', async () => {
    const response = await invite('nobody@example.com');
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ delivery: 'link' });
    expect(response.json().message).toContain('could not be sent');
    tokenOf(response.json().link);
  });
});
