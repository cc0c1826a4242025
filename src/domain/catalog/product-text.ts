import { formatNaira } from '../shared/money';
import type { Product } from './catalog';

/** A product description's paragraphs: split at newlines or at a typed `\n`. */
export function descriptionParagraphs(description: string): string[] {
  return description
    .split(/\\n|\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** "Heavyweight cotton tee from the Harmattan Tour. ₦15,000." — the first paragraph, then the price. */
export function productSummary(product: Pick<Product, 'name' | 'description' | 'price'>): string {
  const first = descriptionParagraphs(product.description)[0] ?? product.name;
  const sentence = /[.!?]$/.test(first) ? first : `${first}.`;
  return `${sentence} ${formatNaira(product.price)}.`;
}
