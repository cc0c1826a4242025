import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { readBody } from '../../http/read-body';
import { signPaystackBody } from './paystack-client';
import { checkoutPage, notFoundPage } from './simulator-page';
import {
  callbackWith,
  initializeSchema,
  json,
  modeSchema,
  type PaymentSimulator,
  type PaymentSimulatorMode,
  type PaymentSimulatorOptions,
  type RecordedApiCall,
  type RecordedWebhook,
  type Reply,
  refuse,
  type SignedWebhook,
  type SimulatedTransaction,
  segments,
  transactionData,
  write,
} from './simulator-protocol';
import { refundDesk } from './simulator-refunds';

export type {
  PaymentSimulator,
  PaymentSimulatorOptions,
  RecordedWebhook,
} from './simulator-protocol';

/**
 * A stand-in for Paystack that speaks its transaction protocol, for tests and for trying online
 * payment offline: the real client is what the tests exercise. It checks the key, has a checkout
 * page a browser can pay on, signs its webhooks like Paystack, and can be told to fail or be slow.
 */
export async function startPaymentSimulator(options: PaymentSimulatorOptions): Promise<PaymentSimulator> {
  const normalMode: PaymentSimulatorMode = {
    failStatus: null,
    failTimes: null,
    delayMs: 0,
    webhooks: true,
    webhookDelayMs: 0,
    webhookUrl: options.webhookUrl ?? null,
    refundOutcome: 'processed',
    refundDelayMs: 20,
    refundAnswer: 'answer',
  };
  const requests: (RecordedApiCall | RecordedWebhook)[] = [];
  const transactions = new Map<string, SimulatedTransaction>();
  const webhooks = new Map<string, SignedWebhook>();
  let mode: PaymentSimulatorMode = { ...normalMode };
  let nextId = 1_000_001;
  let url = '';
  const closing = new AbortController();
  // Webhooks still waiting to be sent belong to the run before a reset, and must not reach the next.
  let delayed = new AbortController();

  const refunds = refundDesk({
    secretKey: options.secretKey,
    transactions,
    webhooks,
    mode: () => mode,
    send: (hook, target) => deliver(hook, target, false),
    signal: () => AbortSignal.any([closing.signal, delayed.signal]),
  });

  function setMode(next: Partial<PaymentSimulatorMode>): PaymentSimulatorMode {
    mode = { ...mode, ...next };
    return mode;
  }
  function reset() {
    mode = { ...normalMode };
    requests.length = 0;
    transactions.clear();
    webhooks.clear();
    refunds.reset();
    delayed.abort();
    delayed = new AbortController();
  }
  const byAccessCode = (code: string | undefined) =>
    [...transactions.values()].find((tx) => tx.accessCode === code);

  // Failures are recorded, never thrown: a shop that is down must not break the simulator.
  async function deliver(hook: SignedWebhook, target: string, replay: boolean): Promise<RecordedWebhook> {
    const record: RecordedWebhook = {
      kind: 'webhook',
      ...hook,
      url: target,
      replay,
      status: null,
      error: null,
    };
    requests.push(record);
    try {
      const response = await fetch(target, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-paystack-signature': hook.signature },
        body: hook.body,
        signal: AbortSignal.any([AbortSignal.timeout(10_000), closing.signal]),
      });
      record.status = response.status;
      await response.arrayBuffer();
    } catch (error) {
      const cause = error instanceof Error ? ((error.cause as Error | undefined) ?? error) : null;
      record.error = cause?.message ?? String(error);
    }
    return record;
  }

  /** Pays a transaction and sends its webhook; without a delay the webhook lands before the redirect. */
  async function pay(tx: SimulatedTransaction): Promise<RecordedWebhook | null> {
    tx.status = 'success';
    tx.paidAt = new Date().toISOString();
    const body = JSON.stringify({ event: 'charge.success', data: transactionData(tx) });
    const hook = {
      event: 'charge.success',
      reference: tx.reference,
      body,
      signature: signPaystackBody(options.secretKey, body),
    };
    webhooks.set(tx.reference, hook);
    const { webhooks: enabled, webhookUrl, webhookDelayMs } = mode;
    if (!enabled || !webhookUrl) return null;
    if (webhookDelayMs === 0) return deliver(hook, webhookUrl, false);
    sleep(webhookDelayMs, undefined, { signal: AbortSignal.any([closing.signal, delayed.signal]) })
      .then(() => deliver(hook, webhookUrl, false))
      .catch(() => {});
    return null;
  }

  function initialize(body: unknown): Reply {
    const parsed = initializeSchema.safeParse(body ?? {});
    if (!parsed.success) return refuse(400, parsed.error.issues[0]?.message ?? 'Invalid request');
    const input = parsed.data;
    const reference = input.reference ?? `sim${randomBytes(6).toString('hex')}`;
    if (transactions.has(reference)) return refuse(400, 'Duplicate Transaction Reference');
    const tx: SimulatedTransaction = {
      id: nextId++,
      reference,
      accessCode: randomBytes(8).toString('hex'),
      email: input.email,
      amount: input.amount,
      currency: 'NGN',
      callbackUrl: input.callback_url ?? null,
      metadata: input.metadata,
      status: 'ongoing',
      createdAt: new Date().toISOString(),
      paidAt: null,
    };
    transactions.set(reference, tx);
    return json(200, {
      status: true,
      message: 'Authorization URL created',
      data: { authorization_url: `${url}/checkout/${tx.accessCode}`, access_code: tx.accessCode, reference },
    });
  }

  async function api(request: IncomingMessage, path: string, parts: string[], body: unknown): Promise<Reply> {
    const record: RecordedApiCall = {
      kind: 'api',
      method: request.method ?? 'GET',
      path,
      authorized: request.headers.authorization === `Bearer ${options.secretKey}`,
      contentType: request.headers['content-type'],
      body,
      status: null,
    };
    requests.push(record);
    const reply = await answer(record, parts, body);
    record.status = reply.status;
    return reply;
  }

  async function answer(record: RecordedApiCall, parts: string[], body: unknown): Promise<Reply> {
    if (mode.delayMs > 0) await sleep(mode.delayMs, undefined, { signal: closing.signal });
    if (mode.failStatus !== null && (mode.failTimes === null || mode.failTimes > 0)) {
      if (mode.failTimes !== null) mode.failTimes -= 1;
      return refuse(mode.failStatus, 'Simulated provider failure');
    }
    if (!record.authorized) return refuse(401, 'Invalid key');
    if (parts[0] === 'refund') return refunds.route(record.method, parts, record.path, body);
    const [, action, reference] = parts;
    if (record.method === 'POST' && action === 'initialize' && parts.length === 2) return initialize(body);
    if (record.method === 'GET' && action === 'verify' && reference && parts.length === 3) {
      const tx = transactions.get(reference);
      if (!tx) return refuse(404, 'Transaction reference not found');
      return json(200, { status: true, message: 'Verification successful', data: transactionData(tx) });
    }
    return refuse(404, 'Not found');
  }

  async function checkout(method: string, parts: string[]): Promise<Reply> {
    const [, accessCode, action] = parts;
    const tx = byAccessCode(accessCode);
    if (!tx) return { status: 404, html: notFoundPage() };
    if (method === 'GET' && parts.length === 2) return { status: 200, html: checkoutPage(tx) };
    if (method !== 'POST' || parts.length !== 3 || (action !== 'pay' && action !== 'cancel')) {
      return { status: 404, html: notFoundPage() };
    }
    // Only a payment still going changes; a second click just goes back to the shop.
    if (tx.status === 'ongoing') {
      if (action === 'pay') await pay(tx);
      else tx.status = 'abandoned';
    }
    if (!tx.callbackUrl) return { status: 200, html: checkoutPage(tx) };
    return { status: 302, location: callbackWith(tx.callbackUrl, tx.reference) };
  }

  async function control(method: string, parts: string[], body: unknown): Promise<Reply> {
    const [name, reference, action] = parts;
    if (method === 'GET' && name === '__requests') return json(200, requests);
    if (method === 'GET' && name === '__transactions') return json(200, [...transactions.values()]);
    if (method === 'POST' && name === '__reset') {
      reset();
      return json(200, { mode });
    }
    if (method === 'POST' && name === '__control') {
      const parsed = modeSchema.safeParse(body ?? {});
      if (!parsed.success) return refuse(400, parsed.error.message);
      return json(200, { mode: setMode(parsed.data as Partial<PaymentSimulatorMode>) });
    }
    if (method === 'POST' && name === '__transactions' && (action === 'pay' || action === 'cancel')) {
      const tx = transactions.get(reference ?? '');
      if (!tx || parts.length !== 3) return refuse(404, 'Transaction reference not found');
      if (tx.status !== 'ongoing') return refuse(409, `Transaction is already ${tx.status}`);
      if (action === 'pay') return json(200, { transaction: tx, webhook: await pay(tx) });
      tx.status = 'abandoned';
      return json(200, { transaction: tx, webhook: null });
    }
    if (
      method === 'POST' &&
      name === '__webhooks' &&
      reference &&
      action === 'replay' &&
      parts.length === 3
    ) {
      const hook = webhooks.get(reference);
      if (!hook) return refuse(404, 'No webhook was sent for this reference');
      if (!mode.webhookUrl) return refuse(409, 'No webhook URL is set');
      return json(200, { webhook: await deliver(hook, mode.webhookUrl, true) });
    }
    return refuse(404, 'Unknown control call');
  }

  const server = createServer((request, response) => {
    const path = request.url ?? '/';
    const method = request.method ?? 'GET';
    const parts = segments(new URL(path, 'http://simulator').pathname);
    readBody(request)
      .then((body) => {
        if (!parts) return refuse(400, 'Malformed path');
        if (parts[0]?.startsWith('__')) return control(method, parts, body);
        if (parts[0] === 'checkout') return checkout(method, parts);
        if (parts[0] === 'transaction' || parts[0] === 'refund') return api(request, path, parts, body);
        return refuse(404, 'Not found');
      })
      .then((reply) => write(response, reply))
      .catch((error: unknown) => {
        if (closing.signal.aborted) return response.destroy();
        write(response, refuse(500, String(error)));
      });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve);
  });
  const { address, port } = server.address() as AddressInfo;
  url = `http://${address.includes(':') ? `[${address}]` : address}:${port}`;

  return {
    url,
    requests,
    transactions,
    setMode,
    reset,
    async close() {
      closing.abort();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
