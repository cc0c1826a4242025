import type { Category, Collection, Product } from '../../../domain/catalog/catalog';
import type { Db } from '../../db/open';
import { SharedCache, type SharedCacheOptions } from '../../db/shared-cache';
import { type CachedBody, cachedBody } from '../../http/cached-json';
import { readCatalog } from './repository';

export type CatalogSnapshot = {
  products: CachedBody;
  collections: CachedBody;
  categories: CachedBody;
  productById: Map<string, { product: Product; cached: CachedBody }>;
  raw: { products: Product[]; collections: Collection[]; categories: Category[] };
  /** When a coming-soon product goes on sale (ms), so the snapshot is read again then; or Infinity. */
  nextDropAt: number;
};

export type CatalogCacheOptions = Omit<SharedCacheOptions<CatalogSnapshot>, 'staleAt' | 'same'>;

/** The channel every server listens on for catalogue changes. */
export const CATALOG_CHANNEL = 'stagefront_catalog';

/** The notice's payload when only stock moved: every server reads again, but it is not an edit. */
const STOCK_MOVED = 'stock';

/**
 * The catalogue, read once and serialised once per snapshot (see SharedCache). Every server also
 * reads it again when a drop goes live: no write, no notice, no restart.
 */
export class CatalogCache extends SharedCache<CatalogSnapshot> {
  constructor(
    private readonly db: Db,
    options: CatalogCacheOptions = {},
  ) {
    super(() => this.#build(), {
      ...options,
      staleAt: (snapshot) => snapshot.nextDropAt,
      // Everything a snapshot holds is in these bodies (the products shoppers see, with their stock).
      same: (held, read) =>
        held.products.etag === read.products.etag &&
        held.collections.etag === read.collections.etag &&
        held.categories.etag === read.categories.etag &&
        held.nextDropAt === read.nextDropAt,
    });
  }

  /**
   * How many times the catalogue changed other than by stock moving: a product, collection or
   * category written, or a change on another server. Pages kept as bytes may be sent a second old
   * after a sale, never after an edit (site/page-bytes.ts).
   */
  edits = 0;

  override invalidate(): void {
    this.edits += 1;
    super.invalidate();
  }

  override invalidateLocal(): void {
    this.edits += 1;
    super.invalidateLocal();
  }

  /** Only stock moved (a sale, an order closed, a staff adjustment): read again, but not an edit. */
  stockMoved(): void {
    super.invalidate(STOCK_MOVED);
  }

  /**
   * A notice from a server on the database: this one's own come back too. A sale anywhere is read
   * again but is no edit, or every sale of a drop would make each page wait for the database.
   */
  override heard(payload: string): void {
    if (payload === STOCK_MOVED) super.invalidateLocal();
    else this.invalidateLocal();
  }

  /** Shoppers' catalogue: hidden and archived products are left out; coming-soon ones are in, with their date. */
  async #build(): Promise<CatalogSnapshot> {
    const { versions: _, ...all } = await readCatalog(this.db);
    const raw = { ...all, products: all.products.filter((product) => !product.hidden && !product.archived) };
    const now = this.now();
    const drops = raw.products
      .map((product) => (product.liveAt ? Date.parse(product.liveAt) : Number.NaN))
      .filter((at) => at > now);
    return {
      raw,
      nextDropAt: Math.min(Number.POSITIVE_INFINITY, ...drops),
      products: cachedBody(raw.products),
      collections: cachedBody(raw.collections),
      categories: cachedBody(raw.categories),
      productById: new Map(
        raw.products.map((product) => [product.id, { product, cached: cachedBody(product) }]),
      ),
    };
  }
}
