import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { PlaceOrderRequest } from '../../../../domain/orders/contract';
import { PICKUP_CODE_ALPHABET } from '../../../../domain/orders/fulfilment';
import type { AdminOrder, PlacedOrder, PublicOrder } from '../../../../domain/orders/order';
import { formatNaira } from '../../../../domain/shared/money';
import { emailOutbox, orders } from '../../../db/schema';
import { pickupOrder, placeOrder, sampleContact } from '../../../testing/order-fixtures';
import { signedInHeaders, staffApp } from '../../../testing/staff';
import { describeEachEngine } from '../../../testing/test-app';
import { renderOrderEmail } from '../emails/order-emails';

const TEE = { productId: 'harmattan-tour-tee', color: 'Black', size: 'M', quantity: 1 };

function shippedOrder(): PlaceOrderRequest {
  return {
    lines: [TEE],
    contact: sampleContact,
    shippingMethod: 'shipping',
    position: { lat: 6.4412, long: 3.4698 },
    paymentMethod: 'pay_on_delivery',
  };
}

describeEachEngine('sending and handing over orders', (engine) => {
  let app: FastifyInstance;
  let staff: { cookie: string; origin: string };

  beforeAll(async () => {
    app = await staffApp(engine);
    staff = await signedInHeaders(app);
  });
  afterAll(() => app.close());

  const place = async (body: PlaceOrderRequest) => {
    const response = await placeOrder(app, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as PlacedOrder;
  };
  const act = (number: string, payload: object) =>
    app.inject({ method: 'POST', url: `/api/admin/orders/${number}/actions`, headers: staff, payload });
  const shopperView = async (placed: PlacedOrder) =>
    (await app.inject({ method: 'GET', url: `/api${placed.confirmationPath}` })).json() as PublicOrder;
  /** The email of a kind the order wrote to its outbox, rendered as it will be sent. */
  const emailOf = async (number: string, kind: string) => {
    const [row] = await app.database.db
      .select({ id: emailOutbox.id, kind: emailOutbox.kind, data: emailOutbox.data })
      .from(emailOutbox)
      .innerJoin(orders, eq(orders.id, emailOutbox.orderId))
      .where(and(eq(orders.number, number), eq(emailOutbox.kind, kind)));
    if (!row) throw new Error(`No ${kind} email for ${number}.`);
    return renderOrderEmail(row, undefined);
  };

  it('sends an order by courier only with its courier and tracking, and tells the shopper both', async () => {
    const placed = await place(shippedOrder());
    const { number } = placed.order;
    expect(placed.order).toMatchObject({ courier: null, tracking: null, pickupCode: null });

    const bare = await act(number, { action: 'fulfil' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toEqual({
      error: {
        code: 'bad_request',
        message: 'An order sent by courier needs its courier and tracking.',
        fields: { courier: 'Say which courier carries it.', tracking: 'Give the tracking number or link.' },
      },
    });
    const noCourier = await act(number, { action: 'fulfil', courier: '  ', tracking: 'GIG-1234' });
    expect(noCourier.statusCode).toBe(400);
    expect(noCourier.json().error.fields).toEqual({ courier: 'Say which courier carries it.' });
    for (const tracking of ['http://track.example/1', 'ftp://x.example/1', '<script>', 'a']) {
      const refused = await act(number, { action: 'fulfil', courier: 'GIG Logistics', tracking });
      expect(refused.statusCode, tracking).toBe(400);
      expect(refused.json().error.fields).toEqual({
        tracking: 'Give a tracking number (letters and digits) or a link starting with https://.',
      });
    }
    // Nothing moved while it was refused.
    expect((await shopperView(placed)).status).toBe('awaiting_payment');

    const link = 'https://track.giglogistics.com/?waybill=GIG-88231';
    const sent = await act(number, { action: 'fulfil', courier: ' GIG Logistics ', tracking: link });
    expect(sent.statusCode, sent.body).toBe(200);
    const order = sent.json() as AdminOrder;
    expect(order).toMatchObject({ status: 'fulfilled', courier: 'GIG Logistics', tracking: link });
    expect(order.events.at(-1)).toMatchObject({
      kind: 'fulfilled',
      note: `Sent with GIG Logistics, tracking ${link}.`,
    });

    expect(await shopperView(placed)).toMatchObject({ courier: 'GIG Logistics', tracking: link });
    const email = await emailOf(number, 'order_fulfilled');
    expect(email.subject).toBe(`Order ${number} is on its way`);
    expect(email.text).toContain(`Courier: GIG Logistics\nTracking: ${link}`);
    expect(email.html).toContain(`<a href="${link.replace('&', '&amp;')}"`);
    expect(email.html).toContain('Track your parcel');
  });

  it('shows a tracking number as text, not as a link', async () => {
    const { order } = await place(shippedOrder());
    const sent = await act(order.number, { action: 'fulfil', courier: 'DHL', tracking: '1Z 999 AA1 0123' });
    expect(sent.statusCode, sent.body).toBe(200);
    const email = await emailOf(order.number, 'order_fulfilled');
    expect(email.html).toContain('tracking number <strong>1Z 999 AA1 0123</strong>');
    expect(email.html).not.toContain('Track your parcel');
  });

  it('gives a pickup order a code at placement, asks for it at the counter and records the hand-over', async () => {
    const placed = await place(pickupOrder([TEE]));
    const { number } = placed.order;
    const code = placed.order.pickupCode ?? '';
    expect(code).toMatch(new RegExp(`^[${PICKUP_CODE_ALPHABET}]{6}$`));
    expect((await shopperView(placed)).pickupCode).toBe(code);
    const shown = `${code.slice(0, 3)}-${code.slice(3)}`;
    expect((await emailOf(number, 'order_confirmation')).text).toContain(`Your pickup code: ${shown}`);
    // Staff ask for the code rather than read it.
    const forStaff = (
      await app.inject({ method: 'GET', url: `/api/admin/orders/${number}`, headers: staff })
    ).json() as AdminOrder;
    expect(forStaff.pickupCode).toBeNull();

    // Not before it is ready.
    const early = await act(number, { action: 'collect', code });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe('Mark the order ready for pickup before it is collected.');

    const ready = (await act(number, { action: 'fulfil' })).json() as AdminOrder;
    expect(ready.actions).toEqual(['mark_paid', 'collect', 'cancel']);
    expect((await emailOf(number, 'order_fulfilled')).text).toContain(`Your pickup code: ${shown}`);

    const noCode = await act(number, { action: 'collect' });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().error.fields).toEqual({ code: 'Ask the shopper for their pickup code.' });
    const wrongCode = code.startsWith('A') ? 'CCCCCC' : 'AAAAAA';
    const wrong = await act(number, { action: 'collect', code: wrongCode });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe(
      'That is not this order’s pickup code. Ask the shopper to check their confirmation email.',
    );
    expect((await shopperView(placed)).collectedAt).toBeNull();

    // Typed as read out: lower case, with its dash.
    const collected = await act(number, { action: 'collect', code: shown.toLowerCase() });
    expect(collected.statusCode, collected.body).toBe(200);
    const after = collected.json() as AdminOrder;
    // Paid on delivery, it is paid at the counter: the hand-over records the money too.
    expect(after.paymentConfirmed).toBe(true);
    expect(after.actions).toEqual([]);
    expect(after.collectedAt).not.toBeNull();
    expect(after.events.at(-1)).toMatchObject({
      kind: 'collected',
      staffEmail: 'staff@stagefront.local',
      note: `Collected at the shop with its pickup code; ${formatNaira(after.totalKobo)} paid at the counter.`,
    });
    expect((await shopperView(placed)).collectedAt).toBe(after.collectedAt);

    const twice = await act(number, { action: 'collect', code });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe('This order was already collected.');
  });

  it('gives an older pickup order its code when it is made ready', async () => {
    const placed = await place(pickupOrder([TEE]));
    const { number } = placed.order;
    await app.database.db.update(orders).set({ pickupCode: null }).where(eq(orders.number, number));
    expect((await shopperView(placed)).pickupCode).toBeNull();
    expect((await act(number, { action: 'fulfil' })).statusCode).toBe(200);
    const code = (await shopperView(placed)).pickupCode ?? '';
    expect(code).toHaveLength(6);
    expect((await emailOf(number, 'order_fulfilled')).text).toContain(
      `Your pickup code: ${code.slice(0, 3)}-${code.slice(3)}`,
    );
  });

  it('hands over only pickup orders', async () => {
    const { order } = await place(shippedOrder());
    await act(order.number, { action: 'fulfil', courier: 'DHL', tracking: 'DHL-0001' });
    const refused = await act(order.number, { action: 'collect', code: 'ACDEFH' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('Only a pickup order is collected at the shop.');
  });
});
