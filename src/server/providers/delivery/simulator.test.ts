import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { type DeliverySimulator, startDeliverySimulator } from './simulator';

let simulator: DeliverySimulator;
let origin = '';
beforeAll(async () => {
  simulator = await startDeliverySimulator({ appId: 'sim-id', appSecret: 'sim-secret' });
  origin = new URL(simulator.url).origin;
});
afterAll(() => simulator.close());
beforeEach(() => simulator.reset());

const keys = { app_id: 'sim-id', app_secret: 'sim-secret' };

it('answers 401 with the protocol message unless both keys match', async () => {
  const wrong: Record<string, string>[] = [{}, { app_id: 'sim-id' }, { ...keys, app_secret: 'nope' }];
  for (const headers of wrong) {
    const response = await fetch(`${simulator.url}/locations?country=NG`, { headers });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ status: false, message: 'Invalid app_id or app_secret' });
  }
  expect((await fetch(`${simulator.url}/locations?country=NG`, { headers: keys })).status).toBe(200);
});

it('is told to fail, to be slow, and to reset through its control API', async () => {
  const control = await fetch(`${origin}/__control`, {
    method: 'POST',
    body: JSON.stringify({ failStatus: 503, failTimes: 1, delayMs: 50 }),
  });
  expect(await control.json()).toEqual({
    mode: { failStatus: 503, failTimes: 1, delayMs: 50, failAddressIncludes: null },
  });
  const started = Date.now();
  expect((await fetch(`${simulator.url}/locations?country=NG`, { headers: keys })).status).toBe(503);
  expect(Date.now() - started).toBeGreaterThanOrEqual(45);
  expect((await fetch(`${simulator.url}/locations?country=NG`, { headers: keys })).status).toBe(200);

  const recorded = await (await fetch(`${origin}/__requests`)).json();
  expect(recorded.map((r: { path: string }) => r.path)).toEqual([
    '/locations?country=NG',
    '/locations?country=NG',
  ]);
  await fetch(`${origin}/__reset`, { method: 'POST' });
  expect(simulator.requests).toEqual([]);
});

it('can fail only the offers for one drop address', async () => {
  const offer = (address: string) =>
    fetch(`${simulator.url}/deliveries/offers`, {
      method: 'POST',
      headers: { ...keys, 'content-type': 'application/json' },
      body: JSON.stringify({
        orderType: 'PROCESSING',
        pickup: { address: 'Lekki', state: 'Lagos', country: 'Nigeria', lat: 6.4, long: 3.4 },
        drop: {
          address,
          state: 'Lagos',
          country: 'Nigeria',
          lat: 6.5,
          long: 3.3,
          weight: 5,
          length: 20,
          width: 15,
          height: 10,
        },
      }),
    });
  simulator.setMode({ failStatus: 503, failAddressIncludes: 'TEST-42' });
  expect((await offer('1 TEST-42 Road, Ikeja')).status).toBe(503);
  expect((await offer('2 Other Road, Ikeja')).status).toBe(200);
});

it('refuses an offers request that breaks the protocol', async () => {
  const response = await fetch(`${simulator.url}/deliveries/offers`, {
    method: 'POST',
    headers: { ...keys, 'content-type': 'application/json' },
    body: JSON.stringify({ orderType: 'NOW', pickup: {}, drop: {} }),
  });
  expect(response.status).toBe(400);
  expect(await response.json()).toMatchObject({ status: false });
});

it('refuses a bad control call', async () => {
  const response = await fetch(`${origin}/__control`, { method: 'POST', body: '{"failStatus":200}' });
  expect(response.status).toBe(400);
});
