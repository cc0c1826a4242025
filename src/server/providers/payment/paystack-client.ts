import { createHmac, timingSafeEqual } from 'node:crypto';
import type { z } from 'zod';
import { callProvider } from '../../http/outbound';
import {
  paystackRefundListSchema,
  paystackRefundSchema,
  readRefundOrDispute,
  refundOfTransaction,
  refundState,
} from './paystack-events';
import {
  paystackChargeSchema,
  paystackErrorSchema,
  paystackInitializeSchema,
  paystackVerifySchema,
  paystackWebhookSchema,
} from './paystack-schema';
import { type OnlinePaymentProvider, PaymentProviderError, type PaymentVerification } from './provider';

export const PAYSTACK_API_URL = 'https://api.paystack.co';
export const DEFAULT_PAYMENT_TIMEOUT_MS = 10_000;

export type PaystackConfig = { baseUrl: string; secretKey: string; timeoutMs: number };

/** Paystack's webhook signature: HMAC-SHA512 of the exact raw body, keyed with the secret key, in hex. */
export function signPaystackBody(secret: string, rawBody: string | Buffer): string {
  return createHmac('sha512', secret).update(rawBody).digest('hex');
}

const PENDING = new Set(['ongoing', 'pending', 'processing', 'queued']);

/** Paystack has more states than an order needs; anything not clearly paid or still going is a failure. */
function toStatus(status: string): PaymentVerification['status'] {
  if (status === 'success' || status === 'abandoned') return status;
  if (PENDING.has(status)) return 'pending';
  return 'failed';
}

/** The client of Paystack's transaction API. Only the server holds the secret key it sends. */
export function createPaystackProvider(options: {
  baseUrl?: string;
  secretKey: string;
  timeoutMs?: number;
}): OnlinePaymentProvider {
  const baseUrl = (options.baseUrl ?? PAYSTACK_API_URL).replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_PAYMENT_TIMEOUT_MS;
  const { secretKey } = options;
  const headers = { accept: 'application/json', authorization: `Bearer ${secretKey}` };

  // Error messages end up in logs: whatever the provider echoes, the key never goes with them.
  function safe(text: string): string {
    return secretKey ? text.split(secretKey).join('[secret key]') : text;
  }

  /** Paystack's own `{ status: false, message }`, or null when the body is something else. */
  function refusal(text: string): string | null {
    try {
      const parsed = paystackErrorSchema.safeParse(JSON.parse(text));
      if (parsed.success) return safe(parsed.data.message.slice(0, 200));
    } catch {
      // Not JSON.
    }
    return null;
  }

  function providerMessage(text: string): string {
    return refusal(text) ?? (safe(text.slice(0, 200)) || '(empty body)');
  }

  async function send(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
    const call = `${method} ${path}`;
    let status: number;
    let text: string;
    try {
      ({ status, text } = await callProvider({
        provider: 'Paystack',
        baseUrl,
        method,
        path,
        headers,
        body,
        timeoutMs,
      }));
    } catch (error) {
      throw new PaymentProviderError(safe(error instanceof Error ? error.message : String(error)));
    }

    // A 4xx in Paystack's own words is a clear no: the call was not carried out. A 5xx, a 408 or
    // a body of something else leaves it unknown.
    const refused = status >= 400 && status < 500 && status !== 408 && refusal(text) !== null;
    if (status === 401 || status === 403) {
      throw new PaymentProviderError(
        `Paystack rejected our secret key (${status} ${providerMessage(text)}); check PAYSTACK_SECRET_KEY`,
        status,
        refused,
      );
    }
    if (status < 200 || status >= 300) {
      const verb = status >= 500 || status === 408 || status === 429 ? 'answered' : 'refused';
      throw new PaymentProviderError(
        `Paystack ${verb} ${call} with ${status}: ${providerMessage(text)}`,
        status,
        refused,
      );
    }
    try {
      return JSON.parse(text);
    } catch {
      throw new PaymentProviderError(`Paystack answered ${call} with something other than JSON`, status);
    }
  }

  function read<T extends z.ZodType>(schema: T, body: unknown, call: string): z.infer<T> {
    const refused = paystackErrorSchema.safeParse(body);
    if (refused.success) {
      throw new PaymentProviderError(
        `Paystack refused ${call}: ${safe(refused.data.message)}`,
        undefined,
        true,
      );
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      const where = parsed.error.issues[0]?.path.join('.') ?? '';
      throw new PaymentProviderError(`Paystack answered ${call} in an unexpected shape (at "${where}")`);
    }
    return parsed.data;
  }

  return {
    name: 'paystack',

    // Never retried: a second initialize with the same reference is refused as a duplicate.
    async initialize({ reference, email, amountKobo, callbackUrl, metadata }) {
      const call = 'POST /transaction/initialize';
      const body = await send('POST', '/transaction/initialize', {
        email,
        amount: amountKobo,
        reference,
        callback_url: callbackUrl,
        currency: 'NGN',
        metadata,
      });
      const { data } = read(paystackInitializeSchema, body, call);
      if (data.reference !== reference) {
        throw new PaymentProviderError(`Paystack answered ${call} for another reference`);
      }
      return { authorizationUrl: data.authorization_url };
    },

    async verify(reference) {
      const path = `/transaction/verify/${encodeURIComponent(reference)}`;
      const { data } = read(paystackVerifySchema, await send('GET', path), `GET ${path}`);
      if (data.reference !== reference) {
        throw new PaymentProviderError(`Paystack answered GET ${path} for another reference`);
      }
      return { reference, status: toStatus(data.status), amountKobo: data.amount, currency: data.currency };
    },

    // Never retried: a second POST /refund is a second refund.
    async refund({ reference, amountKobo, note }) {
      const body = await send('POST', '/refund', {
        transaction: reference,
        amount: amountKobo,
        currency: 'NGN',
        merchant_note: note.slice(0, 200),
      });
      const { data, message } = read(paystackRefundSchema, body, 'POST /refund');
      return { refundId: data.id, status: refundState(data.status), message: message ?? '' };
    },

    // Paystack lists refunds by the transaction's id, which its verify call gives; only those of
    // that transaction are kept, whatever else the list holds.
    async listRefunds(reference) {
      const verifyPath = `/transaction/verify/${encodeURIComponent(reference)}`;
      const { data: tx } = read(paystackVerifySchema, await send('GET', verifyPath), `GET ${verifyPath}`);
      if (tx.reference !== reference || tx.id === undefined) {
        throw new PaymentProviderError(`Paystack answered GET ${verifyPath} without the transaction's id`);
      }
      const txId = tx.id;
      const path = `/refund?transaction=${encodeURIComponent(txId)}&perPage=100`;
      const { data } = read(paystackRefundListSchema, await send('GET', path), `GET ${path}`);
      return data
        .filter((refund) => refundOfTransaction(refund.transaction, txId, reference))
        .map((refund) => ({
          refundId: refund.id,
          status: refundState(refund.status),
          amountKobo: refund.amount,
          createdAt: refund.createdAt ?? null,
          message: (refund.reason ?? '').slice(0, 300),
        }));
    },

    readWebhook(rawBody, signature) {
      if (!signature) return null;
      const expected = Buffer.from(signPaystackBody(secretKey, rawBody), 'utf8');
      // Compared as text, not decoded hex: Buffer.from(…, 'hex') ignores trailing junk.
      const given = Buffer.from(signature, 'utf8');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      let json: unknown;
      try {
        json = JSON.parse(rawBody.toString('utf8'));
      } catch {
        return null;
      }
      const envelope = paystackWebhookSchema.safeParse(json);
      if (!envelope.success) return null;
      const { event, data } = envelope.data;
      if (event !== 'charge.success') return readRefundOrDispute(event, data);
      const charge = paystackChargeSchema.safeParse(data);
      if (!charge.success) return null;
      return {
        kind: 'charge.success',
        reference: charge.data.reference,
        amountKobo: charge.data.amount,
        currency: charge.data.currency,
      };
    },
  };
}
