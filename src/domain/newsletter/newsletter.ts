/** Newsletter texts and rules both sides share. The zod schemas are in contract.ts. */
export type {
  NewsletterAnswer,
  NewsletterList,
} from './contract';

export { NEWSLETTER_MESSAGES } from './messages';

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
