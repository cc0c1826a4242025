import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { MAX_STOCK } from '../../../domain/stock/stock-ledger';
import type { Database } from '../../db/open';
import { variants } from '../../db/schema';
import { seedDemoContent } from '../../seed/seed';
import { ledgerMismatches } from '../../testing/stock-ledger';
import { describeEachEngine, freshDatabase } from '../../testing/test-app';
import { moveStock, quantityOf, removeVariants, stockHistory } from './ledger';

const HAT = { productId: 'harmattan-bucket-hat', color: 'Sand', size: 'One Size' };

describeEachEngine('the stock ledger', (engine) => {
  let database: Database;
  beforeAll(async () => {
    database = await freshDatabase(engine);
    await seedDemoContent(database.db, { info: () => {} });
  });
  afterAll(() => database.close());

  const setTo = async (quantity: number) => {
    const now = (await quantityOf(database.db, HAT)) ?? 0;
    await moveStock(database.db, HAT, quantity - now, { kind: 'count' }, now);
  };

  it('takes stock only while enough is left, each take a movement', async () => {
    await setTo(3);
    expect(await moveStock(database.db, HAT, -2, { kind: 'sale' })).toMatchObject({ quantityAfter: 1 });
    expect(await moveStock(database.db, HAT, -2, { kind: 'sale' })).toBeNull();
    expect(await moveStock(database.db, HAT, -1, { kind: 'sale' })).toMatchObject({ quantityAfter: 0 });
    const { movements } = await stockHistory(database.db, HAT, { limit: 2 });
    expect(movements.map((m) => [m.kind, m.delta, m.quantityAfter])).toEqual([
      ['sale', -1, 0],
      ['sale', -2, 1],
    ]);
    expect(await ledgerMismatches(database.db)).toEqual([]);
  });

  it('lets 3 of 40 racing takes through on 3 units, and the ledger holds exactly those', async () => {
    await setTo(3);
    const takes = await Promise.all(
      Array.from({ length: 40 }, () =>
        database.db.transaction((tx) => moveStock(tx, HAT, -1, { kind: 'sale' })),
      ),
    );
    expect(takes.filter((take) => take !== null)).toHaveLength(3);
    expect(await quantityOf(database.db, HAT)).toBe(0);
    expect(await ledgerMismatches(database.db)).toEqual([]);
  });

  it('counts only against the quantity seen, and never past the maximum', async () => {
    await setTo(5);
    expect(await moveStock(database.db, HAT, 2, { kind: 'count' }, 4)).toBeNull();
    expect(await moveStock(database.db, HAT, 2, { kind: 'count' }, 5)).toMatchObject({ quantityAfter: 7 });
    expect(await moveStock(database.db, HAT, MAX_STOCK, { kind: 'received' })).toBeNull();
    expect(await quantityOf(database.db, HAT)).toBe(7);
  });

  it('refuses a negative quantity or one above the maximum at the database itself', async () => {
    const variant = and(
      eq(variants.productId, HAT.productId),
      eq(variants.color, HAT.color),
      eq(variants.size, HAT.size),
    );
    await expect(database.db.update(variants).set({ quantity: -1 }).where(variant)).rejects.toThrow();
    await expect(
      database.db
        .update(variants)
        .set({ quantity: MAX_STOCK + 1 })
        .where(variant),
    ).rejects.toThrow();
  });

  it('writes off what removed variants hold, as they held it when removed', async () => {
    const tee = 'harmattan-tour-tee';
    const before = await quantityOf(database.db, { productId: tee, color: 'Sand', size: 'XL' });
    const removed = await removeVariants(
      database.db,
      tee,
      { colors: ['Black'], sizes: ['S', 'M', 'L', 'XL'] },
      { kind: 'written_off', note: 'Sand discontinued' },
    );
    expect(removed.map((line) => line.color)).toEqual(['Sand', 'Sand', 'Sand', 'Sand']);
    expect(removed.find((line) => line.size === 'XL')?.quantity).toBe(before);
    const { movements } = await stockHistory(
      database.db,
      { productId: tee, color: 'Sand', size: 'XL' },
      { limit: 1 },
    );
    expect(movements[0]).toMatchObject({ kind: 'written_off', delta: -(before ?? 0), quantityAfter: 0 });
  });
});
