import { describe, expect, it } from 'vitest';
import { dueOnDeliveryText } from './due';

describe('what a pay-on-delivery shopper has ready', () => {
  const unpaid = {
    paymentMethod: 'pay_on_delivery',
    paymentConfirmed: false,
    shippingMethod: 'shipping',
    status: 'awaiting_payment',
    totalKobo: 3_415_000,
    refundedKobo: 0,
  } as const;

  it('names the amount, at the door or at the counter, less what went back', () => {
    expect(dueOnDeliveryText(unpaid)).toBe('Have ₦34,150 ready: you pay the courier when it arrives.');
    expect(dueOnDeliveryText({ ...unpaid, shippingMethod: 'pickup', refundedKobo: 415_000 })).toBe(
      'Have ₦30,000 ready: you pay when you collect it.',
    );
  });

  it('says nothing once paid, when cancelled, or for another way of paying', () => {
    expect(dueOnDeliveryText({ ...unpaid, paymentConfirmed: true })).toBeNull();
    expect(dueOnDeliveryText({ ...unpaid, status: 'cancelled' })).toBeNull();
    expect(dueOnDeliveryText({ ...unpaid, paymentMethod: 'bank_transfer' })).toBeNull();
  });
});
