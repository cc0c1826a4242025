import { asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import type { Database, Db } from '../../db/open';
import { emailOutbox, orderEvents, orders } from '../../db/schema';
import { registerOrderEmails } from '../../modules/orders/emails/order-emails';
import type { MailConfig } from '../../providers/mail/mail-config';
import {
  createMailer,
  createOutboxMailer,
  type Mailer,
  type OutboxMailer,
} from '../../providers/mail/mailer';
import { insertOrder, sampleOrder } from '../../testing/order-fixtures';
import { startSmtpServer, TEST_SMTP_PASSWORD, type TestSmtpServer } from '../../testing/smtp-server';
import { describeEachEngine, freshDatabase } from '../../testing/test-app';
import { enqueueEmails } from './enqueue-emails';
import { EmailOutbox } from './outbox';
import { BATCH_SIZE, LEASE_MS, MAX_ATTEMPTS, retryDelayMs } from './outbox-terms';

const config: MailConfig = {
  smtpUrl: null,
  from: 'Stagefront Shop <shop@stagefront.local>',
  shopEmail: 'team@example.com',
  outboxDir: null,
  pollSeconds: 30,
  newsletterDoubleOptIn: true,
  batchSize: 100,
  batchIntervalSeconds: 10,
};
const data = {
  order: sampleOrder(),
  confirmationUrl: 'https://shop.example.com/orders/SF-ABC234?key=secret-key',
  adminUrl: 'https://shop.example.com/admin/orders/SF-ABC234',
};

function quietLog() {
  return { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
}

it('backs off 1, 5, 15 and 60 minutes, then longer, up to a cap', () => {
  const minutes = [1, 2, 3, 4, 5, 6, 7, 8, 20].map((failures) => retryDelayMs(failures) / 60_000);
  expect(minutes).toEqual([1, 5, 15, 60, 180, 360, 720, 720, 720]);
});

describeEachEngine('the email outbox', (engine) => {
  let database: Database;
  let server: TestSmtpServer | null = null;
  const mailers: Mailer[] = [];
  const outboxes: EmailOutbox[] = [];

  beforeAll(async () => {
    database = await freshDatabase(engine);
  });

  afterAll(async () => {
    await database.close();
  });

  beforeEach(async () => {
    await database.db.delete(emailOutbox);
    await database.db.delete(orders);
  });

  afterEach(async () => {
    for (const outbox of outboxes.splice(0)) await outbox.stop();
    for (const mailer of mailers.splice(0)) mailer.close();
    await server?.close();
    server = null;
  });

  function outboxWith(mailer: Mailer, log = quietLog(), smtpUrl: string | null = null) {
    mailers.push(mailer);
    const outbox = new EmailOutbox(database.db, mailer, { ...config, smtpUrl }, log);
    registerOrderEmails(outbox);
    outboxes.push(outbox);
    return outbox;
  }

  function memoryOutbox(log = quietLog()): { outbox: EmailOutbox; mailer: OutboxMailer } {
    const mailer = createOutboxMailer(null, config.from);
    return { outbox: outboxWith(mailer, log), mailer };
  }

  async function rows() {
    return database.db.select().from(emailOutbox).orderBy(asc(emailOutbox.id));
  }

  async function orderRow(id: string) {
    const [row] = await database.db.select().from(orders).where(eq(orders.id, id));
    return row;
  }

  it('sends what was enqueued in the order transaction, and marks the order emailed', async () => {
    const { outbox, mailer } = memoryOutbox();
    const orderId = await insertOrder(database.db);
    await database.db.transaction(async (tx) => {
      await outbox.enqueue(tx, { orderId, kind: 'order_confirmation', recipient: 'ada@example.com', data });
      await outbox.enqueue(tx, { orderId, kind: 'new_order', recipient: 'team@example.com', data });
    });

    expect(await outbox.sendDue()).toEqual({ sent: 2, failed: 0 });

    expect(mailer.sent.map((mail) => [mail.to, mail.subject])).toEqual([
      ['ada@example.com', 'Your order SF-ABC234 is confirmed'],
      ['team@example.com', 'New order SF-ABC234 — ₦45,500'],
    ]);
    expect(mailer.sent[0]?.text).toContain(data.confirmationUrl);
    expect(mailer.sent[1]?.text).toContain(data.adminUrl);
    expect((await rows()).every((row) => row.sentAt !== null && row.attempts === 1)).toBe(true);
    expect((await orderRow(orderId))?.emailSent).toBe(true);
    const events = await database.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
    expect(events.map((event) => [event.kind, event.note])).toEqual([
      ['email_sent', 'Order confirmation sent to ada@example.com'],
    ]);

    expect(await outbox.sendDue()).toEqual({ sent: 0, failed: 0 });
    expect(mailer.sent).toHaveLength(2);
  });

  it('writes nothing when the order transaction rolls back', async () => {
    const { outbox } = memoryOutbox();
    await database.db
      .transaction(async (tx) => {
        const orderId = await insertOrder(tx);
        await outbox.enqueue(tx, { orderId, kind: 'order_confirmation', recipient: 'ada@example.com', data });
        throw new Error('stock ran out');
      })
      .catch(() => {});
    expect(await rows()).toEqual([]);
  });

  it('retries with back-off after the server refuses, then sends and flags the order', async () => {
    server = await startSmtpServer({ refuse: 1 });
    const log = quietLog();
    const outbox = outboxWith(createMailer({ ...config, smtpUrl: server.url }), log, server.url);
    const orderId = await insertOrder(database.db);
    const enqueuedAt = new Date();
    await outbox.enqueue(database.db, {
      orderId,
      kind: 'order_confirmation',
      recipient: 'ada@example.com',
      data,
    });

    const now = new Date(enqueuedAt.getTime() + 1_000);
    expect(await outbox.sendDue(now)).toEqual({ sent: 0, failed: 1 });
    const [failed] = await rows();
    expect(failed?.attempts).toBe(1);
    expect(failed?.sentAt).toBeNull();
    expect(failed?.lastError).toMatch(/451/);
    expect(failed?.lastError).not.toContain(TEST_SMTP_PASSWORD);
    expect(failed?.nextAttemptAt.getTime()).toBe(now.getTime() + retryDelayMs(1));
    expect((await orderRow(orderId))?.emailSent).toBe(false);
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(JSON.stringify(log.warn.mock.calls)).not.toContain(TEST_SMTP_PASSWORD);

    // Not due yet.
    expect(await outbox.sendDue(new Date(now.getTime() + 30_000))).toEqual({ sent: 0, failed: 0 });

    expect(await outbox.sendDue(new Date(now.getTime() + retryDelayMs(1) + 1_000))).toEqual({
      sent: 1,
      failed: 0,
    });
    const [sent] = await rows();
    expect(sent?.sentAt).not.toBeNull();
    expect(sent?.attempts).toBe(2);
    expect((await orderRow(orderId))?.emailSent).toBe(true);
    expect(server.received).toHaveLength(1);
    expect(server.received[0]?.to).toEqual(['ada@example.com']);
    expect(server.received[0]?.raw).toContain('Subject: Your order SF-ABC234 is confirmed');
  });

  it('gives up at once on a recipient refused for good, and says so to whoever listens', async () => {
    server = await startSmtpServer({ noSuchMailbox: ['gone@example.com'] });
    const outbox = outboxWith(createMailer({ ...config, smtpUrl: server.url }), quietLog(), server.url);
    const refused: string[] = [];
    outbox.whenRefusedForGood(async (recipient) => refused.push(recipient));
    await outbox.enqueue(database.db, {
      orderId: null,
      kind: 'new_order',
      recipient: 'gone@example.com',
      data,
    });
    expect(await outbox.sendDue(new Date(Date.now() + 1_000))).toEqual({ sent: 0, failed: 1 });
    const [row] = await rows();
    expect(row?.attempts).toBe(MAX_ATTEMPTS);
    expect(row?.lastError).toMatch(/550/);
    expect(refused).toEqual(['gone@example.com']);
    expect(
      await outbox.sendUnstored('newsletter_confirm', 'gone@example.com', async () => ({
        subject: 's',
        text: 't',
        html: '<p>t</p>',
      })),
    ).toBe(false);
    expect(refused).toEqual(['gone@example.com', 'gone@example.com']);
  });

  it('gives up after the last attempt, keeping the error', async () => {
    const log = quietLog();
    const failing: Mailer = {
      kind: 'smtp',
      target: 'nowhere:25',
      send: async () => {
        throw new Error('Connection refused');
      },
      close: () => {},
    };
    const outbox = outboxWith(failing, log);
    await outbox.enqueue(database.db, {
      orderId: null,
      kind: 'new_order',
      recipient: 'team@example.com',
      data,
    });
    let now = new Date(Date.now() + 1_000);
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      expect(await outbox.sendDue(now)).toEqual({ sent: 0, failed: 1 });
      now = new Date(now.getTime() + retryDelayMs(attempt) + 1_000);
    }
    expect(await outbox.sendDue(new Date(now.getTime() + 365 * 86_400_000))).toEqual({ sent: 0, failed: 0 });
    const [row] = await rows();
    expect(row?.attempts).toBe(MAX_ATTEMPTS);
    expect(row?.lastError).toBe('Connection refused');
    expect(log.error).toHaveBeenCalledTimes(1);
  });

  it('never sends a row twice when two workers run at once', async () => {
    const { outbox: first, mailer } = memoryOutbox();
    const second = outboxWith(mailer);
    const orderId = await insertOrder(database.db);
    const count = BATCH_SIZE + 5;
    for (let i = 0; i < count; i++) {
      await first.enqueue(database.db, {
        orderId,
        kind: 'new_order',
        recipient: `team${i}@example.com`,
        data,
      });
    }
    const results = await Promise.all([first.sendDue(), second.sendDue(), first.sendDue(), second.sendDue()]);

    expect(results.reduce((sum, result) => sum + result.sent, 0)).toBe(count);
    const recipients = mailer.sent.map((mail) => mail.to);
    expect(new Set(recipients).size).toBe(count);
    expect(recipients).toHaveLength(count);
  });

  it('leaves a claimed row alone until its lease ends', async () => {
    const { outbox, mailer } = memoryOutbox();
    await outbox.enqueue(database.db, {
      orderId: null,
      kind: 'new_order',
      recipient: 'team@example.com',
      data,
    });
    // A worker that died mid-send leaves its lease behind.
    await database.db.update(emailOutbox).set({ nextAttemptAt: new Date(Date.now() + LEASE_MS) });
    expect(await outbox.sendDue()).toEqual({ sent: 0, failed: 0 });
    expect(await outbox.sendDue(new Date(Date.now() + LEASE_MS + 1_000))).toEqual({ sent: 1, failed: 0 });
    expect(mailer.sent).toHaveLength(1);
  });

  it('records a message that cannot be rendered as failed, without throwing', async () => {
    const log = quietLog();
    const { outbox, mailer } = memoryOutbox(log);
    await outbox.enqueue(database.db, {
      orderId: null,
      kind: 'new_order',
      recipient: 'team@example.com',
      data: {},
    });
    expect(await outbox.sendDue()).toEqual({ sent: 0, failed: 1 });
    expect(mailer.sent).toHaveLength(0);
    expect((await rows())[0]?.lastError).toMatch(/no order to render/);
  });

  it('keeps a row of a kind nobody registered, failed with why, and sends it once a capability draws it', async () => {
    const { outbox, mailer } = memoryOutbox();
    await outbox.enqueue(database.db, {
      orderId: null,
      kind: 'postcard',
      recipient: 'ada@example.com',
      data: {},
    });
    expect(await outbox.sendDue()).toEqual({ sent: 0, failed: 1 });
    expect((await rows())[0]?.lastError).toBe('No one draws emails of kind "postcard".');

    const later = memoryOutbox().outbox;
    const render = async () => ({ subject: 'Greetings', html: '<p>Hi</p>', text: 'Hi' });
    const sent: string[] = [];
    later.register('postcard', { render, onSent: async (_tx, row) => void sent.push(row.recipient) });
    expect(() => later.register('postcard', { render })).toThrow(
      'The email kind "postcard" is registered twice.',
    );
    expect(await later.sendDue(new Date(Date.now() + 2 * 60_000))).toEqual({ sent: 1, failed: 0 });
    expect(sent).toEqual(['ada@example.com']);
    expect(mailer.sent).toHaveLength(0);
  });

  it('writes many emails at once in the caller’s transaction, answering each one’s id', async () => {
    const recipients = ['a@example.com', 'b@example.com', 'c@example.com'];
    const written = await database.db.transaction((tx) =>
      enqueueEmails(
        tx,
        recipients.map((recipient) => ({ orderId: null, kind: 'new_order', recipient, data: {} })),
      ),
    );
    expect(written.map((row) => row.recipient)).toEqual(recipients);
    expect((await rows()).map((row) => [row.id, row.recipient])).toEqual(
      written.map((row) => [row.id, row.recipient]),
    );
    await expect(
      database.db.transaction(async (tx) => {
        await enqueueEmails(tx, [{ orderId: null, kind: 'new_order', recipient: 'd@example.com', data: {} }]);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await rows()).toHaveLength(3);
    expect(await database.db.transaction((tx) => enqueueEmails(tx, []))).toEqual([]);
  });

  it('kick sends soon without waiting, folds kicks together, and stop waits for the batch', async () => {
    const { outbox, mailer } = memoryOutbox();
    await outbox.enqueue(database.db, {
      orderId: null,
      kind: 'new_order',
      recipient: 'team@example.com',
      data,
    });
    const send = vi.spyOn(outbox, 'sendDue');
    outbox.kick();
    outbox.kick();
    outbox.kick();
    expect(mailer.sent).toHaveLength(0);
    await vi.waitFor(() => expect(mailer.sent).toHaveLength(1));
    await outbox.stop();
    expect(send.mock.calls.length).toBeLessThanOrEqual(2);
    outbox.kick();
    expect(send.mock.calls.length).toBeLessThanOrEqual(2);
  });

  it('start sends what is already due, and stop waits for it', async () => {
    const { outbox, mailer } = memoryOutbox();
    await outbox.enqueue(database.db, {
      orderId: null,
      kind: 'new_order',
      recipient: 'team@example.com',
      data,
    });
    outbox.start();
    await outbox.stop();
    expect(mailer.sent).toHaveLength(1);
  });
});

it('logs, and never throws, when the database fails', async () => {
  const log = quietLog();
  const fail = () => {
    throw new Error('Connection terminated');
  };
  const broken = { select: fail, update: fail, insert: fail, transaction: fail } as unknown as Db;
  const outbox = new EmailOutbox(broken, createOutboxMailer(null, config.from), config, log);
  expect(await outbox.sendDue()).toEqual({ sent: 0, failed: 0 });
  expect(log.error).toHaveBeenCalledWith({ err: 'Connection terminated' }, 'email outbox could not be read');
  outbox.kick();
  await outbox.stop();
});
