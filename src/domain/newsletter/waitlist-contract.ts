import { z } from 'zod';
import { emailAddress } from './contract';
import { WAITLIST_MESSAGES } from './messages';

/** Notify me's API contract: the server validates with these, both sides share the types. */

/** POST /api/waitlist: a coming-soon product's drop, or a sold-out colour and size of one on sale. */
export const waitlistSignupSchema = z.object({
  productId: z.string().trim().min(1).max(200),
  /** Left out for a coming-soon product: its entry waits for the whole product. */
  color: z.string().trim().min(1).max(200).optional(),
  size: z.string().trim().min(1).max(200).optional(),
  email: emailAddress,
  /** The consent box, unticked until the fan ticks it: the entry is made only with it ticked. */
  consent: z.literal(true, { error: WAITLIST_MESSAGES.consent }),
});
export type WaitlistSignup = z.input<typeof waitlistSignupSchema>;

/** The answer to a sign-up: the same whether the address was already waiting or not. */
export const waitlistAnswerSchema = z.object({ message: z.string() });
export type WaitlistAnswer = z.infer<typeof waitlistAnswerSchema>;

/** GET /api/admin/waitlists: how many addresses wait on each product that has any. */
export const waitlistCountsSchema = z.object({
  products: z.array(z.object({ productId: z.string(), waiting: z.number().int().nonnegative() })),
});
export type WaitlistCounts = z.infer<typeof waitlistCountsSchema>;

/** GET /api/admin/waitlists/:id: the addresses still waiting on one product, for a message to them. */
export const waitlistRecipientsSchema = z.object({
  productId: z.string(),
  recipients: z.array(
    z.object({
      email: z.string(),
      kind: z.enum(['drop', 'restock']),
      color: z.string(),
      size: z.string(),
      /** ISO 8601, UTC. */
      signedUpAt: z.iso.datetime(),
    }),
  ),
});
export type WaitlistRecipients = z.infer<typeof waitlistRecipientsSchema>;
