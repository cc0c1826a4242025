import type { FastifyBaseLogger } from 'fastify';
import {
  DEFAULT_PARCEL,
  DELIVERY_MESSAGES,
  type DeliveryLocation,
  type DeliveryPlace,
  type DeliveryProvider,
  type DeliveryQuote,
  type DeliveryQuoteRequest,
} from '../../../domain/checkout/checkout';
import { dropPosition } from '../../../domain/checkout/state-points';
import type { DeliveryConfig } from './delivery-config';
import { DeliveryAddressError } from './errors';
import { bundledLocations, findNigerianState, type RateTable, rateFor } from './rate-table';
import { createSendstackClient, type SendstackClient } from './sendstack-client';
import type { SendstackState } from './sendstack-schema';

/** What checkout needs from delivery, whoever prices it. Routes use only this. */
export interface DeliveryService {
  readonly provider: DeliveryProvider;
  /** Every state, each with its local areas (the city choices) and whether delivery goes there. */
  locations(): Promise<DeliveryLocation[]>;
  /** The price of delivering the standard parcel from the shop to the drop. */
  quote(drop: DeliveryQuoteRequest): Promise<DeliveryQuote>;
}

/** The provider's areas rarely change; asking once an hour is plenty. */
export const LOCATIONS_CACHE_MS = 60 * 60 * 1000;
/** After a failed refresh, the old list is served and the provider asked again this much later. */
const STALE_RETRY_MS = 60 * 1000;

/** The built-in default: a flat rate per state and the bundled Nigeria data. */
export function rateTableDeliveryService(rates: RateTable): DeliveryService {
  const locations = bundledLocations();
  return {
    provider: 'rate-table',
    async locations() {
      return locations;
    },
    async quote(drop) {
      const feeKobo = rateFor(rates, drop.state);
      if (feeKobo === undefined) throw new DeliveryAddressError('state', DELIVERY_MESSAGES.unknownState);
      return { feeKobo, provider: 'rate-table', service: 'Standard delivery' };
    },
  };
}

/**
 * The provider's states, under its own names and with only the local areas it can deliver to (a
 * state left with none is not delivered to), and every other Nigerian state from the bundled data,
 * for pickup: a shopper whose state the courier does not serve can still order (decision 0047).
 */
function toLocations(states: SendstackState[]): DeliveryLocation[] {
  const delivered = states
    .map(({ state, locals }) => ({
      state,
      locals: locals.filter((local) => local.isAvailable !== false).map((local) => local.name),
      delivers: true,
    }))
    .filter((location) => location.locals.length > 0);
  const served = new Set(
    delivered.map((location) => findNigerianState(location.state)?.name ?? location.state),
  );
  const pickupOnly = bundledLocations(false).filter((location) => !served.has(location.state));
  return [...delivered, ...pickupOnly].sort((a, b) => a.state.localeCompare(b.state));
}

export type SendstackServiceOptions = {
  pickup: DeliveryPlace;
  cacheMs?: number;
  now?: () => number;
  log?: Pick<FastifyBaseLogger, 'warn'>;
};

export function sendstackDeliveryService(
  client: SendstackClient,
  options: SendstackServiceOptions,
): DeliveryService {
  const { pickup, cacheMs = LOCATIONS_CACHE_MS, now = Date.now, log } = options;
  let cached: { at: number; locations: DeliveryLocation[] } | null = null;
  let pending: Promise<DeliveryLocation[]> | null = null;

  async function refresh(): Promise<DeliveryLocation[]> {
    try {
      const locations = toLocations(await client.locations());
      cached = { at: now(), locations };
      return locations;
    } catch (error) {
      // A list an hour old beats an empty form; only a first load that fails is an error.
      if (!cached) throw error;
      log?.warn({ err: error }, 'delivery locations refresh failed; serving the previous list');
      cached.at = now() - cacheMs + STALE_RETRY_MS;
      return cached.locations;
    }
  }

  return {
    provider: 'sendstack',
    async locations() {
      if (cached && now() - cached.at < cacheMs) return cached.locations;
      // Shoppers arriving together share one request to the provider.
      pending ??= refresh().finally(() => {
        pending = null;
      });
      return pending;
    },
    async quote(drop) {
      // Coordinates that match the address: the device's only where it is in the address's state.
      const state = findNigerianState(drop.state)?.name;
      const at = state ? dropPosition(state, drop) : { lat: drop.lat, long: drop.long };
      const offer = await client.quote({
        pickup,
        drop: {
          // The protocol has no city field; couriers read it in the address.
          address: `${drop.address}, ${drop.city}`,
          state: drop.state,
          country: drop.country,
          lat: at.lat,
          long: at.long,
          ...DEFAULT_PARCEL,
        },
      });
      return {
        feeKobo: offer.feeKobo,
        provider: 'sendstack',
        service: offer.service,
        timeline: offer.timeline,
      };
    },
  };
}

/** Sendstack when its keys are configured, else the built-in rate table. */
export function createDeliveryService(
  config: DeliveryConfig,
  options: { log?: Pick<FastifyBaseLogger, 'warn'> } = {},
): DeliveryService {
  if (!config.sendstack) return rateTableDeliveryService(config.rates);
  const client = createSendstackClient({ ...config.sendstack, timeoutMs: config.timeoutMs });
  return sendstackDeliveryService(client, { pickup: config.pickup, log: options.log });
}
