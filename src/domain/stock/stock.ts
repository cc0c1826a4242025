/** At or below this many left, the product page warns that stock is short. */
export const LOW_STOCK_THRESHOLD = 5;

export function stockText(quantity: number): string {
  if (quantity <= 0) return 'Out of stock';
  if (quantity <= LOW_STOCK_THRESHOLD) return `Only ${quantity} left!`;
  return 'In stock';
}
