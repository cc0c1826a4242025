/**
 * A variant (one colour in one size of one product) and the limit on how many of one an order takes.
 * Imports nothing, so contracts and rules alike can use it.
 */

/**
 * The most of one colour and size one order may take, whatever the stock: the shopper's bag, the
 * order contract and the highest per-order limit staff can set all stop here.
 */
export const MAX_PER_ORDER = 100;

/** One colour in one size of one product. */
export type VariantRef = { productId: string; color: string; size: string };

/**
 * The one key of a variant, wherever variants are counted, merged, sorted or named (maps, list
 * keys, an order's out-of-stock fields): its three parts kept apart whatever characters they hold.
 */
export function variantKey({ productId, color, size }: VariantRef): string {
  return JSON.stringify([productId, color, size]);
}
