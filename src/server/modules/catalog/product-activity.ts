import { fieldsInWords } from '../../../domain/activity/words';
import type { ProductInput } from '../../../domain/catalog/admin-contract';
import { formatNaira } from '../../../domain/shared/money';
import type { products } from '../../db/schema';
import { type ActivityFacts, changedFields } from '../../kernel/activity-record';

type ProductRow = typeof products.$inferSelect;
type ProductFields = Omit<ProductInput, 'stock'>;

/** A product's own fields as staff name them in the form, from its row. */
function productFieldsOfRow(row: ProductRow) {
  return {
    name: row.name,
    description: row.description,
    price: row.priceKobo,
    imageUrls: row.imageUrls,
    colorImages: row.colorImages,
    colors: row.colors,
    sizes: row.sizes,
    collection: row.collectionId,
    category: row.categoryId,
    hidden: row.hidden,
    liveAt: row.liveAt,
    presaleAt: row.presaleAt,
    maxPerOrder: row.maxPerOrder,
    release: row.releaseSlug,
  };
}

/** The same fields from what staff sent, the drop's moment read as the database will keep it. */
function productFieldsOfInput(input: ProductFields) {
  return {
    name: input.name,
    description: input.description,
    price: input.price,
    imageUrls: input.imageUrls,
    colorImages: input.colorImages,
    colors: input.colors,
    sizes: input.sizes,
    collection: input.collection,
    category: input.category,
    hidden: input.hidden,
    liveAt: input.liveAt === null ? null : new Date(input.liveAt),
    presaleAt: input.presaleAt === null ? null : new Date(input.presaleAt),
    maxPerOrder: input.maxPerOrder,
    release: input.release,
  };
}

export function productCreated(id: string, input: ProductInput): ActivityFacts {
  const after = changedFields({}, { ...productFieldsOfInput(input), stock: input.stock })?.after ?? null;
  return {
    action: 'product.create',
    subject: 'product',
    subjectId: id,
    summary: `Created product ${input.name} at ${formatNaira(input.price)}`,
    after,
  };
}

/** The fields a save changed; a save that changed none is still a save, so still an entry. */
export function productUpdated(id: string, row: ProductRow, input: ProductFields): ActivityFacts {
  const changes = changedFields(productFieldsOfRow(row), productFieldsOfInput(input));
  return {
    action: 'product.update',
    subject: 'product',
    subjectId: id,
    summary: changes
      ? `Updated product ${input.name}: ${fieldsInWords(changes.names)}`
      : `Saved product ${input.name} without changes`,
    before: changes?.before ?? null,
    after: changes?.after ?? null,
  };
}

export function productDeleted(row: ProductRow): ActivityFacts {
  return {
    action: 'product.delete',
    subject: 'product',
    subjectId: row.id,
    summary: `Deleted product ${row.name}`,
    before: changedFields(productFieldsOfRow(row), {})?.before ?? null,
  };
}

/** Archived (out of the shop, kept on its orders) or restored to the shop. */
export function productArchived(row: ProductRow, archived: boolean): ActivityFacts {
  return {
    action: archived ? 'product.archive' : 'product.restore',
    subject: 'product',
    subjectId: row.id,
    summary: archived
      ? `Archived product ${row.name}: out of the shop, kept on its orders`
      : `Restored product ${row.name} to the shop`,
    before: { archived: !archived },
    after: { archived },
  };
}
