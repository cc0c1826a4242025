import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ProductInputBody } from '../../../domain/catalog/admin';
import { NEWSLETTER_MESSAGES } from '../../../domain/newsletter/newsletter';
import { WAITLIST_MESSAGES, waitlistWords } from '../../../domain/newsletter/waitlist';
import { emailOutbox, orders, waitlistEntries } from '../../db/schema';
import { pickupOrder, placeOrder } from '../../testing/order-fixtures';
import { signedInHeaders, staffApp } from '../../testing/staff';
import { describeEachEngine } from '../../testing/test-app';
import { fireDrops } from './fire';

/**
 * Notify me: a fan waits on a sold-out colour and size, or a coming-soon product, and gets one email
 * when staff stock it again or the drop goes on sale; nothing else sends it, and nothing sends it twice.
 */
const tee: ProductInputBody = {
  name: 'Waitlist Tee',
  description: 'Printed once.',
  price: 1_500_000,
  collection: 'essentials',
  category: null,
  colors: ['Black'],
  sizes: ['M', 'L'],
  stock: [
    { color: 'Black', size: 'M', quantity: 0 },
    { color: 'Black', size: 'L', quantity: 3 },
  ],
};

let lastAddress = 0;

describeEachEngine('notify me', (engine) => {
  let app: FastifyInstance;
  let headers: { cookie: string; origin: string };
  beforeAll(async () => {
    app = await staffApp(engine);
    headers = await signedInHeaders(app);
  });
  afterAll(() => app.close());

  async function create(overrides: Partial<ProductInputBody> = {}): Promise<string> {
    const created = await app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers,
      payload: { ...tee, ...overrides },
    });
    expect(created.statusCode, created.body).toBe(201);
    return created.json().id;
  }

  function join(payload: object) {
    lastAddress += 1;
    return app.inject({
      method: 'POST',
      url: '/api/waitlist',
      payload: { consent: true, ...payload },
      remoteAddress: `203.0.113.${lastAddress % 250}`,
    });
  }

  const stock = (productId: string, size: string, reason: string, delta: number) =>
    app.inject({
      method: 'POST',
      url: `/api/admin/products/${productId}/stock`,
      headers,
      payload: { color: 'Black', size, reason, delta, note: '' },
    });

  async function waitlistMail(to?: string) {
    const rows = await app.database.db
      .select({ recipient: emailOutbox.recipient, data: emailOutbox.data })
      .from(emailOutbox)
      .where(
        and(eq(emailOutbox.kind, 'waitlist'), to === undefined ? undefined : eq(emailOutbox.recipient, to)),
      );
    return rows;
  }

  it('emails a sold-out size’s waitlist once, when staff receive units, and not again', async () => {
    const id = await create({ name: 'Restock Tee' });
    const signed = await join({ productId: id, color: 'Black', size: 'M', email: ' Ada@Example.com ' });
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json()).toEqual({ message: WAITLIST_MESSAGES.done });
    // Twice is still one entry, with the same answer.
    expect(
      (await join({ productId: id, color: 'Black', size: 'M', email: 'ada@example.com' })).statusCode,
    ).toBe(200);
    const [entry] = await app.database.db
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.productId, id));
    expect(entry).toMatchObject({
      email: 'ada@example.com',
      kind: 'restock',
      consentWords: waitlistWords('restock', 'Restock Tee', 'Black, M'),
      source: `http://localhost/store/${id}`,
      usedAt: null,
    });

    const counts = await app.inject({ url: '/api/admin/waitlists', headers });
    expect(counts.json().products).toContainEqual({ productId: id, waiting: 1 });

    expect((await stock(id, 'M', 'received', 4)).statusCode).toBe(200);
    const mail = await waitlistMail('ada@example.com');
    expect(mail).toHaveLength(1);
    expect(mail[0]?.data).toMatchObject({
      kind: 'restock',
      productName: 'Restock Tee',
      color: 'Black',
      size: 'M',
    });
    // More units on a size already in stock send nothing more; the entry is used up.
    expect((await stock(id, 'M', 'received', 4)).statusCode).toBe(200);
    expect(await waitlistMail('ada@example.com')).toHaveLength(1);
    const recipients = await app.inject({ url: `/api/admin/waitlists/${id}`, headers });
    expect(recipients.json()).toEqual({ productId: id, recipients: [] });
  });

  it('fires on units returned by staff, not on a count nor on stock an expired order gave back', async () => {
    const id = await create({ name: 'Quiet Tee', stock: [{ color: 'Black', size: 'M', quantity: 1 }] });
    const placed = await placeOrder(
      app,
      pickupOrder([{ productId: id, color: 'Black', size: 'M', quantity: 1 }]),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    expect(
      (await join({ productId: id, color: 'Black', size: 'M', email: 'bo@example.com' })).statusCode,
    ).toBe(200);
    // The order's reservation runs out mid-drop: its unit goes back on the shelf, and no one is told.
    await app.database.db
      .update(orders)
      .set({ reservedUntil: sql`now() - interval '1 minute'` })
      .where(eq(orders.number, placed.json().order.number));
    expect(await app.orders.expireReservations()).toBe(1);
    expect(await waitlistMail('bo@example.com')).toHaveLength(0);

    const other = await create({ name: 'Counted Tee' });
    expect(
      (await join({ productId: other, color: 'Black', size: 'M', email: 'cy@example.com' })).statusCode,
    ).toBe(200);
    const counted = await app.inject({
      method: 'POST',
      url: `/api/admin/products/${other}/stock`,
      headers,
      payload: { color: 'Black', size: 'M', reason: 'count', counted: 2, expected: 0, note: '' },
    });
    expect(counted.statusCode, counted.body).toBe(200);
    expect(await waitlistMail('cy@example.com')).toHaveLength(0);
    expect((await stock(other, 'L', 'damaged', -3)).statusCode).toBe(200);
    expect(
      (await join({ productId: other, color: 'Black', size: 'L', email: 'cy@example.com' })).statusCode,
    ).toBe(200);
    expect((await stock(other, 'L', 'returned', 1)).statusCode).toBe(200);
    expect(await waitlistMail('cy@example.com')).toHaveLength(1);
  });

  it('emails a drop’s waitlist once when it goes on sale', async () => {
    const liveAt = new Date(Date.now() + 3_600_000);
    const id = await create({
      name: 'Drop Tee',
      liveAt: liveAt.toISOString(),
      stock: [{ color: 'Black', size: 'M', quantity: 9 }],
    });
    const signed = await join({ productId: id, email: 'dee@example.com' });
    expect(signed.statusCode, signed.body).toBe(200);
    expect(await fireDrops(app.database.db, new Date())).toBe(0);
    expect(await waitlistMail('dee@example.com')).toHaveLength(0);

    const later = new Date(liveAt.getTime() + 1000);
    expect(await fireDrops(app.database.db, later)).toBe(1);
    expect(await fireDrops(app.database.db, later)).toBe(0);
    const mail = await waitlistMail('dee@example.com');
    expect(mail).toHaveLength(1);
    expect(mail[0]?.data).toMatchObject({ kind: 'drop', productName: 'Drop Tee' });
  });

  it('refuses a size in stock, a bad address, an unticked box and a product not in the shop, each saying why', async () => {
    const id = await create({ name: 'Refusing Tee' });
    const inStock = await join({ productId: id, color: 'Black', size: 'L', email: 'ed@example.com' });
    expect(inStock.statusCode).toBe(409);
    expect(inStock.json().error.message).toBe(WAITLIST_MESSAGES.inStock('Black, L'));

    const badAddress = await join({ productId: id, color: 'Black', size: 'M', email: 'not-an-address' });
    expect(badAddress.statusCode).toBe(400);
    expect(badAddress.json().error.fields.email).toBe(NEWSLETTER_MESSAGES.email);

    const unticked = await join({
      productId: id,
      color: 'Black',
      size: 'M',
      email: 'ed@example.com',
      consent: false,
    });
    expect(unticked.statusCode).toBe(400);
    expect(unticked.json().error.fields.consent).toBe(WAITLIST_MESSAGES.consent);

    const noSize = await join({ productId: id, email: 'ed@example.com' });
    expect(noSize.statusCode).toBe(400);
    expect(noSize.json().error.message).toBe(WAITLIST_MESSAGES.chooseVariant);

    const unknown = await join({ productId: id, color: 'Black', size: 'XXL', email: 'ed@example.com' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe(WAITLIST_MESSAGES.unknownVariant);

    const missing = await join({
      productId: 'no-such-tee',
      color: 'Black',
      size: 'M',
      email: 'ed@example.com',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(WAITLIST_MESSAGES.notInShop);
    expect(
      await app.database.db.select().from(waitlistEntries).where(eq(waitlistEntries.productId, id)),
    ).toEqual([]);
  });
});
