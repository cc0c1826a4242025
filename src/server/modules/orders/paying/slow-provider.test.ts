import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { variants } from '../../../db/schema';
import { type PaymentSimulator, startPaymentSimulator } from '../../../providers/payment/simulator';
import { pickupOrder, placeOrder } from '../../../testing/order-fixtures';
import { describeEachEngine, testApp, testConfig } from '../../../testing/test-app';

const SECRET = 'sk_test_slow_provider_7d2a';
const PROVIDER_MS = 3000;
const CAP = { productId: 'signature-dad-cap', color: 'Black', size: 'One Size', quantity: 1 };

/**
 * A payment provider that takes 3 s to open a payment must not slow the orders that do not use it:
 * its call is made after the order is written, outside the embedded database's one-at-a-time line.
 */
describeEachEngine('a slow payment provider', (engine) => {
  let app: FastifyInstance;
  let simulator: PaymentSimulator;
  beforeAll(async () => {
    simulator = await startPaymentSimulator({ secretKey: SECRET });
    simulator.setMode({ delayMs: PROVIDER_MS });
    const base = testConfig();
    app = await testApp(engine, {
      payment: {
        ...base.payment,
        paystack: { baseUrl: simulator.url, secretKey: SECRET, timeoutMs: 10_000 },
      },
    });
    await app.database.db
      .update(variants)
      .set({ quantity: 100 })
      .where(and(eq(variants.productId, CAP.productId), eq(variants.color, CAP.color)));
  });
  afterAll(async () => {
    await app.close();
    await simulator.close();
  });

  it('holds up none of the pay-on-delivery orders placed behind its online ones', async () => {
    const timed = async (paymentMethod: 'paystack' | 'pay_on_delivery') => {
      const started = performance.now();
      const response = await placeOrder(app, { ...pickupOrder([CAP]), paymentMethod });
      return { status: response.statusCode, ms: performance.now() - started };
    };
    const online = Array.from({ length: 5 }, () => timed('paystack'));
    // Sent once the online orders are in line.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const onDelivery = await Promise.all(Array.from({ length: 20 }, () => timed('pay_on_delivery')));
    const paidOnline = await Promise.all(online);

    expect(paidOnline.map((order) => order.status)).toEqual(Array(5).fill(201));
    expect(onDelivery.map((order) => order.status)).toEqual(Array(20).fill(201));
    // The online ones waited for the provider, and only for it: all five at once, not one by one.
    for (const order of paidOnline) {
      expect(order.ms).toBeGreaterThanOrEqual(PROVIDER_MS - 50);
      expect(order.ms).toBeLessThan(2 * PROVIDER_MS);
    }
    const slowest = Math.max(...onDelivery.map((order) => order.ms));
    expect(slowest, 'the slowest pay-on-delivery order, in ms').toBeLessThan(2500);
  });
});
