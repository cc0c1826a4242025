import { describe, expect, it } from 'vitest';
import { orderTotal } from './order-total';

describe('orderTotal', () => {
  it('takes a code’s discount off the items and adds the delivery fee', () => {
    // Three ₦12,500 hats, 10% off, ₦2,650 delivery: the ₦36,400 the provider charges.
    expect(
      orderTotal({
        subtotalKobo: 3_750_000,
        discountKobo: 375_000,
        deliveryFeeKobo: 265_000,
        deliveryDiscountKobo: 0,
      }),
    ).toBe(3_640_000);
  });

  it('takes a free-delivery code’s fee off, and is the plain sum without a code', () => {
    const parts = { subtotalKobo: 1_000_000, discountKobo: 0, deliveryFeeKobo: 265_000 };
    expect(orderTotal({ ...parts, deliveryDiscountKobo: 265_000 })).toBe(1_000_000);
    expect(orderTotal({ ...parts, deliveryDiscountKobo: 0 })).toBe(1_265_000);
  });
});
