import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyDiscount, type DiscountCode, type PricedLine, paidForUnits, spread } from './discount';

const line = (
  productId: string,
  unitPriceKobo: number,
  quantity = 1,
  collectionIds: string[] = [],
): PricedLine => ({
  productId,
  collectionIds,
  unitPriceKobo,
  quantity,
});
const orderWide = (rule: DiscountCode['rule'], minSubtotalKobo: number | null = null): DiscountCode => ({
  rule,
  scope: null,
  minSubtotalKobo,
});

describe('applyDiscount', () => {
  it('takes a percentage off, rounded down to the kobo, spread over the lines by their totals', () => {
    const bag = [line('tee', 1_500_000, 2), line('cap', 650_050)];
    expect(applyDiscount(bag, 250_000, orderWide({ kind: 'percent', basisPoints: 1000 }))).toEqual({
      lineDiscountsKobo: [300_000, 65_005],
      deliveryDiscountKobo: 0,
      totalDiscountKobo: 365_005,
    });
    // 15% of ₦0.07 is 1.05 kobo: 1 kobo, never rounded up.
    expect(
      applyDiscount([line('sticker', 7)], 0, orderWide({ kind: 'percent', basisPoints: 1500 })),
    ).toMatchObject({
      totalDiscountKobo: 1,
    });
  });

  it('caps an amount at what the lines cost, so nothing goes below ₦0', () => {
    expect(
      applyDiscount([line('cap', 500_000)], 250_000, orderWide({ kind: 'amount', amountKobo: 2_000_000 })),
    ).toEqual({
      lineDiscountsKobo: [500_000],
      deliveryDiscountKobo: 0,
      totalDiscountKobo: 500_000,
    });
  });

  it('applies only to the products and collections it is for', () => {
    const bag = [line('tee', 1_000_000, 1, ['tour']), line('cap', 500_000), line('poster', 300_000)];
    const code: DiscountCode = {
      rule: { kind: 'percent', basisPoints: 5000 },
      scope: { productIds: ['poster'], collectionIds: ['tour'] },
      minSubtotalKobo: null,
    };
    expect(applyDiscount(bag, 0, code)).toEqual({
      lineDiscountsKobo: [500_000, 0, 150_000],
      deliveryDiscountKobo: 0,
      totalDiscountKobo: 650_000,
    });
    expect(applyDiscount([line('cap', 500_000)], 0, code)).toEqual({ refused: 'not_for_these_items' });
  });

  it('takes the delivery fee off for free delivery, and nothing else', () => {
    expect(applyDiscount([line('tee', 1_500_000)], 250_000, orderWide({ kind: 'free_delivery' }))).toEqual({
      lineDiscountsKobo: [0],
      deliveryDiscountKobo: 250_000,
      totalDiscountKobo: 250_000,
    });
  });

  it('asks for its minimum subtotal, before any discount', () => {
    const code = orderWide({ kind: 'amount', amountKobo: 100_000 }, 2_000_000);
    expect(applyDiscount([line('tee', 1_999_999)], 0, code)).toEqual({ refused: 'below_minimum' });
    expect(applyDiscount([line('tee', 2_000_000)], 0, code)).toMatchObject({ totalDiscountKobo: 100_000 });
  });
});

describe('spread', () => {
  it('gives the kobo left over to the largest remainders, then the larger lines', () => {
    expect(spread(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(spread(100, [300, 0, 700])).toEqual([30, 0, 70]);
    expect(spread(1, [1, 2])).toEqual([0, 1]);
  });
});

const lines = fc.array(
  fc.record({
    productId: fc.constantFrom('tee', 'cap', 'poster', 'hoodie'),
    collectionIds: fc.subarray(['tour', 'essentials']),
    unitPriceKobo: fc.integer({ min: 0, max: 10_000_000 }),
    quantity: fc.integer({ min: 1, max: 20 }),
  }),
  { minLength: 1, maxLength: 8 },
);
const rules = fc.oneof(
  fc.record({ kind: fc.constant('percent' as const), basisPoints: fc.integer({ min: 0, max: 10_000 }) }),
  fc.record({ kind: fc.constant('amount' as const), amountKobo: fc.integer({ min: 0, max: 100_000_000 }) }),
);
const scopes = fc.option(
  fc.record({
    productIds: fc.subarray(['tee', 'cap', 'poster', 'hoodie']),
    collectionIds: fc.subarray(['tour', 'essentials']),
  }),
);

describe('a discount over any bag', () => {
  it('adds up, never takes a line below ₦0, leaves other lines alone and follows each line’s share', () => {
    fc.assert(
      fc.property(lines, rules, scopes, (bag, rule, scope) => {
        const result = applyDiscount(bag, 0, { rule, scope, minSubtotalKobo: null });
        if ('refused' in result) return;
        const totals = bag.map((l) => l.unitPriceKobo * l.quantity);
        const eligible = bag.map(
          (l) =>
            !scope ||
            scope.productIds.includes(l.productId) ||
            l.collectionIds.some((c) => scope.collectionIds.includes(c)),
        );
        const eligibleSubtotal = totals.reduce((sum, t, i) => sum + (eligible[i] ? t : 0), 0);
        const expected =
          rule.kind === 'percent'
            ? Math.floor((eligibleSubtotal * rule.basisPoints) / 10_000)
            : Math.min(rule.amountKobo, eligibleSubtotal);
        expect(result.totalDiscountKobo).toBe(expected);
        expect(result.lineDiscountsKobo.reduce((a, b) => a + b, 0)).toBe(expected);
        result.lineDiscountsKobo.forEach((off, i) => {
          expect(off).toBeGreaterThanOrEqual(0);
          expect(off).toBeLessThanOrEqual(totals[i] ?? 0);
          if (!eligible[i]) expect(off).toBe(0);
          else expect(Math.abs(off - (expected * (totals[i] ?? 0)) / eligibleSubtotal)).toBeLessThan(1);
        });
      }),
    );
  });

  it('refunds exactly what was paid for a line, however its units are refunded', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 1, max: 20 }),
        fc.array(fc.integer({ min: 1, max: 20 }), { minLength: 1, maxLength: 20 }),
        (paid, quantity, goes) => {
          let left = quantity;
          let refunded = 0;
          for (const units of goes) {
            const back = paidForUnits(paid, quantity, left, units);
            expect(back).toBeGreaterThanOrEqual(0);
            refunded += back;
            left -= Math.min(units, left);
          }
          refunded += paidForUnits(paid, quantity, left, left);
          expect(refunded).toBe(paid);
        },
      ),
    );
  });
});
