import { isOpenTo, orderableQuantity, type Product } from '../catalog/catalog';

/** One line of the shopping bag: a product in one colour and size, and how many. */
export type BagLine = { product: Product; color: string; size: string; quantity: number };
export type Bag = BagLine[];
/** Units of a variant this browser's own unpaid order holds while it waits for the payment. */
export type HeldLine = { productId: string; color: string; size: string; quantity: number };

export const DEFAULT_BAG_STEP = 1;

const sameLine = (line: BagLine, productId: string, color: string, size: string) =>
  line.product.id === productId && line.color === color && line.size === size;

export function findLine(bag: Bag, productId: string, color: string, size: string): BagLine | undefined {
  return bag.find((line) => sameLine(line, productId, color, size));
}

/**
 * Adds `step` of a variant: the line with the same id, colour and size grows, or a new line starts.
 * Never more than the variant's stock, nor the product's per-order limit. A product without an id
 * is ignored (the caller warns), and so is one not on sale at `now` (ms) nor in a presale the
 * shopper's code `opened`.
 */
export function addToBag(
  bag: Bag,
  product: Product,
  color: string,
  size: string,
  now: number,
  step = DEFAULT_BAG_STEP,
  opened: readonly string[] = [],
): Bag {
  if (!product.id || step <= 0 || !isOpenTo(product, now, opened)) return bag;
  const stock = orderableQuantity(product, color, size);
  const existing = findLine(bag, product.id, color, size);
  const wanted = Math.min((existing?.quantity ?? 0) + step, stock);
  if (wanted <= (existing?.quantity ?? 0)) return bag;
  if (!existing) return [...bag, { product, color, size, quantity: wanted }];
  return bag.map((line) => (line === existing ? { ...line, product, quantity: wanted } : line));
}

/** Takes `step` away from a line; the line goes when its quantity reaches 0 or below. */
export function removeFromBag(
  bag: Bag,
  productId: string,
  color: string,
  size: string,
  step = DEFAULT_BAG_STEP,
): Bag {
  if (!productId) return bag;
  return bag.flatMap((line) => {
    if (!sameLine(line, productId, color, size)) return [line];
    const quantity = line.quantity - step;
    return quantity > 0 ? [{ ...line, quantity }] : [];
  });
}

/** Deletes a whole line, whatever its quantity (the bag's 'Remove'). */
export function removeLine(bag: Bag, productId: string, color: string, size: string): Bag {
  return bag.filter((line) => !sameLine(line, productId, color, size));
}

export function bagCount(bag: Bag): number {
  return bag.reduce((count, line) => count + line.quantity, 0);
}

/** In kobo. */
export function bagSubtotal(bag: Bag): number {
  return bag.reduce((sum, line) => sum + line.product.price * line.quantity, 0);
}

/**
 * A product as this shopper sees it: the units their own unpaid order holds count as left to them,
 * not sold out, since the order gives them back before a new one takes any (or they pay it).
 */
export function withHeld<T extends Pick<Product, 'id' | 'stock' | 'quantity'>>(
  product: T,
  held: readonly HeldLine[] = [],
): T {
  const mine = held.filter((line) => line.productId === product.id);
  if (mine.length === 0) return product;
  const heldOf = (color: string, size: string) =>
    mine.reduce((sum, line) => sum + (line.color === color && line.size === size ? line.quantity : 0), 0);
  const stock = product.stock.map((line) => ({
    ...line,
    quantity: line.quantity + heldOf(line.color, line.size),
  }));
  return { ...product, stock, quantity: stock.reduce((sum, line) => sum + line.quantity, 0) };
}

export type BagChange =
  | { kind: 'removed'; name: string }
  | { kind: 'sold-out'; name: string; color: string; size: string }
  | { kind: 'price'; name: string; from: number; to: number }
  | { kind: 'reduced'; name: string; color: string; size: string; to: number };

/**
 * Brings a bag kept in the browser up to date with the catalogue: lines of deleted products or
 * variants go (and those no longer on sale), prices follow the shop, quantities shrink to what is
 * left or to the per-order limit, as of `now` (ms). Reports each change. A product in a presale
 * the shopper's code `opened` stays, and the units their own unpaid order `held` are theirs.
 */
export function reconcileBag(
  bag: Bag,
  products: readonly Product[],
  now: number,
  opened: readonly string[] = [],
  held: readonly HeldLine[] = [],
): { bag: Bag; changes: BagChange[] } {
  const byId = new Map(products.map((product) => [product.id, withHeld(product, held)]));
  const changes: BagChange[] = [];
  const next: Bag = [];
  for (const line of bag) {
    const current = byId.get(line.product.id);
    const inRange = current?.colors.includes(line.color) && current.sizes.includes(line.size);
    if (!current || !inRange || !isOpenTo(current, now, opened)) {
      changes.push({ kind: 'removed', name: line.product.name });
      continue;
    }
    if (current.price !== line.product.price) {
      changes.push({ kind: 'price', name: current.name, from: line.product.price, to: current.price });
    }
    const left = orderableQuantity(current, line.color, line.size);
    if (left <= 0) {
      changes.push({ kind: 'sold-out', name: current.name, color: line.color, size: line.size });
      continue;
    }
    if (left < line.quantity) {
      changes.push({ kind: 'reduced', name: current.name, color: line.color, size: line.size, to: left });
    }
    next.push({ ...line, product: current, quantity: Math.min(line.quantity, left) });
  }
  return { bag: next, changes };
}
