import { eq } from 'drizzle-orm';
import { stockGrid } from '../../domain/admin';
import type { ProductInput } from '../../domain/admin-schema';
import type { Db } from '../db/open';
import { PG_FOREIGN_KEY_VIOLATION, pgErrorCode } from '../db/pg-error';
import { categories, collections, products, variants } from '../db/schema';
import { BadRequestError, ConflictError, NotFoundError } from '../http/errors';
import { idCandidates } from './new-id';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const PRODUCT_NOT_FOUND = 'We could not find that product.';

function columns(input: ProductInput) {
  return {
    name: input.name,
    description: input.description,
    priceKobo: input.price,
    imageUrls: input.imageUrls,
    colorImages: input.colorImages,
    colors: input.colors,
    sizes: input.sizes,
    collectionId: input.collection,
    categoryId: input.category,
    hidden: input.hidden,
    liveAt: input.liveAt === null ? null : new Date(input.liveAt),
    maxPerOrder: input.maxPerOrder,
  };
}

function unknownGroup(fields: Record<string, string>): BadRequestError {
  return new BadRequestError('Some of the information sent is not valid.', fields);
}

async function checkGroupsExist(tx: Tx, input: ProductInput): Promise<void> {
  const [collection] = await tx.select().from(collections).where(eq(collections.id, input.collection));
  const [category] = input.category
    ? await tx.select().from(categories).where(eq(categories.id, input.category))
    : [null];
  const fields: Record<string, string> = {};
  if (!collection) fields.collection = 'Choose a collection that exists.';
  if (category === undefined) fields.category = 'Choose a category that exists, or none.';
  if (Object.keys(fields).length > 0) throw unknownGroup(fields);
}

/** The whole colour × size grid is written again, so a removed colour or size leaves no stray stock. */
async function writeStock(tx: Tx, productId: string, input: ProductInput): Promise<void> {
  await tx.delete(variants).where(eq(variants.productId, productId));
  const grid = stockGrid(input.colors, input.sizes, input.stock);
  await tx.insert(variants).values(grid.map((line) => ({ productId, ...line })));
}

/** A collection or category deleted between the check and the write still gets a 400, not a 500. */
function explainForeignKey(error: unknown): never {
  if (pgErrorCode(error) === PG_FOREIGN_KEY_VIOLATION) {
    throw unknownGroup({ collection: 'Choose a collection that exists.' });
  }
  throw error;
}

export async function insertProduct(db: Db, input: ProductInput): Promise<string> {
  return db
    .transaction(async (tx) => {
      await checkGroupsExist(tx, input);
      for (const id of idCandidates(input.name, 'product')) {
        const [row] = await tx
          .insert(products)
          .values({ id, ...columns(input) })
          .onConflictDoNothing({ target: products.id })
          .returning({ id: products.id });
        if (!row) continue;
        await writeStock(tx, row.id, input);
        return row.id;
      }
      throw new Error(`No free id for a product named ${input.name}.`);
    })
    .catch(explainForeignKey);
}

export async function updateProduct(db: Db, id: string, input: ProductInput): Promise<void> {
  await db
    .transaction(async (tx) => {
      await checkGroupsExist(tx, input);
      const [row] = await tx
        .update(products)
        .set({ ...columns(input), updatedAt: new Date() })
        .where(eq(products.id, id))
        .returning({ id: products.id });
      if (!row) throw new NotFoundError(PRODUCT_NOT_FOUND);
      await writeStock(tx, id, input);
    })
    .catch(explainForeignKey);
}

export async function deleteProduct(db: Db, id: string): Promise<void> {
  try {
    const deleted = await db.delete(products).where(eq(products.id, id)).returning({ id: products.id });
    if (deleted.length === 0) throw new NotFoundError(PRODUCT_NOT_FOUND);
  } catch (error) {
    // Records that must outlive the product (orders) may refer to it.
    if (pgErrorCode(error) === PG_FOREIGN_KEY_VIOLATION) {
      throw new ConflictError(
        'in_use',
        'Other records still refer to this product, so it cannot be deleted. Set its stock to 0 instead.',
      );
    }
    throw error;
  }
}
