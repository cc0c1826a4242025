/** Why a code gives nothing, as the code field says it: one clear message each. */
export const CODE_MESSAGES = {
  enter: 'Enter a code.',
  unknown: 'That code does not exist. Check it and try again.',
  paused: 'That code is paused for now.',
  notYet: 'That code is not valid yet.',
  ended: 'That code has ended.',
  usedUp: 'That code has been used up.',
  usedByYou: 'You have already used that code.',
  notForTheseItems: 'That code is not for the items in your bag.',
  belowMinimum: (minimum: string) => `That code needs a subtotal of at least ${minimum}.`,
} as const;

export type CodeRefusal = 'unknown' | 'paused' | 'notYet' | 'ended' | 'usedUp' | 'usedByYou';

/** Why a code gives nothing to this bag, in words (the minimum in naira). */
export type CodeNotApplicable = 'notForTheseItems' | 'belowMinimum';
