import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  INVALID_CREDENTIALS_MESSAGE,
  PASSWORD_RESET_MESSAGES,
  RESET_LINK_MINUTES,
} from '../../../../domain/auth/auth';
import { passwordResets, staff } from '../../../db/schema';
import type { KeptMail, OutboxMailer } from '../../../providers/mail/mailer';
import { FIRST_EMAIL, loadEmails } from '../../../testing/mail-waits';
import { login, ORIGIN, sessionCookieOf, staffApp } from '../../../testing/staff';
import { describeEachEngine, testConfig } from '../../../testing/test-app';
import { RESET_LINKS_PER_ACCOUNT } from './password-resets';

/**
 * "Forgot password?": a link by email that sets a new password once, within 30 minutes, ending the
 * account's other sessions. The answer never tells whether an email is a staff account's.
 */
beforeAll(loadEmails);

describeEachEngine('password reset by email', (engine) => {
  let app: FastifyInstance;
  let address = 0;
  const publicUrl = testConfig().publicUrl;

  beforeAll(async () => {
    app = await staffApp(engine);
  });
  afterAll(() => app.close());

  /** A staff account of its own for each test, so one test's links and limits do not touch another's. */
  async function account(name: string, password = 'old-Password-1') {
    const email = `${name}@example.com`;
    await app.auth.createStaff(email, password);
    return { email, password };
  }

  /** Each request from an address of its own, unless one is given: the per-address limit is tested alone. */
  function post(url: string, payload: unknown, extra: { cookie?: string; from?: string } = {}) {
    address++;
    return app.inject({
      method: 'POST',
      url,
      headers: { origin: ORIGIN, ...(extra.cookie ? { cookie: extra.cookie } : {}) },
      remoteAddress: extra.from ?? `198.51.100.${address % 250}`,
      payload: payload as object,
    });
  }
  const askForLink = (email: unknown, from?: string) =>
    post('/api/auth/password-reset', { email }, from ? { from } : {});
  const check = (token: unknown) => post('/api/auth/password-reset/check', { token });
  const complete = (token: unknown, password: unknown, cookie?: string) =>
    post('/api/auth/password-reset/complete', { token, password }, cookie ? { cookie } : {});

  const mailbox = () => (app.mailer as OutboxMailer).sent;
  const resetEmailsTo = (email: string) =>
    mailbox().filter((mail) => mail.to === email && mail.subject.startsWith('Choose a new password'));

  function tokenIn(mail: KeptMail | undefined): string {
    const token = /#token=([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1];
    if (!token) throw new Error(`No reset link in ${mail?.text}`);
    return token;
  }

  /** Asks for a link and waits for its email: the token it carries. */
  async function linkFor(email: string): Promise<string> {
    const before = resetEmailsTo(email).length;
    expect((await askForLink(email)).statusCode).toBe(202);
    await expect.poll(() => resetEmailsTo(email).length, FIRST_EMAIL).toBe(before + 1);
    return tokenIn(resetEmailsTo(email).at(-1));
  }

  async function whoIsSignedIn(cookie: string) {
    return (await app.inject({ url: '/api/auth/session', headers: { cookie } })).json().user;
  }

  async function signIn(credentials: { email: string; password: string }): Promise<LightMyRequestResponse> {
    address++;
    return login(app, credentials, `203.0.113.${address % 250}`);
  }

  it('answers the same for a known, an unknown and a deactivated email, and emails only the known active one', async () => {
    const known = await account('ada');
    const gone = await account('gone');
    await app.database.db.update(staff).set({ deactivatedAt: new Date() }).where(eq(staff.email, gone.email));

    const answers = await Promise.all([
      askForLink(' ADA@Example.com '),
      askForLink('nobody@example.com'),
      askForLink(gone.email),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(202);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.json()).toEqual({ message: PASSWORD_RESET_MESSAGES.sent });
    }
    expect(PASSWORD_RESET_MESSAGES.sent).toMatch(/^If that email belongs to a staff account, a link/);
    await expect.poll(() => resetEmailsTo(known.email).length, FIRST_EMAIL).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mailbox().filter((mail) => mail.subject.startsWith('Choose a new password'))).toHaveLength(1);

    // A plain text anyone can follow, with the link on PUBLIC_URL; the token is in the link, and only
    // its hash in the database.
    const [mail] = resetEmailsTo(known.email);
    const token = tokenIn(mail);
    expect(mail?.text).toContain(`${publicUrl}/login/new-password#token=${token}`);
    expect(mail?.text).toContain(`staff account ${known.email}`);
    expect(mail?.text).toContain(`The link works once, for the next ${RESET_LINK_MINUTES} minutes.`);
    expect(mail?.text).toContain('If it was not you, ignore this email: your password stays as it is.');
    expect(mail?.html).toContain(`href="${publicUrl}/login/new-password#token=${token}"`);
    const rows = await app.database.db.select().from(passwordResets);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.id).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('sets a new password once, ends every session of the account and signs this browser in', async () => {
    const bo = await account('bo');
    const phone = sessionCookieOf(await signIn(bo));
    const laptop = sessionCookieOf(await signIn(bo));
    const token = await linkFor(bo.email);

    expect((await check(token)).json()).toEqual({ email: bo.email });

    // A password the policy refuses is named, and the link still works.
    const weak = await complete(token, '123');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.fields).toEqual({ password: 'Use at least 6 characters.' });
    expect((await check(token)).json()).toEqual({ email: bo.email });

    const done = await complete(token, 'new-Password-2');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ user: { email: bo.email, role: 'owner' } });
    const here = sessionCookieOf(done);
    expect(await whoIsSignedIn(here)).toMatchObject({ email: bo.email, role: 'owner' });
    expect(await whoIsSignedIn(phone)).toBeNull();
    expect(await whoIsSignedIn(laptop)).toBeNull();

    expect((await signIn(bo)).json()).toEqual({
      error: { code: 'invalid_credentials', message: INVALID_CREDENTIALS_MESSAGE },
    });
    expect((await signIn({ email: bo.email, password: 'new-Password-2' })).statusCode).toBe(200);

    // Used once, it is spent.
    const again = await complete(token, 'third-Password-3');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      error: {
        code: 'reset_link_invalid',
        message: PASSWORD_RESET_MESSAGES.linkInvalid,
        fields: { token: PASSWORD_RESET_MESSAGES.linkInvalid },
      },
    });
    expect((await check(token)).json()).toEqual({ email: null });
    expect((await signIn({ email: bo.email, password: 'new-Password-2' })).statusCode).toBe(200);
  });

  it('spends the other links of the account too, and lets only one of two uses at once through', async () => {
    const cy = await account('cy');
    const first = await linkFor(cy.email);
    const second = await linkFor(cy.email);
    const both = await Promise.all([
      complete(second, 'race-Password-1'),
      complete(second, 'race-Password-2'),
    ]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([200, 400]);
    expect((await check(first)).json()).toEqual({ email: null });
    expect((await complete(first, 'late-Password-3')).statusCode).toBe(400);
  });

  it(`stops working ${RESET_LINK_MINUTES} minutes after it was sent`, async () => {
    const di = await account('di');
    const token = await linkFor(di.email);
    const [row] = await app.database.db
      .select()
      .from(passwordResets)
      .innerJoin(staff, eq(staff.id, passwordResets.staffId))
      .where(eq(staff.email, di.email));
    const lifetime =
      (row?.password_resets.expiresAt.getTime() ?? 0) - (row?.password_resets.createdAt.getTime() ?? 0);
    expect(lifetime).toBe(RESET_LINK_MINUTES * 60_000);

    // Sent 30 minutes and a second ago.
    const shift = sql`interval '${sql.raw(String(RESET_LINK_MINUTES * 60 + 1))} seconds'`;
    await app.database.db
      .update(passwordResets)
      .set({
        createdAt: sql`${passwordResets.createdAt} - ${shift}`,
        expiresAt: sql`${passwordResets.expiresAt} - ${shift}`,
      })
      .where(eq(passwordResets.staffId, row?.staff.id ?? ''));
    expect((await check(token)).json()).toEqual({ email: null });
    const late = await complete(token, 'too-late-Password-1');
    expect(late.statusCode).toBe(400);
    expect(late.json().error.code).toBe('reset_link_invalid');
    expect((await signIn(di)).statusCode).toBe(200);
  });

  it('stops working when the account is deactivated after the link was sent', async () => {
    const ed = await account('ed');
    const token = await linkFor(ed.email);
    await app.database.db.update(staff).set({ deactivatedAt: new Date() }).where(eq(staff.email, ed.email));
    expect((await check(token)).json()).toEqual({ email: null });
    expect((await complete(token, 'after-Password-1')).statusCode).toBe(400);
  });

  it(`sends an account at most ${RESET_LINKS_PER_ACCOUNT} links in ${RESET_LINK_MINUTES} minutes, with the same answer`, async () => {
    const fe = await account('fe');
    for (let i = 0; i < RESET_LINKS_PER_ACCOUNT + 2; i++) {
      const answer = await askForLink(fe.email);
      expect(answer.statusCode).toBe(202);
      expect(answer.json()).toEqual({ message: PASSWORD_RESET_MESSAGES.sent });
    }
    await expect.poll(() => resetEmailsTo(fe.email).length, FIRST_EMAIL).toBe(RESET_LINKS_PER_ACCOUNT);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(resetEmailsTo(fe.email)).toHaveLength(RESET_LINKS_PER_ACCOUNT);
  });

  it('stops one address after five requests in fifteen minutes; a malformed form spends none', async () => {
    const from = '192.0.2.55';
    expect((await askForLink('not an email', from)).statusCode).toBe(400);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await askForLink(`guess${i}@example.com`, from)).statusCode);
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
    const limited = await askForLink('guess@example.com', from);
    expect(limited.json()).toEqual({
      error: { code: 'rate_limited', message: PASSWORD_RESET_MESSAGES.tooMany },
    });
    expect((await askForLink('guess@example.com', '192.0.2.56')).statusCode).toBe(202);
  });

  it('answers bad input with a 400 that names the field, never a 500', async () => {
    const cases: [string, unknown, Record<string, string>][] = [
      ['/api/auth/password-reset', {}, { email: 'Enter your email.' }],
      ['/api/auth/password-reset', { email: '   ' }, { email: 'Enter your email.' }],
      ['/api/auth/password-reset', { email: 42 }, { email: 'Enter your email.' }],
      ['/api/auth/password-reset', { email: 'ada@' }, { email: 'Enter a valid email address.' }],
      [
        '/api/auth/password-reset',
        { email: `${'a'.repeat(250)}@example.com` },
        { email: 'That email is too long.' },
      ],
      ['/api/auth/password-reset/check', {}, { token: PASSWORD_RESET_MESSAGES.linkIncomplete }],
      [
        '/api/auth/password-reset/check',
        { token: 'cut-short' },
        { token: PASSWORD_RESET_MESSAGES.linkIncomplete },
      ],
      ['/api/auth/password-reset/complete', { token: 'x'.repeat(43) }, { password: 'Enter a new password.' }],
      [
        '/api/auth/password-reset/complete',
        { token: 'x'.repeat(44), password: 'long-enough-1' },
        { token: PASSWORD_RESET_MESSAGES.linkIncomplete },
      ],
      [
        '/api/auth/password-reset/complete',
        { token: 'x'.repeat(43), password: 'p'.repeat(1025) },
        { password: 'That password is too long.' },
      ],
    ];
    for (const [url, payload, fields] of cases) {
      const response = await post(url, payload);
      expect(response.statusCode, `${url} ${JSON.stringify(payload).slice(0, 80)}`).toBe(400);
      expect(response.json().error.fields).toEqual(fields);
    }
    // A well-formed token that was never sent is a link that does not work, not an error.
    expect((await check('x'.repeat(43))).json()).toEqual({ email: null });
    expect((await complete('x'.repeat(43), 'long-enough-1')).json().error.code).toBe('reset_link_invalid');
    const broken = await app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
      remoteAddress: '192.0.2.77',
      payload: '{"email":',
    });
    expect(broken.statusCode).toBe(400);
    // Like sign-in, only this site's own pages may send it.
    const elsewhere = await app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/complete',
      headers: { origin: 'https://evil.example' },
      payload: { token: 'x'.repeat(43), password: 'long-enough-1' },
    });
    expect(elsewhere.statusCode).toBe(403);
  });
});
