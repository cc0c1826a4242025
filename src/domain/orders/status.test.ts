import { describe, expect, it } from 'vitest';
import { shopperPaymentText } from './status';

describe('shopperPaymentText', () => {
  it('says how an order was paid, once it is, in the past tense', () => {
    const paid = { paymentConfirmed: true, shippingMethod: 'shipping' } as const;
    expect(shopperPaymentText({ ...paid, paymentMethod: 'paystack' })).toBe('Paid online with Paystack');
    expect(shopperPaymentText({ ...paid, paymentMethod: 'bank_transfer' })).toBe('Paid by bank transfer');
    expect(shopperPaymentText({ ...paid, paymentMethod: 'pay_on_delivery' })).toBe('Paid on delivery');
    expect(shopperPaymentText({ ...paid, paymentMethod: 'pay_on_delivery', shippingMethod: 'pickup' })).toBe(
      'Paid at pickup',
    );
  });

  it('names the way chosen at checkout while the money is to come, with nothing tacked on', () => {
    const due = { paymentConfirmed: false, shippingMethod: 'shipping' } as const;
    expect(shopperPaymentText({ ...due, paymentMethod: 'paystack' })).toBe(
      'Pay online with card or bank (Paystack)',
    );
    expect(shopperPaymentText({ ...due, paymentMethod: 'bank_transfer' })).toBe('Bank transfer');
    expect(shopperPaymentText({ ...due, paymentMethod: 'pay_on_delivery' })).toBe('Pay on delivery');
  });
});
