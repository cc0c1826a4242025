import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { PlaceOrderRequest } from '../../../../domain/orders/contract';
import type {
  AdminOrder,
  AdminOrderList,
  DashboardFigures,
  PlacedOrder,
} from '../../../../domain/orders/order';
import { ORDER_STAGES, type OrderStage } from '../../../../domain/orders/stage';
import { type PaymentSimulator, startPaymentSimulator } from '../../../providers/payment/simulator';
import { place, teesAndHat } from '../../../testing/refund-fixtures';
import { signedInHeaders, staffApp } from '../../../testing/staff';
import { describeEachEngine, testConfig } from '../../../testing/test-app';
import { setStock, stockOf } from '../../../testing/variant-stock';

const SECRET = 'sk_test_dispatch_queue_3c9';
const TEE = { productId: 'harmattan-tour-tee', color: 'Black', size: 'M' };

/**
 * The desk's dispatch queue: each order has one stage apart from its money (to pack, ready for
 * pickup, shipped, collected), the list filters by it as the order itself says, the dashboard
 * counts what waits, and a pickup order waiting at the counter can still be cancelled.
 */
describeEachEngine('the dispatch queue', (engine) => {
  let app: FastifyInstance;
  let simulator: PaymentSimulator;
  let staff: { cookie: string; origin: string };

  const get = async <T>(url: string) => {
    const response = await app.inject({ method: 'GET', url, headers: staff });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as T;
  };
  const listed = async (query = '') =>
    (await get<AdminOrderList>(`/api/admin/orders${query}`)).orders.map((order) => order.number);
  const dashboard = () => get<DashboardFigures>('/api/admin/dashboard');
  const act = async (number: string, action: string, fields: object = {}) => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/admin/orders/${number}/actions`,
      headers: staff,
      payload: { action, ...fields },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as AdminOrder;
  };
  const order = (paymentMethod: PlaceOrderRequest['paymentMethod'], shippingMethod = 'shipping') =>
    place(app, { ...teesAndHat(paymentMethod), shippingMethod } as PlaceOrderRequest);

  beforeAll(async () => {
    simulator = await startPaymentSimulator({ secretKey: SECRET });
    app = await staffApp(engine, {
      payment: {
        ...testConfig().payment,
        paystack: { baseUrl: simulator.url, secretKey: SECRET, timeoutMs: 2000 },
        bankTransferDetails: 'GTBank 0123456789',
      },
    });
    staff = await signedInHeaders(app);
  });
  afterAll(async () => {
    await app.close();
    await simulator.close();
  });
  beforeEach(async () => {
    simulator.setMode({ failStatus: null });
    await setStock(app, TEE, 50);
    await setStock(app, { productId: 'harmattan-bucket-hat', color: 'Sand', size: 'One Size' }, 50);
  });

  it('puts each order in one stage, and lists a stage as its orders say, apart from their money', async () => {
    const before = await dashboard();
    const online = await order('paystack');
    const transfer = await order('bank_transfer');
    const onDelivery = await order('pay_on_delivery');
    const paidTransfer = await act((await order('bank_transfer')).order.number, 'mark_paid');
    const shipped = await act((await order('pay_on_delivery')).order.number, 'fulfil', {
      courier: 'GIG Logistics',
      tracking: 'GIG-0001',
    });
    const ready = await act((await order('pay_on_delivery', 'pickup')).order.number, 'fulfil');
    const stages = {
      [online.order.number]: 'awaiting_payment',
      [transfer.order.number]: 'awaiting_payment',
      [onDelivery.order.number]: 'to_pack',
      [paidTransfer.number]: 'to_pack',
      [shipped.number]: 'shipped',
      [ready.number]: 'ready_for_pickup',
    } satisfies Record<string, OrderStage>;

    // The order says its stage, to staff and to its shopper, and its money apart.
    expect(online.order.stage).toBe('awaiting_payment');
    expect(onDelivery.order).toMatchObject({
      stage: 'to_pack',
      status: 'awaiting_payment',
      paymentConfirmed: false,
    });
    expect(shipped).toMatchObject({ stage: 'shipped', paymentConfirmed: false });
    expect(ready).toMatchObject({ stage: 'ready_for_pickup', actions: ['mark_paid', 'collect', 'cancel'] });

    // Each stage's list holds exactly its orders: pay on delivery to pack is not among payments awaited.
    for (const stage of ORDER_STAGES) {
      const numbers = await listed(`?stage=${stage}`);
      for (const [number, expected] of Object.entries(stages))
        expect(numbers.includes(number), `${number} in ${stage}`).toBe(expected === stage);
      const rows = (await get<AdminOrderList>(`/api/admin/orders?stage=${stage}`)).orders;
      expect(rows.every((row) => row.stage === stage)).toBe(true);
    }

    const after = await dashboard();
    expect(after.awaitingPayment - before.awaitingPayment).toBe(2);
    expect(after.toPack - before.toPack).toBe(2);
    expect(after.readyForPickup - before.readyForPickup).toBe(1);
  });

  /** A pickup order made ready, with the link its shopper has. */
  async function readyPlaced(): Promise<PlacedOrder> {
    const placed = await order('pay_on_delivery', 'pickup');
    await act(placed.order.number, 'fulfil');
    return placed;
  }

  it('hands a ready pickup order over as collected, and says so to its shopper', async () => {
    const placed = await readyPlaced();
    const number = placed.order.number;
    const shopper = await get<{ stage: OrderStage; pickupCode: string }>(`/api${placed.confirmationPath}`);
    expect(shopper.stage).toBe('ready_for_pickup');
    const collected = await act(number, 'collect', { code: shopper.pickupCode });
    expect(collected.stage).toBe('collected');
    expect(await listed('?stage=collected')).toContain(number);
    expect(await listed('?stage=ready_for_pickup')).not.toContain(number);
    expect((await get<{ stage: OrderStage }>(`/api${placed.confirmationPath}`)).stage).toBe('collected');
  });

  it('cancels a pickup order nobody came for: its units go back and are cancelled, not returned', async () => {
    const placed = await order('bank_transfer', 'pickup');
    const number = placed.order.number;
    await act(number, 'mark_paid');
    const shelf = (await stockOf(app, TEE)) ?? 0;
    const ready = await act(number, 'fulfil');
    expect(ready.actions).toContain('cancel');

    // One unit taken off while it waits at the counter is a cancellation.
    const partial = await app.inject({
      method: 'POST',
      url: `/api/admin/orders/${number}/adjustments`,
      headers: staff,
      payload: {
        requestKey: `no-show-${number}`,
        lines: [{ position: 0, quantity: 1, restock: true }],
        refundDeliveryFee: false,
        amountKobo: 0,
        method: 'none',
        note: '',
      },
    });
    expect(partial.statusCode, partial.body).toBe(200);
    expect((partial.json() as { adjustment: { kind: string } }).adjustment.kind).toBe('cancellation');

    const cancelled = await act(number, 'cancel');
    expect(cancelled).toMatchObject({ status: 'cancelled', stage: 'cancelled' });
    expect(await stockOf(app, TEE)).toBe(shelf + 2);
    // Paid by transfer and not given back: the list flags what is owed.
    const row = (await get<AdminOrderList>('/api/admin/orders?stage=cancelled')).orders.find(
      (candidate) => candidate.number === number,
    );
    expect(row?.refundOwedKobo).toBe(placed.order.totalKobo);
  });

  it('leaves an online order whose payment never started out of the default list, not out of the desk', async () => {
    simulator.setMode({ failStatus: 500 });
    const refused = await app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: teesAndHat('paystack'),
      remoteAddress: '198.51.100.251',
    });
    expect(refused.statusCode).toBe(502);
    simulator.setMode({ failStatus: null });
    const [never] = (await get<AdminOrderList>('/api/admin/orders?stage=cancelled')).orders;
    expect(never?.email).toBe('ada@example.com');
    const number = never?.number ?? '';
    expect(await listed()).not.toContain(number);
    // Asked for by its number, or among the cancelled, it is there.
    expect(await listed(`?q=${number}`)).toEqual([number]);
    expect(await listed('?stage=cancelled')).toContain(number);

    // An online order given up at the provider after it started stays in the default list.
    const started = await order('paystack');
    await act(started.order.number, 'cancel');
    expect(await listed()).toContain(started.order.number);
  });
});
