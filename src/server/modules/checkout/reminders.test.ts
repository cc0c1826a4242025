import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { CONTACT_MESSAGES } from '../../../domain/checkout/contact';
import { REMINDER_MESSAGES } from '../../../domain/checkout/reminder';
import { consentWords } from '../../../domain/newsletter/consent';
import { checkoutDrafts, checkoutReminders } from '../../db/schema';
import type { OutboxMailer } from '../../providers/mail/mailer';
import { pickupOrder, placeOrder, sampleContact } from '../../testing/order-fixtures';
import { signedInHeaders, staffApp } from '../../testing/staff';
import { describeEachEngine } from '../../testing/test-app';
import { setStock } from '../../testing/variant-stock';
import { listSubscribers } from '../newsletter/subscribers';
import { saveDraft } from './drafts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const TEE = { productId: 'harmattan-tour-tee', color: 'Black', size: 'M', quantity: 2 };
const HAT = { productId: 'harmattan-bucket-hat', color: 'Sand', size: 'One Size', quantity: 1 };
const later = (ms: number) => new Date(Date.now() + ms);

describeEachEngine('checkout reminders API', (engine) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await staffApp(engine);
  });
  afterAll(() => app.close());

  let lastAddress = 0;
  function saveBag(email: string, lines: object[] = [TEE, HAT]) {
    lastAddress += 1;
    return app.inject({
      method: 'POST',
      url: '/api/checkout/draft',
      payload: { email, lines },
      remoteAddress: `192.0.2.${lastAddress}`,
    });
  }
  const restore = (token: string) =>
    app.inject({ method: 'POST', url: '/api/checkout/restore', payload: { token } });
  const remindersTo = async (email: string) =>
    (await app.database.db.select().from(checkoutReminders).where(eq(checkoutReminders.email, email))).length;
  const mailTo = (email: string) =>
    (app.mailer as OutboxMailer).sent.filter(
      (mail) => mail.to === email && mail.subject.includes('your bag'),
    );
  async function unsubscribeTokenOf(email: string) {
    const [row] = await app.database.db
      .select({ token: checkoutDrafts.unsubscribeToken })
      .from(checkoutDrafts)
      .where(eq(checkoutDrafts.email, email));
    return row?.token ?? '';
  }

  it('sends one reminder after the hours, once, whose link restores the bag as the shop sells it today', async () => {
    expect((await saveBag(' Left@Example.com ')).statusCode).toBe(202);
    expect(await app.checkoutReminders.sendDue(later(HOUR))).toBe(0);
    const due = later(2 * HOUR + 60_000);
    await app.checkoutReminders.sendDue(due);
    await app.checkoutReminders.sendDue(later(3 * HOUR));
    expect(await remindersTo('left@example.com')).toBe(1);

    await app.outbox.sendDue(later(3 * HOUR));
    const [mail, ...more] = mailTo('left@example.com');
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('You left something in your bag at Temi Vale');
    expect(mail?.text).toContain('- 2 × Harmattan Tour Tee (Black, M)');
    expect(mail?.html).toContain('Back to my bag');
    // RFC 8058: the mail app's one-click unsubscribe, to the shopper's own link.
    expect(mail?.listUnsubscribe).toMatch(/^http:\/\/localhost\/unsubscribe\/\w{32,}$/);
    expect(mail?.raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');

    const token = /\/cart#restore=(\w+)/.exec(mail?.text ?? '')?.[1] ?? '';
    const whole = await restore(token);
    expect(whole.statusCode).toBe(200);
    expect(whole.json()).toEqual({ lines: [TEE, HAT], messages: [] });

    // The hat sold out since: the bag comes back without it, and says so.
    await setStock(app, HAT, 0);
    app.catalog.invalidate();
    try {
      expect((await restore(token)).json()).toEqual({
        lines: [TEE],
        messages: [REMINDER_MESSAGES.left('Harmattan Bucket Hat', 'Sand', 'One Size')],
      });
    } finally {
      await setStock(app, HAT, 3);
      app.catalog.invalidate();
    }
  });

  it('sends none to a shopper who ordered meanwhile', async () => {
    const email = 'bought@example.com';
    await saveBag(email, [HAT]);
    const placed = await placeOrder(app, {
      ...pickupOrder([{ ...HAT }]),
      contact: { ...sampleContact, email: 'Bought@example.com' },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    await app.checkoutReminders.sendDue(later(3 * HOUR));
    expect(await remindersTo(email)).toBe(0);
  });

  it('sends at most one reminder per address a week', async () => {
    const email = 'weekly@example.com';
    await saveBag(email);
    await app.checkoutReminders.sendDue(later(3 * HOUR));
    expect(await remindersTo(email)).toBe(1);
    // Back two days later, the box ticked again, and gone again: no second reminder that week.
    await saveDraft(app.database.db, { email, lines: [TEE], words: 'x', now: later(2 * DAY) });
    await app.checkoutReminders.sendDue(later(2 * DAY + 3 * HOUR));
    expect(await remindersTo(email)).toBe(1);
    // A week on, another left checkout gets its reminder.
    await saveDraft(app.database.db, { email, lines: [TEE], words: 'x', now: later(8 * DAY) });
    await app.checkoutReminders.sendDue(later(8 * DAY + 3 * HOUR));
    expect(await remindersTo(email)).toBe(2);
  });

  it('stops reminders by one click with no cookie, and says so on the link’s page', async () => {
    const email = 'stop@example.com';
    await saveBag(email);
    const token = await unsubscribeTokenOf(email);
    const oneClick = await app.inject({
      method: 'POST',
      url: `/unsubscribe/${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.body).toBe(REMINDER_MESSAGES.stopped);
    await app.checkoutReminders.sendDue(later(3 * HOUR));
    expect(await remindersTo(email)).toBe(0);
    expect((await app.inject({ url: `/api/newsletter/subscription/${token}` })).json()).toEqual({
      email,
      status: 'unsubscribed',
      message: REMINDER_MESSAGES.stopped,
    });
  });

  it('signs a buyer up only when the box was ticked, with the words it shows, confirming first', async () => {
    const ticked = await placeOrder(app, {
      ...pickupOrder([{ ...TEE, quantity: 1 }]),
      contact: { ...sampleContact, email: 'Ticked@example.com' },
      joinList: true,
    });
    expect(ticked.statusCode, ticked.body).toBe(201);
    const unticked = await placeOrder(app, {
      ...pickupOrder([{ ...TEE, quantity: 1 }]),
      contact: { ...sampleContact, email: 'unticked@example.com' },
    });
    expect(unticked.statusCode, unticked.body).toBe(201);
    const list = await listSubscribers(app.database.db);
    expect(list.find((row) => row.email === 'ticked@example.com')).toMatchObject({
      status: 'pending',
      source: 'checkout',
      consentWords: consentWords('checkout', 'Temi Vale'),
    });
    expect(list.some((row) => row.email === 'unticked@example.com')).toBe(false);
    await vi.waitFor(() => {
      const sent = (app.mailer as OutboxMailer).sent.find((mail) => mail.to === 'ticked@example.com');
      expect(sent?.subject).toBe('Confirm your subscription to Temi Vale');
    });
  });

  it('counts reminders sent and the orders that followed on the dashboard', async () => {
    const email = 'came-back@example.com';
    await saveBag(email, [HAT]);
    // Sent now (a clock an hour on would count an order placed now as before it).
    await saveDraft(app.database.db, { email, lines: [HAT], words: 'x', now: later(-3 * HOUR) });
    await app.checkoutReminders.sendDue(new Date());
    const staff = await signedInHeaders(app);
    const before = (await app.inject({ url: '/api/admin/dashboard', headers: staff })).json();
    const placed = await placeOrder(app, {
      ...pickupOrder([{ ...HAT }]),
      contact: { ...sampleContact, email },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const after = (await app.inject({ url: '/api/admin/dashboard', headers: staff })).json();
    expect(before.reminders.sent).toBeGreaterThanOrEqual(1);
    expect(after.reminders).toEqual({
      sent: before.reminders.sent,
      ordersAfter: before.reminders.ordersAfter + 1,
    });
  });

  it('answers bad input with a clear 4xx', async () => {
    const badEmail = await saveBag('fan@example');
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().error.fields).toEqual({ email: CONTACT_MESSAGES.email });
    expect((await saveBag('fan@example.com', [])).json().error.fields).toEqual({
      lines: 'Your bag is empty.',
    });
    expect((await saveBag('fan@example.com', [{ ...TEE, quantity: 0 }])).statusCode).toBe(400);
    expect((await saveBag(42 as unknown as string, 'no' as unknown as object[])).statusCode).toBe(400);
    expect((await restore('short')).statusCode).toBe(400);
    const unknown = await restore('b'.repeat(64));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: { code: 'not_found', message: REMINDER_MESSAGES.unknownLink } });
    const badFlag = await placeOrder(app, { ...pickupOrder([TEE]), joinList: 'yes' as unknown as boolean });
    expect(badFlag.statusCode).toBe(400);
  });
});

describeEachEngine('checkout reminders turned off (CHECKOUT_REMINDER_HOURS=0)', (engine) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await staffApp(engine, { checkoutReminderHours: 0 });
  });
  afterAll(() => app.close());

  it('keeps no bag and sends no reminder, answering the checkout alike', async () => {
    const saved = await app.inject({
      method: 'POST',
      url: '/api/checkout/draft',
      payload: { email: 'off@example.com', lines: [TEE] },
    });
    expect(saved.statusCode).toBe(202);
    expect(saved.json()).toEqual({ message: REMINDER_MESSAGES.saved });
    expect(await app.database.db.select().from(checkoutDrafts)).toEqual([]);
    // A bag kept before reminders were turned off is not reminded of either.
    await saveDraft(app.database.db, { email: 'kept@example.com', lines: [TEE], words: 'News.' });
    expect(await app.checkoutReminders.sendDue(later(3 * HOUR))).toBe(0);
    expect(await app.database.db.select().from(checkoutReminders)).toEqual([]);
  });
});
