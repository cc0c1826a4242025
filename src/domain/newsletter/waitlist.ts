/**
 * Notify me: a fan leaves an address on a coming-soon product or a sold-out colour and size, and
 * gets one email when it goes on sale or is stocked again. The entry is its own consent, to that
 * one email and nothing else: it does not put the address on the newsletter.
 */
export { WAITLIST_MESSAGES } from './messages';
export type { WaitlistAnswer, WaitlistCounts, WaitlistRecipients, WaitlistSignup } from './waitlist-contract';

/** What an entry waits for: a drop going on sale, or a sold-out colour and size coming back. */
export type WaitlistKind = 'drop' | 'restock';

/** The words beside the consent box, recorded with the entry as they read that day. */
export function waitlistWords(kind: WaitlistKind, productName: string, variant?: string): string {
  return kind === 'drop'
    ? `Email me when ${productName} goes on sale, and any news of it before then. Nothing else.`
    : `Email me when ${productName} in ${variant ?? ''} is back in stock, and any news of it before then. Nothing else.`;
}
