import { afterEach, expect, it } from 'vitest';
import type { Database } from '../db/open';
import { products } from '../db/schema';
import { describeEachEngine, freshDatabase } from '../testing/test-app';
import { seedDemoContent } from './seed';

const quiet = { info: () => {} };

describeEachEngine('demo content', (engine) => {
  let database: Database;
  afterEach(() => database.close());

  it('is added to an empty database once, and not again after the products are deleted', async () => {
    database = await freshDatabase(engine);
    expect(await seedDemoContent(database.db, quiet)).toBe(true);
    expect(await seedDemoContent(database.db, quiet)).toBe(false);
    await database.db.delete(products);
    expect(await seedDemoContent(database.db, quiet)).toBe(false);
    expect(await database.db.select().from(products)).toHaveLength(0);
  });
});
