import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { products } from '../../db/schema';
import { opensEarly, usableCode } from './apply';
import { CodeRefusedError } from './redeem';

/**
 * Whether a presale code lets its holder buy a product now, before its public sale: a presale
 * code, usable, for this product, whose presale has opened. The code is taken only when the order
 * is placed (it is checked there again); this is the product page's answer, a 409 saying why not.
 */
export async function presaleOpenedBy(db: Db, typed: string, productId: string) {
  const code = await usableCode(db, typed);
  if (code.kind !== 'presale') throw new CodeRefusedError('notAPresale');
  const [product] = await db
    .select({
      id: products.id,
      collectionId: products.collectionId,
      open: sql<boolean>`${products.presaleAt} <= now() OR ${products.liveAt} IS NULL OR ${products.liveAt} <= now()`,
    })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.hidden, false), isNull(products.archivedAt)));
  if (!product || !opensEarly(code)(product)) throw new CodeRefusedError('notForThisProduct');
  if (!product.open) throw new CodeRefusedError('presaleNotOpen');
  return { code: code.code, productId: product.id };
}
