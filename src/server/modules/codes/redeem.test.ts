import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../db/open';
import { codeRedemptions, discountCodes } from '../../db/schema';
import { insertOrder } from '../../testing/order-fixtures';
import { describeEachEngine, freshDatabase } from '../../testing/test-app';
import { CodeRefusedError, redeemCode, releaseCode } from './redeem';

describeEachEngine('a code’s uses, taken by orders placed at once', (engine) => {
  let database: Database;
  let next = 0;
  const orderIds = async (count: number) => {
    const ids: string[] = [];
    for (let i = 0; i < count; i++) {
      next += 1;
      ids.push(await insertOrder(database.db, `SF-C${String(next).padStart(5, '0')}`));
    }
    return ids;
  };
  const newCode = async (values: Partial<typeof discountCodes.$inferInsert>) => {
    next += 1;
    const [code] = await database.db
      .insert(discountCodes)
      .values({ code: `CODE${next}`, kind: 'amount', amountKobo: 100_000, ...values })
      .returning({ id: discountCodes.id });
    return code?.id ?? '';
  };
  /** Each order redeems the code in its own transaction, all at once; the refusals, by reason. */
  const race = async (codeId: string, ids: string[], email: (i: number) => string) => {
    const outcomes = await Promise.allSettled(
      ids.map((orderId, i) =>
        database.db.transaction((tx) =>
          redeemCode(tx, { codeId, orderId, email: email(i), discountKobo: 100_000 }),
        ),
      ),
    );
    return outcomes.map((outcome) =>
      outcome.status === 'fulfilled'
        ? 'placed'
        : outcome.reason instanceof CodeRefusedError
          ? outcome.reason.refusal
          : String(outcome.reason),
    );
  };
  const usesOf = async (codeId: string) => {
    const [code] = await database.db.select().from(discountCodes).where(eq(discountCodes.id, codeId));
    const redemptions = await database.db
      .select()
      .from(codeRedemptions)
      .where(eq(codeRedemptions.codeId, codeId));
    return { uses: code?.uses, redemptions: redemptions.filter((r) => r.releasedAt === null).length };
  };

  beforeAll(async () => {
    database = await freshDatabase(engine);
  });
  afterAll(() => database.close());

  it('lets exactly 3 of 50 orders placed at once take a code with 3 uses left', async () => {
    const codeId = await newCode({ maxUses: 3 });
    const outcomes = await race(codeId, await orderIds(50), (i) => `fan${i}@example.com`);
    expect(outcomes.filter((o) => o === 'placed')).toHaveLength(3);
    expect(outcomes.filter((o) => o === 'usedUp')).toHaveLength(47);
    expect(await usesOf(codeId)).toEqual({ uses: 3, redemptions: 3 });
  });

  it('holds the limit per email the same way, case aside', async () => {
    const codeId = await newCode({ maxUsesPerEmail: 1 });
    const outcomes = await race(codeId, await orderIds(20), (i) =>
      i % 2 ? 'Ada@Example.com' : 'ada@example.com',
    );
    expect(outcomes.filter((o) => o === 'placed')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'usedByYou')).toHaveLength(19);
    expect(await usesOf(codeId)).toEqual({ uses: 1, redemptions: 1 });
  });

  it('gives a use back when its order is cancelled, once', async () => {
    const codeId = await newCode({ maxUses: 1 });
    const [first, second] = await orderIds(2);
    expect(await race(codeId, [first ?? ''], () => 'a@example.com')).toEqual(['placed']);
    expect(await race(codeId, [second ?? ''], () => 'b@example.com')).toEqual(['usedUp']);
    expect(await database.db.transaction((tx) => releaseCode(tx, first ?? ''))).toBe(true);
    expect(await database.db.transaction((tx) => releaseCode(tx, first ?? ''))).toBe(false);
    expect(await race(codeId, [second ?? ''], () => 'b@example.com')).toEqual(['placed']);
    expect(await usesOf(codeId)).toEqual({ uses: 1, redemptions: 1 });
  });

  it('says why a code takes no use: paused, not yet valid, ended, unknown', async () => {
    const [order] = await orderIds(1);
    const refusal = async (codeId: string) => (await race(codeId, [order ?? ''], () => 'c@example.com'))[0];
    expect(await refusal(await newCode({ pausedAt: new Date() }))).toBe('paused');
    expect(await refusal(await newCode({ startsAt: new Date(Date.now() + 86_400_000) }))).toBe('notYet');
    expect(await refusal(await newCode({ endsAt: new Date(Date.now() - 1000) }))).toBe('ended');
    expect(await refusal('00000000-0000-4000-8000-000000000000')).toBe('unknown');
  });
});
