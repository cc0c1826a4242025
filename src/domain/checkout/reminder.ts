import { isOnSale, orderableQuantity, type Product } from '../catalog/catalog';
import type { RestoredBag } from './reminder-contract';

export type { RestoredBag };

/** What the checkout reminder's routes and pages say. */
export const REMINDER_MESSAGES = {
  saved: 'Saved.',
  unknownLink: 'This link is not valid any more. Your bag could not be brought back.',
  stopped: 'You are unsubscribed: no more reminders about your bag will reach you.',
  restarted: 'Reminders about your bag are on again.',
  left: (name: string, color: string, size: string) =>
    `${name} (${color}, ${size}) is no longer available and was left out of your bag.`,
  fewer: (name: string, color: string, size: string, left: number) =>
    `Only ${left} of ${name} (${color}, ${size}) left, so your bag has ${left}.`,
} as const;

/** A bag line as a checkout draft keeps it: what and how many, never a price. */
type DraftLine = { productId: string; color: string; size: string; quantity: number };

/**
 * A kept bag checked again against the shop at `now` (ms): a line whose product, colour or size is
 * gone, is no longer on sale or has sold out is left out, and one with fewer units left shrinks to
 * them; each change is said in words.
 */
export function restoreLines(
  lines: readonly DraftLine[],
  products: readonly Product[],
  now: number,
): RestoredBag {
  const byId = new Map(products.map((product) => [product.id, product]));
  const restored: RestoredBag['lines'] = [];
  const messages: string[] = [];
  for (const line of lines) {
    const product = byId.get(line.productId);
    const inRange = product?.colors.includes(line.color) && product.sizes.includes(line.size);
    const left =
      product && inRange && isOnSale(product, now) ? orderableQuantity(product, line.color, line.size) : 0;
    const name = product?.name ?? 'An item';
    if (left <= 0) {
      messages.push(REMINDER_MESSAGES.left(name, line.color, line.size));
      continue;
    }
    if (left < line.quantity) messages.push(REMINDER_MESSAGES.fewer(name, line.color, line.size, left));
    restored.push({ ...line, quantity: Math.min(line.quantity, left) });
  }
  return { lines: restored, messages };
}
