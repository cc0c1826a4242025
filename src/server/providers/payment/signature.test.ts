import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createPaystackProvider, signPaystackBody } from './paystack-client';

const SECRET = 'sk_test_webhook_5e8a';
const provider = createPaystackProvider({ baseUrl: 'http://127.0.0.1:9', secretKey: SECRET });

const charge = Buffer.from(
  JSON.stringify({
    event: 'charge.success',
    data: { reference: 'SF-1-a1', amount: 1_250_000, currency: 'NGN', status: 'success', id: 1 },
  }),
);

describe('Paystack webhook signatures', () => {
  it('is HMAC-SHA512 of the raw body with the secret key, in hex', () => {
    const expected = createHmac('sha512', SECRET).update(charge).digest('hex');
    expect(signPaystackBody(SECRET, charge)).toBe(expected);
    expect(signPaystackBody(SECRET, charge.toString('utf8'))).toBe(expected);
    expect(expected).toHaveLength(128);
  });

  it('reads a correctly signed charge.success', () => {
    expect(provider.readWebhook(charge, signPaystackBody(SECRET, charge))).toEqual({
      kind: 'charge.success',
      reference: 'SF-1-a1',
      amountKobo: 1_250_000,
      currency: 'NGN',
    });
  });

  it('reads another signed event by its name only', () => {
    const body = Buffer.from('{"event":"transfer.success","data":{"id":7}}');
    expect(provider.readWebhook(body, signPaystackBody(SECRET, body))).toEqual({
      kind: 'other',
      event: 'transfer.success',
    });
  });

  it('reads a refund event, its amount sent as a string', () => {
    const body = Buffer.from(
      '{"event":"refund.processed","data":{"id":7,"status":"processed","transaction_reference":"T1","amount":"10000"}}',
    );
    expect(provider.readWebhook(body, signPaystackBody(SECRET, body))).toEqual({
      kind: 'refund',
      status: 'processed',
      refundId: '7',
      reference: 'T1',
      amountKobo: 10_000,
      message: '',
    });
  });

  it('refuses a missing, forged or mismatched signature', () => {
    const good = signPaystackBody(SECRET, charge);
    const cases: [string, string | undefined][] = [
      ['missing', undefined],
      ['empty', ''],
      ['signed with another key', signPaystackBody('sk_test_someone_else', charge)],
      ['for another body', signPaystackBody(SECRET, `${charge.toString()} `)],
      ['one character changed', `${good.slice(0, -1)}${good.endsWith('0') ? '1' : '0'}`],
      ['too short', good.slice(0, 64)],
      ['too long', `${good}00`],
      ['with trailing junk', `${good}zz`],
      ['in capitals', good.toUpperCase()],
      ['SHA-256 instead', createHmac('sha256', SECRET).update(charge).digest('hex')],
    ];
    for (const [name, signature] of cases) {
      expect(provider.readWebhook(charge, signature), name).toBeNull();
    }
  });

  it('checks the exact bytes: the same JSON re-serialised is another body', () => {
    const reformatted = Buffer.from(JSON.stringify(JSON.parse(charge.toString()), null, 2));
    expect(provider.readWebhook(reformatted, signPaystackBody(SECRET, charge))).toBeNull();
  });

  it('refuses a signed body that is not JSON, or a charge without its amount', () => {
    const notJson = Buffer.from('event=charge.success');
    expect(provider.readWebhook(notJson, signPaystackBody(SECRET, notJson))).toBeNull();
    const noAmount = Buffer.from('{"event":"charge.success","data":{"reference":"R","currency":"NGN"}}');
    expect(provider.readWebhook(noAmount, signPaystackBody(SECRET, noAmount))).toBeNull();
  });
});
