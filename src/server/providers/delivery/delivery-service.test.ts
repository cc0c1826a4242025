import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_PICKUP, DELIVERY_MESSAGES } from '../../../domain/checkout/checkout';
import { loadConfig } from '../../config';
import {
  createDeliveryService,
  LOCATIONS_CACHE_MS,
  rateTableDeliveryService,
  sendstackDeliveryService,
} from './delivery-service';
import { DeliveryAddressError, DeliveryUnavailableError } from './errors';
import { DEFAULT_RATES } from './rate-table';
import type { SendstackState } from './sendstack-schema';

const drop = {
  address: '3 Awolowo Road',
  city: 'Ikeja',
  state: 'Lagos',
  country: 'Nigeria',
  lat: 6.6,
  long: 3.35,
};
const providerStates: SendstackState[] = [
  { state: 'Ogun', locals: [{ name: 'Ifo' }, { name: 'Ewekoro', isAvailable: false }] },
  { state: 'Kano', locals: [{ name: 'Dala', isAvailable: false }] },
  { state: 'Lagos', locals: [{ name: 'Ikeja', locationCode: 'L1', isAvailable: true }] },
];

function fakeClient() {
  return {
    locations: vi.fn(async () => providerStates),
    quote: vi.fn(async () => ({
      feeKobo: 265_000,
      service: 'Standard',
      timeline: 'Same day',
      offerId: 'o1',
    })),
  };
}

describe('the rate-table service', () => {
  const service = rateTableDeliveryService(DEFAULT_RATES);

  it('prices by the drop state and lists the bundled locations', async () => {
    expect(await service.quote(drop)).toEqual({
      feeKobo: 250_000,
      provider: 'rate-table',
      service: 'Standard delivery',
    });
    expect(await service.quote({ ...drop, state: 'Abuja' })).toMatchObject({ feeKobo: 650_000 });
    expect(await service.locations()).toHaveLength(37);
  });

  it('refuses a state it does not know, naming the field', async () => {
    await expect(service.quote({ ...drop, state: 'Atlantis' })).rejects.toEqual(
      new DeliveryAddressError('state', DELIVERY_MESSAGES.unknownState),
    );
  });
});

describe('the Sendstack service', () => {
  it('asks for the standard parcel from the pickup point, with the city in the address', async () => {
    const client = fakeClient();
    const service = sendstackDeliveryService(client, { pickup: DEFAULT_PICKUP });
    expect(await service.quote(drop)).toEqual({
      feeKobo: 265_000,
      provider: 'sendstack',
      service: 'Standard',
      timeline: 'Same day',
    });
    expect(client.quote).toHaveBeenCalledWith({
      pickup: DEFAULT_PICKUP,
      drop: {
        address: '3 Awolowo Road, Ikeja',
        state: 'Lagos',
        country: 'Nigeria',
        lat: 6.6,
        long: 3.35,
        weight: 5,
        length: 20,
        width: 15,
        height: 10,
      },
    });
  });

  it('gives the courier coordinates in the address’s state: the device’s there, else the state’s reference point', async () => {
    const client = fakeClient();
    const service = sendstackDeliveryService(client, { pickup: DEFAULT_PICKUP });
    await service.quote(drop);
    expect(client.quote).toHaveBeenLastCalledWith(
      expect.objectContaining({ drop: expect.objectContaining({ state: 'Lagos', lat: 6.6, long: 3.35 }) }),
    );
    // A shopper in Lagos sending to Abuja, however the state is written.
    await service.quote({ ...drop, state: 'Abuja', city: 'Garki' });
    expect(client.quote).toHaveBeenLastCalledWith(
      expect.objectContaining({ drop: expect.objectContaining({ state: 'Abuja', lat: 9.06, long: 7.49 }) }),
    );
  });

  it('lists the local areas the provider can deliver to, and every other state for pickup, in order', async () => {
    const service = sendstackDeliveryService(fakeClient(), { pickup: DEFAULT_PICKUP });
    const list = await service.locations();
    expect(list).toHaveLength(37);
    expect(list.filter((location) => location.delivers)).toEqual([
      { state: 'Lagos', locals: ['Ikeja'], delivers: true },
      { state: 'Ogun', locals: ['Ifo'], delivers: true },
    ]);
    // Kano has no local area the provider can deliver to: pickup only, with the bundled areas.
    expect(list.find((location) => location.state === 'Kano')).toMatchObject({ delivers: false });
    expect(list.find((location) => location.state === 'Kano')?.locals).toContain('Dala');
    expect(list.map((location) => location.state)).toEqual(
      [...list.map((location) => location.state)].sort((a, b) => a.localeCompare(b)),
    );
  });

  it('lists a state once, under the provider’s name, however the provider writes it', async () => {
    const client = fakeClient();
    client.locations.mockResolvedValue([{ state: 'FCT', locals: [{ name: 'Gwagwalada' }] }]);
    const list = await sendstackDeliveryService(client, { pickup: DEFAULT_PICKUP }).locations();
    expect(list).toHaveLength(37);
    expect(list.find((location) => location.state === 'FCT')).toEqual({
      state: 'FCT',
      locals: ['Gwagwalada'],
      delivers: true,
    });
    expect(list.find((location) => location.state === 'Federal Capital Territory')).toBeUndefined();
  });

  it('keeps the locations for an hour, and shares one request among callers', async () => {
    let now = 1_000_000;
    const client = fakeClient();
    const service = sendstackDeliveryService(client, { pickup: DEFAULT_PICKUP, now: () => now });
    await Promise.all([service.locations(), service.locations()]);
    now += LOCATIONS_CACHE_MS - 1;
    await service.locations();
    expect(client.locations).toHaveBeenCalledTimes(1);
    now += 2;
    await service.locations();
    expect(client.locations).toHaveBeenCalledTimes(2);
  });

  it('serves the previous list when a refresh fails, and fails only when it has none', async () => {
    let now = 0;
    const client = fakeClient();
    const warn = vi.fn();
    const service = sendstackDeliveryService(client, {
      pickup: DEFAULT_PICKUP,
      now: () => now,
      log: { warn },
    });
    const first = await service.locations();
    client.locations.mockRejectedValue(new DeliveryUnavailableError('down'));
    now += LOCATIONS_CACHE_MS + 1;
    expect(await service.locations()).toEqual(first);
    expect(warn).toHaveBeenCalledTimes(1);

    const cold = sendstackDeliveryService(client, { pickup: DEFAULT_PICKUP });
    await expect(cold.locations()).rejects.toBeInstanceOf(DeliveryUnavailableError);
  });
});

describe('createDeliveryService', () => {
  it('uses the rate table with no keys, and Sendstack with both', () => {
    expect(createDeliveryService(loadConfig({}).delivery).provider).toBe('rate-table');
    const configured = loadConfig({ SENDSTACK_APP_ID: 'id', SENDSTACK_APP_SECRET: 'secret' });
    expect(createDeliveryService(configured.delivery).provider).toBe('sendstack');
  });
});
