import { CONTACT_MESSAGES } from '../checkout/contact';

/** What a sign-up reads: the contract's errors and the form's answers. */
export const NEWSLETTER_MESSAGES = {
  /** Checkout's words, so the site speaks with one voice about a mistyped address. */
  email: CONTACT_MESSAGES.email,
  subscribed: "You're on the list. Thank you!",
  tooMany: 'Too many sign-ups from your connection. Please wait a minute and try again.',
} as const;
