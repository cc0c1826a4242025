import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { colorImageUrl, variantKey } from '../../../domain/catalog/catalog';
import type { OrderLineRequest } from '../../../domain/orders/contract';
import { ORDER_MESSAGES } from '../../../domain/orders/order';
import type { Db } from '../../db/open';
import { products } from '../../db/schema';
import { ConflictError } from '../../http/errors';

/**
 * The one owner of a line's price: the catalogue's products, read when an order is placed and when
 * a code is tried against a bag (codes and orders both ask here).
 */

/** A line of an order with the price it is sold at and the photo of the colour bought, from the database. */
export type PricedLine = {
  productId: string;
  name: string;
  color: string;
  size: string;
  quantity: number;
  unitPriceKobo: number;
  imageUrl: string | null;
};

/**
 * Prices the bag's lines from the database, never from the client: every product must be shown
 * (neither hidden nor archived) and on sale, and each variant held to the product's per-order limit.
 * A product in its presale is on sale to an order whose presale code `opensEarly` it.
 */
export async function priceLines(
  db: Db,
  requested: readonly OrderLineRequest[],
  opensEarly: (product: { id: string; collectionId: string }) => boolean = () => false,
): Promise<PricedLine[]> {
  // The same variant twice is one line of the sum.
  const merged = new Map<string, OrderLineRequest>();
  for (const line of requested) {
    const key = variantKey(line);
    const seen = merged.get(key);
    merged.set(key, seen ? { ...seen, quantity: seen.quantity + line.quantity } : { ...line });
  }
  const ids = [...new Set([...merged.values()].map((line) => line.productId))];
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      priceKobo: products.priceKobo,
      imageUrls: products.imageUrls,
      colorImages: products.colorImages,
      maxPerOrder: products.maxPerOrder,
      // The database's clock, so every server agrees on the moment a drop goes on sale.
      onSale: sql<boolean>`${products.liveAt} IS NULL OR ${products.liveAt} <= now()`,
      inPresale: sql<boolean>`${products.presaleAt} IS NOT NULL AND ${products.presaleAt} <= now()`,
      collectionId: products.collectionId,
    })
    .from(products)
    .where(and(inArray(products.id, ids), eq(products.hidden, false), isNull(products.archivedAt)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const missing = ids.filter((id) => !byId.has(id));
  if (missing.length > 0) {
    const message = missing.map((id) => ORDER_MESSAGES.unknownProduct(id)).join(' ');
    throw new ConflictError('unknown_product', message);
  }
  const early = rows.filter((row) => !row.onSale && !(row.inPresale && opensEarly(row)));
  if (early.length > 0) {
    throw new ConflictError('not_on_sale', early.map((row) => ORDER_MESSAGES.notOnSale(row.name)).join(' '));
  }
  const lines = [...merged.values()].map((line) => {
    const product = byId.get(line.productId);
    if (!product) throw new Error('unreachable');
    return { product, line };
  });
  const over = lines.filter(
    ({ product, line }) => product.maxPerOrder !== null && line.quantity > product.maxPerOrder,
  );
  if (over.length > 0) {
    throw new ConflictError(
      'over_limit',
      over
        .map(({ product, line }) =>
          ORDER_MESSAGES.overLimit(product.name, line.color, line.size, product.maxPerOrder ?? 0),
        )
        .join(' '),
    );
  }
  return lines.map(({ product, line }) => ({
    productId: product.id,
    name: product.name,
    color: line.color,
    size: line.size,
    quantity: line.quantity,
    unitPriceKobo: product.priceKobo,
    imageUrl: colorImageUrl(product, line.color),
  }));
}
