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
  notAPresale: 'That code is not a presale code.',
  notForThisProduct: 'That code does not open this product’s presale.',
  presaleNotOpen: 'The presale has not opened yet.',
} as const;

export type CodeRefusal = 'unknown' | 'paused' | 'notYet' | 'ended' | 'usedUp' | 'usedByYou';

/** Why a code gives nothing to this bag, in words (the minimum in naira). */
export type CodeNotApplicable =
  | 'notForTheseItems'
  | 'belowMinimum'
  | 'notAPresale'
  | 'notForThisProduct'
  | 'presaleNotOpen';

/** What staff are told about a code they write. */
export const CODE_ADMIN_MESSAGES = {
  code: 'Use 3 to 40 letters, digits, dashes or underscores.',
  taken: 'A code with that name already exists.',
  percent: 'Enter a percentage between 0.01 and 100.',
  amount: 'Enter an amount of at least ₦1.',
  presaleScope: 'Choose the products or collections the presale is for.',
  endsBeforeStart: 'The end must be after the start.',
  endsInThePast: 'The end is already past: choose a later one, or leave it empty.',
  when: 'Enter a date and time.',
  prefix: 'Use 2 to 20 letters, digits or dashes.',
  count: 'Generate between 1 and 1,000 codes.',
  notFound: 'That code does not exist.',
  batchNotFound: 'That batch of codes does not exist.',
} as const;
