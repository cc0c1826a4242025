import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_PARCEL, DEFAULT_PICKUP } from '../../../domain/checkout/checkout';
import { DeliveryProviderError, DeliveryUnavailableError } from './errors';
import {
  createSendstackClient,
  type SendstackClientOptions,
  type SendstackOffersRequest,
} from './sendstack-client';
import { type DeliverySimulator, SIMULATED_UNAVAILABLE_LOCAL, startDeliverySimulator } from './simulator';

const APP_ID = 'app_id_contract_test';
const APP_SECRET = 'sk_contract_test_secret_4f1c';

let simulator: DeliverySimulator;
beforeAll(async () => {
  simulator = await startDeliverySimulator({ appId: APP_ID, appSecret: APP_SECRET });
});
afterAll(() => simulator.close());
beforeEach(() => simulator.reset());

function client(options: Partial<SendstackClientOptions> = {}) {
  return createSendstackClient({
    baseUrl: simulator.url,
    appId: APP_ID,
    appSecret: APP_SECRET,
    source: 'stagefront-test',
    retryDelayMs: 1,
    ...options,
  });
}

function offersTo(state: string): SendstackOffersRequest {
  return {
    pickup: DEFAULT_PICKUP,
    drop: {
      address: '12 Admiralty Way, Eti-Osa',
      state,
      country: 'Nigeria',
      lat: 6.4412,
      long: 3.4698,
      ...DEFAULT_PARCEL,
    },
  };
}

async function failure(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Error) return error;
  }
  throw new Error('expected a failure');
}

describe('the Sendstack client, against the simulator', () => {
  it('sends app_id, app_secret and x-sendstack-source on every call', async () => {
    await client().locations();
    await client().quote(offersTo('Lagos'));
    expect(simulator.requests).toHaveLength(2);
    for (const request of simulator.requests) {
      expect(request.headers).toMatchObject({
        app_id: APP_ID,
        app_secret: APP_SECRET,
        'x-sendstack-source': 'stagefront-test',
      });
    }
  });

  it("reads Nigeria's locations: states with their local areas", async () => {
    const states = await client().locations();
    expect(simulator.requests[0]).toMatchObject({ method: 'GET', path: '/locations?country=NG' });
    const lagos = states.find((state) => state.state === 'Lagos');
    expect(lagos?.locals).toHaveLength(20);
    expect(lagos?.locals[0]).toEqual({ name: 'Agege', locationCode: 'SIM-1-1', isAvailable: true });
    expect(lagos?.locals.find((local) => local.name === SIMULATED_UNAVAILABLE_LOCAL)?.isAvailable).toBe(
      false,
    );
  });

  it('posts the offer request in the exact protocol shape: PROCESSING, pickup, drop with the parcel', async () => {
    await client().quote(offersTo('Lagos'));
    const [request] = simulator.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/deliveries/offers' });
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.body).toEqual({
      orderType: 'PROCESSING',
      pickup: {
        address: 'Lekki Phase 1 Estate, Lekki',
        state: 'Lagos',
        country: 'Nigeria',
        lat: 6.4285,
        long: 3.4904,
      },
      drop: {
        address: '12 Admiralty Way, Eti-Osa',
        state: 'Lagos',
        country: 'Nigeria',
        lat: 6.4412,
        long: 3.4698,
        weight: 5,
        length: 20,
        width: 15,
        height: 10,
      },
    });
  });

  it('prices the first offer: its price plus its service charge, in kobo', async () => {
    expect(await client().quote(offersTo('Lagos'))).toEqual({
      feeKobo: 265_000, // ₦2,500 + ₦150
      service: 'Standard',
      timeline: 'Same day',
      offerId: expect.stringMatching(/^sim-offer-/),
    });
    // Naira with kobo are added in kobo, so no float is left over: ₦3,500.75 + ₦120.25.
    expect((await client().quote(offersTo('Oyo'))).feeKobo).toBe(362_100);
  });

  it('treats a missing service charge as 0', async () => {
    expect((await client().quote(offersTo('Ogun'))).feeKobo).toBe(400_000);
  });

  it('reports rejected keys (401 "Invalid app_id or app_secret") as a provider error, without the key', async () => {
    const error = await failure(client({ appSecret: 'wrong' }).quote(offersTo('Lagos')));
    expect(error).toBeInstanceOf(DeliveryProviderError);
    expect(error).toMatchObject({ failure: 'credentials', status: 401 });
    expect(error.message).toContain('rejected our app_id and app_secret');
    expect(error.message).toContain('Invalid app_id or app_secret');
    expect(error.message).not.toContain(APP_SECRET);
  });

  it('does not retry a call the provider refused', async () => {
    await failure(client({ appId: 'nobody' }).locations());
    expect(simulator.requests).toHaveLength(1);
  });

  it.each([503, 500])('reports a %i as unavailable, and never repeats the POST', async (status) => {
    simulator.setMode({ failStatus: status });
    const error = await failure(client().quote(offersTo('Lagos')));
    expect(error).toBeInstanceOf(DeliveryUnavailableError);
    expect(error).toMatchObject({ status });
    expect(simulator.requests).toHaveLength(1);
  });

  it('gives up after a time limit, as unavailable', async () => {
    simulator.setMode({ delayMs: 2_000 });
    const started = Date.now();
    const error = await failure(client({ timeoutMs: 150, attempts: 1 }).quote(offersTo('Lagos')));
    expect(error).toBeInstanceOf(DeliveryUnavailableError);
    expect(error.message).toContain('within 150 ms');
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('retries the GET after a 5xx, with backoff, and succeeds', async () => {
    simulator.setMode({ failStatus: 503, failTimes: 2 });
    const states = await client({ retryDelayMs: 20 }).locations();
    expect(states.length).toBeGreaterThan(0);
    expect(simulator.requests.map((request) => request.method)).toEqual(['GET', 'GET', 'GET']);
  });

  it('stops retrying after three tries', async () => {
    simulator.setMode({ failStatus: 500 });
    expect(await failure(client().locations())).toBeInstanceOf(DeliveryUnavailableError);
    expect(simulator.requests).toHaveLength(3);
  });

  it('retries a GET that timed out', async () => {
    simulator.setMode({ delayMs: 2_000 });
    expect(await failure(client({ timeoutMs: 100, attempts: 2 }).locations())).toBeInstanceOf(
      DeliveryUnavailableError,
    );
    expect(simulator.requests).toHaveLength(2);
  });

  it('reports no offer for the drop as its own failure', async () => {
    const error = await failure(client().quote(offersTo('Borno')));
    expect(error).toMatchObject({ name: 'DeliveryProviderError', failure: 'no-offer' });
  });

  it('reports a provider it cannot reach as unavailable', async () => {
    const closed = await startDeliverySimulator({ appId: APP_ID, appSecret: APP_SECRET });
    await closed.close();
    const error = await failure(client({ baseUrl: closed.url, attempts: 1 }).quote(offersTo('Lagos')));
    expect(error).toBeInstanceOf(DeliveryUnavailableError);
    expect(error.message).toContain('could not be reached');
  });
});

describe('the Sendstack client, against answers it does not expect', () => {
  let body = '';
  let status = 200;
  const server = createServer((_request, response) => response.writeHead(status).end(body));
  let baseUrl = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  function odd(answer: string, code = 200) {
    body = answer;
    status = code;
    return createSendstackClient({ baseUrl, appId: APP_ID, appSecret: APP_SECRET, source: 's', attempts: 1 });
  }

  it.each([
    ['not JSON', '<html>maintenance</html>'],
    ['a price that is text', '{"status":true,"data":[{"name":"S","price":"2,500","id":1}]}'],
    ['no data', '{"status":true}'],
  ])('refuses %s as an unreadable answer', async (_name, answer) => {
    const error = await failure(odd(answer).quote(offersTo('Lagos')));
    expect(error).toMatchObject({ name: 'DeliveryProviderError', failure: 'response' });
  });

  it('refuses a 200 that says status false', async () => {
    const error = await failure(
      odd('{"status":false,"message":"Drop address not found"}').quote(offersTo('Lagos')),
    );
    expect(error).toMatchObject({ failure: 'request' });
    expect(error.message).toContain('Drop address not found');
  });

  it('reports another 4xx as a refused request', async () => {
    const error = await failure(
      odd('{"status":false,"message":"lat is required"}', 422).quote(offersTo('Lagos')),
    );
    expect(error).toMatchObject({ failure: 'request', status: 422 });
  });
});
