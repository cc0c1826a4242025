import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { MAX_PRICE_KOBO } from '../../../../domain/catalog/admin';
import { MAX_PER_ORDER } from '../../../../domain/catalog/variant';
import { sampleContact } from '../../../testing/order-fixtures';
import { signedInHeaders, staffApp } from '../../../testing/staff';
import { describeEachEngine } from '../../../testing/test-app';

const JACKET = { productId: 'stage-jacket', color: 'Black', size: 'L' };

describeEachEngine('order totals beyond 32 bits', (engine) => {
  let app: FastifyInstance;
  let headers: { cookie: string; origin: string };
  beforeAll(async () => {
    app = await staffApp(engine);
    headers = await signedInHeaders(app);
    const created = await app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers,
      payload: {
        name: 'Stage Jacket',
        price: 25_000_000, // ₦250,000
        collection: 'essentials',
        colors: ['Black'],
        sizes: ['L'],
        stock: [{ ...JACKET, quantity: 200 }],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
  });
  afterAll(() => app.close());

  const place = (lines: object[]) =>
    app.inject({
      method: 'POST',
      url: '/api/orders',
      remoteAddress: '198.51.100.77',
      payload: {
        lines,
        contact: sampleContact,
        shippingMethod: 'pickup',
        position: { lat: 6.4412, long: 3.4698 },
        paymentMethod: 'pay_on_delivery',
      },
    });

  it('takes an order of 86 × ₦250,000 (2,150,000,000 kobo) and keeps every kobo', async () => {
    const placed = await place([{ ...JACKET, quantity: 86 }]);
    expect(placed.statusCode, placed.body).toBe(201);
    const { order } = placed.json();
    expect(order).toMatchObject({
      subtotalKobo: 2_150_000_000,
      deliveryFeeKobo: 0,
      totalKobo: 2_150_000_000,
    });
    const admin = await app.inject({ url: `/api/admin/orders/${order.number}`, headers });
    expect(admin.json()).toMatchObject({ totalKobo: 2_150_000_000 });
    expect(admin.json().lines[0]).toMatchObject({ unitPriceKobo: 25_000_000, quantity: 86 });
  });

  it('refuses more of one variant than an order may hold, naming the line, even split over lines', async () => {
    const message = `Choose from 1 to ${MAX_PER_ORDER} of each colour and size.`;
    const one = await place([{ ...JACKET, quantity: MAX_PER_ORDER + 1 }]);
    expect(one.statusCode).toBe(400);
    expect(one.json().error.fields).toEqual({ 'lines.0.quantity': message });
    const split = await place([
      { ...JACKET, quantity: 60 },
      { ...JACKET, quantity: 50 },
    ]);
    expect(split.statusCode).toBe(400);
    expect(split.json().error.fields).toEqual({ 'lines.1.quantity': message });
  });

  it('refuses a price above the maximum with the field named', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers,
      payload: {
        name: 'Gold Jacket',
        price: MAX_PRICE_KOBO + 1,
        collection: 'essentials',
        colors: ['Gold'],
        sizes: ['L'],
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ price: 'That price is too high.' });
  });
});
