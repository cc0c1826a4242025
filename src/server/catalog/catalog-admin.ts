import type { AdminGroup, GroupKind } from '../../domain/admin';
import type { ProductInput } from '../../domain/admin-schema';
import type { Product } from '../../domain/catalog';
import type { Db } from '../db/open';
import { NotFoundError } from '../http/errors';
import type { CatalogCache } from './cache';
import { deleteGroup, findGroup, insertGroup, listGroups, renameGroup } from './group-writes';
import { deleteProduct, insertProduct, updateProduct } from './product-writes';
import { readCatalog } from './repository';

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
    return (await readCatalog(this.db)).products;
  }

  async product(id: string): Promise<Product> {
    const product = (await this.products()).find((p) => p.id === id);
    if (!product) throw new NotFoundError('We could not find that product.');
    return product;
  }

  async createProduct(input: ProductInput): Promise<Product> {
    const id = await this.#write(insertProduct(this.db, input));
    return this.product(id);
  }

  async updateProduct(id: string, input: ProductInput): Promise<Product> {
    await this.#write(updateProduct(this.db, id, input));
    return this.product(id);
  }

  deleteProduct(id: string): Promise<void> {
    return this.#write(deleteProduct(this.db, id));
  }

  groups(kind: GroupKind): Promise<AdminGroup[]> {
    return listGroups(this.db, kind);
  }

  group(kind: GroupKind, id: string): Promise<AdminGroup> {
    return findGroup(this.db, kind, id);
  }

  createGroup(kind: GroupKind, name: string): Promise<AdminGroup> {
    return this.#write(insertGroup(this.db, kind, name));
  }

  async renameGroup(kind: GroupKind, id: string, name: string): Promise<AdminGroup> {
    await this.#write(renameGroup(this.db, kind, id, name));
    return this.group(kind, id);
  }

  deleteGroup(kind: GroupKind, id: string): Promise<void> {
    return this.#write(deleteGroup(this.db, kind, id));
  }

  async #write<T>(pending: Promise<T>): Promise<T> {
    const result = await pending;
    this.cache.invalidate();
    return result;
  }
}
