import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { PlacedOrder } from '../../../../domain/orders/order';
import type { PackingSlip } from '../../../../domain/orders/packing-slip';
import { orderLines, orders } from '../../../db/schema';
import { pickupOrder, placeOrder, sampleContact } from '../../../testing/order-fixtures';
import { signedInHeaders, staffApp } from '../../../testing/staff';
import { describeEachEngine } from '../../../testing/test-app';

const TEE = { productId: 'harmattan-tour-tee', color: 'Black', size: 'M', quantity: 3 };
const HAT = { productId: 'harmattan-bucket-hat', color: 'Sand', size: 'One Size', quantity: 1 };

describeEachEngine('packing slips', (engine) => {
  let app: FastifyInstance;
  let staff: { cookie: string; origin: string };
  beforeAll(async () => {
    app = await staffApp(engine);
    staff = await signedInHeaders(app);
  });
  afterAll(() => app.close());

  const place = async (body: Parameters<typeof placeOrder>[1]) =>
    ((await placeOrder(app, body)).json() as PlacedOrder).order;
  const slips = (query: string, headers: Record<string, string> = staff) =>
    app.inject({ method: 'GET', url: `/api/admin/packing-slips${query}`, headers });

  it('lists what to pack for each order asked for, less cancelled units, and where it goes', async () => {
    const shipped = await place({
      lines: [TEE, HAT],
      contact: sampleContact,
      shippingMethod: 'shipping',
      position: { lat: 6.4412, long: 3.4698 },
      paymentMethod: 'pay_on_delivery',
    });
    const pickup = await place(pickupOrder([HAT]));
    // One tee was cancelled before it left, and the hat entirely.
    const [row] = await app.database.db.select().from(orders).where(eq(orders.number, shipped.number));
    await app.database.db
      .update(orderLines)
      .set({ cancelledQuantity: 1 })
      .where(and(eq(orderLines.orderId, row?.id ?? ''), eq(orderLines.productId, TEE.productId)));
    await app.database.db
      .update(orderLines)
      .set({ cancelledQuantity: 1 })
      .where(and(eq(orderLines.orderId, row?.id ?? ''), eq(orderLines.productId, HAT.productId)));

    const response = await slips(`?orders=${pickup.number},${shipped.number.toLowerCase()}`);
    expect(response.statusCode, response.body).toBe(200);
    const [first, second] = response.json() as PackingSlip[];
    expect(first).toMatchObject({
      number: pickup.number,
      shippingMethod: 'pickup',
      recipientName: 'Ada Obi',
    });
    expect(first?.pickup?.address).toBeTruthy();
    // Paid on delivery and not yet paid: the slip says what to collect.
    expect(first?.dueKobo).toBe(pickup.totalKobo);
    expect(first?.lines).toEqual([
      { name: 'Harmattan Bucket Hat', color: 'Sand', size: 'One Size', quantity: 1 },
    ]);
    expect(second).toMatchObject({
      number: shipped.number,
      shippingMethod: 'shipping',
      address: '12 Admiralty Way, Eti-Osa, Lagos, Nigeria',
      phone: '0803 123 4567',
      pickup: null,
      lines: [{ name: 'Harmattan Tour Tee', color: 'Black', size: 'M', quantity: 2 }],
      status: 'awaiting_payment',
      refundedKobo: 0,
      dueKobo: shipped.totalKobo,
    });
    // Both carry the shop's own address, for a parcel that comes back.
    expect(second?.returnAddress).toBe(first?.pickup?.address);
  });

  it('says what was refunded on an order, for whoever packs it', async () => {
    const paid = await place(pickupOrder([TEE]));
    const marked = await app.inject({
      method: 'POST',
      url: `/api/admin/orders/${paid.number}/actions`,
      headers: staff,
      payload: { action: 'mark_paid' },
    });
    expect(marked.statusCode, marked.body).toBe(200);
    const refunded = await app.inject({
      method: 'POST',
      url: `/api/admin/orders/${paid.number}/adjustments`,
      headers: staff,
      payload: {
        requestKey: `slip-${paid.number}`,
        lines: [{ position: 0, quantity: 1, restock: true }],
        amountKobo: 100_000,
        method: 'manual',
        note: 'Cash back at the counter',
      },
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const [slip] = (await slips(`?orders=${paid.number}`)).json() as PackingSlip[];
    expect(slip).toMatchObject({
      status: 'paid',
      refundedKobo: 100_000,
      dueKobo: null,
      lines: [{ name: 'Harmattan Tour Tee', color: 'Black', size: 'M', quantity: 2 }],
    });
  });

  it('refuses unknown orders by number, an empty choice, and anyone not signed in', async () => {
    const unknown = await slips('?orders=SF-ZZZZZZ');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('There is no order SF-ZZZZZZ.');
    const none = await slips('?orders=');
    expect(none.statusCode).toBe(400);
    expect(none.json().error.fields).toEqual({ orders: 'Choose the orders to print packing slips for.' });
    expect((await slips('?orders=SF-ZZZZZZ', {})).statusCode).toBe(401);
  });
});
