/** Finding an order again without its link: the same answer whether or not anything matched. */
export const ORDER_LOOKUP_MESSAGES = {
  number: 'Enter the order number from your confirmation email, like SF-ABC234.',
  email: 'Enter the email you ordered with.',
  sent: 'If that order number and email match an order, a link to it is on its way to that email. It can take a few minutes to arrive.',
  tooMany: 'Too many look-ups from this connection. Please wait a few minutes and try again.',
} as const;

/** An order number as printed on the confirmation: "SF-" and six capitals or digits. */
export const ORDER_NUMBER_PATTERN = /^SF-[0-9A-Z]{6}$/;

/** An order number as a shopper types it (any case, with or without "SF-") in its printed form. */
export function normalizeOrderNumber(typed: string): string {
  // "sf-abc234", "SF ABC234", "sfabc234" and "abc234" are one number; "sf12ab" is SF-SF12AB.
  const upper = typed.trim().toUpperCase();
  const prefixed = /^SF[\s-]/.test(upper);
  const compact = (prefixed ? upper.slice(3) : upper).replace(/[^0-9A-Z]/g, '');
  const joined = !prefixed && compact.length === 8 && compact.startsWith('SF');
  return `SF-${joined ? compact.slice(2) : compact}`;
}

/** The longest email address a look-up accepts (the longest a mail server delivers to). */
export const ORDER_LOOKUP_EMAIL_MAX_LENGTH = 254;
const simpleEmail = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type OrderLookupField = 'number' | 'email';

/**
 * The browser's check before a look-up is sent, with the server's messages: a form that cannot be
 * an order is not sent, so it spends none of the shopper's tries. The server's email check is
 * stricter and has the last word.
 */
export function orderLookupProblems(form: {
  number: string;
  email: string;
}): Partial<Record<OrderLookupField, string>> {
  const problems: Partial<Record<OrderLookupField, string>> = {};
  if (!ORDER_NUMBER_PATTERN.test(normalizeOrderNumber(form.number))) {
    problems.number = ORDER_LOOKUP_MESSAGES.number;
  }
  const email = form.email.trim();
  if (email.length > ORDER_LOOKUP_EMAIL_MAX_LENGTH || !simpleEmail.test(email)) {
    problems.email = ORDER_LOOKUP_MESSAGES.email;
  }
  return problems;
}

/** The shortest key an order link can carry; the server makes longer ones. */
export const ORDER_KEY_MIN_LENGTH = 20;
