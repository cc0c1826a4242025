import { z } from 'zod';
import { CODE_MESSAGES } from './messages';

/** The codes' API contract: the server validates with these, both sides share the types. */

/** The longest code a shopper may type. */
const CODE_MAX = 40;

/** A code as typed: spaces around it dropped, upper-cased (codes are stored upper-case). */
export const codeSchema = z
  .string({ error: CODE_MESSAGES.enter })
  .trim()
  .min(1, CODE_MESSAGES.enter)
  .max(CODE_MAX, CODE_MESSAGES.unknown)
  .toUpperCase();

/** POST /api/checkout/code: what a code takes off this bag, before the order is placed. */
export const codeCheckSchema = z.object({
  code: codeSchema,
  lines: z
    .array(
      z.object({
        productId: z.string().trim().min(1).max(200),
        color: z.string().trim().min(1).max(200),
        size: z.string().trim().min(1).max(200),
        quantity: z.number().int().min(1).max(1000),
      }),
    )
    .min(1, 'Your bag is empty.')
    .max(100),
  /** The shopper's address when known: a code with a limit per email says so at once. */
  email: z.email().max(254).optional(),
  /** The delivery fee the checkout was quoted, for a free-delivery code's figure; 0 for pickup. */
  deliveryFeeKobo: z.number().int().min(0).max(100_000_000).default(0),
});

/** What a code takes off, as the server works it out (the same happens when the order is placed). */
export type CodeCheck = z.input<typeof codeCheckSchema>;

export const codeAnswerSchema = z.object({
  code: z.string(),
  /** "10% off", "₦2,000 off", "Free delivery", with what it is for when not the whole order. */
  label: z.string(),
  /** What comes off each line of the bag, in its order. */
  lineDiscountsKobo: z.array(z.number().int()),
  discountKobo: z.number().int(),
  freeDelivery: z.boolean(),
  deliveryDiscountKobo: z.number().int(),
});
export type CodeAnswer = z.infer<typeof codeAnswerSchema>;

/** POST /api/presale: whether a presale code lets its holder buy this coming-soon product now. */
export const presaleCheckSchema = z.object({
  code: codeSchema,
  productId: z.string({ error: 'Choose a product.' }).trim().min(1, 'Choose a product.').max(200),
});
export type PresaleCheck = z.input<typeof presaleCheckSchema>;

/** The code, and the product it opens to its holder. */
export const presaleAnswerSchema = z.object({ code: z.string(), productId: z.string() });
export type PresaleAnswer = z.infer<typeof presaleAnswerSchema>;
