import { z } from 'zod';
import { placeOrderRequestSchema } from '../orders/contract';
import { CONTACT_MESSAGES } from './contact';

/**
 * The checkout reminder's API contract: a shopper who ticked checkout's email box and passed the
 * contact step has their bag kept on the server, and the reminder's link brings it back.
 */

/** POST /api/checkout/draft: the address typed and the bag's lines (what and how many, never a price). */
export const checkoutDraftSchema = z.object({
  email: z
    .string({ error: CONTACT_MESSAGES.email })
    .trim()
    .toLowerCase()
    .max(254, CONTACT_MESSAGES.email)
    .pipe(z.email(CONTACT_MESSAGES.email)),
  lines: placeOrderRequestSchema.shape.lines,
});
export type CheckoutDraft = z.infer<typeof checkoutDraftSchema>;

/** The answer to a draft saved (or not: the same either way). */
export const checkoutDraftAnswerSchema = z.object({ message: z.string() });

/** POST /api/checkout/restore: the token from a reminder's link. */
export const bagRestoreSchema = z.object({ token: z.string().trim().min(16).max(200) });

/** The bag a reminder's link brings back, checked against the shop today, and what was left out. */
export const restoredBagSchema = z.object({
  lines: z.array(
    z.object({
      productId: z.string(),
      color: z.string(),
      size: z.string(),
      quantity: z.number().int().positive(),
    }),
  ),
  messages: z.array(z.string()),
});
export type RestoredBag = z.infer<typeof restoredBagSchema>;
