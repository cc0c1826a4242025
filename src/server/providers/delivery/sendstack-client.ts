import { setTimeout as sleep } from 'node:timers/promises';
import type { z } from 'zod';
import type { DeliveryPlace, Parcel } from '../../../domain/checkout/checkout';
import { KOBO_PER_NAIRA } from '../../../domain/shared/money';
import { callProvider } from '../../http/outbound';
import { DeliveryProviderError, DeliveryUnavailableError } from './errors';
import {
  type SendstackState,
  sendstackErrorSchema,
  sendstackLocationsSchema,
  sendstackOffersSchema,
} from './sendstack-schema';

export const SENDSTACK_SANDBOX_URL = 'https://sandbox.sendstack.africa/api/v1';
export const DEFAULT_DELIVERY_TIMEOUT_MS = 8_000;

export type SendstackClientOptions = {
  baseUrl?: string;
  appId: string;
  appSecret: string;
  /** Sent as `x-sendstack-source`, so the provider can tell our traffic apart. */
  source: string;
  /** Per request, body included. */
  timeoutMs?: number;
  /** Tries for idempotent calls (GET), the first included. */
  attempts?: number;
  /** The pause before the second try; each later one doubles. */
  retryDelayMs?: number;
};

export type SendstackOffersRequest = { pickup: DeliveryPlace; drop: DeliveryPlace & Parcel };
type SendstackQuote = { feeKobo: number; service: string; timeline?: string; offerId: string };

export interface SendstackClient {
  locations(): Promise<SendstackState[]>;
  quote(request: SendstackOffersRequest): Promise<SendstackQuote>;
}

/** Naira from the provider (possibly with kobo, as a float) into integer kobo, once, here. */
function toKobo(naira: number): number {
  return Math.round(naira * KOBO_PER_NAIRA);
}

function place({ address, state, country, lat, long }: DeliveryPlace): DeliveryPlace {
  return { address, state, country, lat, long };
}

/** The provider's own words for the log, shortened; never shown to shoppers. */
function providerMessage(text: string): string {
  try {
    const parsed = sendstackErrorSchema.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data.message;
  } catch {
    // Not JSON: fall through to the raw text.
  }
  return text.slice(0, 200) || '(empty body)';
}

/** The client of the Sendstack delivery protocol. Only the server holds the keys it sends. */
export function createSendstackClient(options: SendstackClientOptions): SendstackClient {
  const baseUrl = (options.baseUrl ?? SENDSTACK_SANDBOX_URL).replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_DELIVERY_TIMEOUT_MS;
  const attempts = Math.max(1, options.attempts ?? 3);
  const retryDelayMs = options.retryDelayMs ?? 250;
  const headers = {
    accept: 'application/json',
    app_id: options.appId,
    app_secret: options.appSecret,
    'x-sendstack-source': options.source,
  };

  async function send(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
    const call = `${method} ${path}`;
    let status: number;
    let text: string;
    try {
      ({ status, text } = await callProvider({
        provider: 'Sendstack',
        baseUrl,
        method,
        path,
        headers,
        body,
        timeoutMs,
      }));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      throw new DeliveryUnavailableError(message, undefined, { cause: error });
    }

    if (status === 401 || status === 403) {
      throw new DeliveryProviderError(
        'credentials',
        `Sendstack rejected our app_id and app_secret (${status} ${providerMessage(text)}); check SENDSTACK_APP_ID and SENDSTACK_APP_SECRET`,
        status,
      );
    }
    if (status === 408 || status === 429 || status >= 500) {
      throw new DeliveryUnavailableError(
        `Sendstack answered ${status} to ${call}: ${providerMessage(text)}`,
        status,
      );
    }
    if (status < 200 || status >= 300) {
      throw new DeliveryProviderError(
        'request',
        `Sendstack refused ${call} (${status}): ${providerMessage(text)}`,
        status,
      );
    }
    try {
      return JSON.parse(text);
    } catch (error) {
      throw new DeliveryProviderError(
        'response',
        `Sendstack answered ${call} with something other than JSON`,
        status,
        {
          cause: error,
        },
      );
    }
  }

  function read<T extends z.ZodType>(schema: T, body: unknown, call: string): z.infer<T> {
    const refused = sendstackErrorSchema.safeParse(body);
    if (refused.success && refused.data.status === false) {
      throw new DeliveryProviderError('request', `Sendstack refused ${call}: ${refused.data.message}`);
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      const where = parsed.error.issues[0]?.path.join('.') ?? '';
      throw new DeliveryProviderError(
        'response',
        `Sendstack answered ${call} in an unexpected shape (at "${where}")`,
      );
    }
    return parsed.data;
  }

  // Only reads are retried: a repeated POST could create a second offer on the provider's side.
  async function withRetries<T>(call: () => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await call();
      } catch (error) {
        if (!(error instanceof DeliveryUnavailableError) || attempt >= attempts) throw error;
        await sleep(retryDelayMs * 2 ** (attempt - 1));
      }
    }
  }

  return {
    async locations() {
      const body = await withRetries(() => send('GET', '/locations?country=NG'));
      return read(sendstackLocationsSchema, body, 'GET /locations').data;
    },

    async quote({ pickup, drop }) {
      const { weight, length, width, height } = drop;
      const body = await send('POST', '/deliveries/offers', {
        orderType: 'PROCESSING',
        pickup: place(pickup),
        drop: { ...place(drop), weight, length, width, height },
      });
      const offer = read(sendstackOffersSchema, body, 'POST /deliveries/offers').data[0];
      if (!offer) {
        throw new DeliveryProviderError('no-offer', `Sendstack has no delivery offer to ${drop.state}`);
      }
      return {
        feeKobo: toKobo(offer.price) + toKobo(offer.serviceCharge ?? 0),
        service: offer.name,
        timeline: offer.deliveryTimeline,
        offerId: offer.id,
      };
    },
  };
}
