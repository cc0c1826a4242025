import { CONTACT_MESSAGES } from '../checkout/contact';

/** What a sign-up reads: the contract's errors and the form's answers. */
export const NEWSLETTER_MESSAGES = {
  /** Checkout's words, so the site speaks with one voice about a mistyped address. */
  email: CONTACT_MESSAGES.email,
  subscribed: "You're on the list. Thank you!",
  tooMany: 'Too many sign-ups from your connection. Please wait a minute and try again.',
  /** The unsubscribe page of a staff message to a product's waitlist. */
  left: (name: string) => `You are off the waitlist for ${name}: you will not hear about it again.`,
  back: (name: string) => `You are back on the waitlist for ${name}.`,
} as const;

/** A person's data, exported or erased on their request. */
export const FAN_MESSAGES = {
  nothingHeld: 'The shop holds nothing about that address.',
  orderOpen: (number: string) =>
    `Order ${number} of theirs is still under way: erase their details once it is delivered, collected or cancelled.`,
  erased:
    'Their details are erased: their orders stay for the books with name, email, phone and street redacted.',
} as const;

/** The confirmation and unsubscribe pages' words. */
export const SUBSCRIPTION_MESSAGES = {
  checkInbox: 'Almost there: we have sent you an email. Follow its link to confirm your subscription.',
  confirmed: "You're on the list. Thank you for confirming!",
  linkUsed:
    'This confirmation link has expired or was already used. Join again from the bottom of any page to get a new one.',
  unsubscribed: 'You are unsubscribed: no more emails from this list will reach you.',
  resubscribed: "Welcome back: you're on the list again.",
  unknownLink:
    'This link is not valid. If emails from the list keep reaching you, reply to one and the team will take you off it.',
  removed: 'Address removed from the list.',
} as const;

/** Notify me's answers and refusals. A mistyped address reads as the newsletter's does. */
export const WAITLIST_MESSAGES = {
  consent: 'Tick the box to agree to the one email.',
  done: "Done: we'll email you once, when it's here.",
  notInShop: 'That product is not in the shop.',
  chooseVariant: 'Choose a colour and size first.',
  unknownVariant: 'That colour and size is not one of the product’s.',
  inStock: (variant: string) => `${variant} is in stock: add it to your bag.`,
  tooMany: 'Too many sign-ups from your connection. Please wait a minute and try again.',
  /** The unsubscribe page of a staff message to a product's waitlist. */
  left: (name: string) => `You are off the waitlist for ${name}: you will not hear about it again.`,
  back: (name: string) => `You are back on the waitlist for ${name}.`,
} as const;
