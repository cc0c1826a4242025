/** Newsletter texts and rules both sides share. The zod schemas are in contract.ts. */
export type {
  FanEraseAnswer,
  NewsletterAnswer,
  NewsletterList,
  Subscription,
} from './contract';

export { FAN_MESSAGES, NEWSLETTER_MESSAGES, SUBSCRIPTION_MESSAGES } from './messages';

/** The export's columns: each confirmed address with the consent it gave. */
export const NEWSLETTER_CSV_COLUMNS = [
  'email',
  'subscribed_at',
  'source',
  'consented_at',
  'consent_words',
  'confirmed_at',
] as const;

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
