/**
 * How an order reaches its shopper: the courier and tracking of a shipped order, and the pickup code
 * a pickup order's shopper shows at the counter. The API contract is fulfilment-contract.ts.
 */

/** Letters and digits nobody confuses when read aloud or off a phone: no 0/O, 1/I/L, 2/Z, 5/S, 8/B, G/6. */
export const PICKUP_CODE_ALPHABET = 'ACDEFHJKMNPQRTUVWXY3479';
export const PICKUP_CODE_LENGTH = 6;

/** A pickup code as typed at the counter: any case, spaces or dashes between its characters. */
export function normalizePickupCode(typed: string): string {
  return typed.replace(/[\s-]/g, '').toUpperCase();
}

/** Shown in two halves, as it is easier read out: "ACD-479". */
export function pickupCodeText(code: string): string {
  const half = Math.ceil(code.length / 2);
  return `${code.slice(0, half)}-${code.slice(half)}`;
}

/** Whether a tracking is a link to follow (only https links are accepted) rather than a number. */
export function isTrackingLink(tracking: string): boolean {
  return /^https:\/\//i.test(tracking.trim());
}

export const TRACKING_NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 ./-]{2,59}$/;

/** Couriers staff often pick, offered as suggestions; any other name is accepted. */
export const COMMON_COURIERS = [
  'GIG Logistics',
  'DHL',
  'Kwik Delivery',
  'Sendstack',
  'UPS',
  'FedEx',
  'NIPOST',
];

/** What a staff action may carry besides its note: how the order was sent, or the code shown at pickup. */
export type FulfilmentFields = { courier?: string; tracking?: string; code?: string };

export const FULFILMENT_MESSAGES = {
  courierMissing: 'Say which courier carries it.',
  courierTooLong: 'Keep the courier’s name under 100 characters.',
  trackingMissing: 'Give the tracking number or link.',
  trackingInvalid: 'Give a tracking number (letters and digits) or a link starting with https://.',
  sendNeedsTracking: 'An order sent by courier needs its courier and tracking.',
  codeMissing: 'Ask the shopper for their pickup code.',
  codeWrong: 'That is not this order’s pickup code. Ask the shopper to check their confirmation email.',
  notForPickup: 'Only a pickup order is collected at the shop.',
  alreadyCollected: 'This order was already collected.',
  notReady: 'Mark the order ready for pickup before it is collected.',
} as const;
