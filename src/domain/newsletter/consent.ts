/**
 * Consent to the newsletter: the forms a fan may join on, the words each shows beside its box or
 * button (recorded with the sign-up, as they read that day), and where an address stands on the
 * list. Nigeria's Data Protection Act asks for consent that can be shown and a way out as easy as
 * the way in.
 */

/** Where an address stands: only confirmed addresses are written to. */
export const SUBSCRIBER_STATUSES = ['pending', 'confirmed', 'unsubscribed', 'suppressed'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

/** The forms a fan joins on. Addresses from before consent was recorded carry LEGACY_SOURCE. */
export const SIGNUP_SOURCES = ['footer', 'checkout'] as const;
export type SignupSource = (typeof SIGNUP_SOURCES)[number];
export const LEGACY_SOURCE = 'before consent records';

/** How long a confirmation link works. */
export const CONFIRM_LINK_DAYS = 7;

/** The words a fan agrees to on each form (or on coming back from the unsubscribe page). */
const WORDS: Record<SignupSource | 'rejoin', (artistName: string) => string> = {
  footer: (artist) =>
    `News, drops and tour dates from ${artist}, straight to your inbox. I can unsubscribe at any time.`,
  checkout: (artist) =>
    `Send me news from ${artist} and a reminder if I leave items in my bag. I can unsubscribe at any time.`,
  rejoin: (artist) => `Subscribe again to news and drops from ${artist}.`,
};

/** The words a fan agrees to on a form, with the artist's name as the shop shows it. */
export function consentWords(source: SignupSource | 'rejoin', artistName: string): string {
  return WORDS[source](artistName);
}

/** Staff's words for the form an address joined on. */
const SOURCE_LABELS: Record<string, string> = {
  footer: 'Footer sign-up',
  checkout: 'Checkout',
  rejoin: 'Unsubscribe page (came back)',
  [LEGACY_SOURCE]: 'Before consent records',
};

/** How the list names where an address joined; an unknown source as it is stored. */
export function sourceLabel(source: string): string {
  return SOURCE_LABELS[source] ?? source;
}

/** Staff's words for each status, in the list. */
export const STATUS_LABELS: Record<SubscriberStatus, string> = {
  pending: 'Awaiting confirmation',
  confirmed: 'Confirmed',
  unsubscribed: 'Unsubscribed',
  suppressed: 'Mail refused',
};
