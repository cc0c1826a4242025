import type { AdminGroup, GroupKind } from '../../../domain/catalog/admin';
import type { AdminProduct, ProductInput, ProductUpdate } from '../../../domain/catalog/admin-contract';
import type { Product } from '../../../domain/catalog/catalog';
import type {
  StockChange,
  StockChangeResult,
  StockHistory,
  StockHistoryQuery,
} from '../../../domain/stock/stock-ledger';
import type { Db } from '../../db/open';
import { NotFoundError } from '../../http/errors';
import type { Actor } from '../../kernel/actor';
import { stockHistory } from '../stock/ledger';
import type { CatalogCache } from './cache';
import { deleteGroup, findGroup, insertGroup, listGroups, renameGroup } from './group-writes';
import { archiveProduct, deleteProduct, insertProduct, updateProduct } from './product-writes';
import { readProducts } from './repository';
import { changeStock } from './stock-changes';

/**
 * What the admin API does to the catalogue. Reads go to the database, not the cache, so staff
 * always see the truth; every write empties the cache so the shop shows it on the next request.
 */
export class CatalogAdmin {
  constructor(
    private readonly db: Db,
    private readonly cache: CatalogCache,
  ) {}

  async products(): Promise<Product[]> {
    return (await readProducts(this.db)).products;
  }

  /** One product with the version a save must name, read in the same query as its fields. */
  async product(id: string): Promise<AdminProduct> {
    const read = await readProducts(this.db, id);
    const product = read.products[0];
    const version = read.versions.get(id);
    if (!product || version === undefined) throw new NotFoundError('We could not find that product.');
    return { ...product, version };
  }

  async createProduct(input: ProductInput, by: Actor): Promise<AdminProduct> {
    const id = await this.#write(insertProduct(this.db, input, by));
    return this.product(id);
  }

  async updateProduct(id: string, input: ProductUpdate, by: Actor): Promise<AdminProduct> {
    await this.#write(updateProduct(this.db, id, input, by));
    return this.product(id);
  }

  async changeStock(id: string, change: StockChange, by: Actor): Promise<StockChangeResult> {
    const result = await changeStock(this.db, id, change, by);
    this.cache.stockMoved();
    return result;
  }

  stockHistory(id: string, query: StockHistoryQuery): Promise<StockHistory> {
    return stockHistory(this.db, { productId: id, color: query.color, size: query.size }, query);
  }

  deleteProduct(id: string, by: Actor): Promise<void> {
    return this.#write(deleteProduct(this.db, id, by));
  }

  /** Archives a product (out of the shop, kept on its orders) or restores it to the shop. */
  async archiveProduct(id: string, archived: boolean, by: Actor): Promise<AdminProduct> {
    await this.#write(archiveProduct(this.db, id, archived, by));
    return this.product(id);
  }

  groups(kind: GroupKind): Promise<AdminGroup[]> {
    return listGroups(this.db, kind);
  }

  group(kind: GroupKind, id: string): Promise<AdminGroup> {
    return findGroup(this.db, kind, id);
  }

  createGroup(kind: GroupKind, name: string, by: Actor): Promise<AdminGroup> {
    return this.#write(insertGroup(this.db, kind, name, by));
  }

  async renameGroup(kind: GroupKind, id: string, name: string, by: Actor): Promise<AdminGroup> {
    await this.#write(renameGroup(this.db, kind, id, name, by));
    return this.group(kind, id);
  }

  deleteGroup(kind: GroupKind, id: string, by: Actor): Promise<void> {
    return this.#write(deleteGroup(this.db, kind, id, by));
  }

  async #write<T>(pending: Promise<T>): Promise<T> {
    const result = await pending;
    this.cache.invalidate();
    return result;
  }
}
