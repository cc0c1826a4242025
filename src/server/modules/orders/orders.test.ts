import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { CONTACT_MESSAGES } from '../../../domain/checkout/checkout';
import type { PlaceOrderRequest } from '../../../domain/orders/contract';
import type { AdminOrder, DashboardFigures, PlacedOrder, PublicOrder } from '../../../domain/orders/order';
import { orderEvents, orders, products } from '../../db/schema';
import { signedInHeaders, staffApp } from '../../testing/staff';
import { describeEachEngine, testConfig } from '../../testing/test-app';
import { setStock as setVariantStock, stockOf as stockOfVariant } from '../../testing/variant-stock';

const contact = {
  email: 'ada@example.com',
  phone: '0803 123 4567',
  firstName: 'Ada',
  lastName: 'Obi',
  address: '12 Admiralty Way',
  apartment: 'Flat 3',
  country: 'Nigeria',
  state: 'Lagos',
  city: 'Eti-Osa',
  postalCode: '',
};
const HAT = { productId: 'harmattan-bucket-hat', color: 'Sand', size: 'One Size' };
const TEE = { productId: 'harmattan-tour-tee', color: 'Black', size: 'M' };

function orderBody(overrides: Partial<PlaceOrderRequest> = {}): PlaceOrderRequest {
  return {
    lines: [{ ...TEE, quantity: 2 }],
    contact,
    shippingMethod: 'shipping',
    position: { lat: 6.4412, long: 3.4698 },
    paymentMethod: 'bank_transfer',
    ...overrides,
  };
}

describeEachEngine('orders API', (engine) => {
  let app: FastifyInstance;
  let staff: { cookie: string; origin: string };
  // Each test places from its own address, so the per-address order limit never mixes them up.
  let address = 0;
  const nextAddress = () => {
    address += 1;
    return `198.51.100.${address % 250}`;
  };
  const place = (body: unknown, remoteAddress = nextAddress()) =>
    app.inject({ method: 'POST', url: '/api/orders', payload: body as object, remoteAddress });
  const stockOf = (line: typeof HAT) => stockOfVariant(app, line);
  const setStock = (line: typeof HAT, quantity: number) => setVariantStock(app, line, quantity);
  const priceOf = async (productId: string) => {
    const [row] = await app.database.db
      .select({ price: products.priceKobo })
      .from(products)
      .where(eq(products.id, productId));
    return row?.price ?? -1;
  };
  const quoteFor = async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/delivery/quote',
      payload: { ...contact, address: '12 Admiralty Way, Flat 3', lat: 6.4412, long: 3.4698 },
    });
    return (response.json() as { feeKobo: number }).feeKobo;
  };
  // An order sent by courier goes with its courier and tracking.
  const sent = { courier: 'GIG Logistics', tracking: 'GIG-123456' };
  const act = (number: string, action: string) =>
    app.inject({
      method: 'POST',
      url: `/api/admin/orders/${number}/actions`,
      headers: staff,
      payload: action === 'fulfil' ? { action, ...sent } : { action },
    });

  beforeAll(async () => {
    const base = testConfig();
    app = await staffApp(engine, {
      payment: { ...base.payment, bankTransferDetails: 'GTBank · 0123456789 · Stagefront Merch Ltd' },
    });
    staff = await signedInHeaders(app);
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    await setStock(TEE, 10);
    await setStock(HAT, 3);
  });

  it('offers bank transfer and pay on delivery when no online provider is configured', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/payment-options' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      expect.objectContaining({
        method: 'bank_transfer',
        instructions: 'GTBank · 0123456789 · Stagefront Merch Ltd',
      }),
      expect.objectContaining({ method: 'pay_on_delivery' }),
    ]);
  });

  it('places an order with prices and delivery computed on the server, and takes the stock', async () => {
    const fee = await quoteFor();
    const unit = await priceOf(TEE.productId);
    const response = await place(orderBody());
    expect(response.statusCode).toBe(201);
    const placed = response.json() as PlacedOrder;
    expect(placed.order.number).toMatch(/^SF-[0-9A-Z]{6}$/);
    expect(placed.order).toMatchObject({
      status: 'awaiting_payment',
      paymentMethod: 'bank_transfer',
      paymentConfirmed: false,
      subtotalKobo: unit * 2,
      deliveryFeeKobo: fee,
      totalKobo: unit * 2 + fee,
      recipientName: 'Ada Obi',
      address: '12 Admiralty Way, Flat 3, Eti-Osa, Lagos, Nigeria',
    });
    expect(fee).toBeGreaterThan(0);
    expect(placed.order.paymentInstructions).toContain('0123456789');
    expect(placed.order.lines).toEqual([
      expect.objectContaining({ ...TEE, quantity: 2, unitPriceKobo: unit }),
    ]);
    expect(placed.paymentUrl).toBeNull();
    expect(placed.confirmationPath).toMatch(new RegExp(`^/orders/${placed.order.number}\\?key=[\\w-]{32}$`));
    expect(await stockOf(TEE)).toBe(8);

    // The confirmation link shows the order again; a wrong key shows nothing.
    const again = await app.inject({ method: 'GET', url: `/api${placed.confirmationPath}` });
    expect(again.statusCode).toBe(200);
    expect((again.json() as PublicOrder).totalKobo).toBe(unit * 2 + fee);
    const wrongKey = await app.inject({
      method: 'GET',
      url: `/api/orders/${placed.order.number}?key=${'x'.repeat(32)}`,
    });
    expect(wrongKey.statusCode).toBe(404);
    expect(JSON.stringify(wrongKey.json())).not.toContain('Ada');
  });

  it('shows each line with the photo of the colour bought, to the shopper and to staff', async () => {
    const sand = { ...TEE, color: 'Sand' };
    await setStock(sand, 5);
    const response = await place(
      orderBody({
        lines: [
          { ...TEE, quantity: 1 },
          { ...sand, quantity: 1 },
        ],
      }),
    );
    expect(response.statusCode).toBe(201);
    const placed = response.json() as PlacedOrder;
    const photos = [
      expect.objectContaining({ color: 'Black', imageUrl: '/media/products/harmattan-tour-tee-1-960.webp' }),
      expect.objectContaining({ color: 'Sand', imageUrl: '/media/products/harmattan-tour-tee-2-960.webp' }),
    ];
    expect(placed.order.lines).toEqual(photos);
    const again = await app.inject({ method: 'GET', url: `/api${placed.confirmationPath}` });
    expect((again.json() as PublicOrder).lines).toEqual(photos);
    const forStaff = await app.inject({
      method: 'GET',
      url: `/api/admin/orders/${placed.order.number}`,
      headers: staff,
    });
    expect((forStaff.json() as AdminOrder).lines).toEqual(photos);
  });

  it('ignores every price, fee and total the client sends', async () => {
    const unit = await priceOf(TEE.productId);
    const tampered = {
      ...orderBody({ shippingMethod: 'pickup' }),
      lines: [{ ...TEE, quantity: 1, price: 1, unitPriceKobo: 1 }],
      subtotalKobo: 1,
      deliveryFee: 0,
      orderTotal: 1,
      totalKobo: 1,
    };
    const response = await place(tampered);
    expect(response.statusCode).toBe(201);
    const { order } = response.json() as PlacedOrder;
    expect(order.lines[0]?.unitPriceKobo).toBe(unit);
    expect(order).toMatchObject({
      subtotalKobo: unit,
      deliveryFeeKobo: 0,
      totalKobo: unit,
      shippingMethod: 'pickup',
    });
  });

  it('refuses a short line with a message naming it and what is left, and writes nothing', async () => {
    const before = await app.database.db.select({ id: orders.id }).from(orders);
    const response = await place(
      orderBody({
        lines: [
          { ...TEE, quantity: 1 },
          { ...HAT, quantity: 5 },
        ],
      }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      error: {
        code: 'out_of_stock',
        message: 'Only 3 of Harmattan Bucket Hat (Sand, One Size) are left. Please reduce the quantity to 3.',
        // The short line's field, named as the API always has (domain/catalog/variant.ts).
        fields: {
          'harmattan-bucket-hat|Sand|One Size':
            'Only 3 of Harmattan Bucket Hat (Sand, One Size) are left. Please reduce the quantity to 3.',
        },
      },
    });
    expect(await stockOf(TEE)).toBe(10);
    expect(await stockOf(HAT)).toBe(3);
    expect(await app.database.db.select({ id: orders.id }).from(orders)).toHaveLength(before.length);

    await setStock(HAT, 0);
    const soldOut = await place(orderBody({ lines: [{ ...HAT, quantity: 1 }] }));
    expect(soldOut.json()).toMatchObject({
      error: {
        message: 'Sorry, Harmattan Bucket Hat (Sand, One Size) has sold out. Please remove it from your bag.',
      },
    });
  });

  it('sells exactly what is left when 20 fans order the last 3 at once', async () => {
    const attempts = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        place(
          orderBody({ lines: [{ ...HAT, quantity: 1 }], shippingMethod: 'pickup' }),
          `203.0.113.${i + 10}`,
        ),
      ),
    );
    const statuses = attempts.map((response) => response.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(17);
    for (const refused of attempts.filter((response) => response.statusCode === 409)) {
      expect((refused.json() as { error: { message: string } }).error.message).toMatch(
        /^(Sorry, Harmattan Bucket Hat \(Sand, One Size\) has sold out\.|Only [12] of Harmattan Bucket Hat)/,
      );
    }
    expect(await stockOf(HAT)).toBe(0);
  });

  it('answers bad input with the checkout messages, never a 500', async () => {
    const response = await place(orderBody({ contact: { ...contact, firstName: ' ', email: 'nope' } }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: {
        fields: { 'contact.firstName': CONTACT_MESSAGES.firstName, 'contact.email': CONTACT_MESSAGES.email },
      },
    });
    expect((await place({ lines: [] })).statusCode).toBe(400);
    const broken = await app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'content-type': 'application/json' },
      payload: '{"lines": [',
    });
    expect(broken.statusCode).toBe(400);
    const unknown = await place(
      orderBody({ lines: [{ productId: 'no-such-thing', color: 'Red', size: 'M', quantity: 1 }] }),
    );
    expect(unknown.statusCode).toBe(409);
    const noVariant = await place(orderBody({ lines: [{ ...TEE, color: 'Purple', quantity: 1 }] }));
    expect(noVariant.json()).toMatchObject({
      error: { message: expect.stringContaining('Purple, M is no longer available') },
    });
    const offline = await place(orderBody({ paymentMethod: 'paystack' }));
    expect(offline.statusCode).toBe(400);
    expect(offline.json()).toMatchObject({
      error: { message: 'That payment method is not available. Please choose another.' },
    });
  });

  it('lets staff find, mark paid, fulfil and cancel orders, recording who and when', async () => {
    const placed = (await place(orderBody())).json() as PlacedOrder;
    const { number } = placed.order;
    expect(await stockOf(TEE)).toBe(8);

    const list = await app.inject({
      method: 'GET',
      url: `/api/admin/orders?q=${number.slice(3)}`,
      headers: staff,
    });
    expect(list.statusCode).toBe(200);
    expect((list.json() as { orders: { number: string }[] }).orders.map((o) => o.number)).toEqual([number]);
    const byEmail = await app.inject({
      method: 'GET',
      url: '/api/admin/orders?q=ADA@EXAMPLE&status=awaiting_payment',
      headers: staff,
    });
    expect((byEmail.json() as { orders: { number: string }[] }).orders.map((o) => o.number)).toContain(
      number,
    );

    const detail = (
      await app.inject({ method: 'GET', url: `/api/admin/orders/${number}`, headers: staff })
    ).json() as AdminOrder;
    expect(detail.actions).toEqual(['mark_paid', 'cancel']);
    // The confirmation email may be recorded too, whenever it goes: only the order's own moves are checked.
    const moves = (order: AdminOrder) => order.events.filter((e) => e.kind !== 'email_sent');
    expect(moves(detail).map((e) => e.kind)).toEqual(['placed']);

    expect((await act(number, 'fulfil')).statusCode).toBe(409);
    const paid = (await act(number, 'mark_paid')).json() as AdminOrder;
    expect(paid).toMatchObject({ status: 'paid', paymentConfirmed: true, actions: ['fulfil', 'cancel'] });
    expect(moves(paid).map((e) => [e.kind, e.staffEmail])).toEqual([
      ['placed', null],
      ['paid', 'staff@stagefront.local'],
    ]);
    const again = await act(number, 'mark_paid');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: { code: 'transition_refused' } });

    const fulfilled = (await act(number, 'fulfil')).json() as AdminOrder;
    expect(fulfilled).toMatchObject({ status: 'fulfilled', actions: [] });
    expect((await act(number, 'cancel')).statusCode).toBe(409);
    expect(await stockOf(TEE)).toBe(8);

    // Cancelling returns the stock, once.
    const second = ((await place(orderBody({ lines: [{ ...HAT, quantity: 2 }] }))).json() as PlacedOrder)
      .order;
    expect(await stockOf(HAT)).toBe(1);
    const cancelled = (await act(second.number, 'cancel')).json() as AdminOrder;
    expect(cancelled.status).toBe('cancelled');
    expect(await stockOf(HAT)).toBe(3);
    expect((await act(second.number, 'cancel')).statusCode).toBe(409);
    expect(await stockOf(HAT)).toBe(3);
    const events = await app.database.db.select().from(orderEvents);
    expect(
      events.filter((e) => e.kind === 'cancelled' && e.staffEmail === 'staff@stagefront.local'),
    ).toHaveLength(1);
  });

  it('lets pay on delivery be fulfilled before it is paid, then marked paid', async () => {
    const { order } = (await place(orderBody({ paymentMethod: 'pay_on_delivery' }))).json() as PlacedOrder;
    expect(((await act(order.number, 'fulfil')).json() as AdminOrder).actions).toEqual(['mark_paid']);
    const paid = (await act(order.number, 'mark_paid')).json() as AdminOrder;
    expect(paid).toMatchObject({ status: 'fulfilled', paymentConfirmed: true, actions: [] });
  });

  it('keeps orders and the dashboard for staff only', async () => {
    for (const url of ['/api/admin/orders', '/api/admin/orders/SF-AAAAAA', '/api/admin/dashboard']) {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
    const forged = await app.inject({
      method: 'POST',
      url: '/api/admin/orders/SF-AAAAAA/actions',
      payload: { action: 'mark_paid' },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('shows today’s and this month’s orders and revenue, what waits, and low stock', async () => {
    const before = (
      await app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: staff })
    ).json() as DashboardFigures;
    const { order } = (await place(orderBody({ shippingMethod: 'pickup' }))).json() as PlacedOrder;
    await act(order.number, 'mark_paid');
    const after = (
      await app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: staff })
    ).json() as DashboardFigures;
    expect(after.today.orders).toBe(before.today.orders + 1);
    expect(after.month.orders).toBe(before.month.orders + 1);
    expect(after.today.revenueKobo).toBe(before.today.revenueKobo + order.totalKobo);
    expect(after.toPack).toBe(before.toPack + 1);
    expect(after.lowStock).toContainEqual({ ...HAT, name: 'Harmattan Bucket Hat', quantity: 3 });
    expect(after.lowStock.every((row) => row.quantity <= 5)).toBe(true);
  });
});
