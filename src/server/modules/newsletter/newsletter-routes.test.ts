import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { NEWSLETTER_MESSAGES, SUBSCRIPTION_MESSAGES } from '../../../domain/newsletter/newsletter';
import { newsletterSubscribers } from '../../db/schema';
import type { OutboxMailer } from '../../providers/mail/mailer';
import { FIRST_EMAIL, loadEmails } from '../../testing/mail-waits';
import { describeEachEngine, testApp, testConfig } from '../../testing/test-app';
import { SIGNUP_LIMIT } from './newsletter-routes';
import { listSubscribers } from './subscribers';

beforeAll(loadEmails);

describeEachEngine('newsletter API', (engine) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp(engine);
  });
  afterAll(() => app.close());

  // Each test signs up from its own address, so the per-address limit stays out of the others' way.
  function signUp(payload: unknown, remoteAddress: string) {
    return app.inject({ method: 'POST', url: '/api/newsletter', payload: payload as object, remoteAddress });
  }

  const mailbox = () => (app.mailer as OutboxMailer).sent;
  /** The confirmation email sent to `email`, and the token in its link. */
  async function confirmationTo(email: string) {
    const mail = await vi.waitFor(() => {
      const found = mailbox().findLast((sent) => sent.to === email);
      if (!found) throw new Error('no confirmation email yet');
      return found;
      // The first email loads the email renderer: allow for a busy machine.
    }, FIRST_EMAIL);
    const token = /\/newsletter\/confirm#token=([\w-]+)/.exec(mail.text)?.[1] ?? '';
    return { mail, token };
  }
  const confirm = (token: string) =>
    app.inject({ method: 'POST', url: '/api/newsletter/confirm', payload: { token } });

  it('stores an address once, whatever its case, with the same answer every time', async () => {
    const first = await signUp({ email: ' Fan@Example.com ' }, '198.51.100.1');
    const again = await signUp({ email: 'fan@example.COM' }, '198.51.100.1');
    for (const response of [first, again]) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: SUBSCRIPTION_MESSAGES.checkInbox });
    }
    const rows = await listSubscribers(app.database.db);
    expect(rows.filter((row) => row.email.toLowerCase() === 'fan@example.com').map((r) => r.email)).toEqual([
      'fan@example.com',
    ]);
  });

  it('records the consent and confirms by the emailed link, which works once', async () => {
    expect((await signUp({ email: 'consent@example.com' }, '198.51.100.6')).statusCode).toBe(200);
    const { mail, token } = await confirmationTo('consent@example.com');
    expect(mail.subject).toBe('Confirm your subscription to Temi Vale');
    expect(mail.text).toContain(
      'agreeing to: "News, drops and tour dates from Temi Vale, straight to your inbox. I can unsubscribe at any time."',
    );
    expect(mail.html).toContain('Confirm my subscription');
    const pending = (await listSubscribers(app.database.db)).find(
      (row) => row.email === 'consent@example.com',
    );
    expect(pending).toMatchObject({ status: 'pending', source: 'footer', confirmedAt: null });
    expect(pending?.consentedAt).toBeInstanceOf(Date);

    const confirmed = await confirm(token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ message: SUBSCRIPTION_MESSAGES.confirmed });
    const used = await confirm(token);
    expect(used.statusCode).toBe(404);
    expect(used.json()).toEqual({ error: { code: 'not_found', message: SUBSCRIPTION_MESSAGES.linkUsed } });
    const bad = await confirm('not-a-real-token-at-all');
    expect(bad.statusCode).toBe(404);
  });

  it('sends a confirmed address nothing more, with the same answer', async () => {
    await signUp({ email: 'twice@example.com' }, '198.51.100.7');
    const { token } = await confirmationTo('twice@example.com');
    await confirm(token);
    const before = mailbox().length;
    const again = await signUp({ email: 'twice@example.com' }, '198.51.100.7');
    expect(again.json()).toEqual({ message: SUBSCRIPTION_MESSAGES.checkInbox });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(mailbox().length).toBe(before);
  });

  it('lets a fan leave by their link’s page or by one click with no cookie, and come back', async () => {
    await signUp({ email: 'leaver@example.com' }, '198.51.100.8');
    await confirm((await confirmationTo('leaver@example.com')).token);
    const [stored] = await app.database.db
      .select({ token: newsletterSubscribers.unsubscribeToken })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'leaver@example.com'));
    const token = stored?.token ?? '';
    const standing = () => app.inject({ url: `/api/newsletter/subscription/${token}` });

    // Opening the link's address changes nothing: a scanner following it unsubscribes nobody (the
    // page itself is the web app's; this server is built without it).
    expect((await app.inject({ url: `/unsubscribe/${token}` })).statusCode).toBeLessThan(500);
    expect((await standing()).json()).toEqual({
      email: 'leaver@example.com',
      status: 'confirmed',
      message: NEWSLETTER_MESSAGES.subscribed,
    });

    // RFC 8058: what a mail app sends, with no cookie and no Origin.
    const oneClick = await app.inject({
      method: 'POST',
      url: `/unsubscribe/${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.body).toBe(SUBSCRIPTION_MESSAGES.unsubscribed);
    expect((await standing()).json()).toMatchObject({ status: 'unsubscribed' });

    const rejoined = await app.inject({ method: 'POST', url: '/api/newsletter/rejoin', payload: { token } });
    expect(rejoined.json()).toEqual({
      email: 'leaver@example.com',
      status: 'confirmed',
      message: SUBSCRIPTION_MESSAGES.resubscribed,
    });
    const byPage = await app.inject({
      method: 'POST',
      url: '/api/newsletter/unsubscribe',
      payload: { token },
    });
    expect(byPage.json()).toEqual({
      email: 'leaver@example.com',
      status: 'unsubscribed',
      message: SUBSCRIPTION_MESSAGES.unsubscribed,
    });
  });

  it('answers a link that is no one’s with a clear 404, by page and by one click', async () => {
    const token = 'a'.repeat(64);
    for (const response of [
      await app.inject({ url: `/api/newsletter/subscription/${token}` }),
      await app.inject({ method: 'POST', url: '/api/newsletter/unsubscribe', payload: { token } }),
      await app.inject({
        method: 'POST',
        url: `/unsubscribe/${token}`,
        payload: 'List-Unsubscribe=One-Click',
      }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        error: { code: 'not_found', message: SUBSCRIPTION_MESSAGES.unknownLink },
      });
    }
    const short = await app.inject({
      method: 'POST',
      url: '/api/newsletter/unsubscribe',
      payload: { token: 'x' },
    });
    expect(short.statusCode).toBe(400);
  });

  it.each([
    ['a mistyped address', { email: 'fan@example' }],
    ['an empty address', { email: '  ' }],
    ['no address', {}],
    ['a number', { email: 42 }],
    ['an address too long to be real', { email: `${'a'.repeat(250)}@example.com` }],
  ])('refuses %s with a 400 naming the field', async (_name, payload) => {
    const response = await signUp(payload, '198.51.100.2');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'bad_request',
        message: 'Some of the information sent is not valid.',
        fields: { email: NEWSLETTER_MESSAGES.email },
      },
    });
  });

  it('answers 429 in the API error shape once an address sends too many', async () => {
    const ip = '198.51.100.3';
    for (let i = 0; i < SIGNUP_LIMIT.max; i++) {
      expect((await signUp({ email: `burst-${i}@example.com` }, ip)).statusCode).toBe(200);
    }
    const refused = await signUp({ email: 'one-too-many@example.com' }, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: { code: 'rate_limited', message: NEWSLETTER_MESSAGES.tooMany } });
    const emails = (await listSubscribers(app.database.db)).map((row) => row.email);
    expect(emails).not.toContain('one-too-many@example.com');
    // Another address is not held back by the first one's burst.
    expect((await signUp({ email: 'neighbour@example.com' }, '198.51.100.4')).statusCode).toBe(200);
  });

  it('leaves the rest of the API without that limit', async () => {
    const ip = '198.51.100.5';
    for (let i = 0; i <= SIGNUP_LIMIT.max; i++) {
      expect((await app.inject({ url: '/api/products', remoteAddress: ip })).statusCode).toBe(200);
    }
  });
});

describeEachEngine('newsletter API without double opt-in', (engine) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const base = testConfig();
    app = await testApp(engine, { mail: { ...base.mail, newsletterDoubleOptIn: false } });
  });
  afterAll(() => app.close());

  it('puts an address on the list at once, sending nothing', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/newsletter',
      payload: { email: 'now@example.com' },
    });
    expect(response.json()).toEqual({ message: NEWSLETTER_MESSAGES.subscribed });
    const row = (await listSubscribers(app.database.db)).find((r) => r.email === 'now@example.com');
    expect(row).toMatchObject({ status: 'confirmed', source: 'footer' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((app.mailer as OutboxMailer).sent).toHaveLength(0);
  });
});
