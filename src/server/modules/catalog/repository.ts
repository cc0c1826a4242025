import { asc, eq, sql } from 'drizzle-orm';
import type { Category, Collection, Product } from '../../../domain/catalog/catalog';
import { sortNewestFirst } from '../../../domain/catalog/catalog';
import type { Db } from '../../db/open';
import { categories, collections, products, releases, variants } from '../../db/schema';

/** Reads the whole catalogue in four queries; the cache in front of it keeps this off hot paths. */
export async function readCatalog(db: Db): Promise<{
  products: Product[];
  collections: Collection[];
  categories: Category[];
  /** Each product's version (see products.version), for the admin; the shop does not show it. */
  versions: Map<string, number>;
}> {
  const [read, collectionRows, categoryRows] = await Promise.all([
    readProducts(db),
    db
      .select({ id: collections.id, name: collections.name })
      .from(collections)
      .orderBy(asc(collections.name)),
    db.select({ id: categories.id, name: categories.name }).from(categories).orderBy(asc(categories.name)),
  ]);
  return { ...read, collections: collectionRows, categories: categoryRows };
}

/** Products with their stock, newest first, and each one's version: every product, or the one `id` names. */
export async function readProducts(
  db: Db,
  id?: string,
): Promise<{ products: Product[]; versions: Map<string, number> }> {
  // Each product with its release's title, for the link to it.
  const withRelease = () =>
    db
      .select({ product: products, releaseTitle: sql<string | null>`${releases.data}->>'title'` })
      .from(products)
      .leftJoin(releases, eq(releases.slug, products.releaseSlug));
  const [joined, variantRows] = await Promise.all([
    id === undefined ? withRelease() : withRelease().where(eq(products.id, id)),
    id === undefined
      ? db.select().from(variants)
      : db.select().from(variants).where(eq(variants.productId, id)),
  ]);

  const stockByProduct = new Map<string, Product['stock']>();
  for (const row of variantRows) {
    const stock = stockByProduct.get(row.productId) ?? [];
    stock.push({ color: row.color, size: row.size, quantity: row.quantity });
    stockByProduct.set(row.productId, stock);
  }

  const productRows = joined.map(({ product }) => product);
  const titles = new Map(joined.map(({ product, releaseTitle }) => [product.id, releaseTitle]));
  const list = productRows.map((row): Product => {
    const stock = orderStock(stockByProduct.get(row.id) ?? [], row.colors, row.sizes);
    return {
      id: row.id,
      name: row.name,
      description: row.description,
      price: row.priceKobo,
      imageUrls: row.imageUrls,
      colorImages: row.colorImages,
      colors: row.colors,
      sizes: row.sizes,
      quantity: stock.reduce((sum, line) => sum + line.quantity, 0),
      stock,
      collection: row.collectionId,
      category: row.categoryId,
      hidden: row.hidden,
      archived: row.archivedAt !== null,
      liveAt: row.liveAt?.toISOString() ?? null,
      presaleAt: row.presaleAt?.toISOString() ?? null,
      maxPerOrder: row.maxPerOrder,
      release: row.releaseSlug === null ? null : { slug: row.releaseSlug, title: titles.get(row.id) ?? '' },
      createdAt: row.createdAt.toISOString(),
    };
  });

  return {
    products: sortNewestFirst(list),
    versions: new Map(productRows.map((row) => [row.id, row.version])),
  };
}

/** Lists stock in the product's own colour and size order, so every client shows it the same way. */
function orderStock(stock: Product['stock'], colors: string[], sizes: string[]): Product['stock'] {
  const rank = (list: string[], value: string) => {
    const index = list.indexOf(value);
    return index === -1 ? list.length : index;
  };
  return stock.sort(
    (a, b) => rank(colors, a.color) - rank(colors, b.color) || rank(sizes, a.size) - rank(sizes, b.size),
  );
}
