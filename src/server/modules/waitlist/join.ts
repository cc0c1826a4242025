import { and, eq } from 'drizzle-orm';
import { WAITLIST_MESSAGES, waitlistWords } from '../../../domain/newsletter/waitlist';
import { variantName } from '../../../domain/stock/stock-ledger';
import type { Db } from '../../db/open';
import { products, variants } from '../../db/schema';
import { BadRequestError, ConflictError, NotFoundError } from '../../http/errors';
import { addEntry } from './entries';

export type JoinWaitlist = {
  productId: string;
  color?: string | undefined;
  size?: string | undefined;
  email: string;
  /** The product page's address, recorded as where the fan signed up; the email links to it. */
  pageUrl: string;
  now?: Date;
};

/**
 * A fan asks to be told once: on a coming-soon product, when it goes on sale; on a product on sale,
 * when the sold-out colour and size chosen is stocked again. A colour and size in stock is refused
 * with what to do instead. The product's and variant's rows are read FOR SHARE, so a restock
 * committing at the same moment either waits for this entry (and emails it) or is seen (and it is
 * refused): no entry is left waiting for a change that already happened.
 */
export async function joinWaitlist(db: Db, input: JoinWaitlist): Promise<void> {
  const now = input.now ?? new Date();
  await db.transaction(async (tx) => {
    const [product] = await tx
      .select({
        name: products.name,
        hidden: products.hidden,
        archivedAt: products.archivedAt,
        liveAt: products.liveAt,
      })
      .from(products)
      .where(eq(products.id, input.productId))
      .for('share');
    if (!product || product.hidden || product.archivedAt)
      throw new NotFoundError(WAITLIST_MESSAGES.notInShop);
    const entry = { productId: input.productId, email: input.email, source: input.pageUrl, now };
    if (product.liveAt && product.liveAt > now) {
      await addEntry(tx, {
        ...entry,
        kind: 'drop',
        color: '',
        size: '',
        words: waitlistWords('drop', product.name),
      });
      return;
    }
    const { color, size } = input;
    if (!color || !size) {
      const fields = {
        ...(color ? {} : { color: WAITLIST_MESSAGES.chooseVariant }),
        ...(size ? {} : { size: WAITLIST_MESSAGES.chooseVariant }),
      };
      throw new BadRequestError(WAITLIST_MESSAGES.chooseVariant, fields);
    }
    const [variant] = await tx
      .select({ quantity: variants.quantity })
      .from(variants)
      .where(and(eq(variants.productId, input.productId), eq(variants.color, color), eq(variants.size, size)))
      .for('share');
    if (!variant)
      throw new BadRequestError(WAITLIST_MESSAGES.unknownVariant, { size: WAITLIST_MESSAGES.unknownVariant });
    const name = variantName(color, size);
    if (variant.quantity > 0) throw new ConflictError('in_stock', WAITLIST_MESSAGES.inStock(name));
    await addEntry(tx, {
      ...entry,
      kind: 'restock',
      color,
      size,
      words: waitlistWords('restock', product.name, name),
    });
  });
}
