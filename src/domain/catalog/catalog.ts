import { byCodePoint } from '../shared/compare';
import type { Collection, Product } from './contract';
import { MAX_PER_ORDER } from './variant';

/** Pure catalogue rules. The zod schemas live in contract.ts so that the web app loads no zod. */
export type { Category, Collection, Product } from './contract';

export { type VariantRef, variantFieldName, variantKey } from './variant';

/** Newest first; ties keep a stable order by id so every page lists the same way. */
export function sortNewestFirst<T extends Pick<Product, 'createdAt' | 'id'>>(products: readonly T[]): T[] {
  return [...products].sort(
    (a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || byCodePoint(a.id, b.id),
  );
}

const LATEST_PRODUCTS_COUNT = 3;

export function latestThree<T extends Pick<Product, 'createdAt' | 'id'>>(products: readonly T[]): T[] {
  return sortNewestFirst(products).slice(0, LATEST_PRODUCTS_COUNT);
}

export type CollectionGroup<T> = { key: string; name: string; products: T[] };

/**
 * Groups products by their collection value, newest first inside each group, and the groups by
 * their newest product, so the latest drop leads. A product whose collection is unknown still
 * shows, under its raw key; a collection without products is left out.
 */
export function productsByCollection<T extends Pick<Product, 'collection' | 'createdAt' | 'id'>>(
  products: readonly T[],
  collections: readonly Collection[] = [],
): CollectionGroup<T>[] {
  const names = new Map(collections.map((collection) => [collection.id, collection.name]));
  const groups = new Map<string, CollectionGroup<T>>();
  for (const product of sortNewestFirst(products)) {
    let group = groups.get(product.collection);
    if (!group) {
      group = {
        key: product.collection,
        name: names.get(product.collection) ?? product.collection,
        products: [],
      };
      groups.set(product.collection, group);
    }
    group.products.push(product);
  }
  return [...groups.values()];
}

/** Whether shoppers may order the product at `now` (ms): not hidden, and its drop time, if any, has come. */
export function isOnSale(product: Pick<Product, 'hidden' | 'liveAt'>, now: number): boolean {
  return !product.hidden && (product.liveAt === null || Date.parse(product.liveAt) <= now);
}

/**
 * Whether a shopper may order it at `now` (ms): on sale, or in its presale to one holding a presale
 * code that opens it (`opened`: the products the shopper's code opened; the server checks again).
 */
export function isOpenTo(
  product: Pick<Product, 'hidden' | 'id' | 'liveAt' | 'presaleAt'>,
  now: number,
  opened: readonly string[] = [],
): boolean {
  if (isOnSale(product, now)) return true;
  const presale = product.presaleAt === null ? Number.NaN : Date.parse(product.presaleAt);
  return !product.hidden && presale <= now && opened.includes(product.id);
}

/** Shown, with its date, but not yet on sale at `now` (ms). */
export function isComingSoon(product: Pick<Product, 'hidden' | 'liveAt'>, now: number): boolean {
  return !product.hidden && product.liveAt !== null && Date.parse(product.liveAt) > now;
}

/** How many of a variant one order may take: its stock, capped by the product's per-order limit or else MAX_PER_ORDER. */
export function orderableQuantity(
  product: Pick<Product, 'stock' | 'maxPerOrder'>,
  color: string,
  size: string,
): number {
  const stock = variantQuantity(product, color, size);
  return Math.min(stock, product.maxPerOrder ?? MAX_PER_ORDER);
}

export function variantQuantity(product: Pick<Product, 'stock'>, color: string, size: string): number {
  return product.stock.find((line) => line.color === color && line.size === size)?.quantity ?? 0;
}

/**
 * The photo of a product in one colour, wherever a bought colour is shown (the bag, the checkout's
 * summary, the order): the colour's own photo, else the product's first one, else none. A bag kept
 * from before products had colour photos has none to read.
 */
export function colorImageUrl(
  product: Pick<Product, 'imageUrls'> & { colorImages?: Product['colorImages'] | undefined },
  color: string,
): string | null {
  return product.colorImages?.[color] ?? product.imageUrls[0] ?? null;
}

/**
 * How many are left of a colour or a size, given the other choice (null: any): what decides
 * whether an option is shown as sold out before it is chosen.
 */
export function optionQuantity(
  product: Pick<Product, 'stock'>,
  choice: { color: string | null; size: string | null },
): number {
  return product.stock
    .filter(
      (line) =>
        (choice.color === null || line.color === choice.color) &&
        (choice.size === null || line.size === choice.size),
    )
    .reduce((sum, line) => sum + line.quantity, 0);
}
