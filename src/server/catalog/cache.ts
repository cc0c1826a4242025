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
  /** When a coming-soon product goes on sale (ms), so the snapshot is read again then; or Infinity. */
  nextDropAt: number;
};

function cachedBody(value: unknown): CachedBody {
  const body = Buffer.from(JSON.stringify(value));
  const hash = createHash('sha1').update(body).digest('base64url').slice(0, 20);
  return { body, etag: `"${hash}"`, encoded: {} };
}

export type CatalogCacheOptions = {
  /** Tells the other servers on the database that the catalogue changed (PostgreSQL's NOTIFY). */
  notify?: () => Promise<void>;
  /** A snapshot older than this is read again, in case a notice was lost; Infinity for one process. */
  maxAgeMs?: number;
  now?: () => number;
};

/** The channel every server listens on for catalogue changes. */
export const CATALOG_CHANNEL = 'stagefront_catalog';

/**
 * The catalogue is small and read on every page, so it is read from the database once, serialised
 * once, and served from memory until a write invalidates it. Concurrent readers during a rebuild
 * share the one query. With several servers on one PostgreSQL, a write on any of them reaches the
 * others through NOTIFY, and a short age limit covers a notice lost while a listener reconnected.
 */
export class CatalogCache {
  #snapshot: Promise<CatalogSnapshot> | null = null;
  #builtAt = 0;
  /** Every server reads its catalogue again when a drop goes live: no write, no notice, no restart. */
  #nextDropAt = Number.POSITIVE_INFINITY;
  readonly #notify: (() => Promise<void>) | undefined;
  readonly #maxAgeMs: number;
  readonly #now: () => number;

  constructor(
    private readonly db: Db,
    options: CatalogCacheOptions = {},
  ) {
    this.#notify = options.notify;
    this.#maxAgeMs = options.maxAgeMs ?? Number.POSITIVE_INFINITY;
    this.#now = options.now ?? Date.now;
  }

  get(): Promise<CatalogSnapshot> {
    const now = this.#now();
    if (this.#snapshot && (now - this.#builtAt > this.#maxAgeMs || now >= this.#nextDropAt)) {
      this.#snapshot = null;
    }
    if (!this.#snapshot) {
      const pending = this.#build();
      this.#builtAt = now;
      this.#nextDropAt = Number.POSITIVE_INFINITY;
      this.#snapshot = pending;
      pending.then(
        (snapshot) => {
          if (this.#snapshot === pending) this.#nextDropAt = snapshot.nextDropAt;
        },
        () => {},
      );
      // A failed read must not stay cached; the next request tries again.
      pending.catch(() => {
        if (this.#snapshot === pending) this.#snapshot = null;
      });
    }
    return this.#snapshot;
  }

  /** After a write on this server: drop the snapshot here, and tell the others. */
  invalidate(): void {
    this.#snapshot = null;
    // A lost notice is covered by the age limit; the write itself has succeeded.
    this.#notify?.().catch(() => {});
  }

  /** Another server wrote, or this one may have missed a notice: drop the snapshot, tell no one. */
  invalidateLocal(): void {
    this.#snapshot = null;
  }

  /** Shoppers' catalogue: hidden products are left out; coming-soon ones are in, with their date. */
  async #build(): Promise<CatalogSnapshot> {
    const all = await readCatalog(this.db);
    const raw = { ...all, products: all.products.filter((product) => !product.hidden) };
    const now = this.#now();
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
