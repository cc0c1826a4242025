import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { PlacedOrder, PublicOrder } from '../../../../domain/orders/order';
import { includedVatKobo } from '../../../../domain/orders/vat';
import { formatNaira } from '../../../../domain/shared/money';
import { buildApp } from '../../../app';
import { emailOutbox, orders } from '../../../db/schema';
import { pickupOrder, placeOrder } from '../../../testing/order-fixtures';
import { describeEachEngine, freshDatabase, testApp, testConfig } from '../../../testing/test-app';
import { renderOrderEmail } from '../emails/order-emails';

const TEE = { productId: 'harmattan-tour-tee', color: 'Black', size: 'M', quantity: 2 };

describeEachEngine('VAT on receipts', (engine) => {
  let withVat: FastifyInstance;
  let withoutVat: FastifyInstance;

  beforeAll(async () => {
    [withVat, withoutVat] = await Promise.all([testApp(engine, { vatRate: 7.5 }), testApp(engine)]);
  });
  afterAll(() => Promise.all([withVat.close(), withoutVat.close()]));

  async function placeOn(app: FastifyInstance) {
    const response = await placeOrder(app, pickupOrder([TEE]));
    expect(response.statusCode, response.body).toBe(201);
    const placed = response.json() as PlacedOrder;
    const shown = (
      await app.inject({ method: 'GET', url: `/api${placed.confirmationPath}` })
    ).json() as PublicOrder;
    const [row] = await app.database.db
      .select({ id: emailOutbox.id, kind: emailOutbox.kind, data: emailOutbox.data })
      .from(emailOutbox)
      .innerJoin(orders, eq(orders.id, emailOutbox.orderId))
      .where(and(eq(orders.number, placed.order.number), eq(emailOutbox.kind, 'order_confirmation')));
    if (!row) throw new Error('No confirmation was written.');
    return { shown, path: placed.confirmationPath, email: await renderOrderEmail(row, undefined) };
  }

  it('says prices include VAT, and how much, on the order page and in the emails when VAT_RATE is set', async () => {
    const { shown, email } = await placeOn(withVat);
    const amountKobo = includedVatKobo(shown.totalKobo, 7.5);
    expect(amountKobo).toBeGreaterThan(0);
    expect(shown.vat).toEqual({ ratePercent: 7.5, amountKobo });
    const sentence = `Prices include VAT at 7.5%: ${formatNaira(amountKobo)}.`;
    expect(email.text).toContain(sentence);
    expect(email.html).toContain(sentence);
  });

  it('after a partial refund, gives the VAT in what was finally charged', async () => {
    const { shown, path } = await placeOn(withVat);
    const refundedKobo = 500_000;
    await withVat.database.db.update(orders).set({ refundedKobo }).where(eq(orders.number, shown.number));
    const again = (await withVat.inject({ method: 'GET', url: `/api${path}` })).json() as PublicOrder;
    expect(again.vat).toEqual({
      ratePercent: 7.5,
      amountKobo: includedVatKobo(shown.totalKobo - refundedKobo, 7.5),
    });
    expect(again.vat?.amountKobo).toBeLessThan(shown.vat?.amountKobo ?? 0);
  });

  it('says nothing of VAT when VAT_RATE is not set', async () => {
    const { shown, email } = await placeOn(withoutVat);
    expect(shown.vat).toBeNull();
    expect(email.text).not.toContain('VAT');
    expect(email.html).not.toContain('VAT');
  });

  it('keeps the rate an order was placed at when the shop changes it', async () => {
    const database = await freshDatabase(engine);
    const before = await buildApp(testConfig({ vatRate: 7.5 }), { database });
    const after = await buildApp(testConfig({ vatRate: 10 }), { database });
    try {
      const response = await placeOrder(before, pickupOrder([TEE]));
      expect(response.statusCode, response.body).toBe(201);
      const placed = response.json() as PlacedOrder;
      const shown = (
        await after.inject({ method: 'GET', url: `/api${placed.confirmationPath}` })
      ).json() as PublicOrder;
      expect(shown.vat).toEqual({ ratePercent: 7.5, amountKobo: includedVatKobo(shown.totalKobo, 7.5) });
      const later = (await placeOrder(after, pickupOrder([TEE]))).json() as PlacedOrder;
      expect(later.order.vat?.ratePercent).toBe(10);
    } finally {
      await after.close();
      // The two apps share one database, which the first close already closed.
      await before.close().catch(() => {});
    }
  });
});
