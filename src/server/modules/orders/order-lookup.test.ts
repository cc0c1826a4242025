import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { ORDER_LOOKUP_MESSAGES, type PlacedOrder } from '../../../domain/orders/order';
import { emailOutbox } from '../../db/schema';
import { sampleContact } from '../../testing/order-fixtures';
import { startSmtpServer, type TestSmtpServer } from '../../testing/smtp-server';
import { describeEachEngine, testApp, testConfig } from '../../testing/test-app';
import { ORDER_LINK_KICK_MS } from './emails/order-mail';

/**
 * Order look-up: a shopper who lost the link gives the order number and their email; the link goes
 * to that email. The answer is the same whether or not anything matched, and tries are limited.
 */
describeEachEngine('order look-up', (engine) => {
  let app: FastifyInstance;
  let smtp: TestSmtpServer;
  let placed: PlacedOrder;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    const base = testConfig();
    app = await testApp(engine, {
      mail: { ...base.mail, smtpUrl: smtp.url, shopEmail: null, pollSeconds: 1 },
    });
    const response = await app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: {
        lines: [{ productId: 'signature-dad-cap', color: 'Black', size: 'One Size', quantity: 1 }],
        contact: { ...sampleContact, email: 'Funke@Example.com' },
        shippingMethod: 'pickup',
        position: { lat: 6.45, long: 3.39 },
        paymentMethod: 'pay_on_delivery',
      },
    });
    expect(response.statusCode).toBe(201);
    placed = response.json();
    // The confirmation goes first, so the look-up emails below are told apart from it.
    for (let i = 0; i < 100 && smtp.received.length === 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  let address = 0;
  function lookUp(body: object) {
    address++;
    return app.inject({
      method: 'POST',
      url: '/api/orders/lookup',
      remoteAddress: `198.51.100.${address}`,
      payload: body,
    });
  }

  /** The look-up emails ("Your order SF-…"), not the confirmation ("Your order SF-… is confirmed"). */
  const linksSent = () =>
    smtp.received.filter((mail) => /^Subject: Your order SF-[0-9A-Z]{6}\r?$/m.test(mail.raw));

  it('emails the order’s link when the number and email match, and answers the same when they do not', async () => {
    const { number } = placed.order;
    const answers = await Promise.all([
      lookUp({ number: 'SF-ZZZZZZ', email: 'funke@example.com' }),
      lookUp({ number, email: 'someone.else@example.com' }),
      // Typed as people do: lower case, without "SF-", the email in another case.
      lookUp({ number: number.slice(3).toLowerCase(), email: ' FUNKE@example.com ' }),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(202);
      expect(answer.json()).toEqual({ message: ORDER_LOOKUP_MESSAGES.sent });
    }
    await expect.poll(() => linksSent().length, { timeout: 10_000 }).toBe(1);
    const [mail] = linksSent();
    expect(mail?.to.map((to) => to.toLowerCase())).toEqual(['funke@example.com']);
    expect(mail?.raw).toContain(`Subject: Your order ${number}`);
    // The whole keyed link, which opens the order.
    const decoded = mail?.raw.replace(/=\r?\n/g, '').replaceAll('=3D', '=');
    expect(decoded).toContain(placed.confirmationPath);
  });

  it('sends one link per order in ten minutes, however often it is asked for', async () => {
    const before = linksSent().length;
    const again = await lookUp({ number: placed.order.number, email: 'funke@example.com' });
    expect(again.statusCode).toBe(202);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await app.outbox.sendDue(new Date());
    expect(linksSent().length).toBe(before);
  });

  it('names a field that is missing or malformed, never a 500', async () => {
    for (const [body, field] of [
      [{ number: 'SF-ABC2', email: 'funke@example.com' }, 'number'],
      [{ number: 'not a number', email: 'funke@example.com' }, 'number'],
      [{ email: 'funke@example.com' }, 'number'],
      [{ number: placed.order.number, email: 'funke' }, 'email'],
      [{ number: placed.order.number }, 'email'],
      [{ number: 42, email: 'funke@example.com' }, 'number'],
    ] as const) {
      const response = await lookUp(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.json().error.fields)).toEqual([field]);
    }
    expect((await lookUp({ number: 'SF-ABC2' })).json().error.fields).toEqual({
      number: ORDER_LOOKUP_MESSAGES.number,
      email: ORDER_LOOKUP_MESSAGES.email,
    });
  });

  it('stops one address after five look-ups in fifteen minutes', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/orders/lookup',
        remoteAddress: '203.0.113.99',
        payload: { number: `SF-AAAAA${i + 2}`, email: 'guess@example.com' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
  });
});

/**
 * What a look-up costs must not say whether it matched: the same statements run on every path,
 * before the answer, and nothing is left running after it (work left behind slowed the next request
 * on the embedded database's single connection). Told by the statements, not by a clock.
 */
describeEachEngine('order look-up, matched or not', (engine) => {
  let app: FastifyInstance;
  let number: string;
  /** The client Drizzle sends every statement through: PGlite itself, or node-postgres's pool. */
  let client: { query(...args: unknown[]): unknown };

  beforeAll(async () => {
    app = await testApp(engine);
    const response = await app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: {
        lines: [{ productId: 'signature-dad-cap', color: 'Black', size: 'One Size', quantity: 1 }],
        contact: { ...sampleContact, email: 'Tolu@Example.com' },
        shippingMethod: 'pickup',
        position: { lat: 6.45, long: 3.39 },
        paymentMethod: 'pay_on_delivery',
      },
    });
    expect(response.statusCode).toBe(201);
    number = (response.json() as PlacedOrder).order.number;
    // The worker's own rounds are not the look-up's doing; it is stopped so that only the look-up
    // speaks to the database (and a kick would do nothing that could be missed: it is watched).
    await app.outbox.stop();
    client = (app.database.db as unknown as { $client: typeof client }).$client;
  });
  afterAll(() => app.close());

  /** The statements a look-up ran before its answer, and any it left to run after. */
  async function lookUpWatched(body: { number: string; email: string }, remoteAddress: string) {
    const query = vi.spyOn(client, 'query');
    const text = (call: unknown[]) => {
      const [statement] = call;
      return typeof statement === 'string' ? statement : String((statement as { text: string }).text);
    };
    try {
      const response = await app.inject({
        method: 'POST',
        url: '/api/orders/lookup',
        remoteAddress,
        payload: body,
      });
      expect(response.statusCode).toBe(202);
      const answered = query.mock.calls.map(text);
      await new Promise((resolve) => setTimeout(resolve, 300));
      return { answered, after: query.mock.calls.slice(answered.length).map(text) };
    } finally {
      query.mockRestore();
    }
  }

  it('runs the same statements, all before answering, and asks the outbox to send a moment later, whatever it found', async () => {
    const kick = vi.spyOn(app.outbox, 'kick');
    const matched = await lookUpWatched({ number, email: 'tolu@example.com' }, '198.51.100.1');
    const wrongEmail = await lookUpWatched({ number, email: 'someone.else@example.com' }, '198.51.100.2');
    const noSuchOrder = await lookUpWatched(
      { number: 'SF-ZZZZZ2', email: 'tolu@example.com' },
      '198.51.100.3',
    );
    const again = await lookUpWatched({ number, email: 'tolu@example.com' }, '198.51.100.4');

    expect(matched.answered.some((statement) => /insert into "email_outbox"/i.test(statement))).toBe(true);
    for (const other of [wrongEmail, noSuchOrder, again]) expect(other.answered).toEqual(matched.answered);
    for (const each of [matched, wrongEmail, noSuchOrder, again]) expect(each.after).toEqual([]);
    // Each look-up, matched or not, asks the outbox to send once, a moment after its answer.
    await new Promise((resolve) => setTimeout(resolve, ORDER_LINK_KICK_MS + 300));
    expect(kick).toHaveBeenCalledTimes(4);

    // One link waits for the outbox, for the look-up that matched; the one repeated at once adds none.
    const waiting = await app.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, 'order_link'));
    expect(waiting.map((row) => row.recipient)).toEqual(['Tolu@Example.com']);
  });
});
