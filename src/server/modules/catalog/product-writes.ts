import { and, eq, sql } from 'drizzle-orm';
import { stockGrid } from '../../../domain/catalog/admin';
import type { ProductInput, ProductUpdate } from '../../../domain/catalog/admin-contract';
import { STOCK_MESSAGES, variantName } from '../../../domain/stock/stock-ledger';
import type { Db } from '../../db/open';
import { databaseFailure, PG_FOREIGN_KEY_VIOLATION, pgErrorCode } from '../../db/pg-error';
import {
  categories,
  collections,
  orderLines,
  products,
  releases,
  stockMovements,
  variants,
} from '../../db/schema';
import { BadRequestError, ConflictError, NotFoundError } from '../../http/errors';
import { recordActivity } from '../../kernel/activity-record';
import type { Actor } from '../../kernel/actor';
import { moveStock, removeVariants } from '../stock/ledger';
import { idCandidates } from './new-id';
import { productArchived, productCreated, productDeleted, productUpdated } from './product-activity';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const PRODUCT_NOT_FOUND = 'We could not find that product.';

const PRODUCT_ORDERED =
  'This product has been ordered, so it cannot be deleted: its orders still show it. Archive it instead to take it out of the shop.';

type ProductFields = Omit<ProductInput, 'stock'>;

const RELEASE_UNKNOWN = 'Choose one of the releases, or none.';

function columns(input: ProductFields) {
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
    presaleAt: input.presaleAt === null ? null : new Date(input.presaleAt),
    maxPerOrder: input.maxPerOrder,
    releaseSlug: input.release,
  };
}

function unknownGroup(fields: Record<string, string>): BadRequestError {
  return new BadRequestError('Some of the information sent is not valid.', fields);
}

async function checkGroupsExist(tx: Tx, input: ProductFields): Promise<void> {
  const [collection] = await tx.select().from(collections).where(eq(collections.id, input.collection));
  const [category] = input.category
    ? await tx.select().from(categories).where(eq(categories.id, input.category))
    : [null];
  const [release] = input.release
    ? await tx.select({ slug: releases.slug }).from(releases).where(eq(releases.slug, input.release))
    : [null];
  const fields: Record<string, string> = {};
  if (!collection) fields.collection = 'Choose a collection that exists.';
  if (category === undefined) fields.category = 'Choose a category that exists, or none.';
  if (release === undefined) fields.release = RELEASE_UNKNOWN;
  if (Object.keys(fields).length > 0) throw unknownGroup(fields);
}

/** Every variant of the colour × size grid exists, a new one with no units. */
async function addVariants(tx: Tx, productId: string, input: ProductFields): Promise<void> {
  const grid = stockGrid(input.colors, input.sizes, []);
  await tx
    .insert(variants)
    .values(grid.map((line) => ({ productId, ...line })))
    .onConflictDoNothing();
}

/** A new product's starting counts: units received, each a movement in the ledger. */
async function receiveStartingStock(tx: Tx, productId: string, input: ProductInput, by: Actor) {
  for (const line of input.stock) {
    if (line.quantity === 0) continue;
    const variant = { productId, color: line.color, size: line.size };
    await moveStock(tx, variant, line.quantity, { kind: 'received', note: 'Starting stock', by });
  }
}

/**
 * Variants of a colour or size no longer listed go. Units they still hold are written off with
 * the reason staff gave; without one, the save is refused and nothing is written.
 */
async function dropRemovedVariants(tx: Tx, productId: string, input: ProductUpdate, by: Actor) {
  const reason = input.writeOffReason;
  const removed = await removeVariants(tx, productId, input, { kind: 'written_off', note: reason, by });
  const held = removed.filter((line) => line.quantity > 0);
  if (held.length === 0 || reason !== '') return;
  const listed = held
    .map((line) => `${variantName(line.color, line.size)} holds ${line.quantity}`)
    .join('; ');
  const message = STOCK_MESSAGES.writeOff(listed);
  throw new ConflictError('stock_would_be_written_off', message, { writeOffReason: message });
}

type ProductRow = typeof products.$inferSelect;

/**
 * Colours and sizes staff renamed: their variants and stock movements take the new name (so each
 * variant's quantity stays the sum of its movements), and a renamed colour keeps its photo. A new
 * name the product already had is refused.
 */
async function renameVariants(tx: Tx, id: string, was: ProductRow, input: ProductUpdate) {
  const fields: Record<string, string> = {};
  for (const list of ['colors', 'sizes'] as const) {
    input.renames[list].forEach((change, index) => {
      const field = `renames.${list}.${index}`;
      const kind = list === 'colors' ? 'colour' : 'size';
      if (!was[list].includes(change.from)) fields[field] = `${change.from} is not one of its ${kind}s.`;
      else if (was[list].includes(change.to)) {
        fields[field] = `The product already has a ${kind} named ${change.to}; choose another name.`;
      }
    });
  }
  if (Object.keys(fields).length > 0) throw unknownGroup(fields);
  for (const change of input.renames.colors) {
    const where = (table: typeof variants | typeof stockMovements) =>
      and(eq(table.productId, id), eq(table.color, change.from));
    await tx.update(variants).set({ color: change.to }).where(where(variants));
    await tx.update(stockMovements).set({ color: change.to }).where(where(stockMovements));
  }
  for (const change of input.renames.sizes) {
    const where = (table: typeof variants | typeof stockMovements) =>
      and(eq(table.productId, id), eq(table.size, change.from));
    await tx.update(variants).set({ size: change.to }).where(where(variants));
    await tx.update(stockMovements).set({ size: change.to }).where(where(stockMovements));
  }
}

/** A renamed colour's photo follows it unless the save gives the new name one of its own. */
function carryPhotos(was: ProductRow | undefined, input: ProductUpdate): ProductUpdate {
  if (!was) return input;
  const colorImages = { ...input.colorImages };
  for (const change of input.renames.colors) {
    const photo = was.colorImages[change.from];
    if (photo && !colorImages[change.to] && input.imageUrls.includes(photo)) colorImages[change.to] = photo;
  }
  return { ...input, colorImages };
}

/**
 * A collection, category or release deleted between the check and the write still gets a 400, not
 * a 500, naming the field whose constraint the database reported.
 */
function explainForeignKey(error: unknown): never {
  if (pgErrorCode(error) === PG_FOREIGN_KEY_VIOLATION) {
    if (databaseFailure(error)?.constraint === 'products_release_slug_releases_slug_fk') {
      throw unknownGroup({ release: RELEASE_UNKNOWN });
    }
    throw unknownGroup({ collection: 'Choose a collection that exists.' });
  }
  throw error;
}

export async function insertProduct(db: Db, input: ProductInput, by: Actor): Promise<string> {
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
        await addVariants(tx, row.id, input);
        await receiveStartingStock(tx, row.id, input, by);
        await recordActivity(tx, by, productCreated(row.id, input));
        return row.id;
      }
      throw new Error(`No free id for a product named ${input.name}.`);
    })
    .catch(explainForeignKey);
}

/**
 * Saves a product's own fields if nobody saved it since the version staff loaded; its stock is
 * left as it is (sales made meanwhile stay sold), apart from variants it no longer lists.
 */
export async function updateProduct(db: Db, id: string, input: ProductUpdate, by: Actor): Promise<void> {
  await db
    .transaction(async (tx) => {
      await checkGroupsExist(tx, input);
      const [was] = await tx.select().from(products).where(eq(products.id, id));
      const saved = carryPhotos(was, input);
      const [row] = await tx
        .update(products)
        .set({ ...columns(saved), version: sql`${products.version} + 1`, updatedAt: new Date() })
        .where(and(eq(products.id, id), eq(products.version, input.version)))
        .returning({ id: products.id });
      if (!row) {
        const [exists] = await tx.select({ id: products.id }).from(products).where(eq(products.id, id));
        if (!exists) throw new NotFoundError(PRODUCT_NOT_FOUND);
        throw new ConflictError('product_changed', STOCK_MESSAGES.stale);
      }
      if (was) await renameVariants(tx, id, was, input);
      await dropRemovedVariants(tx, id, input, by);
      await addVariants(tx, id, input);
      // The version matched, so nobody saved in between: `was` is what this save replaced.
      if (was) await recordActivity(tx, by, productUpdated(id, was, input));
    })
    .catch(explainForeignKey);
}

/**
 * Deletes a product nobody ordered. One that was ordered stays, for its orders, packing slips and
 * stock history: staff archive it instead.
 */
export async function deleteProduct(db: Db, id: string, by: Actor): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const [deleted] = await tx.delete(products).where(eq(products.id, id)).returning();
      if (!deleted) throw new NotFoundError(PRODUCT_NOT_FOUND);
      // Asked after the delete: an order taking its stock meanwhile held the variants the delete
      // waited for, so its lines are seen here and the delete is undone.
      const [ordered] = await tx
        .select({ orderId: orderLines.orderId })
        .from(orderLines)
        .where(eq(orderLines.productId, id))
        .limit(1);
      if (ordered) throw new ConflictError('product_ordered', PRODUCT_ORDERED);
      await recordActivity(tx, by, productDeleted(deleted));
    });
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

/**
 * Takes a product out of the shop for good (`archived`), or puts it back as it was: its fields,
 * stock and orders are untouched either way. Doing what is already done changes nothing.
 */
export async function archiveProduct(db: Db, id: string, archived: boolean, by: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    const [was] = await tx.select().from(products).where(eq(products.id, id)).for('update');
    if (!was) throw new NotFoundError(PRODUCT_NOT_FOUND);
    if ((was.archivedAt !== null) === archived) return;
    await tx
      .update(products)
      .set({ archivedAt: archived ? new Date() : null, updatedAt: new Date() })
      .where(eq(products.id, id));
    await recordActivity(tx, by, productArchived(was, archived));
  });
}
