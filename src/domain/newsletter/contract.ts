import { z } from 'zod';
import { NEWSLETTER_MESSAGES } from './messages';

/** The newsletter's API contract: the server validates with these, both sides share the types. */

/** POST /api/newsletter. Stored lower-cased, so one inbox is one subscriber however it is typed. */
export const newsletterSignupSchema = z.object({
  email: z
    .string({ error: NEWSLETTER_MESSAGES.email })
    .trim()
    .toLowerCase()
    .max(254, NEWSLETTER_MESSAGES.email)
    .pipe(z.email(NEWSLETTER_MESSAGES.email)),
});

/** The answer to a sign-up: the same whether the address is new or already on the list. */
export const newsletterAnswerSchema = z.object({ message: z.string() });
export type NewsletterAnswer = z.infer<typeof newsletterAnswerSchema>;

const newsletterSubscriberSchema = z.object({
  email: z.string(),
  /** ISO 8601, UTC. */
  subscribedAt: z.iso.datetime(),
});

/** GET /api/admin/newsletter: everyone on the list, newest first. */
export const newsletterListSchema = z.object({
  count: z.number().int().nonnegative(),
  subscribers: z.array(newsletterSubscriberSchema),
});
export type NewsletterList = z.infer<typeof newsletterListSchema>;
