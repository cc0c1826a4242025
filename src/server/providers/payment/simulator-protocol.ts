import type { ServerResponse } from 'node:http';
import { z } from 'zod';

/**
 * The Paystack simulator's protocol: what it keeps (transactions, recorded calls and webhooks), the
 * requests it accepts in Paystack's own words, and the shapes it answers with. The server that
 * speaks it is simulator.ts.
 */
export type PaymentSimulatorMode = {
  /** Answer API calls with this status (500, 503…) instead of normally; null to answer normally. */
  failStatus: number | null;
  /** How many API calls fail before it recovers; null for all of them. */
  failTimes: number | null;
  /** Wait this long before answering an API call. */
  delayMs: number;
  /** Send webhooks on payment; when off they are still signed and kept, so a replay can send them late. */
  webhooks: boolean;
  /** Send the webhook this long after the payment, so the shopper's redirect arrives first. */
  webhookDelayMs: number;
  webhookUrl: string | null;
  /** How refunds end: processed (the default), failed, or left pending. */
  refundOutcome: 'processed' | 'failed' | 'pending';
  /** Wait this long before each refund event. */
  refundDelayMs: number;
  /**
   * How POST /refund is answered once the refund is made: normally, or not at all as far as the
   * shop can tell (`drop` closes the connection, `error` answers 502), so a shop that does not know
   * whether it refunded can be tried.
   */
  refundAnswer: 'answer' | 'drop' | 'error';
};
export type RecordedApiCall = {
  kind: 'api';
  method: string;
  path: string;
  /** Whether it carried `Authorization: Bearer <the secret key>`; the key itself is not kept. */
  authorized: boolean;
  contentType: string | undefined;
  body: unknown;
  /** The status answered; null while it is being answered. */
  status: number | null;
};
export type RecordedWebhook = {
  kind: 'webhook';
  event: string;
  reference: string;
  url: string;
  /** The exact bytes sent, and their `x-paystack-signature`. */
  body: string;
  signature: string;
  replay: boolean;
  /** The receiver's answer, or why there was none. */
  status: number | null;
  error: string | null;
};
export type SimulatedTransaction = {
  id: number;
  reference: string;
  accessCode: string;
  email: string;
  /** Kobo. */
  amount: number;
  currency: 'NGN';
  callbackUrl: string | null;
  metadata: unknown;
  status: 'ongoing' | 'success' | 'abandoned' | 'failed';
  createdAt: string;
  paidAt: string | null;
};
export type PaymentSimulatorOptions = {
  port?: number;
  host?: string;
  secretKey: string;
  webhookUrl?: string;
};
export type PaymentSimulator = {
  /** The base URL to configure as PAYSTACK_BASE_URL. */
  url: string;
  requests: (RecordedApiCall | RecordedWebhook)[];
  /** By reference. */
  transactions: Map<string, SimulatedTransaction>;
  setMode(mode: Partial<PaymentSimulatorMode>): PaymentSimulatorMode;
  /** Normal mode; no recorded calls, transactions or webhooks. */
  reset(): void;
  close(): Promise<void>;
};

/** An answer to send; `drop` closes the connection instead, answering nothing. */
export type Reply = { status: number; json?: unknown; html?: string; location?: string; drop?: boolean };
export type SignedWebhook = { event: string; reference: string; body: string; signature: string };

export const modeSchema = z.object({
  failStatus: z.number().int().min(400).max(599).nullable().optional(),
  failTimes: z.number().int().min(0).nullable().optional(),
  delayMs: z.number().int().min(0).max(120_000).optional(),
  webhooks: z.boolean().optional(),
  webhookDelayMs: z.number().int().min(0).max(120_000).optional(),
  webhookUrl: z
    .url({ protocol: /^https?$/ })
    .nullable()
    .optional(),
  refundOutcome: z.enum(['processed', 'failed', 'pending']).optional(),
  refundDelayMs: z.number().int().min(0).max(120_000).optional(),
  refundAnswer: z.enum(['answer', 'drop', 'error']).optional(),
});
// Paystack's own words for what it refuses.
export const initializeSchema = z.object({
  email: z.email({ error: 'Invalid Email Address Passed' }),
  amount: z
    .union([z.number(), z.string().regex(/^\d+$/).transform(Number)], { error: 'Invalid Amount Sent' })
    .pipe(z.number({ error: 'Invalid Amount Sent' }).int().positive().max(Number.MAX_SAFE_INTEGER)),
  reference: z
    .string()
    .regex(/^[A-Za-z0-9.=-]{1,100}$/, { error: 'Only -, ., = and alphanumeric characters allowed' })
    .optional(),
  callback_url: z.url({ protocol: /^https?$/, error: 'Invalid callback_url' }).optional(),
  currency: z.literal('NGN', { error: 'Currency not supported by merchant' }).optional(),
  metadata: z.unknown().optional(),
});

export const json = (status: number, body: unknown): Reply => ({ status, json: body });
export const refuse = (status: number, message: string): Reply => json(status, { status: false, message });

/** Paystack's local card fee: 1.5%, plus ₦100 from ₦2,500, at most ₦2,000. */
function fees(amount: number): number {
  return Math.min(200_000, Math.round(amount * 0.015) + (amount >= 250_000 ? 10_000 : 0));
}

/** A transaction in the shape verify and the webhook share. */
export function transactionData(tx: SimulatedTransaction) {
  const paid = tx.status === 'success';
  return {
    id: tx.id,
    domain: 'test',
    status: tx.status,
    reference: tx.reference,
    amount: tx.amount,
    message: null,
    gateway_response: {
      ongoing: 'Pending',
      success: 'Successful',
      abandoned: 'Abandoned',
      failed: 'Declined',
    }[tx.status],
    paid_at: tx.paidAt,
    created_at: tx.createdAt,
    channel: 'card',
    currency: tx.currency,
    ip_address: '127.0.0.1',
    metadata: tx.metadata ?? '',
    fees: paid ? fees(tx.amount) : null,
    customer: { id: tx.id, email: tx.email, customer_code: `CUS_sim${tx.id}` },
    authorization: paid
      ? {
          authorization_code: `AUTH_sim${tx.id}`,
          bin: '408408',
          last4: '4081',
          channel: 'card',
          reusable: true,
        }
      : {},
  };
}

export function callbackWith(callbackUrl: string, reference: string): string {
  const url = new URL(callbackUrl);
  url.searchParams.set('trxref', reference);
  url.searchParams.set('reference', reference);
  return url.toString();
}

export function write(response: ServerResponse, reply: Reply) {
  if (response.writableEnded || response.destroyed) return;
  if (reply.drop) {
    response.destroy();
  } else if (reply.location !== undefined) {
    response.writeHead(reply.status, { location: reply.location }).end();
  } else if (reply.html !== undefined) {
    response.writeHead(reply.status, { 'content-type': 'text/html; charset=utf-8' }).end(reply.html);
  } else {
    response.writeHead(reply.status, { 'content-type': 'application/json' }).end(JSON.stringify(reply.json));
  }
}

export function segments(pathname: string): string[] | null {
  try {
    return pathname.split('/').slice(1).map(decodeURIComponent);
  } catch {
    return null;
  }
}
