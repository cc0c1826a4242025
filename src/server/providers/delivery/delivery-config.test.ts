import { describe, expect, it } from 'vitest';
import { DEFAULT_PICKUP } from '../../../domain/checkout/checkout';
import { ConfigError, loadConfig } from '../../config';
import { DEFAULT_RATES } from './rate-table';

describe('delivery configuration', () => {
  it('defaults to the rate table, the sandbox address and the Lagos pickup', () => {
    expect(loadConfig({}).delivery).toEqual({
      sendstack: null,
      timeoutMs: 8_000,
      rates: DEFAULT_RATES,
      pickup: DEFAULT_PICKUP,
    });
  });

  it('configures Sendstack when both keys are set', () => {
    const { delivery } = loadConfig({ SENDSTACK_APP_ID: 'id-1', SENDSTACK_APP_SECRET: 'secret-1' });
    expect(delivery.sendstack).toEqual({
      baseUrl: 'https://sandbox.sendstack.africa/api/v1',
      appId: 'id-1',
      appSecret: 'secret-1',
      source: 'stagefront',
    });
  });

  it('reads every delivery setting, and takes `KEY=` as unset', () => {
    const { delivery } = loadConfig({
      SENDSTACK_BASE_URL: 'https://api.sendstack.africa/api/v1/',
      SENDSTACK_APP_ID: 'id-1',
      SENDSTACK_APP_SECRET: 'secret-1',
      SENDSTACK_SOURCE: 'my-shop',
      DELIVERY_TIMEOUT_MS: '5000',
      DELIVERY_RATES: '{"Lagos":200000,"*":700000}',
      SHOP_PICKUP_ADDRESS: '1 Marina',
      SHOP_PICKUP_STATE: 'Lagos',
      SHOP_PICKUP_LAT: '6.45',
      SHOP_PICKUP_LONG: '',
    });
    expect(delivery).toEqual({
      sendstack: {
        baseUrl: 'https://api.sendstack.africa/api/v1',
        appId: 'id-1',
        appSecret: 'secret-1',
        source: 'my-shop',
      },
      timeoutMs: 5_000,
      rates: { Lagos: 200_000, '*': 700_000 },
      pickup: {
        address: '1 Marina',
        state: 'Lagos',
        country: 'Nigeria',
        lat: 6.45,
        long: DEFAULT_PICKUP.long,
      },
    });
    expect(loadConfig({ SENDSTACK_APP_ID: '', SENDSTACK_APP_SECRET: ' ' }).delivery.sendstack).toBeNull();
  });

  it('refuses one key without the other, naming the missing one', () => {
    expect(() => loadConfig({ SENDSTACK_APP_ID: 'id-1' })).toThrow(ConfigError);
    expect(() => loadConfig({ SENDSTACK_APP_ID: 'id-1' })).toThrow(/SENDSTACK_APP_SECRET: Set both/);
    expect(() => loadConfig({ SENDSTACK_APP_SECRET: 'secret-1' })).toThrow(/SENDSTACK_APP_ID/);
  });

  it.each([
    ['not JSON', '{Lagos:1}', /DELIVERY_RATES: Not JSON/],
    ['without a "*" rate', '{"Lagos":1}', /DELIVERY_RATES: Add a "\*" rate/],
    ['with an unknown state', '{"Lagoss":1,"*":2}', /"Lagoss" is not a Nigerian state/],
  ])('refuses DELIVERY_RATES %s', (_name, value, message) => {
    expect(() => loadConfig({ DELIVERY_RATES: value })).toThrow(message);
  });

  it('refuses a pickup position out of range', () => {
    expect(() => loadConfig({ SHOP_PICKUP_LAT: '96' })).toThrow(/SHOP_PICKUP_LAT/);
  });
});
