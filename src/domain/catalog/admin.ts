import type { VariantStock } from './contract';

/** Admin catalogue rules and types both sides share. The zod schemas are in admin-contract.ts. */
export type {
  AdminGroup,
  AdminProduct,
  ProductInputBody,
  ProductUpdateBody,
  UploadResult,
} from './admin-contract';

export {
  MAX_PER_ORDER_LIMIT,
  MAX_PRICE_KOBO,
} from './admin-limits';

export type GroupKind = 'collection' | 'category';

/** Why a collection or category cannot be deleted yet: 'This collection still has 3 products. …' */
export function groupInUseMessage(kind: GroupKind, productCount: number): string {
  const products = productCount === 1 ? '1 product' : `${productCount} products`;
  return `This ${kind} still has ${products}. Move or delete them first.`;
}

export function duplicateGroupMessage(kind: GroupKind, name: string): string {
  return `A ${kind} named "${name}" already exists.`;
}

/**
 * The full colour × size grid in the product's order, each variant with the quantity given for it
 * or 0: what the server stores, and what the form shows for a product being edited.
 */
export function stockGrid(
  colors: readonly string[],
  sizes: readonly string[],
  stock: readonly VariantStock[],
): VariantStock[] {
  const given = new Map(stock.map((line) => [JSON.stringify([line.color, line.size]), line.quantity]));
  return colors.flatMap((color) =>
    sizes.map((size) => ({ color, size, quantity: given.get(JSON.stringify([color, size])) ?? 0 })),
  );
}
