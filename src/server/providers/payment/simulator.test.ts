import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPaystackProvider } from './paystack-client';
import { type PaymentSimulator, type RecordedWebhook, startPaymentSimulator } from './simulator';

const SECRET = 'sk_test_sim_31c7';
const auth = { authorization: `Bearer ${SECRET}`, 'content-type': 'application/json' };
const shop = createPaystackProvider({ baseUrl: 'http://127.0.0.1:9', secretKey: SECRET });

/** The shop's side: a server that takes webhooks and answers `answer`. */
const received: { headers: IncomingHttpHeaders; body: Buffer }[] = [];
let answer = 200;
const receiver = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    received.push({ headers: request.headers, body: Buffer.concat(chunks) });
    response.writeHead(answer).end();
  });
});
let webhookUrl = '';

let simulator: PaymentSimulator;
beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  webhookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/payments/paystack/webhook`;
  simulator = await startPaymentSimulator({ secretKey: SECRET, webhookUrl });
});
afterAll(async () => {
  await simulator.close();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});
beforeEach(() => {
  simulator.reset();
  received.length = 0;
  answer = 200;
});

let count = 0;
async function initialize(body: Record<string, unknown> = {}) {
  count += 1;
  const reference = `SF-SIM-${count}`;
  const response = await fetch(`${simulator.url}/transaction/initialize`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({
      email: 'ada@example.com',
      amount: 1_250_050,
      reference,
      callback_url: 'http://shop.test/checkout/return?order=SF-9',
      ...body,
    }),
  });
  const { data } = (await response.json()) as { data: { authorization_url: string; access_code: string } };
  return { reference, checkoutUrl: data.authorization_url, accessCode: data.access_code };
}
const post = (url: string) => fetch(url, { method: 'POST', redirect: 'manual' });
const webhooks = () => simulator.requests.filter((r): r is RecordedWebhook => r.kind === 'webhook');

describe('the Paystack simulator', () => {
  it('answers 401 "Invalid key" unless the bearer key matches', async () => {
    const wrong: Record<string, string>[] = [
      {},
      { authorization: SECRET },
      { authorization: 'Bearer sk_test_other' },
    ];
    for (const headers of wrong) {
      const response = await fetch(`${simulator.url}/transaction/verify/x`, { headers });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ status: false, message: 'Invalid key' });
    }
  });

  it.each([
    [{ email: 'not-an-email' }, 'Invalid Email Address Passed'],
    [{ amount: 12.5 }, 'Invalid Amount Sent'],
    [{ amount: 0 }, 'Invalid Amount Sent'],
    [{ reference: 'has space' }, 'Only -, ., = and alphanumeric characters allowed'],
    [{ currency: 'USD' }, 'Currency not supported by merchant'],
  ])('refuses an initialize with %o', async (body, message) => {
    const response = await fetch(`${simulator.url}/transaction/initialize`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ email: 'ada@example.com', amount: 5000, reference: 'R-1', ...body }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ status: false, message });
  });

  it('shows a checkout page with the amount in naira, the email and the two buttons', async () => {
    const { checkoutUrl } = await initialize();
    const response = await fetch(checkoutUrl);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('₦12,500.50');
    expect(html).toContain('ada@example.com');
    expect(html).toContain('Pay ₦12,500.50</button>');
    expect(html).toContain('Cancel payment</button>');
    expect(html).not.toMatch(/<script\b|src=|<link\b(?![^>]*href="data:)/);
    expect((await fetch(`${simulator.url}/checkout/nope`)).status).toBe(404);
  });

  it('escapes what it shows', async () => {
    const { reference, checkoutUrl } = await initialize();
    const tx = simulator.transactions.get(reference);
    if (tx) tx.email = '<b>ada</b>@example.com';
    const html = await (await fetch(checkoutUrl)).text();
    expect(html).toContain('&#60;b&#62;ada&#60;/b&#62;@example.com');
    expect(html).not.toContain('<b>');
  });

  it('pays: success, a signed charge.success to the shop, then back to the callback with the reference', async () => {
    const { reference, checkoutUrl } = await initialize();
    const response = await post(`${checkoutUrl}/pay`);
    expect(response.status).toBe(302);
    const back = new URL(response.headers.get('location') ?? '');
    expect(`${back.origin}${back.pathname}`).toBe('http://shop.test/checkout/return');
    expect(Object.fromEntries(back.searchParams)).toEqual({ order: 'SF-9', trxref: reference, reference });

    expect(received).toHaveLength(1);
    const [hook] = received;
    expect(hook?.headers['content-type']).toBe('application/json');
    const signature = hook?.headers['x-paystack-signature'] as string;
    expect(shop.readWebhook(hook?.body ?? Buffer.alloc(0), signature)).toEqual({
      kind: 'charge.success',
      reference,
      amountKobo: 1_250_050,
      currency: 'NGN',
    });
    expect(new URL(webhookUrl).pathname).toBe('/api/payments/paystack/webhook');
    expect(simulator.transactions.get(reference)).toMatchObject({
      status: 'success',
      paidAt: expect.any(String),
    });

    const verify = await fetch(`${simulator.url}/transaction/verify/${reference}`, { headers: auth });
    expect((await verify.json()).data).toMatchObject({
      status: 'success',
      reference,
      amount: 1_250_050,
      currency: 'NGN',
      gateway_response: 'Successful',
    });
  });

  it('cancels: abandoned, no webhook, back to the callback with the reference', async () => {
    const { reference, checkoutUrl } = await initialize({ callback_url: 'http://shop.test/return' });
    const response = await post(`${checkoutUrl}/cancel`);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(
      `http://shop.test/return?trxref=${reference}&reference=${reference}`,
    );
    expect(simulator.transactions.get(reference)?.status).toBe('abandoned');
    expect(received).toHaveLength(0);
    // A late click on Pay changes nothing.
    expect((await post(`${checkoutUrl}/pay`)).status).toBe(302);
    expect(simulator.transactions.get(reference)?.status).toBe('abandoned');
  });

  it('replays the exact same signed body, for idempotency tests', async () => {
    const { reference } = await initialize();
    await post(`${simulator.url}/__transactions/${reference}/pay`);
    const replay = await post(`${simulator.url}/__webhooks/${reference}/replay`);
    expect(replay.status).toBe(200);
    expect(received).toHaveLength(2);
    expect(received[1]?.body.equals(received[0]?.body ?? Buffer.alloc(0))).toBe(true);
    expect(received[1]?.headers['x-paystack-signature']).toBe(received[0]?.headers['x-paystack-signature']);
    expect(webhooks().map((hook) => [hook.replay, hook.status])).toEqual([
      [false, 200],
      [true, 200],
    ]);
    expect((await post(`${simulator.url}/__webhooks/SF-NONE/replay`)).status).toBe(404);
  });

  it('pays without a browser through the control API, once', async () => {
    const { reference } = await initialize();
    const paid = await post(`${simulator.url}/__transactions/${reference}/pay`);
    expect(await paid.json()).toMatchObject({
      transaction: { reference, status: 'success' },
      webhook: { status: 200, url: webhookUrl },
    });
    expect((await post(`${simulator.url}/__transactions/${reference}/pay`)).status).toBe(409);
    expect((await post(`${simulator.url}/__transactions/SF-NONE/pay`)).status).toBe(404);
  });

  it('records a webhook the shop refused or never took, and carries on', async () => {
    answer = 500;
    const first = await initialize();
    expect((await post(`${simulator.url}/__transactions/${first.reference}/pay`)).status).toBe(200);
    simulator.setMode({ webhookUrl: 'http://127.0.0.1:9/nothing-listens-here' });
    const second = await initialize();
    expect((await post(`${second.checkoutUrl}/pay`)).status).toBe(302);
    const [refused, lost] = webhooks();
    expect(refused).toMatchObject({ status: 500, error: null });
    expect(lost).toMatchObject({ status: null, error: expect.any(String) });
  });

  it('keeps webhooks when told to, and sends them late on replay', async () => {
    simulator.setMode({ webhooks: false });
    const { reference, checkoutUrl } = await initialize();
    await post(`${checkoutUrl}/pay`);
    expect(received).toHaveLength(0);
    await post(`${simulator.url}/__webhooks/${reference}/replay`);
    expect(
      shop.readWebhook(
        received[0]?.body ?? Buffer.alloc(0),
        received[0]?.headers['x-paystack-signature'] as string,
      ),
    ).toMatchObject({ reference });
  });

  it('can send the webhook after the shopper is back', async () => {
    const control = await fetch(`${simulator.url}/__control`, {
      method: 'POST',
      body: JSON.stringify({ webhookDelayMs: 100 }),
    });
    expect((await control.json()).mode).toMatchObject({ webhookDelayMs: 100, webhooks: true, webhookUrl });
    const { checkoutUrl } = await initialize();
    expect((await post(`${checkoutUrl}/pay`)).status).toBe(302);
    expect(received).toHaveLength(0);
    await sleep(400);
    expect(received).toHaveLength(1);

    // One still waiting when the simulator is reset is dropped with the rest.
    simulator.setMode({ webhookDelayMs: 100 });
    await post(`${(await initialize()).checkoutUrl}/pay`);
    simulator.reset();
    await sleep(400);
    expect(received).toHaveLength(1);
  });

  it('fails API calls, not the checkout page, when told to; and resets', async () => {
    const { reference, checkoutUrl } = await initialize();
    await fetch(`${simulator.url}/__control`, {
      method: 'POST',
      body: JSON.stringify({ failStatus: 503, failTimes: 1 }),
    });
    const verify = () => fetch(`${simulator.url}/transaction/verify/${reference}`, { headers: auth });
    expect((await verify()).status).toBe(503);
    expect((await fetch(checkoutUrl)).status).toBe(200);
    expect((await verify()).status).toBe(200);

    const recorded = (await (await fetch(`${simulator.url}/__requests`)).json()) as { status: number }[];
    expect(recorded.map((r) => r.status)).toEqual([200, 503, 200]);
    expect(JSON.stringify(recorded)).not.toContain(SECRET);
    await post(`${simulator.url}/__reset`);
    expect(simulator.requests).toEqual([]);
    expect(simulator.transactions.size).toBe(0);
  });

  it('refuses a bad control call', async () => {
    const response = await fetch(`${simulator.url}/__control`, {
      method: 'POST',
      body: '{"failStatus":200}',
    });
    expect(response.status).toBe(400);
  });
});
