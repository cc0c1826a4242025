import { z } from 'zod';
import { FULFILMENT_MESSAGES, type FulfilmentFields, TRACKING_NUMBER_PATTERN } from './fulfilment';
import { ORDER_NUMBER_PATTERN } from './lookup';
import { MAX_PACKING_SLIPS, slipNumbers } from './packing-slip';

/** What a staff action on an order may carry besides its note: how it was sent, or the code shown at pickup. */

const courier = z
  .string({ error: FULFILMENT_MESSAGES.courierMissing })
  .trim()
  .min(1, FULFILMENT_MESSAGES.courierMissing)
  .max(100, FULFILMENT_MESSAGES.courierTooLong);

function isTracking(value: string): boolean {
  if (/^https:\/\//i.test(value)) return URL.canParse(value) && value.length <= 500 && !/\s/.test(value);
  return TRACKING_NUMBER_PATTERN.test(value);
}

const tracking = z
  .string({ error: FULFILMENT_MESSAGES.trackingMissing })
  .trim()
  .min(1, FULFILMENT_MESSAGES.trackingMissing)
  .refine(isTracking, FULFILMENT_MESSAGES.trackingInvalid);

const code = z
  .string({ error: FULFILMENT_MESSAGES.codeMissing })
  .trim()
  .max(20, FULFILMENT_MESSAGES.codeWrong);

/** The fields an order action's body may add: courier and tracking to send it, code to hand it over. */
export const fulfilmentFieldsShape = {
  courier: courier.optional(),
  tracking: tracking.optional(),
  code: code.optional(),
};

export type { FulfilmentFields };

/**
 * "Collect" always needs the code. "Fulfil" needs a courier and tracking for an order sent by courier,
 * which the server checks against the order; given one, the other is asked for here.
 */
export function requireFulfilmentFields(
  body: FulfilmentFields & { action: string },
  context: z.RefinementCtx,
): void {
  if (body.action === 'collect' && !body.code) {
    context.addIssue({ code: 'custom', path: ['code'], message: FULFILMENT_MESSAGES.codeMissing });
  }
  if (body.action === 'fulfil' && (body.courier || body.tracking)) {
    if (!body.courier) {
      context.addIssue({ code: 'custom', path: ['courier'], message: FULFILMENT_MESSAGES.courierMissing });
    }
    if (!body.tracking) {
      context.addIssue({ code: 'custom', path: ['tracking'], message: FULFILMENT_MESSAGES.trackingMissing });
    }
  }
}

/** GET /api/admin/packing-slips?orders=SF-…,SF-… — the orders to print slips for, in that order. */
export const packingSlipQuerySchema = z.object({
  orders: z
    .string({ error: 'Choose the orders to print packing slips for.' })
    .transform(slipNumbers)
    .pipe(
      z
        .array(z.string().regex(ORDER_NUMBER_PATTERN, 'That is not an order number.'))
        .min(1, 'Choose the orders to print packing slips for.')
        .max(MAX_PACKING_SLIPS, `Print at most ${MAX_PACKING_SLIPS} packing slips at once.`),
    ),
});
