import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES, DELIVERY_MESSAGES } from '../../../domain/checkout/checkout';
import { deliveryLocationListSchema, deliveryQuoteSchema } from '../../../domain/checkout/contract';
import {
  type DeliverySimulator,
  SIMULATED_UNAVAILABLE_LOCAL,
  startDeliverySimulator,
} from '../../providers/delivery/simulator';
import { testApp, testConfig } from '../../testing/test-app';

const APP_ID = 'app_id_route_test_7d2e';
const APP_SECRET = 'sk_live_route_test_secret_9b41c';
const drop = {
  address: '12 Admiralty Way',
  city: 'Eti-Osa',
  state: 'Lagos',
  country: 'Nigeria',
  lat: 6.4412,
  long: 3.4698,
};

/** Every response any test here received, to prove the keys never leave the server. */
const seen: LightMyRequestResponse[] = [];
async function call(app: FastifyInstance, options: InjectOptions) {
  const response = await app.inject(options);
  seen.push(response);
  return response;
}
const quote = (app: FastifyInstance, body: unknown) =>
  call(app, { method: 'POST', url: '/api/delivery/quote', payload: body as Record<string, unknown> });
const locations = (app: FastifyInstance) => call(app, { method: 'GET', url: '/api/delivery/locations' });

function withSendstack(simulator: DeliverySimulator, appSecret = APP_SECRET) {
  const { delivery } = testConfig();
  return {
    delivery: {
      ...delivery,
      timeoutMs: 400,
      sendstack: { baseUrl: simulator.url, appId: APP_ID, appSecret, source: 'stagefront' },
    },
  };
}

let simulator: DeliverySimulator;
beforeAll(async () => {
  simulator = await startDeliverySimulator({ appId: APP_ID, appSecret: APP_SECRET });
});
afterAll(() => simulator.close());
beforeEach(() => simulator.reset());

describe('delivery API with no provider configured (the built-in rate table)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp('pglite');
  });
  afterAll(() => app.close());

  it('lists the bundled 36 states and the FCT with their local areas, cacheable', async () => {
    const response = await locations(app);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    const list = deliveryLocationListSchema.parse(response.json());
    expect(list).toHaveLength(37);
    expect(list.find((location) => location.state === 'Lagos')?.locals).toHaveLength(20);
    expect(list.every((location) => location.delivers)).toBe(true);
  });

  it("prices a drop at its state's flat rate, in kobo, never stored", async () => {
    const response = await quote(app, drop);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      feeKobo: 250_000,
      provider: 'rate-table',
      service: 'Standard delivery',
    });
    expect((await quote(app, { ...drop, state: 'Borno' })).json()).toMatchObject({ feeKobo: 800_000 });
    expect(simulator.requests).toEqual([]);
  });

  it('answers bad input with a 400 naming each field', async () => {
    const response = await quote(app, { address: ' ', state: '', lat: 200, long: 'east' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'bad_request',
        message: 'Some of the information sent is not valid.',
        fields: {
          address: CONTACT_MESSAGES.address,
          city: CONTACT_MESSAGES.region,
          state: CONTACT_MESSAGES.region,
          country: CONTACT_MESSAGES.region,
          lat: 'Latitude must be a number between -90 and 90.',
          long: 'Longitude must be a number between -180 and 180.',
        },
      },
    });
  });

  it('refuses a drop outside Nigeria, or in a state it does not know', async () => {
    expect((await quote(app, { ...drop, country: 'Ghana' })).json().error.fields).toEqual({
      country: DELIVERY_MESSAGES.outsideNigeria,
    });
    const unknown = await quote(app, { ...drop, state: 'Atlantis' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toEqual({ state: DELIVERY_MESSAGES.unknownState });
  });

  it('answers a body that is not JSON with a 400, not a 500', async () => {
    const response = await call(app, {
      method: 'POST',
      url: '/api/delivery/quote',
      headers: { 'content-type': 'application/json' },
      payload: '{"address":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBeTruthy();
  });
});

describe('delivery API with Sendstack configured (against the simulator)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp('pglite', withSendstack(simulator));
  });
  afterAll(() => app.close());

  it("lists every state, delivering to the provider's, without the local areas it cannot deliver to", async () => {
    const response = await locations(app);
    expect(response.statusCode).toBe(200);
    const list = deliveryLocationListSchema.parse(response.json());
    expect(list.filter((location) => location.delivers).map((location) => location.state)).toEqual([
      'Federal Capital Territory',
      'Kano',
      'Lagos',
      'Ogun',
      'Oyo',
      'Rivers',
    ]);
    // A shopper elsewhere can still choose their state and city, and collect the order.
    expect(list).toHaveLength(37);
    expect(list.find((location) => location.state === 'Borno')).toMatchObject({ delivers: false });
    expect(list.find((location) => location.state === 'Borno')?.locals).toContain('Maiduguri');
    expect(list.find((location) => location.state === 'Lagos')?.locals).not.toContain(
      SIMULATED_UNAVAILABLE_LOCAL,
    );
  });

  it("quotes the provider's first offer, price plus service charge, and sends the shopper's position", async () => {
    const response = await quote(app, drop);
    expect(response.statusCode).toBe(200);
    expect(deliveryQuoteSchema.parse(response.json())).toEqual({
      feeKobo: 265_000,
      provider: 'sendstack',
      service: 'Standard',
      timeline: 'Same day',
    });
    const offers = simulator.requests.find((request) => request.path === '/deliveries/offers');
    expect(offers?.body).toMatchObject({
      orderType: 'PROCESSING',
      drop: { address: '12 Admiralty Way, Eti-Osa', state: 'Lagos', lat: 6.4412, long: 3.4698, weight: 5 },
    });
  });

  it('sends the state’s reference point, not the device’s, when the device is in another state', async () => {
    // Ordered from Lagos, to an address in Abuja: the courier prices Abuja.
    const response = await quote(app, {
      ...drop,
      address: '5 Aguiyi Ironsi Street',
      city: 'Municipal Area Council',
      state: 'Federal Capital Territory',
    });
    expect(response.statusCode).toBe(200);
    const offers = simulator.requests.find((request) => request.path === '/deliveries/offers');
    expect(offers?.body).toMatchObject({
      drop: { state: 'Federal Capital Territory', lat: 9.06, long: 7.49 },
    });
  });

  it('says plainly, with a 503, when the provider is down', async () => {
    simulator.setMode({ failStatus: 503 });
    const response = await quote(app, drop);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      error: {
        code: 'delivery_unavailable',
        message: 'We could not get a delivery price right now. Please try again, or choose pickup.',
      },
    });
  });

  it('says the same when the provider is too slow', async () => {
    simulator.setMode({ delayMs: 2_000 });
    const response = await quote(app, drop);
    expect(response.statusCode).toBe(503);
    expect(response.json().error.code).toBe('delivery_unavailable');
  });

  it('serves the locations from memory for an hour, even while the provider is down', async () => {
    simulator.setMode({ failStatus: 500 });
    expect((await locations(app)).statusCode).toBe(200);
    expect(simulator.requests).toEqual([]);
  });

  it('answers 422 when the provider has no offer for the address', async () => {
    const response = await quote(app, { ...drop, state: 'Borno', city: 'Maiduguri' });
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toEqual({
      code: 'delivery_not_offered',
      message: DELIVERY_MESSAGES.notOffered,
    });
  });
});

describe('delivery API with keys the provider rejects', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp('pglite', withSendstack(simulator, `${APP_SECRET}-revoked`));
  });
  afterAll(() => app.close());

  it('answers 502 with a message, not the 401 or the keys', async () => {
    const response = await quote(app, drop);
    expect(response.statusCode).toBe(502);
    expect(response.json().error).toEqual({
      code: 'delivery_provider_error',
      message: DELIVERY_MESSAGES.misconfigured,
    });
    expect(simulator.requests[0]?.headers.app_secret).toBe(`${APP_SECRET}-revoked`);
  });

  it('answers 503 for locations it never managed to load', async () => {
    simulator.setMode({ failStatus: 503 });
    const response = await locations(app);
    expect(response.statusCode).toBe(503);
    expect(response.json().error).toEqual({
      code: 'delivery_unavailable',
      message: DELIVERY_MESSAGES.locationsUnavailable,
    });
  });
});

it("never puts the provider's app id or secret in a response body or header", () => {
  expect(seen.length).toBeGreaterThanOrEqual(15);
  for (const response of seen) {
    const everything = `${JSON.stringify(response.headers)}\n${response.body}`;
    expect(everything).not.toContain(APP_SECRET);
    expect(everything).not.toContain(APP_ID);
  }
});
