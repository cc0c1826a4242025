import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { Database } from '../db/open';
import { statementPurpose } from '../db/pg-error';
import { orders } from '../db/schema';
import { EmailOutbox } from '../kernel/outbox/outbox';
import type { OutboxLog } from '../kernel/outbox/outbox-terms';
import { registerOrderEmails } from '../modules/orders/emails/order-emails';
import type { Mailer } from '../providers/mail/mailer';
import { insertOrder, sampleOrder } from '../testing/order-fixtures';
import { describeEachEngine, freshDatabase, testConfig } from '../testing/test-app';

/** What a shopper sends with an order: none of it may reach a log line, at any level. */
const shopper = {
  firstName: 'Zainab',
  lastName: 'Okonkwo-Private',
  email: 'zainab.private@example.com',
  phone: '08095550199',
  address: '7 Quiet Close, Ikoyi',
  accessKey: 'order-key-7f3a9c1e5b2d4f6a8c0e',
};

describe('the purpose of a statement, as a log names it', () => {
  it('is its verb and table, never a value', () => {
    expect(statementPurpose('insert into "orders" ("id", "email") values ($1, $2)')).toBe(
      'insert into orders',
    );
    expect(statementPurpose('update "orders" set "status" = $1 where "orders"."id" = $2')).toBe(
      'update orders',
    );
    expect(statementPurpose('delete from "login_attempts" where "ip" = $1')).toBe(
      'delete from login_attempts',
    );
    expect(statementPurpose('select "id", "email" from "staff" where "email" = $1')).toBe(
      'select from staff',
    );
    expect(statementPurpose('\n  INSERT INTO rate_limit_hits (key) VALUES ($1)')).toBe(
      'insert into rate_limit_hits',
    );
    expect(statementPurpose('LOCK TABLE meta IN EXCLUSIVE MODE')).toBe('lock');
  });
});

/** An order whose totals do not add up: PostgreSQL refuses the row, and its detail would list it. */
function brokenOrder(number: string, sent: typeof shopper) {
  return {
    number,
    accessKey: sent.accessKey,
    status: 'placed' as const,
    paymentMethod: 'bank_transfer' as const,
    email: sent.email,
    phone: sent.phone,
    firstName: sent.firstName,
    lastName: sent.lastName,
    address: sent.address,
    city: 'Lagos',
    state: 'Lagos',
    country: 'Nigeria',
    shippingMethod: 'shipping' as const,
    subtotalKobo: 1_000_000,
    deliveryFeeKobo: 100_000,
    totalKobo: 1,
  };
}

function expectNothingPersonal(written: string) {
  for (const value of Object.values(shopper))
    expect(written.toLowerCase()).not.toContain(value.toLowerCase());
}

describeEachEngine('a failed query in the request log', (engine) => {
  let app: FastifyInstance;
  const lines: string[] = [];
  beforeAll(async () => {
    app = await buildApp(testConfig({ logLevel: 'debug' }), {
      database: await freshDatabase(engine),
      logStream: { write: (line) => lines.push(line) },
    });
    // A route only this test has, writing what the request sent.
    app.post('/test/broken-order', async (request) => {
      await app.database.db.insert(orders).values(brokenOrder('SF-LOG234', request.body as typeof shopper));
      return { placed: true };
    });
  });
  afterAll(() => app.close());

  it('names its code, constraint, table and purpose, and none of the data sent with the request', async () => {
    const start = lines.length;
    const response = await app.inject({ method: 'POST', url: '/test/broken-order', payload: shopper });
    expect(response.statusCode).toBe(500);
    const written = lines.slice(start);
    expectNothingPersonal(written.join('\n'));
    const failed = written.map((line) => JSON.parse(line)).find((entry) => entry.msg === 'request failed');
    expect(failed?.err).toEqual({
      type: 'DatabaseError',
      code: '23514',
      constraint: 'orders_totals_add_up',
      table: 'orders',
      purpose: 'insert into orders',
      message: 'database error 23514 (insert into orders, orders_totals_add_up)',
    });
  });

  it('keeps a failed query out of the log when another error wraps it', async () => {
    const start = lines.length;
    const failure = await app.database.db
      .insert(orders)
      .values(brokenOrder('SF-LOG235', shopper))
      .catch((error: unknown) => error);
    app.log.error({ err: new Error('saving the order failed', { cause: failure }) }, 'wrapped');
    const written = lines.slice(start).join('\n');
    expectNothingPersonal(written);
    expect(written).toContain('"code":"23514"');
  });
});

describeEachEngine('a failed query in the email outbox’s log', (engine) => {
  let database: Database;
  beforeAll(async () => {
    database = await freshDatabase(engine);
  });
  afterAll(() => database.close());

  /** The outbox's log, kept as the lines it would write. */
  function keptLog(kept: string[]): OutboxLog {
    const keep = (details: object, message: string) => kept.push(JSON.stringify({ ...details, message }));
    return { info: keep, warn: keep, error: keep };
  }

  function outboxSending(send: Mailer['send'], kept: string[]): EmailOutbox {
    const mailer: Mailer = { kind: 'outbox', target: 'memory', send, close() {} };
    const outbox = new EmailOutbox(database.db, mailer, testConfig().mail, keptLog(kept));
    registerOrderEmails(outbox);
    return outbox;
  }

  const data = { order: sampleOrder({ email: shopper.email }), confirmationUrl: '', adminUrl: '' };

  it('names it by its code and purpose only', async () => {
    const orderId = await insertOrder(database.db, 'SF-LOG236');
    const kept: string[] = [];
    // The order is removed while its email is on its way: marking it sent then fails on the order's
    // history, in a statement that carries the recipient.
    const outbox = outboxSending(async () => {
      await database.db.delete(orders).where(eq(orders.id, orderId));
      return { messageId: 'sent' };
    }, kept);
    await outbox.enqueue(database.db, {
      orderId,
      kind: 'order_confirmation',
      recipient: shopper.email,
      data,
    });
    await outbox.sendDue();
    const line = kept.find((entry) => entry.includes('email sent but not marked as sent'));
    expect(line).toContain('database error 23503 (insert into order_events');
    expectNothingPersonal(kept.join('\n'));
  });

  it('leaves out the recipient a mail server quotes back', async () => {
    const kept: string[] = [];
    const outbox = outboxSending(async () => {
      throw new Error(`550 5.1.1 <${shopper.email.toUpperCase()}>: Recipient address rejected`);
    }, kept);
    await outbox.enqueue(database.db, { orderId: null, kind: 'order_link', recipient: shopper.email, data });
    await outbox.sendDue();
    const line = kept.find((entry) => entry.includes('email not sent; will retry'));
    expect(line).toContain('550 5.1.1 <[recipient]>: Recipient address rejected');
    expectNothingPersonal(kept.join('\n'));
  });
});
