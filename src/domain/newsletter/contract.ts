import { z } from 'zod';
import { SIGNUP_SOURCES, SUBSCRIBER_STATUSES } from './consent';
import { NEWSLETTER_MESSAGES } from './messages';

/** The newsletter's API contract: the server validates with these, both sides share the types. */

/** An address as typed, stored lower-cased, so one inbox is one subscriber however it is typed. */
export const emailAddress = z
  .string({ error: NEWSLETTER_MESSAGES.email })
  .trim()
  .toLowerCase()
  .max(254, NEWSLETTER_MESSAGES.email)
  .pipe(z.email(NEWSLETTER_MESSAGES.email));

/** POST /api/newsletter. */
export const newsletterSignupSchema = z.object({
  email: emailAddress,
  /** The form the fan used: its consent words are recorded with the sign-up. */
  source: z.enum(SIGNUP_SOURCES).default('footer'),
});

/** The answer to a sign-up: the same whether the address is new or already on the list. */
export const newsletterAnswerSchema = z.object({ message: z.string() });
export type NewsletterAnswer = z.infer<typeof newsletterAnswerSchema>;

const newsletterSubscriberSchema = z.object({
  email: z.string(),
  /** ISO 8601, UTC. */
  subscribedAt: z.iso.datetime(),
  status: z.enum(SUBSCRIBER_STATUSES),
  /** The form it joined on, or "before consent records". */
  source: z.string(),
  /** When and in which words consent was last given; null for addresses from before consent records. */
  consentedAt: z.iso.datetime().nullable(),
  consentWords: z.string().nullable(),
});

/** GET /api/admin/newsletter: every address the list holds, newest first; `count` the confirmed ones. */
export const newsletterListSchema = z.object({
  count: z.number().int().nonnegative(),
  subscribers: z.array(newsletterSubscriberSchema),
});
export type NewsletterList = z.infer<typeof newsletterListSchema>;

/** A link's secret, from a confirmation or unsubscribe link. */
const linkToken = z.string().trim().min(16).max(200);

/** POST /api/newsletter/confirm: the token from the confirmation email's link. */
export const newsletterConfirmSchema = z.object({ token: linkToken });

/** POST /api/newsletter/unsubscribe and /rejoin: the token from a list email's unsubscribe link. */
export const newsletterTokenSchema = z.object({ token: linkToken });

/** An unsubscribe link's address and where it stands, for the page that link opens. */
export const subscriptionSchema = z.object({
  email: z.string(),
  status: z.enum(SUBSCRIBER_STATUSES),
  message: z.string(),
  /** For a waitlist message's link: the product whose waitlist it leaves (or joins again). */
  waitlist: z.string().optional(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** A person's address, for their data's export and erasure. */
export const fanEmailSchema = z.object({
  email: emailAddress,
});

/** What an erasure did: how many orders were kept with the details redacted, and the rest. */
export const fanEraseAnswerSchema = z.object({
  message: z.string(),
  orders: z.number().int().nonnegative(),
  newsletter: z.boolean(),
  /** Notify-me entries erased. */
  waitlist: z.number().int().nonnegative(),
  /** Whether a bag kept from a checkout they left, or its reminders, went too. */
  checkoutDraft: z.boolean(),
  activityEntries: z.number().int().nonnegative(),
});
export type FanEraseAnswer = z.infer<typeof fanEraseAnswerSchema>;

/** POST /api/admin/newsletter/remove: the address staff take off the list. */
export const newsletterRemoveSchema = z.object({
  email: z.string().trim().toLowerCase().min(1).max(254),
});
