import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { BROADCAST_MESSAGES } from '../../../domain/broadcasts/broadcast';
import type { BroadcastDetail } from '../../../domain/broadcasts/contract';
import type { Database } from '../../db/open';
import { emailOutbox, newsletterSubscribers } from '../../db/schema';
import { THE_SHOP } from '../../kernel/actor';
import { EmailOutbox } from '../../kernel/outbox/outbox';
import { LEASE_MS } from '../../kernel/outbox/outbox-terms';
import { createOutboxMailer, type OutboxMailer } from '../../providers/mail/mailer';
import { newestEntry } from '../../testing/activity';
import { STAFF, signedInHeaders, staffApp } from '../../testing/staff';
import { describeEachEngine, freshDatabase, testConfig } from '../../testing/test-app';
import { uploadPng } from '../../testing/uploads';
import { broadcastDetail } from './broadcast-progress';
import { BROADCAST_EMAIL_KIND, createBroadcast, releaseBatch } from './broadcast-store';

const MAIL = { ...testConfig().mail, outboxDir: null };

const DRAFT = {
  subject: 'The Harmattan tour: Lagos added',
  body: '## Lagos, 14 December\n\nTickets are **on sale** now: [get yours](https://tickets.example.com/lagos).\n\n<script>alert(1)</script><img src="https://tracker.example.com/pixel.gif">',
  cards: [{ kind: 'product', id: 'harmattan-tour-tee' }],
};

describeEachEngine('broadcasts API', (engine) => {
  let app: FastifyInstance;
  let headers: { cookie: string; origin: string };
  const mailbox = () => (app.mailer as OutboxMailer).sent;

  beforeAll(async () => {
    const base = testConfig();
    app = await staffApp(engine, { mail: { ...base.mail, batchSize: 2, batchIntervalSeconds: 0 } });
    await app.ready();
    headers = await signedInHeaders(app);
  });
  afterAll(() => app.close());

  async function subscribe(email: string, status: 'confirmed' | 'pending' | 'unsubscribed' = 'confirmed') {
    await app.database.db.insert(newsletterSubscribers).values({ email, status, source: 'footer' });
  }
  const post = (url: string, payload: object) => app.inject({ method: 'POST', url, headers, payload });
  const detail = async (id: number) =>
    (await app.inject({ url: `/api/admin/broadcasts/${id}`, headers })).json() as BroadcastDetail;

  it('refuses a broadcast to nobody, and writes nothing', async () => {
    const response = await post('/api/admin/broadcasts', { ...DRAFT, audience: 'subscribers' });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.message).toBe(BROADCAST_MESSAGES.noRecipients);
    const list = await app.inject({ url: '/api/admin/broadcasts', headers });
    expect(list.json()).toEqual({ broadcasts: [] });
  });

  it('draws the preview on the server: markdown made safe, the cards, the way out', async () => {
    const response = await post('/api/admin/broadcasts/preview', DRAFT);
    expect(response.statusCode).toBe(200);
    const { subject, html, text } = response.json();
    expect(subject).toBe(DRAFT.subject);
    expect(html).toContain('<h2 style="font-size:20px;margin:24px 0 12px">Lagos, 14 December</h2>');
    expect(html).toContain('<strong>on sale</strong>');
    expect(html).toContain(
      '<a href="https://tickets.example.com/lagos" style="color:#b4232a;text-decoration:underline">get yours</a>',
    );
    expect(html).not.toContain('<script');
    expect(html).not.toContain('tracker.example.com');
    expect(html).toContain('Harmattan Tour Tee');
    expect(html).toContain('http://localhost/store/harmattan-tour-tee');
    // The text part reads as text: the heading, the words and the link's address, no markdown.
    expect(text).toContain('LAGOS, 14 DECEMBER');
    expect(text).toContain('Tickets are on sale now: get yours https://tickets.example.com/lagos.');
    expect(text).not.toMatch(/##|\*\*|\]\(/);
    expect(text).not.toContain('tracker.example.com');
    expect(text).toContain('http://localhost/store/harmattan-tour-tee');
    expect(text).toContain('Unsubscribe: http://localhost/unsubscribe/preview');
  });

  it('lets webmail show the cards’ pictures, which are the shop’s own and public', async () => {
    const { html } = (await post('/api/admin/broadcasts/preview', DRAFT)).json();
    const picture = /<img[^>]+src="http:\/\/localhost(\/(?:media|uploads)\/[^"]+)"/.exec(html)?.[1] ?? '';
    expect(picture).toMatch(/^\/(media|uploads)\//);
    const shown = await app.inject(picture);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const uploaded = await uploadPng(app, headers, 'card.png', { width: 600, height: 800 });
    const url = (uploaded.json() as { urls: string[] }).urls[0] ?? '';
    const upload = await app.inject(new URL(url, 'http://localhost').pathname);
    expect(upload.statusCode).toBe(200);
    expect(upload.headers['cross-origin-resource-policy']).toBe('cross-origin');
    // The shop's own answers keep to their origin.
    expect((await app.inject('/api/shop')).headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('says what is wrong with a draft, field by field, and refuses a card the shop does not have', async () => {
    const empty = await post('/api/admin/broadcasts/preview', { subject: ' ', body: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toMatchObject({
      subject: BROADCAST_MESSAGES.subject,
      body: BROADCAST_MESSAGES.body,
    });
    const unknown = await post('/api/admin/broadcasts/preview', {
      ...DRAFT,
      cards: [{ kind: 'product', id: 'no-such-thing' }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe(BROADCAST_MESSAGES.unknownCard);
  });

  it('sends a test to the signed-in staff member only', async () => {
    const before = mailbox().length;
    const response = await post('/api/admin/broadcasts/test', DRAFT);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(BROADCAST_MESSAGES.testSent(STAFF.email));
    const sent = mailbox().slice(before);
    expect(sent.map((mail) => [mail.to, mail.subject])).toEqual([[STAFF.email, `[Test] ${DRAFT.subject}`]]);
  });

  it('sends to each confirmed subscriber once, in batches, each with their own one-click way out', async () => {
    for (const email of [
      'ada@example.com',
      'bola@example.com',
      'chi@example.com',
      'dayo@example.com',
      'eze@example.com',
    ])
      await subscribe(email);
    await subscribe('pending@example.com', 'pending');
    await subscribe('left@example.com', 'unsubscribed');
    const before = mailbox().length;

    const response = await post('/api/admin/broadcasts', { ...DRAFT, audience: 'subscribers' });
    expect(response.statusCode).toBe(201);
    const { id, progress } = response.json() as BroadcastDetail;
    expect(progress.total).toBe(5);
    expect(await newestEntry(app, headers, 'newsletter.broadcast')).toMatchObject({
      action: 'newsletter.broadcast',
      staffEmail: STAFF.email,
      summary: `Sent the broadcast "${DRAFT.subject}" to 5 people (Everyone on the newsletter)`,
    });

    const done = await vi.waitFor(
      async () => {
        const now = await detail(id);
        if (now.state !== 'finished') throw new Error(`still sending: ${JSON.stringify(now.progress)}`);
        return now;
      },
      { timeout: 20_000, interval: 50 },
    );
    expect(done.progress).toMatchObject({ total: 5, sent: 5, waiting: 0, failed: 0, mayRepeat: 0 });
    expect(done.recipients.map((r) => [r.email, r.status])).toEqual([
      ['ada@example.com', 'sent'],
      ['bola@example.com', 'sent'],
      ['chi@example.com', 'sent'],
      ['dayo@example.com', 'sent'],
      ['eze@example.com', 'sent'],
    ]);
    const sent = mailbox().slice(before);
    expect(sent.map((mail) => mail.to).sort()).toEqual([
      'ada@example.com',
      'bola@example.com',
      'chi@example.com',
      'dayo@example.com',
      'eze@example.com',
    ]);
    const ada = sent.find((mail) => mail.to === 'ada@example.com');
    const link =
      /List-Unsubscribe:\s*<(http:\/\/localhost\/unsubscribe\/\w+)>/i.exec(ada?.raw ?? '')?.[1] ?? '';
    expect(link).not.toBe('');
    expect(ada?.raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(ada?.text).toContain(`Unsubscribe: ${link}`);
    expect(ada?.html).not.toContain('<script');

    // One click from the mail app, with no cookie: Ada is off the list, and the next broadcast skips her.
    const oneClick = await app.inject({
      method: 'POST',
      url: new URL(link).pathname,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(oneClick.statusCode).toBeLessThan(300);
    const again = await post('/api/admin/broadcasts', { ...DRAFT, audience: 'subscribers' });
    expect((again.json() as BroadcastDetail).progress.total).toBe(4);
  });

  it('lists broadcasts with their progress, and answers 404 for one that does not exist', async () => {
    const list = await app.inject({ url: '/api/admin/broadcasts', headers });
    expect(list.statusCode).toBe(200);
    expect(list.json().broadcasts[0]).toMatchObject({
      subject: DRAFT.subject,
      audienceLabel: 'Everyone on the newsletter',
    });
    const missing = await app.inject({ url: '/api/admin/broadcasts/99999', headers });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(BROADCAST_MESSAGES.notFound);
  });
});

describeEachEngine('handing a broadcast over in batches', (engine) => {
  let database: Database;
  beforeAll(async () => {
    database = await freshDatabase(engine);
  });
  afterAll(() => database.close());

  it('hands MAIL_BATCH_SIZE at a time, one interval apart, and skips whoever left the list meanwhile', async () => {
    const { db } = database;
    for (const email of ['a@example.com', 'b@example.com', 'c@example.com', 'd@example.com', 'e@example.com'])
      await db.insert(newsletterSubscribers).values({ email, status: 'confirmed', source: 'footer' });
    const start = new Date('2026-12-01T10:00:00Z');
    const drawn = { subject: 'News', html: '<p>News</p>', text: 'News' };
    const id = await createBroadcast(
      db,
      { subject: 'News', body: 'News', cards: [], audience: 'subscribers', drawn, by: THE_SHOP },
      start,
    );
    const batches = { size: 2, intervalMs: 10_000 };
    const at = (seconds: number) => releaseBatch(db, batches, new Date(start.getTime() + seconds * 1000));
    expect(await at(0)).toBe(2);
    // The next batch is not due for another interval.
    expect(await at(5)).toBeNull();
    await db
      .update(newsletterSubscribers)
      .set({ status: 'unsubscribed' })
      .where(eq(newsletterSubscribers.email, 'e@example.com'));
    expect(await at(10)).toBe(2);
    expect(await at(20)).toBe(1);
    // All handed over: nothing more is due.
    expect(await at(30)).toBeNull();
    const detail = await broadcastDetail(db, id, 1);
    expect(detail?.progress).toMatchObject({ total: 5, waiting: 0, sending: 4, skipped: 1 });
    expect(detail?.recipients.find((r) => r.email === 'e@example.com')?.status).toBe('skipped');
    const outbox = await db.select({ recipient: emailOutbox.recipient }).from(emailOutbox);
    expect(outbox.map((row) => row.recipient).sort()).toEqual([
      'a@example.com',
      'b@example.com',
      'c@example.com',
      'd@example.com',
    ]);
  });

  it('records who may have got it twice when a server died in the middle of a batch (kill -9)', async () => {
    const { db } = database;
    await db.delete(emailOutbox);
    await db.delete(newsletterSubscribers);
    for (const email of ['p@example.com', 'q@example.com', 'r@example.com', 's@example.com'])
      await db.insert(newsletterSubscribers).values({ email, status: 'confirmed', source: 'footer' });
    const id = await createBroadcast(db, {
      subject: 'Twice?',
      body: 'Maybe.',
      cards: [],
      audience: 'subscribers',
      drawn: { subject: 'Twice?', html: '<p>Maybe.</p>', text: 'Maybe.' },
      by: THE_SHOP,
    });
    const now = new Date();
    expect(await releaseBatch(db, { size: 100, intervalMs: 0 }, now)).toBe(4);
    const quiet = { info() {}, warn() {}, error() {} };
    const draw = async () => ({ subject: 'Twice?', html: '<p>Maybe.</p>', text: 'Maybe.' });
    // The first server takes the batch and dies while the mail server has it: nothing is recorded.
    const dying = new EmailOutbox(
      db,
      { ...createOutboxMailer(null, 'shop@example.com'), send: () => new Promise(() => {}) },
      MAIL,
      quiet,
    );
    dying.register(BROADCAST_EMAIL_KIND, { render: draw });
    void dying.sendDue(now);
    await vi.waitFor(async () => {
      const claimed = await db.select({ claims: emailOutbox.claims }).from(emailOutbox);
      expect(claimed.every((row) => row.claims === 1)).toBe(true);
    });
    // Another server sends them once the dead one's lease is over.
    const mailer = createOutboxMailer(null, 'shop@example.com');
    const next = new EmailOutbox(db, mailer, MAIL, quiet);
    next.register(BROADCAST_EMAIL_KIND, { render: draw });
    expect(await next.sendDue(new Date(now.getTime() + LEASE_MS + 1000))).toEqual({ sent: 4, failed: 0 });
    const detail = await broadcastDetail(db, id, 1);
    expect(detail?.progress).toMatchObject({ total: 4, sent: 4, mayRepeat: 4 });
    expect(detail?.recipients.every((recipient) => recipient.mayRepeat)).toBe(true);
  });
});
