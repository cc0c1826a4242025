import { type SQL, sql } from 'drizzle-orm';
import type { OrderStage } from '../../../domain/orders/stage';
import { orderEvents, orders } from '../../db/schema';

const pickup = sql`${orders.shippingMethod} = 'pickup'`;
/** A pickup order made ready with its code and not yet handed over (fulfilment.ts, awaitsCollection). */
const atTheCounter = sql`${pickup} AND ${orders.pickupCode} IS NOT NULL AND ${orders.collectedAt} IS NULL`;

/**
 * Each stage as a condition on the orders table, the same rule as `orderStage` (stage.ts) reads
 * from one order; stage.test.ts holds the two together.
 */
export const STAGE_WHERE: Record<OrderStage, SQL> = {
  awaiting_payment: sql`(${orders.status} = 'awaiting_payment' AND ${orders.paymentMethod} <> 'pay_on_delivery')`,
  to_pack: sql`(${orders.status} = 'paid' OR (${orders.status} = 'awaiting_payment' AND ${orders.paymentMethod} = 'pay_on_delivery'))`,
  ready_for_pickup: sql`(${orders.status} = 'fulfilled' AND ${atTheCounter})`,
  shipped: sql`(${orders.status} = 'fulfilled' AND NOT ${pickup})`,
  collected: sql`(${orders.status} = 'fulfilled' AND ${pickup} AND NOT (${atTheCounter}))`,
  cancelled: sql`(${orders.status} = 'cancelled')`,
};

/**
 * An online order cancelled because its payment could not even be started at the provider: the
 * shopper was told at once and nothing was paid, so it is no work for the desk and stays out of
 * its list unless staff ask for cancelled orders or search for it.
 */
export const NEVER_STARTED = sql`(${orders.status} = 'cancelled' AND NOT ${orders.paymentConfirmed}
  AND ${orders.paymentMethod} = 'paystack' AND NOT EXISTS (
  SELECT 1 FROM ${orderEvents} WHERE ${orderEvents.orderId} = ${orders.id} AND ${orderEvents.kind} = 'payment_started'))`;
