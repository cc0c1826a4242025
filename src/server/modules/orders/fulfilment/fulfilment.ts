import { type SQL, sql } from 'drizzle-orm';
import { FULFILMENT_MESSAGES } from '../../../../domain/orders/fulfilment';
import type { FulfilmentFields } from '../../../../domain/orders/fulfilment-contract';
import type { OrderAction } from '../../../../domain/orders/order';
import type { orders } from '../../../db/schema';
import { BadRequestError } from '../../../http/errors';
import { matchesPickupCode, newPickupCode } from './pickup-code';

type OrderRow = typeof orders.$inferSelect;

/** The columns sending or handing over sets on the order besides its status, and the note its history entry gets by default. */
export type FulfilmentChange = {
  columns: { courier?: string; tracking?: string; pickupCode?: string; collectedAt?: SQL };
  defaultNote: string;
};

/**
 * What sending an order (or making it ready for pickup) writes, checked against the order: an order
 * sent by courier needs its courier and tracking; a pickup order gets its code when it is made ready
 * (older orders had none).
 */
export function sendingChange(order: OrderRow, fields: FulfilmentFields): FulfilmentChange {
  if (order.shippingMethod !== 'pickup') {
    const { courier, tracking } = fields;
    if (!courier || !tracking) {
      throw new BadRequestError(FULFILMENT_MESSAGES.sendNeedsTracking, {
        ...(courier ? {} : { courier: FULFILMENT_MESSAGES.courierMissing }),
        ...(tracking ? {} : { tracking: FULFILMENT_MESSAGES.trackingMissing }),
      });
    }
    return { columns: { courier, tracking }, defaultNote: `Sent with ${courier}, tracking ${tracking}.` };
  }
  return { columns: { pickupCode: order.pickupCode ?? newPickupCode() }, defaultNote: 'Ready for pickup.' };
}

/** What handing a pickup order over writes: only to whoever gives its code. */
export function handOverChange(order: OrderRow, fields: FulfilmentFields): FulfilmentChange {
  if (!order.pickupCode || !matchesPickupCode(order.pickupCode, fields.code ?? '')) {
    throw new BadRequestError(FULFILMENT_MESSAGES.codeWrong, { code: FULFILMENT_MESSAGES.codeWrong });
  }
  return {
    columns: { collectedAt: sql`now()` },
    defaultNote: 'Collected at the shop with its pickup code.',
  };
}

/** Whether "collect" can still be offered: a pickup order with a code, not yet handed over. */
export function awaitsCollection(order: { pickupCode: string | null; collectedAt: unknown }): boolean {
  return order.pickupCode !== null && order.collectedAt === null;
}

/** A clearer refusal than "cannot be changed" for a hand-over that cannot happen; null for any other. */
export function collectRefusal(order: OrderRow, action: OrderAction): string | null {
  if (action !== 'collect') return null;
  if (order.shippingMethod !== 'pickup') return FULFILMENT_MESSAGES.notForPickup;
  if (order.collectedAt) return FULFILMENT_MESSAGES.alreadyCollected;
  if (order.status !== 'fulfilled') return FULFILMENT_MESSAGES.notReady;
  return null;
}
