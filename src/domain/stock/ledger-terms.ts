/**
 * Stock is a ledger: every change of a variant's quantity is a movement, and the quantity is the
 * sum of its movements. Staff change stock only by movements (a delta with a reason, or a count
 * checked against what they saw), never by sending back a grid they loaded earlier.
 */

/** The most units one variant may hold: far above any merch run, and no sum can overflow. */
export const MAX_STOCK = 1_000_000;

/** Why staff add units. */
export const ADD_REASONS = ['received', 'returned'] as const;
/** Why staff take units away. */
export const REMOVE_REASONS = ['damaged', 'lost'] as const;
export type AdjustReason = (typeof ADD_REASONS)[number] | (typeof REMOVE_REASONS)[number];

export const STOCK_MOVEMENT_KINDS = [
  'opening',
  ...ADD_REASONS,
  ...REMOVE_REASONS,
  'count',
  'written_off',
  'sale',
  'cancelled',
  'expired',
] as const;
export type StockMovementKind = (typeof STOCK_MOVEMENT_KINDS)[number];

export const STOCK_MOVEMENT_LABELS: Record<StockMovementKind, string> = {
  opening: 'Opening balance',
  received: 'Received',
  returned: 'Returned',
  damaged: 'Damaged',
  lost: 'Lost',
  count: 'Count correction',
  written_off: 'Written off',
  sale: 'Sold',
  cancelled: 'Order cancelled',
  expired: 'Reservation expired',
};

export const STOCK_MESSAGES = {
  delta: 'Enter how many units to add or remove, like 20 or -2.',
  counted: 'Enter the number you counted: a whole number from 0.',
  tooMany: 'A colour and size can hold at most 1,000,000 units.',
  reasonSign: (reason: AdjustReason) =>
    (ADD_REASONS as readonly string[]).includes(reason)
      ? `Units ${reason} are added: enter a number above 0.`
      : `Units ${reason} are removed: enter a number below 0.`,
  tooFew: (variant: string, left: number) => `${variant} holds ${left}, so that many cannot be removed.`,
  countMoved: (variant: string, now: number, seen: number) =>
    `${variant} now holds ${now}, not the ${seen} you saw: it was sold or changed since you loaded it. Count again and enter what you find.`,
  unknownVariant: 'That colour and size is not one of the product’s.',
  stale:
    'Someone saved this product since you opened it. Reload it to see their changes, then make yours again.',
  writeOff: (held: string) => `${held}. Give a reason to write these units off, or keep the colour and size.`,
} as const;
