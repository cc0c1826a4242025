import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { AdjustmentRequest } from '../../domain/orders/adjustment-contract';
import type { PlaceOrderRequest } from '../../domain/orders/contract';
import type { AdminOrder, PlacedOrder } from '../../domain/orders/order';
import { emailOutbox, orders, stockMovements } from '../db/schema';
import { sampleContact } from './order-fixtures';

/** Two lines a shopper in Lagos might buy: two tees and a hat. */
export const TEE = { productId: 'harmattan-tour-tee', color: 'Black', size: 'M' };
export const HAT = { productId: 'harmattan-bucket-hat', color: 'Sand', size: 'One Size' };

let lastAddress = 0;

/** An order of two tees and a hat, delivered in Lagos, paid as asked. */
export function teesAndHat(paymentMethod: PlaceOrderRequest['paymentMethod']): PlaceOrderRequest {
  return {
    lines: [
      { ...TEE, quantity: 2 },
      { ...HAT, quantity: 1 },
    ],
    contact: sampleContact,
    shippingMethod: 'shipping',
    position: { lat: 6.4412, long: 3.4698 },
    paymentMethod,
  };
}

export async function place(app: FastifyInstance, body: PlaceOrderRequest): Promise<PlacedOrder> {
  lastAddress += 1;
  const response = await app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: body,
    remoteAddress: `198.51.100.${lastAddress % 250}`,
  });
  if (response.statusCode !== 201) throw new Error(`Order not placed: ${response.body}`);
  return response.json() as PlacedOrder;
}

type Staff = { cookie: string; origin: string };

/** A staff action; sending an order off names its courier and tracking, as staff must. */
export async function act(app: FastifyInstance, staff: Staff, number: string, action: string) {
  const fields = action === 'fulfil' ? { courier: 'GIG Logistics', tracking: 'GIG-0001' } : {};
  const response = await app.inject({
    method: 'POST',
    url: `/api/admin/orders/${number}/actions`,
    headers: staff,
    payload: { action, ...fields },
  });
  if (response.statusCode !== 200) throw new Error(`${action} refused: ${response.body}`);
  return response.json() as AdminOrder;
}

/** Sends an adjustment as the staff screen does, with a fresh request key unless one is given. */
export function adjust(
  app: FastifyInstance,
  staff: Staff,
  number: string,
  body: Partial<AdjustmentRequest> & Pick<AdjustmentRequest, 'method' | 'amountKobo'>,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: `/api/admin/orders/${number}/adjustments`,
    headers: staff,
    payload: { requestKey: randomUUID(), lines: [], refundDeliveryFee: false, note: '', ...body },
  });
}

export async function adminOrder(app: FastifyInstance, staff: Staff, number: string): Promise<AdminOrder> {
  const response = await app.inject({ method: 'GET', url: `/api/admin/orders/${number}`, headers: staff });
  return response.json() as AdminOrder;
}

/** An online order of two tees and a hat, paid on the payment simulator at `simulatorUrl`, whose webhook paid it. */
export async function paidOnline(
  app: FastifyInstance,
  staff: Staff,
  simulatorUrl: string,
): Promise<AdminOrder> {
  const placed = await place(app, teesAndHat('paystack'));
  const [row] = await app.database.db
    .select({ reference: orders.paymentReference })
    .from(orders)
    .where(eq(orders.number, placed.order.number));
  const paid = await fetch(`${simulatorUrl}/__transactions/${row?.reference}/pay`, { method: 'POST' });
  if (paid.status !== 200) throw new Error(`The simulator did not take the payment: ${await paid.text()}`);
  const order = await until(
    () => adminOrder(app, staff, placed.order.number),
    (o) => o.status === 'paid',
  );
  if (order.status !== 'paid') throw new Error(`Order ${order.number} was not paid.`);
  return order;
}

/** Waits until `check` holds, trying every 25 ms for up to five seconds. */
export async function until<T>(read: () => Promise<T>, check: (value: T) => boolean): Promise<T> {
  for (let tries = 0; ; tries++) {
    const value = await read();
    if (check(value) || tries > 200) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The kinds of the emails written for an order, oldest first. */
export async function emailKinds(app: FastifyInstance, number: string): Promise<string[]> {
  const rows = await app.database.db
    .select({ kind: emailOutbox.kind })
    .from(emailOutbox)
    .innerJoin(orders, eq(orders.id, emailOutbox.orderId))
    .where(eq(orders.number, number))
    .orderBy(emailOutbox.id);
  return rows.map((row) => row.kind);
}

/** An order's stock movements of one kind, as the ledger holds them. */
export async function movements(app: FastifyInstance, number: string, kind: string) {
  return app.database.db
    .select({ productId: stockMovements.productId, delta: stockMovements.delta })
    .from(stockMovements)
    .innerJoin(orders, eq(orders.id, stockMovements.orderId))
    .where(and(eq(orders.number, number), eq(stockMovements.kind, kind)));
}
