import { and, eq, gte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedDemoContent } from '../seed/seed';
import { describeEachEngine, freshDatabase } from '../testing/test-app';
import type { Database } from './open';
import { variants } from './schema';

describeEachEngine('variant stock', (engine) => {
  let database: Database;
  beforeAll(async () => {
    database = await freshDatabase(engine);
    await seedDemoContent(database.db, { info: () => {} });
  });
  afterAll(() => database.close());

  const variant = and(
    eq(variants.productId, 'harmattan-bucket-hat'),
    eq(variants.color, 'Sand'),
    eq(variants.size, 'One Size'),
  );

  /** The only way stock is taken: one conditional update, never a read followed by a write. */
  const take = (count: number) =>
    database.db
      .update(variants)
      .set({ quantity: sql`${variants.quantity} - ${count}` })
      .where(and(variant, gte(variants.quantity, count)))
      .returning({ quantity: variants.quantity });

  it('takes stock only while enough is left', async () => {
    expect(await take(2)).toEqual([{ quantity: 1 }]);
    expect(await take(2)).toEqual([]);
    expect(await take(1)).toEqual([{ quantity: 0 }]);
  });

  it('refuses a negative quantity at the database itself', async () => {
    await expect(database.db.update(variants).set({ quantity: -1 }).where(variant)).rejects.toThrow();
  });
});
