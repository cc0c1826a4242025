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
 * The one key of a variant, wherever variants are counted, merged, sorted or keyed (maps, list
 * keys): its three parts kept apart whatever characters they hold.
 */
export function variantKey({ productId, color, size }: VariantRef): string {
  return JSON.stringify([productId, color, size]);
}

/**
 * How the API names a variant among an error's fields (an order refused for a short line):
 * `productId|color|size`. A wire format, older than variantKey and kept as clients have it; unlike
 * variantKey it can confuse two variants whose parts hold a `|`, which only costs a message's place.
 */
export function variantFieldName({ productId, color, size }: VariantRef): string {
  return `${productId}|${color}|${size}`;
}
