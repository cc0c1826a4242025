import { createHash } from 'node:crypto';
import type { Category, Collection, Product } from '../../domain/catalog';
import type { Db } from '../db/open';
import { readCatalog } from './repository';

/** A response body serialised once, with the ETag that names it; compressed copies are made on first use. */
export type CachedBody = { body: Buffer; etag: string; encoded: Partial<Record<'br' | 'gzip', Buffer>> };

export type CatalogSnapshot = {
  products: CachedBody;
  collections: CachedBody;
  categories: CachedBody;
  productById: Map<string, { product: Product; cached: CachedBody }>;
  raw: { products: Product[]; collections: Collection[]; categories: Category[] };
};

function cachedBody(value: unknown): CachedBody {
  const body = Buffer.from(JSON.stringify(value));
  const hash = createHash('sha1').update(body).digest('base64url').slice(0, 20);
  return { body, etag: `"${hash}"`, encoded: {} };
}

/**
 * The catalogue is small and read on every page, so it is read from the database once, serialised
 * once, and served from memory until a write invalidates it. Concurrent readers during a rebuild
 * share the one query.
 */
export class CatalogCache {
  #snapshot: Promise<CatalogSnapshot> | null = null;

  constructor(private readonly db: Db) {}

  get(): Promise<CatalogSnapshot> {
    if (!this.#snapshot) {
      const pending = this.#build();
      this.#snapshot = pending;
      // A failed read must not stay cached; the next request tries again.
      pending.catch(() => {
        if (this.#snapshot === pending) this.#snapshot = null;
      });
    }
    return this.#snapshot;
  }

  invalidate(): void {
    this.#snapshot = null;
  }

  async #build(): Promise<CatalogSnapshot> {
    const raw = await readCatalog(this.db);
    return {
      raw,
      products: cachedBody(raw.products),
      collections: cachedBody(raw.collections),
      categories: cachedBody(raw.categories),
      productById: new Map(
        raw.products.map((product) => [product.id, { product, cached: cachedBody(product) }]),
      ),
    };
  }
}
