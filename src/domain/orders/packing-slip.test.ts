import { describe, expect, it } from 'vitest';
import { slipDue, slipFlag, slipLines, slipNumbers } from './packing-slip';

describe('a packing slip', () => {
  it('packs each line less its cancelled units, and leaves out a line cancelled whole', () => {
    expect(
      slipLines([
        { name: 'Tour Tee', color: 'Black', size: 'M', quantity: 3, cancelledQuantity: 1 },
        { name: 'Cap', color: 'Red', size: 'One Size', quantity: 1, cancelledQuantity: 1 },
        { name: 'Hat', color: 'Sand', size: 'One Size', quantity: 2, cancelledQuantity: 0 },
      ]),
    ).toEqual([
      { name: 'Tour Tee', color: 'Black', size: 'M', quantity: 2 },
      { name: 'Hat', color: 'Sand', size: 'One Size', quantity: 2 },
    ]);
  });

  it('flags a cancelled order and one money went back from, and nothing else', () => {
    expect(slipFlag({ status: 'cancelled', refundedKobo: 4_550_000 })).toBe(
      'Cancelled: do not pack or send this order.',
    );
    expect(slipFlag({ status: 'paid', refundedKobo: 650_000 })).toBe(
      'Refunded ₦6,500: pack only what is listed, and check the order before sending.',
    );
    expect(slipFlag({ status: 'paid', refundedKobo: 0 })).toBeNull();
  });

  it('tells the courier or the counter what to collect on a pay-on-delivery order, and nothing when none is due', () => {
    expect(slipDue({ dueKobo: 3_415_000, shippingMethod: 'shipping' })).toBe(
      'Pay on delivery: collect ₦34,150 on delivery.',
    );
    expect(slipDue({ dueKobo: 3_000_000, shippingMethod: 'pickup' })).toBe(
      'Pay at pickup: take ₦30,000 when it is collected.',
    );
    expect(slipDue({ dueKobo: null, shippingMethod: 'shipping' })).toBeNull();
    expect(slipDue({ dueKobo: 0, shippingMethod: 'pickup' })).toBeNull();
  });

  it('reads the orders of its address in their order, each once', () => {
    expect(slipNumbers(' sf-abc234,SF-XYZ987,,SF-ABC234 ')).toEqual(['SF-ABC234', 'SF-XYZ987']);
    expect(slipNumbers(null)).toEqual([]);
  });
});
