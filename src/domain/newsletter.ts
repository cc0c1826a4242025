import { CONTACT_MESSAGES } from './checkout';

/** Newsletter texts and rules both sides share. The zod schemas are in newsletter-schema.ts. */
export type {
  NewsletterAnswer,
  NewsletterList,
  NewsletterSignup,
  NewsletterSubscriber,
} from './newsletter-schema';

export const NEWSLETTER_MESSAGES = {
  /** Checkout's words, so the site speaks with one voice about a mistyped address. */
  email: CONTACT_MESSAGES.email,
  subscribed: "You're on the list. Thank you!",
  tooMany: 'Too many sign-ups from your connection. Please wait a minute and try again.',
} as const;

export const NEWSLETTER_CSV_HEADER = 'email,subscribed_at';

const simpleEmail = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The browser's quick check before sending, the same one checkout uses; the server's check is
 * stricter and has the last word.
 */
export function looksLikeEmail(email: string): boolean {
  return simpleEmail.test(email.trim());
}

/** The export's file name, dated (UTC) so successive downloads do not overwrite each other. */
export function newsletterCsvFilename(now: Date): string {
  return `newsletter-${now.toISOString().slice(0, 10)}.csv`;
}
