import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import { deliveryPlaceSchema, parcelSchema } from '../../../domain/checkout/contract';
import { FCT } from '../../../domain/checkout/nigeria';
import { readBody } from '../../http/read-body';
import { findNigerianState } from './rate-table';

/**
 * A stand-in for Sendstack that speaks its protocol, for tests and for trying checkout offline:
 * the real client is what the tests exercise. It checks the keys, records what it receives, and
 * can be told to fail or to be slow.
 */
type SimulatorMode = {
  /** Answer provider calls with this status (500, 503…) instead of normally; null to answer normally. */
  failStatus: number | null;
  /** How many calls fail before it recovers; null for all of them. */
  failTimes: number | null;
  /** Wait this long before answering. */
  delayMs: number;
  /**
   * Fail only offers whose drop address holds this text; null fails every call. Lets tests that
   * share one simulator fail their own quotes without touching the others'.
   */
  failAddressIncludes: string | null;
};
/** One call as received; `path` is relative to the base URL and keeps its query. */
type RecordedRequest = { method: string; path: string; headers: IncomingHttpHeaders; body: unknown };
export type SimulatorOptions = { port?: number; host?: string; appId: string; appSecret: string };
export type DeliverySimulator = {
  /** The base URL to configure as SENDSTACK_BASE_URL. */
  url: string;
  requests: RecordedRequest[];
  setMode(mode: Partial<SimulatorMode>): SimulatorMode;
  /** Normal mode, and no recorded calls. */
  reset(): void;
  close(): Promise<void>;
};

const BASE_PATH = '/api/v1';
const normalMode: SimulatorMode = {
  failStatus: null,
  failTimes: null,
  delayMs: 0,
  failAddressIncludes: null,
};

/** Naira, as Sendstack prices. Some states carry a service charge and some do not, like the real one. */
const SIMULATED_OFFERS: Record<string, { price: number; serviceCharge?: number; timeline: string }> = {
  Lagos: { price: 2500, serviceCharge: 150, timeline: 'Same day' },
  Ogun: { price: 4000, timeline: '1-2 days' },
  Oyo: { price: 3500.75, serviceCharge: 120.25, timeline: '1-2 days' },
  [FCT]: { price: 7000, serviceCharge: 300, timeline: '2-4 days' },
  Rivers: { price: 6500, timeline: '2-4 days' },
  Kano: { price: 8000, serviceCharge: 250, timeline: '3-5 days' },
};
/** Shown, but not deliverable to: clients must leave it out of the choices. */
export const SIMULATED_UNAVAILABLE_LOCAL = 'Epe';

const offersRequestSchema = z.object({
  orderType: z.literal('PROCESSING'),
  pickup: deliveryPlaceSchema,
  drop: deliveryPlaceSchema.extend(parcelSchema.shape),
});
const modeSchema = z.object({
  failStatus: z.number().int().min(400).max(599).nullable().optional(),
  failTimes: z.number().int().min(0).nullable().optional(),
  delayMs: z.number().int().min(0).max(120_000).optional(),
  failAddressIncludes: z.string().min(1).nullable().optional(),
});

function locations() {
  return Object.keys(SIMULATED_OFFERS).map((name, stateIndex) => ({
    state: name,
    locals: (findNigerianState(name)?.localGovernmentAreas ?? []).map((local, index) => ({
      name: local,
      locationCode: `SIM-${stateIndex + 1}-${index + 1}`,
      isAvailable: local !== SIMULATED_UNAVAILABLE_LOCAL,
    })),
  }));
}

function offers(state: string, nextId: () => string) {
  const found = SIMULATED_OFFERS[findNigerianState(state)?.name ?? ''];
  if (!found) return { status: true, message: 'No delivery offer for this route', data: [] };
  const { price, serviceCharge, timeline } = found;
  return {
    status: true,
    message: 'Offers retrieved',
    data: [
      {
        name: 'Standard',
        price,
        id: nextId(),
        deliveryTimeline: timeline,
        ...(serviceCharge ? { serviceCharge } : {}),
      },
      // A second, dearer offer: the protocol's price is the first one's.
      { name: 'Express', price: price * 2, id: nextId(), deliveryTimeline: 'Same day', serviceCharge: 500 },
    ],
  };
}

function send(response: ServerResponse, status: number, body: unknown) {
  if (response.writableEnded || response.destroyed) return;
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

export async function startDeliverySimulator(options: SimulatorOptions): Promise<DeliverySimulator> {
  const requests: RecordedRequest[] = [];
  let mode: SimulatorMode = { ...normalMode };
  let offerCount = 0;
  const nextOfferId = () => `sim-offer-${++offerCount}`;
  const closing = new AbortController();

  function setMode(next: Partial<SimulatorMode>): SimulatorMode {
    mode = { ...mode, ...next };
    return mode;
  }
  function reset() {
    mode = { ...normalMode };
    requests.length = 0;
  }

  function control(method: string, path: string, body: unknown, response: ServerResponse) {
    if (method === 'GET' && path === '/__requests') return send(response, 200, requests);
    if (method === 'POST' && path === '/__reset') {
      reset();
      return send(response, 200, { mode });
    }
    if (method === 'POST' && path === '/__control') {
      const parsed = modeSchema.safeParse(body ?? {});
      if (!parsed.success) return send(response, 400, { status: false, message: parsed.error.message });
      return send(response, 200, { mode: setMode(parsed.data as Partial<SimulatorMode>) });
    }
    return send(response, 404, { status: false, message: 'Unknown control call' });
  }

  async function provider(request: IncomingMessage, path: string, body: unknown, response: ServerResponse) {
    const url = new URL(path, 'http://simulator');
    requests.push({ method: request.method ?? 'GET', path, headers: request.headers, body });
    if (mode.delayMs > 0) await sleep(mode.delayMs, undefined, { signal: closing.signal });
    const dropAddress = (body as { drop?: { address?: unknown } } | null)?.drop?.address;
    const targeted =
      mode.failAddressIncludes === null ||
      (typeof dropAddress === 'string' && dropAddress.includes(mode.failAddressIncludes));
    if (mode.failStatus !== null && targeted && (mode.failTimes === null || mode.failTimes > 0)) {
      if (mode.failTimes !== null) mode.failTimes -= 1;
      return send(response, mode.failStatus, { status: false, message: 'Simulated provider failure' });
    }
    const { app_id: appId, app_secret: appSecret } = request.headers;
    if (appId !== options.appId || appSecret !== options.appSecret) {
      return send(response, 401, { status: false, message: 'Invalid app_id or app_secret' });
    }
    if (request.method === 'GET' && url.pathname === '/locations') {
      if (url.searchParams.get('country') !== 'NG') {
        return send(response, 400, { status: false, message: 'country must be NG' });
      }
      return send(response, 200, { status: true, message: 'Locations retrieved', data: locations() });
    }
    if (request.method === 'POST' && url.pathname === '/deliveries/offers') {
      const parsed = offersRequestSchema.safeParse(body);
      if (!parsed.success) return send(response, 400, { status: false, message: parsed.error.message });
      return send(response, 200, offers(parsed.data.drop.state, nextOfferId));
    }
    return send(response, 404, { status: false, message: 'Not found' });
  }

  const server = createServer((request, response) => {
    const raw = request.url ?? '/';
    const path = raw.startsWith(`${BASE_PATH}/`) ? raw.slice(BASE_PATH.length) : raw;
    readBody(request)
      .then((body) =>
        path.startsWith('/__')
          ? control(request.method ?? 'GET', path, body, response)
          : provider(request, path, body, response),
      )
      .catch((error: unknown) => {
        if (closing.signal.aborted) return response.destroy();
        send(response, 500, { status: false, message: String(error) });
      });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve);
  });
  const { address, port } = server.address() as AddressInfo;
  const host = address.includes(':') ? `[${address}]` : address;

  return {
    url: `http://${host}:${port}${BASE_PATH}`,
    requests,
    setMode,
    reset,
    async close() {
      closing.abort();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
