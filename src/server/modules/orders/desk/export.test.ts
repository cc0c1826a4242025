import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { PlaceOrderRequest } from '../../../../domain/orders/contract';
import type { PlacedOrder } from '../../../../domain/orders/order';
import { orders } from '../../../db/schema';
import { insertOrder, pickupOrder, placeOrder, sampleContact } from '../../../testing/order-fixtures';
import { signedInHeaders, staffApp } from '../../../testing/staff';
import { describeEachEngine } from '../../../testing/test-app';
import { EXPORT_BATCH } from './export';

const TEE = { productId: 'harmattan-tour-tee', color: 'Black', size: 'M', quantity: 2 };
const HAT = { productId: 'harmattan-bucket-hat', color: 'Sand', size: 'One Size', quantity: 1 };

function shipped(): PlaceOrderRequest {
  return {
    lines: [TEE, HAT],
    contact: sampleContact,
    shippingMethod: 'shipping',
    position: { lat: 6.4412, long: 3.4698 },
    paymentMethod: 'pay_on_delivery',
  };
}

type Row = Record<string, string>;

describeEachEngine('the orders export', (engine) => {
  let app: FastifyInstance;
  let staff: { cookie: string; origin: string };
  let awkward: PlacedOrder['order'];
  let pickup: PlacedOrder['order'];

  const place = async (body: PlaceOrderRequest) => {
    const response = await placeOrder(app, body);
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as PlacedOrder).order;
  };
  const exported = async (query = '') => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/admin/orders/export.csv${query}`,
      headers: staff,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response;
  };
  const rowsOf = (body: string) => parse(body, { bom: true, columns: true, skip_empty_lines: true }) as Row[];

  beforeAll(async () => {
    app = await staffApp(engine);
    staff = await signedInHeaders(app);
    awkward = await place(shipped());
    // What shoppers type: commas, quotes and a line break in the address; a name a spreadsheet would run.
    await app.database.db
      .update(orders)
      .set({
        firstName: '=HYPERLINK("https://evil.example","Ada")',
        lastName: '@Obi',
        phone: '+234 803 123 4567',
        address: '12 Admiralty Way, "The Palms"\nBlock C',
        apartment: '-3',
      })
      .where(eq(orders.number, awkward.number));
    pickup = await place(pickupOrder([HAT]));
  });
  afterAll(() => app.close());

  it('is staff only', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/admin/orders/export.csv' });
    expect(response.statusCode).toBe(401);
  });

  it('is UTF-8 CSV with a byte order mark, one row per order, newest first', async () => {
    const response = await exported();
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="orders-all-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = rowsOf(response.body);
    expect(rows.map((row) => row.Order)).toEqual([pickup.number, awkward.number]);
    expect(Object.keys(rows[0] ?? {})).toEqual([
      'Order',
      'Placed',
      'Stage',
      'Payment method',
      'Paid',
      'Customer',
      'Email',
      'Phone',
      'Delivery method',
      'Address',
      'Items',
      'Units',
      'Subtotal (NGN)',
      'Discount code',
      'Discount (NGN)',
      'Delivery fee (NGN)',
      'Total (NGN)',
      'Refunded (NGN)',
      'Courier',
      'Tracking',
      'Collected',
    ]);
  });

  it('keeps awkward text whole and neutralises cells a spreadsheet would run as formulas', async () => {
    const row = rowsOf((await exported()).body).find((r) => r.Order === awkward.number);
    expect(row).toMatchObject({
      Customer: `'=HYPERLINK("https://evil.example","Ada") @Obi`,
      Phone: "'+234 803 123 4567",
      Address: '12 Admiralty Way, "The Palms"\nBlock C, -3, Eti-Osa, Lagos, Nigeria',
      // The desk's word: a pay-on-delivery order is packed before it is paid.
      Stage: 'To pack',
      'Payment method': 'Pay on delivery',
      Paid: 'No',
      'Delivery method': 'Delivery',
      Items: '2 × Harmattan Tour Tee (Black, M); 1 × Harmattan Bucket Hat (Sand, One Size)',
      Units: '3',
    });
  });

  it('writes amounts as plain numbers of naira', async () => {
    const body = (await exported()).body;
    const typed = parse(body, { bom: true, columns: true, cast: true }) as Record<string, unknown>[];
    const row = typed.find((r) => r.Order === awkward.number);
    expect(row?.['Total (NGN)']).toBe(awkward.totalKobo / 100);
    expect(row?.['Subtotal (NGN)']).toBe(awkward.subtotalKobo / 100);
    expect(row?.['Delivery fee (NGN)']).toBe(awkward.deliveryFeeKobo / 100);
    expect(row?.['Discount code']).toBe('');
    expect(row?.['Discount (NGN)']).toBe(0);
    expect(row?.['Refunded (NGN)']).toBe(0);
    // Kobo make decimals: 12500.5, never "₦12,500.50".
    await app.database.db
      .update(orders)
      .set({ subtotalKobo: 1_250_050, deliveryFeeKobo: 0, totalKobo: 1_250_050 })
      .where(eq(orders.number, pickup.number));
    expect((await exported('?status=awaiting_payment')).body).toContain(',12500.5,,0,0,12500.5,0,');
    expect(body).not.toContain('₦');
  });

  it('exports the filter the list shows, every page of it', async () => {
    expect(rowsOf((await exported(`?q=${pickup.number.slice(3)}`)).body).map((r) => r.Order)).toEqual([
      pickup.number,
    ]);
    expect(rowsOf((await exported('?status=paid')).body)).toEqual([]);
    const refused = await app.inject({
      method: 'GET',
      url: '/api/admin/orders/export.csv?status=lost',
      headers: staff,
    });
    expect(refused.statusCode).toBe(400);

    // More orders than one batch: all of them, each once, newest first.
    const more = EXPORT_BATCH + 5 - 2;
    for (let i = 0; i < more; i += 1) await insertOrder(app.database.db, `SF-X${String(i).padStart(5, '0')}`);
    const list = await app.inject({ method: 'GET', url: '/api/admin/orders?page=1', headers: staff });
    const all = rowsOf((await exported()).body).map((r) => r.Order);
    expect(all).toHaveLength(EXPORT_BATCH + 5);
    expect(new Set(all).size).toBe(all.length);
    expect(all.slice(0, 25)).toEqual(
      (list.json() as { orders: { number: string }[] }).orders.map((o) => o.number),
    );
  });

  it('names each order’s stage as the desk does, a collected pickup as Collected', async () => {
    const act = (action: string, payload: object = {}) =>
      app.inject({
        method: 'POST',
        url: `/api/admin/orders/${pickup.number}/actions`,
        headers: staff,
        payload: { action, ...payload },
      });
    const stage = async () => rowsOf((await exported()).body).find((r) => r.Order === pickup.number)?.Stage;
    expect(await stage()).toBe('To pack');
    const ready = await act('fulfil');
    expect(ready.statusCode, ready.body).toBe(200);
    expect(await stage()).toBe('Ready for pickup');
  });
});
