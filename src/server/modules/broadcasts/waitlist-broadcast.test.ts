import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { BROADCAST_MESSAGES } from '../../../domain/broadcasts/broadcast';
import type { BroadcastDetail } from '../../../domain/broadcasts/contract';
import { WAITLIST_MESSAGES } from '../../../domain/newsletter/waitlist';
import { newsletterSubscribers, waitlistEntries } from '../../db/schema';
import type { OutboxMailer } from '../../providers/mail/mailer';
import { signedInHeaders, staffApp } from '../../testing/staff';
import { describeEachEngine, testConfig } from '../../testing/test-app';
import { addEntry, waitlistRecipients } from '../waitlist/entries';
import { fireRestock } from '../waitlist/fire';

const TEE = 'harmattan-tour-tee';
const MESSAGE = { subject: 'The White tee is coming back', body: 'Friday, 10am. Set an alarm.' };

describeEachEngine('messaging a product’s waitlist', (engine) => {
  let app: FastifyInstance;
  let headers: { cookie: string; origin: string };
  const mailbox = () => (app.mailer as OutboxMailer).sent;
  const post = (url: string, payload: object, withSession = true) =>
    app.inject({ method: 'POST', url, headers: withSession ? headers : {}, payload });

  async function wait(email: string, productId: string, size: string) {
    await addEntry(app.database.db, {
      productId,
      kind: 'restock',
      color: 'White',
      size,
      email,
      words: 'Email me when it is back, and any news of it before then. Nothing else.',
      source: `http://localhost/store/${productId}`,
    });
  }
  const entriesOf = (email: string) =>
    app.database.db
      .select({ usedAt: waitlistEntries.usedAt, leftAt: waitlistEntries.leftAt })
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.email, email), eq(waitlistEntries.productId, TEE)));

  beforeAll(async () => {
    const base = testConfig();
    app = await staffApp(engine, { mail: { ...base.mail, batchSize: 50, batchIntervalSeconds: 0 } });
    await app.ready();
    headers = await signedInHeaders(app);
    // Ada waits on two sizes (one message), Bola on one; Chi agreed to the one email alone, Dayo's
    // email went already, Eze's mail is refused for good, Femi waits on another product.
    await wait('ada@example.com', TEE, 'L');
    await wait('ada@example.com', TEE, 'M');
    await wait('bola@example.com', TEE, 'S');
    await wait('chi@example.com', TEE, 'S');
    await app.database.db
      .update(waitlistEntries)
      .set({ withNews: false })
      .where(eq(waitlistEntries.email, 'chi@example.com'));
    await wait('dayo@example.com', TEE, 'S');
    await app.database.db
      .update(waitlistEntries)
      .set({ usedAt: new Date() })
      .where(eq(waitlistEntries.email, 'dayo@example.com'));
    await wait('eze@example.com', TEE, 'S');
    await app.database.db
      .insert(newsletterSubscribers)
      .values({ email: 'eze@example.com', status: 'suppressed', source: 'footer' });
    await wait('femi@example.com', 'harmattan-bucket-hat', 'M');
  });
  afterAll(() => app.close());

  it('counts whom each product’s waitlist would reach', async () => {
    const response = await app.inject({ url: '/api/admin/broadcasts/audiences', headers });
    expect(response.statusCode).toBe(200);
    expect(response.json().waitlists).toEqual([
      { productId: 'harmattan-bucket-hat', name: 'Harmattan Bucket Hat', count: 1 },
      { productId: TEE, name: 'Harmattan Tour Tee', count: 2 },
    ]);
  });

  it('asks which product, and refuses a waitlist nobody is on', async () => {
    const unnamed = await post('/api/admin/broadcasts', { ...MESSAGE, audience: 'waitlist' });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().error.fields).toEqual({ productId: BROADCAST_MESSAGES.chooseProduct });
    const empty = await post('/api/admin/broadcasts', {
      ...MESSAGE,
      audience: 'waitlist',
      productId: 'signature-dad-cap',
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().error.message).toBe(BROADCAST_MESSAGES.noRecipients);
    expect(
      (await post('/api/admin/broadcasts', { ...MESSAGE, audience: 'waitlist', productId: TEE }, false))
        .statusCode,
    ).toBe(401);
  });

  it('answers a waitlist of a product the shop does not have with a 400 on the field, not a 500', async () => {
    const unknown = await post('/api/admin/broadcasts', {
      ...MESSAGE,
      audience: 'waitlist',
      productId: 'no-such-product',
    });
    expect(unknown.statusCode, unknown.body).toBe(400);
    expect(unknown.json().error.fields).toEqual({ productId: BROADCAST_MESSAGES.unknownProduct });
  });

  it('sends once to each address waiting with news agreed, whose own link takes them off that waitlist', async () => {
    const before = mailbox().length;
    const response = await post('/api/admin/broadcasts', {
      ...MESSAGE,
      audience: 'waitlist',
      productId: TEE,
    });
    expect(response.statusCode).toBe(201);
    const { id } = response.json() as BroadcastDetail;
    expect(response.json()).toMatchObject({
      productId: TEE,
      audienceLabel: 'Waitlist: Harmattan Tour Tee',
      progress: { total: 2 },
    });
    await vi.waitFor(
      async () => {
        const now = (await app.inject({ url: `/api/admin/broadcasts/${id}`, headers })).json();
        if (now.state !== 'finished') throw new Error(`still sending: ${JSON.stringify(now.progress)}`);
      },
      { timeout: 20_000, interval: 50 },
    );
    const sent = mailbox().slice(before);
    expect(sent.map((mail) => mail.to).sort()).toEqual(['ada@example.com', 'bola@example.com']);
    const raw = sent.find((mail) => mail.to === 'ada@example.com')?.raw ?? '';
    const link = /List-Unsubscribe:\s*<(http:\/\/localhost\/unsubscribe\/\w+)>/i.exec(raw)?.[1] ?? '';
    expect(link).not.toBe('');
    const token = link.split('/').pop() ?? '';
    const page = await app.inject(`/api/newsletter/subscription/${token}`);
    expect(page.json()).toEqual({
      email: 'ada@example.com',
      status: 'confirmed',
      message: WAITLIST_MESSAGES.back('Harmattan Tour Tee'),
      waitlist: 'Harmattan Tour Tee',
    });

    // One click from the mail app, with no cookie: both of Ada's sizes leave, and a restock skips her.
    const oneClick = await app.inject({
      method: 'POST',
      url: new URL(link).pathname,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.body).toBe(WAITLIST_MESSAGES.left('Harmattan Tour Tee'));
    expect((await entriesOf('ada@example.com')).every((entry) => entry.leftAt !== null)).toBe(true);
    const waiting = await waitlistRecipients(app.database.db, TEE);
    expect(waiting.map((entry) => entry.email)).not.toContain('ada@example.com');
    const fired = await app.database.db.transaction((tx) =>
      fireRestock(tx, { productId: TEE, color: 'White', size: 'L' }, new Date()),
    );
    expect(fired).toBe(0);
    const again = await post('/api/admin/broadcasts', { ...MESSAGE, audience: 'waitlist', productId: TEE });
    expect((again.json() as BroadcastDetail).progress.total).toBe(1);
  });

  it('takes a fan back onto the waitlist from the unsubscribe page, sizes and all', async () => {
    await wait('gbenga@example.com', TEE, 'L');
    await wait('gbenga@example.com', TEE, 'XL');
    const [entry] = await app.database.db
      .select({ token: waitlistEntries.unsubscribeToken })
      .from(waitlistEntries)
      .where(eq(waitlistEntries.email, 'gbenga@example.com'));
    const token = entry?.token ?? '';
    const left = await post('/api/newsletter/unsubscribe', { token }, false);
    expect(left.json()).toMatchObject({
      status: 'unsubscribed',
      message: WAITLIST_MESSAGES.left('Harmattan Tour Tee'),
    });
    const back = await post('/api/newsletter/rejoin', { token }, false);
    expect(back.json()).toMatchObject({
      status: 'confirmed',
      message: WAITLIST_MESSAGES.back('Harmattan Tour Tee'),
    });
    const entries = await app.database.db
      .select({ usedAt: waitlistEntries.usedAt })
      .from(waitlistEntries)
      .where(eq(waitlistEntries.email, 'gbenga@example.com'));
    expect(entries).toEqual([{ usedAt: null }, { usedAt: null }]);
    // Not onto the newsletter: the waitlist is its own consent.
    const listed = await app.database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'gbenga@example.com'));
    expect(listed).toEqual([]);
  });
});
