import { isComingSoon, type Product } from './catalog';

/** Where a product stands in the shop, for the staff's list: each product has one. */
export const PRODUCT_STATUSES = ['on_sale', 'scheduled', 'sold_out', 'hidden', 'archived'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

export const PRODUCT_STATUS_LABELS: Record<ProductStatus, string> = {
  on_sale: 'On sale',
  scheduled: 'Scheduled',
  sold_out: 'Sold out',
  hidden: 'Hidden',
  archived: 'Archived',
};

/**
 * Archived first (out of the shop for good), then hidden (shoppers see nothing of it), then a drop
 * still to come, then nothing left to sell.
 */
export function productStatus(
  product: Pick<Product, 'archived' | 'hidden' | 'liveAt' | 'quantity'>,
  now: number,
): ProductStatus {
  if (product.archived) return 'archived';
  if (product.hidden) return 'hidden';
  if (isComingSoon(product, now)) return 'scheduled';
  return product.quantity <= 0 ? 'sold_out' : 'on_sale';
}

/** Whether a product's name holds what staff typed, whatever its case and spacing. */
export function nameMatches(product: Pick<Product, 'name'>, typed: string): boolean {
  const words = typed.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const name = product.name.toLowerCase();
  return words.every((word) => name.includes(word));
}
