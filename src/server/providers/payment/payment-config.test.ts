import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  checkPaymentEnv,
  createOnlinePaymentProvider,
  DEFAULT_PAY_ON_DELIVERY_NOTE,
  paymentConfig,
  paymentEnvShape,
} from './payment-config';

// The same schema config.ts builds from the shape, without the rest of the server's settings.
const schema = z.object(paymentEnvShape).superRefine(checkPaymentEnv);
function load(env: Record<string, string>) {
  return paymentConfig(schema.parse(env));
}
function issues(env: Record<string, string>): string {
  const parsed = schema.safeParse(env);
  if (parsed.success) throw new Error('expected the settings to be refused');
  return parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n');
}

describe('payment configuration', () => {
  it('defaults to pay on delivery alone, with a 30-minute hold for online orders', () => {
    expect(load({})).toEqual({
      paystack: null,
      reservationMinutes: 30,
      bankTransferDetails: null,
      payOnDelivery: true,
      payOnDeliveryNote: DEFAULT_PAY_ON_DELIVERY_NOTE,
    });
  });

  it('configures Paystack when the secret key is set, at its public address', () => {
    expect(load({ PAYSTACK_SECRET_KEY: ' sk_test_abc ' }).paystack).toEqual({
      baseUrl: 'https://api.paystack.co',
      secretKey: 'sk_test_abc',
      timeoutMs: 10_000,
    });
  });

  it('reads every payment setting, and takes `KEY=` as unset', () => {
    expect(
      load({
        PAYSTACK_SECRET_KEY: 'sk_test_abc',
        PAYSTACK_BASE_URL: 'http://127.0.0.1:4020/',
        PAYMENT_TIMEOUT_MS: '2500',
        PAYMENT_RESERVATION_MINUTES: '45',
        BANK_TRANSFER_DETAILS: 'GTBank · 0123456789 · Stagefront Merch Ltd',
        PAY_ON_DELIVERY: 'No',
        PAY_ON_DELIVERY_NOTE: '',
      }),
    ).toEqual({
      paystack: { baseUrl: 'http://127.0.0.1:4020', secretKey: 'sk_test_abc', timeoutMs: 2_500 },
      reservationMinutes: 45,
      bankTransferDetails: 'GTBank · 0123456789 · Stagefront Merch Ltd',
      payOnDelivery: false,
      payOnDeliveryNote: DEFAULT_PAY_ON_DELIVERY_NOTE,
    });
    const blank = load({ PAYSTACK_SECRET_KEY: ' ', BANK_TRANSFER_DETAILS: '', PAY_ON_DELIVERY: '' });
    expect(blank).toMatchObject({ paystack: null, bankTransferDetails: null, payOnDelivery: true });
  });

  it.each([
    ['1', true],
    ['yes', true],
    ['TRUE', true],
    ['0', false],
    ['false', false],
  ])('reads PAY_ON_DELIVERY=%s as %s', (value, expected) => {
    expect(load({ PAY_ON_DELIVERY: value, BANK_TRANSFER_DETAILS: 'x' }).payOnDelivery).toBe(expected);
  });

  it.each([
    ['PAYMENT_TIMEOUT_MS', '50'],
    ['PAYMENT_TIMEOUT_MS', '60001'],
    ['PAYMENT_RESERVATION_MINUTES', '0'],
    ['PAYMENT_RESERVATION_MINUTES', '1441'],
    ['PAYMENT_RESERVATION_MINUTES', 'half an hour'],
    ['PAY_ON_DELIVERY', 'maybe'],
    ['PAYSTACK_BASE_URL', 'api.paystack.co'],
  ])('refuses %s=%s', (name, value) => {
    expect(issues({ [name]: value })).toMatch(new RegExp(`^${name}: `));
  });

  it('refuses a public key in place of the secret one, without repeating it', () => {
    const message = issues({ PAYSTACK_SECRET_KEY: 'pk_test_visible123' });
    expect(message).toMatch(/PAYSTACK_SECRET_KEY: This is a public key/);
    expect(message).not.toContain('pk_test_visible123');
  });

  it('refuses a shop left with no way to pay', () => {
    expect(issues({ PAY_ON_DELIVERY: 'false' })).toMatch(/PAY_ON_DELIVERY: No way to pay is left/);
    expect(load({ PAY_ON_DELIVERY: 'false', PAYSTACK_SECRET_KEY: 'sk_test_abc' }).payOnDelivery).toBe(false);
  });

  it('makes the online provider only when Paystack is configured', () => {
    expect(createOnlinePaymentProvider(load({}))).toBeNull();
    expect(createOnlinePaymentProvider(load({ PAYSTACK_SECRET_KEY: 'sk_test_abc' }))?.name).toBe('paystack');
  });
});
