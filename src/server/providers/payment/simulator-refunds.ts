import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import { signPaystackBody } from './paystack-client';
import {
  json,
  type PaymentSimulatorMode,
  type Reply,
  refuse,
  type SignedWebhook,
  type SimulatedTransaction,
} from './simulator-protocol';

/**
 * The simulator's refunds, in Paystack's protocol: POST /refund answers "queued" with the refund
 * pending, then the shop hears `refund.pending` and `refund.processed` (or `refund.failed`, when the
 * simulator's `refundOutcome` says so, or for an amount ending in 13 kobo) on its webhook. Each
 * event is kept under `refund-<id>`, so `POST /__webhooks/refund-<id>/replay` sends the last one again.
 * It remembers its refunds: `GET /refund?transaction=<id or reference>` lists a payment's, and
 * `GET /refund/<id>` fetches one. With `refundAnswer` the refund is made but its answer lost.
 */
export type SimulatedRefund = {
  id: number;
  reference: string;
  amount: number;
  status: 'pending' | 'processed' | 'failed';
  createdAt: string;
};

const refundSchema = z.object({
  transaction: z.union([z.string().min(1), z.number()], { error: 'Transaction reference is required' }),
  amount: z
    .union([z.number(), z.string().regex(/^\d+$/).transform(Number)], { error: 'Invalid Amount Sent' })
    .pipe(z.number().int().positive({ error: 'Invalid Amount Sent' }))
    .optional(),
  currency: z.string().optional(),
  merchant_note: z.string().optional(),
});

/** A refund of an amount ending in 13 kobo fails: tests and staff trying the shop offline can make one fail. */
const FAILING_REFUND_KOBO = 13;

export function refundDesk(options: {
  secretKey: string;
  transactions: Map<string, SimulatedTransaction>;
  webhooks: Map<string, SignedWebhook>;
  mode: () => PaymentSimulatorMode;
  send: (hook: SignedWebhook, url: string) => Promise<unknown>;
  signal: () => AbortSignal;
}) {
  const refunds = new Map<number, SimulatedRefund>();
  let nextId = 3_000_001;

  function refundedSoFar(reference: string): number {
    return [...refunds.values()]
      .filter((refund) => refund.reference === reference && refund.status !== 'failed')
      .reduce((sum, refund) => sum + refund.amount, 0);
  }

  function event(refund: SimulatedRefund, name: string): SignedWebhook {
    const body = JSON.stringify({
      event: name,
      data: {
        id: refund.id,
        status: refund.status,
        transaction_reference: refund.reference,
        refund_reference: `RRN${refund.id}`,
        amount: String(refund.amount),
        currency: 'NGN',
        reason: refund.status === 'failed' ? 'The customer’s bank declined the refund' : null,
        domain: 'test',
      },
    });
    const hook = {
      event: name,
      reference: `refund-${refund.id}`,
      body,
      signature: signPaystackBody(options.secretKey, body),
    };
    options.webhooks.set(hook.reference, hook);
    return hook;
  }

  /** The events a refund's life sends, after its answer, as Paystack does. */
  async function settle(refund: SimulatedRefund, outcome: 'processed' | 'failed' | 'pending') {
    const { webhookUrl, webhooks, refundDelayMs } = options.mode();
    const wait = () => sleep(refundDelayMs, undefined, { signal: options.signal() });
    await wait();
    const pending = event(refund, 'refund.pending');
    if (webhooks && webhookUrl) await options.send(pending, webhookUrl);
    if (outcome === 'pending') return;
    await wait();
    refund.status = outcome;
    const final = event(refund, outcome === 'processed' ? 'refund.processed' : 'refund.failed');
    if (webhooks && webhookUrl) await options.send(final, webhookUrl);
  }

  function create(body: unknown): Reply {
    const parsed = refundSchema.safeParse(body ?? {});
    if (!parsed.success) return refuse(400, parsed.error.issues[0]?.message ?? 'Invalid request');
    const tx = transactionBy(String(parsed.data.transaction));
    if (!tx) return refuse(404, 'Transaction not found');
    if (tx.status !== 'success')
      return refuse(400, 'Transaction has not been paid, so it cannot be refunded');
    const left = tx.amount - refundedSoFar(tx.reference);
    const amount = parsed.data.amount ?? left;
    if (amount > left)
      return refuse(400, 'Refund amount cannot be more than the amount left on the transaction');
    const refund: SimulatedRefund = {
      id: nextId++,
      reference: tx.reference,
      amount,
      status: 'pending',
      createdAt: new Date().toISOString(),
    };
    refunds.set(refund.id, refund);
    const outcome = amount % 100 === FAILING_REFUND_KOBO ? 'failed' : options.mode().refundOutcome;
    settle(refund, outcome).catch(() => {});
    const { refundAnswer } = options.mode();
    if (refundAnswer === 'drop') return { status: 0, drop: true };
    if (refundAnswer === 'error') return { status: 502, html: '<html><h1>502 Bad Gateway</h1></html>' };
    return json(200, {
      status: true,
      message: 'Refund has been queued for processing',
      data: {
        id: refund.id,
        transaction: { id: tx.id, reference: tx.reference, amount: tx.amount, currency: 'NGN' },
        amount,
        currency: 'NGN',
        status: 'pending',
        refunded_at: null,
        createdAt: refund.createdAt,
      },
    });
  }

  function transactionBy(key: string): SimulatedTransaction | undefined {
    return (
      options.transactions.get(key) ?? [...options.transactions.values()].find((t) => String(t.id) === key)
    );
  }

  /** A refund as GET /refund and GET /refund/:id show it: the transaction by its id. */
  function shown(refund: SimulatedRefund) {
    return {
      id: refund.id,
      transaction: options.transactions.get(refund.reference)?.id ?? null,
      domain: 'test',
      currency: 'NGN',
      amount: refund.amount,
      status: refund.status,
      reason: refund.status === 'failed' ? 'The customer’s bank declined the refund' : null,
      createdAt: refund.createdAt,
    };
  }

  function route(method: string, parts: string[], path: string, body: unknown): Reply {
    if (method === 'POST' && parts.length === 1) return create(body);
    if (method === 'GET' && parts.length === 1) {
      const key = new URL(path, 'http://simulator').searchParams.get('transaction');
      const tx = key ? transactionBy(key) : undefined;
      const listed = [...refunds.values()].filter((refund) => !key || refund.reference === tx?.reference);
      return json(200, { status: true, message: 'Refunds retrieved', data: listed.map(shown) });
    }
    if (method === 'GET' && parts.length === 2) {
      const refund = refunds.get(Number(parts[1]));
      if (!refund) return refuse(404, 'Refund not found');
      return json(200, { status: true, message: 'Refund retrieved', data: shown(refund) });
    }
    return refuse(404, 'Not found');
  }

  return {
    refunds,
    route,
    reset() {
      refunds.clear();
    },
  };
}
