/**
 * A discount code's arithmetic, the same on both sides (the server's result is the only price):
 * which lines of a bag a code applies to, what it takes off, and how an order-wide amount is spread
 * over those lines, so that a later refund of some units gives back what was paid for them. All in
 * kobo, integers; nothing is ever taken below ₦0.
 */

/** What a code takes off: a percentage (in basis points: 1000 is 10%), a naira amount, or delivery. */
type DiscountRule =
  | { kind: 'percent'; basisPoints: number }
  | { kind: 'amount'; amountKobo: number }
  | { kind: 'free_delivery' };

/** The products and collections a code is for; null: the whole order. */
type DiscountScope = { productIds: readonly string[]; collectionIds: readonly string[] } | null;

export type DiscountCode = {
  rule: DiscountRule;
  scope: DiscountScope;
  /** The bag's subtotal (before any discount) it needs, or null. */
  minSubtotalKobo: number | null;
};

/** A line of the bag at the server's price, with the collections its product is in. */
export type PricedLine = {
  productId: string;
  collectionIds: readonly string[];
  unitPriceKobo: number;
  quantity: number;
};

export type Discounted = {
  /** What comes off each line's total, in the bag's order (0 for lines the code is not for). */
  lineDiscountsKobo: number[];
  deliveryDiscountKobo: number;
  totalDiscountKobo: number;
};

/** Why a code gives nothing to this bag. */
export type NotApplicable = 'not_for_these_items' | 'below_minimum';

const BASIS_POINTS = 10_000;

const lineTotal = (line: PricedLine) => line.unitPriceKobo * line.quantity;

/** Whether the code is for each line: every line for an order-wide code. */
function eligibleLines(lines: readonly PricedLine[], scope: DiscountScope): boolean[] {
  if (!scope) return lines.map(() => true);
  const products = new Set(scope.productIds);
  const collections = new Set(scope.collectionIds);
  return lines.map(
    (line) => products.has(line.productId) || line.collectionIds.some((id) => collections.has(id)),
  );
}

/**
 * `amount` shared among `weights` in proportion, in whole kobo that add up to it exactly: each gets
 * its share rounded down, and the kobo left over go one each to the largest remainders (ties to
 * the larger weight, then the earlier). No share is more than its weight when `amount` is not more
 * than the weights' sum.
 */
export function spread(amount: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((total, weight) => total + weight, 0);
  if (amount <= 0 || sum <= 0) return weights.map(() => 0);
  const shares = weights.map((weight) => Math.floor((amount * weight) / sum));
  let left = amount - shares.reduce((total, share) => total + share, 0);
  const order = weights
    .map((weight, index) => ({ index, weight, remainder: (amount * weight) % sum }))
    .filter(({ weight }) => weight > 0)
    .sort((a, b) => b.remainder - a.remainder || b.weight - a.weight || a.index - b.index);
  for (const { index } of order) {
    if (left === 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

/**
 * What a code takes off this bag and its delivery fee, or why it takes nothing. A percentage is
 * rounded down to the kobo; an amount is capped at what the lines it is for cost; either is spread
 * over those lines in proportion to their totals. Free delivery takes the fee off and nothing else.
 */
export function applyDiscount(
  lines: readonly PricedLine[],
  deliveryFeeKobo: number,
  code: DiscountCode,
): Discounted | { refused: NotApplicable } {
  const totals = lines.map(lineTotal);
  const subtotal = totals.reduce((sum, total) => sum + total, 0);
  if (code.minSubtotalKobo !== null && subtotal < code.minSubtotalKobo) return { refused: 'below_minimum' };
  const eligible = eligibleLines(lines, code.scope);
  const weights = totals.map((total, index) => (eligible[index] ? total : 0));
  const eligibleSubtotal = weights.reduce((sum, weight) => sum + weight, 0);
  if (code.rule.kind === 'free_delivery') {
    if (eligibleSubtotal === 0) return { refused: 'not_for_these_items' };
    const deliveryDiscountKobo = Math.max(0, deliveryFeeKobo);
    return {
      lineDiscountsKobo: lines.map(() => 0),
      deliveryDiscountKobo,
      totalDiscountKobo: deliveryDiscountKobo,
    };
  }
  if (eligibleSubtotal === 0) return { refused: 'not_for_these_items' };
  const off =
    code.rule.kind === 'percent'
      ? Math.floor(
          (eligibleSubtotal * Math.min(Math.max(code.rule.basisPoints, 0), BASIS_POINTS)) / BASIS_POINTS,
        )
      : Math.min(Math.max(code.rule.amountKobo, 0), eligibleSubtotal);
  const lineDiscountsKobo = spread(off, weights);
  return { lineDiscountsKobo, deliveryDiscountKobo: 0, totalDiscountKobo: off };
}

/**
 * What was paid for `units` of a line of `quantity` units whose total after its discount is
 * `paidKobo`, when `unitsLeft` of them are still unrefunded: the units left are worth
 * floor(paid × left / quantity), and those refunded the difference, so refunding every unit, in any
 * number of goes, gives back exactly what was paid for the line.
 */
export function paidForUnits(paidKobo: number, quantity: number, unitsLeft: number, units: number): number {
  if (quantity <= 0) return 0;
  const left = Math.min(Math.max(unitsLeft, 0), quantity);
  const taking = Math.min(Math.max(units, 0), left);
  const worth = (count: number) => Math.floor((paidKobo * count) / quantity);
  return worth(left) - worth(left - taking);
}
