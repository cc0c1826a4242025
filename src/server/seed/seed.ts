import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/open';
import { categories, collections, meta, products, releases, stockMovements, variants } from '../db/schema';
import {
  demoCategories,
  demoCollections,
  demoColorImages,
  demoImageUrls,
  demoProducts,
  demoReleaseOf,
} from './demo-catalog';

const SEEDED_KEY = 'demo_content_seeded_at';

/**
 * Fills a brand-new database with the demo catalogue, once: a database that was ever seeded, or
 * that already holds products, is left alone, so deleting the demo products does not bring them back.
 */
export async function seedDemoContent(db: Db, log: Pick<FastifyBaseLogger, 'info'>): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Servers starting together on one PostgreSQL must not both seed.
    await tx.execute(sql`LOCK TABLE meta IN EXCLUSIVE MODE`);
    const seeded = await tx.select().from(meta).where(eq(meta.key, SEEDED_KEY));
    const [{ count } = { count: 0 }] = await tx.select({ count: sql<number>`count(*)::int` }).from(products);
    if (seeded.length > 0 || count > 0) return false;

    await tx.insert(collections).values(demoCollections);
    await tx.insert(categories).values(demoCategories);
    await tx.insert(products).values(
      demoProducts.map((p) => ({
        id: p.id,
        name: p.name,
        description: p.description,
        priceKobo: p.naira * 100,
        imageUrls: demoImageUrls(p),
        colorImages: demoColorImages(p),
        colors: p.colors,
        sizes: p.sizes,
        collectionId: p.collection,
        categoryId: p.category,
        // Linked only when the release is there: a database may hold the catalogue without them.
        releaseSlug: demoReleaseOf[p.id]
          ? sql<
              string | null
            >`(SELECT ${releases.slug} FROM ${releases} WHERE ${releases.slug} = ${demoReleaseOf[p.id]})`
          : null,
        createdAt: new Date(p.createdAt),
        updatedAt: new Date(p.createdAt),
      })),
    );
    const stocked = await tx
      .insert(variants)
      .values(
        demoProducts.flatMap((p) =>
          p.colors.flatMap((color, c) =>
            p.sizes.map((size, s) => ({
              productId: p.id,
              color,
              size,
              quantity: typeof p.stock === 'number' ? p.stock : (p.stock[c * p.sizes.length + s] ?? 0),
            })),
          ),
        ),
      )
      .returning();
    // The ledger sums to every variant's quantity from the start.
    await tx.insert(stockMovements).values(
      stocked.map((v) => ({
        productId: v.productId,
        color: v.color,
        size: v.size,
        delta: v.quantity,
        quantityAfter: v.quantity,
        kind: 'received',
        note: 'Demo stock',
      })),
    );
    await tx.insert(meta).values({ key: SEEDED_KEY, value: new Date().toISOString() });
    log.info({ products: demoProducts.length }, 'demo catalogue added');
    return true;
  });
}
