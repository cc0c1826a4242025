import { stockGrid } from '../../../domain/admin';
import type { Product } from '../../../domain/catalog';
import { formatNaira, parseNaira } from '../../../domain/money';

/** What the product form holds while it is edited: text as typed, stock by variant key. */
export type ProductDraft = {
  name: string;
  description: string;
  price: string;
  collection: string;
  category: string;
  colors: string;
  sizes: string;
  stock: Record<string, string>;
  imageUrls: string[];
  /** Colour → the photo that shows it. */
  colorImages: Record<string, string>;
};

export const emptyDraft: ProductDraft = {
  name: '',
  description: '',
  price: '',
  collection: '',
  category: '',
  colors: '',
  sizes: '',
  stock: {},
  imageUrls: [],
  colorImages: {},
};

export const variantKey = (color: string, size: string) => `${color}\u0000${size}`;

/** "Black, Sand" → ['Black', 'Sand']: colours and sizes are typed as a list. */
export function splitList(text: string): string[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

export function draftFromProduct(product: Product): ProductDraft {
  const stock: Record<string, string> = {};
  for (const line of stockGrid(product.colors, product.sizes, product.stock)) {
    stock[variantKey(line.color, line.size)] = String(line.quantity);
  }
  return {
    name: product.name,
    description: product.description,
    price: formatNaira(product.price).replace('₦', ''),
    collection: product.collection,
    category: product.category ?? '',
    colors: product.colors.join(', '),
    sizes: product.sizes.join(', '),
    stock,
    imageUrls: product.imageUrls,
    colorImages: product.colorImages ?? {},
  };
}

/** The request body; a price that is not a naira amount is sent as -1 so the server names the field. */
export function bodyFromDraft(draft: ProductDraft) {
  const colors = splitList(draft.colors);
  const sizes = splitList(draft.sizes);
  return {
    name: draft.name,
    description: draft.description,
    price: parseNaira(draft.price) ?? -1,
    collection: draft.collection,
    category: draft.category || null,
    colors,
    sizes,
    stock: colors.flatMap((color) =>
      sizes.map((size) => ({ color, size, quantity: Number(draft.stock[variantKey(color, size)] || 0) })),
    ),
    imageUrls: draft.imageUrls,
    // A colour renamed or a photo removed since it was chosen drops out rather than being refused.
    colorImages: Object.fromEntries(
      Object.entries(draft.colorImages).filter(
        ([color, url]) => colors.includes(color) && draft.imageUrls.includes(url),
      ),
    ),
  };
}
