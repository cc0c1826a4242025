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
export const FAILING_REFUND_KOBO = 13;

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
    const key = String(parsed.data.transaction);
    const tx =
      options.transactions.get(key) ?? [...options.transactions.values()].find((t) => String(t.id) === key);
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

  return {
    refunds,
    create,
    reset() {
      refunds.clear();
    },
  };
}
