import { z } from 'zod';

/** The shape of the catalogue as the API serves it; both sides import these. */
export const collectionSchema = z.object({
  id: z.string(),
  name: z.string(),
});
export type Collection = z.infer<typeof collectionSchema>;

export const categorySchema = collectionSchema;
export type Category = z.infer<typeof categorySchema>;

/** Stock is counted per variant: one product in one colour and one size. */
export const variantStockSchema = z.object({
  color: z.string(),
  size: z.string(),
  quantity: z.number().int().nonnegative(),
});
export type VariantStock = z.infer<typeof variantStockSchema>;

export const productSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** Integer kobo. */
  price: z.number().int().nonnegative(),
  imageUrls: z.array(z.string()),
  colors: z.array(z.string()),
  sizes: z.array(z.string()),
  /** The sum of the variants' stock. */
  quantity: z.number().int().nonnegative(),
  stock: z.array(variantStockSchema),
  /** The id of the product's collection: the key the shop groups by. */
  collection: z.string(),
  category: z.string().nullable(),
  /** ISO 8601 timestamp. */
  createdAt: z.string(),
});
export type Product = z.infer<typeof productSchema>;

export const productListSchema = z.array(productSchema);
export const collectionListSchema = z.array(collectionSchema);
export const categoryListSchema = z.array(categorySchema);

/** Newest first; ties keep a stable order by id so every page lists the same way. */
export function sortNewestFirst<T extends Pick<Product, 'createdAt' | 'id'>>(products: readonly T[]): T[] {
  return [...products].sort(
    (a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || a.id.localeCompare(b.id),
  );
}

export const LATEST_PRODUCTS_COUNT = 3;

export function latestThree<T extends Pick<Product, 'createdAt' | 'id'>>(products: readonly T[]): T[] {
  return sortNewestFirst(products).slice(0, LATEST_PRODUCTS_COUNT);
}

export type CollectionGroup<T> = { key: string; name: string; products: T[] };

/**
 * Groups products by their collection value, newest first inside each group. Groups follow the
 * order of `collections`; a product whose collection is unknown still shows, under its raw key.
 */
export function productsByCollection<T extends Pick<Product, 'collection' | 'createdAt' | 'id'>>(
  products: readonly T[],
  collections: readonly Collection[] = [],
): CollectionGroup<T>[] {
  const groups = new Map<string, CollectionGroup<T>>();
  for (const collection of collections) {
    groups.set(collection.id, { key: collection.id, name: collection.name, products: [] });
  }
  for (const product of sortNewestFirst(products)) {
    let group = groups.get(product.collection);
    if (!group) {
      group = { key: product.collection, name: product.collection, products: [] };
      groups.set(product.collection, group);
    }
    group.products.push(product);
  }
  return [...groups.values()].filter((group) => group.products.length > 0);
}

export function variantQuantity(product: Pick<Product, 'stock'>, color: string, size: string): number {
  return product.stock.find((line) => line.color === color && line.size === size)?.quantity ?? 0;
}
