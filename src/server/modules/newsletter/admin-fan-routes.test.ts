import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { FAN_MESSAGES } from '../../../domain/newsletter/newsletter';
import type { PlacedOrder } from '../../../domain/orders/order';
import { newestEntry } from '../../testing/activity';
import { pickupOrder, placeOrder } from '../../testing/order-fixtures';
import { signedInHeaders, staffApp } from '../../testing/staff';
import { describeEachEngine } from '../../testing/test-app';
import { addEntry } from '../waitlist/entries';
import { signUp } from './subscribers';

describeEachEngine('a fan’s data, exported and erased on request', (engine) => {
  let app: FastifyInstance;
  let headers: { cookie: string; origin: string };
  let number: string;
  let broadcastId: number;
  const email = 'ada@example.com';
  const exportOf = (address: string, withSession = true) =>
    app.inject({
      url: `/api/admin/fans/export?email=${encodeURIComponent(address)}`,
      headers: withSession ? headers : {},
    });
  const erase = (address: string, withSession = true) =>
    app.inject({
      method: 'POST',
      url: '/api/admin/fans/erase',
      headers: withSession ? headers : {},
      payload: { email: address },
    });

  beforeAll(async () => {
    app = await staffApp(engine);
    headers = await signedInHeaders(app);
    const line = { productId: 'harmattan-tour-tee', color: 'Black', size: 'M', quantity: 1 };
    const placed = await placeOrder(app, pickupOrder([line]));
    expect(placed.statusCode).toBe(201);
    number = (placed.json() as PlacedOrder).order.number;
    await signUp(app.database.db, {
      email,
      source: 'footer',
      words: 'News. I can unsubscribe.',
      confirmFirst: false,
    });
    await addEntry(app.database.db, {
      productId: 'harmattan-tour-tee',
      kind: 'restock',
      color: 'White',
      size: 'L',
      email,
      words: 'Email me once when it is back.',
      source: 'http://localhost/store/harmattan-tour-tee',
    });
    const sent = await app.inject({
      method: 'POST',
      url: '/api/admin/broadcasts',
      headers,
      payload: { subject: 'Tour news', body: 'Lagos first.', audience: 'subscribers' },
    });
    expect(sent.statusCode).toBe(201);
    broadcastId = sent.json().id;
  });
  afterAll(() => app.close());

  it('is for staff only', async () => {
    expect((await exportOf(email, false)).statusCode).toBe(401);
    expect((await erase(email, false)).statusCode).toBe(401);
  });

  it('exports everything held about an address as a JSON file', async () => {
    const response = await exportOf(' Ada@Example.com ');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="fan-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const data = response.json();
    expect(data.newsletter).toMatchObject({
      status: 'confirmed',
      source: 'footer',
      consentWords: 'News. I can unsubscribe.',
    });
    expect(data.orders).toHaveLength(1);
    expect(data.orders[0]).toMatchObject({
      number,
      contact: { firstName: 'Ada', lastName: 'Obi', email, phone: '0803 123 4567' },
      lines: [{ product: 'Harmattan Tour Tee', color: 'Black', size: 'M', quantity: 1 }],
    });
    expect(data.orders[0].history.length).toBeGreaterThan(0);
    expect(data.waitlists).toEqual([
      {
        productId: 'harmattan-tour-tee',
        waitsFor: 'White, L back in stock',
        source: 'http://localhost/store/harmattan-tour-tee',
        consentWords: 'Email me once when it is back.',
        signedUpAt: expect.any(String),
        agreedToNewsOfIt: true,
        emailedAt: null,
        leftAt: null,
      },
    ]);
    expect(data.broadcasts).toEqual([{ subject: 'Tour news', sentAt: expect.any(String) }]);
    expect((await exportOf('nobody@example.com')).json()).toEqual({
      error: { code: 'not_found', message: FAN_MESSAGES.nothingHeld },
    });
    expect((await exportOf('not an address')).statusCode).toBe(400);
  });

  it('waits for an order still under way, then erases the person and keeps the order for the books', async () => {
    const refused = await erase(email);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: { code: 'order_open', message: FAN_MESSAGES.orderOpen(number) },
    });

    const cancelled = await app.inject({
      method: 'POST',
      url: `/api/admin/orders/${number}/actions`,
      headers,
      payload: { action: 'cancel' },
    });
    expect(cancelled.statusCode).toBe(200);
    const before = (await app.inject({ url: `/api/admin/orders/${number}`, headers })).json();

    const erased = await erase(email);
    expect(erased.statusCode).toBe(200);
    expect(erased.json()).toMatchObject({
      message: FAN_MESSAGES.erased,
      orders: 1,
      newsletter: true,
      waitlist: 1,
    });

    const after = (await app.inject({ url: `/api/admin/orders/${number}`, headers })).json();
    const text = JSON.stringify(after);
    for (const detail of [email, 'Ada', 'Obi', '0803 123 4567', '12 Admiralty Way'])
      expect(text).not.toContain(detail);
    expect(after.totalKobo).toBe(before.totalKobo);
    expect(after.lines).toEqual(before.lines);
    expect(after).toMatchObject({ recipientName: '[redacted] [redacted]', email: '[redacted]' });

    expect((await exportOf(email)).statusCode).toBe(404);
    expect((await erase(email)).statusCode).toBe(404);
    const broadcast = await app.inject({ url: `/api/admin/broadcasts/${broadcastId}`, headers });
    expect(broadcast.statusCode).toBe(200);
    expect(JSON.stringify(broadcast.json().recipients)).not.toContain(email);
    const entry = await newestEntry(app, headers, 'newsletter.erase_person');
    expect(entry?.summary).toBe(
      "Erased a person's details on request: 1 order kept with their details redacted, newsletter record removed, 1 notify-me entry removed",
    );
    expect(JSON.stringify(entry)).not.toContain(email);
  });
});
