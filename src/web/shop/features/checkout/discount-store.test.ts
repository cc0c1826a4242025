import { describe, expect, it } from 'vitest';
import { checkoutTotal } from './discount-store';

const code = (off: Partial<{ discountKobo: number; freeDelivery: boolean }>) => ({
  code: 'SAVE',
  label: '',
  lineDiscountsKobo: [],
  discountKobo: 0,
  freeDelivery: false,
  deliveryDiscountKobo: 0,
  ...off,
});

describe('the checkout’s total', () => {
  it('takes the code’s discount off the items, with or without a delivery fee yet', () => {
    expect(checkoutTotal(code({ discountKobo: 250_000 }), 2_500_000, 265_000)).toBe(2_515_000);
    expect(checkoutTotal(code({ discountKobo: 250_000 }), 2_500_000, null)).toBe(2_250_000);
    expect(checkoutTotal(null, 2_500_000, 265_000)).toBe(2_765_000);
  });

  it('takes the whole fee off for a free-delivery code, whatever fee was quoted when it was applied', () => {
    expect(checkoutTotal(code({ freeDelivery: true }), 2_500_000, 265_000)).toBe(2_500_000);
  });
});
