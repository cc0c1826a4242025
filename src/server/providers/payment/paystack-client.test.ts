import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPaystackProvider } from './paystack-client';
import { type InitializePayment, PaymentProviderError } from './provider';
import { type PaymentSimulator, startPaymentSimulator } from './simulator';

const SECRET = 'sk_test_contract_7b2e91d04c';

let simulator: PaymentSimulator;
beforeAll(async () => {
  simulator = await startPaymentSimulator({ secretKey: SECRET });
});
afterAll(() => simulator.close());
beforeEach(() => simulator.reset());

function provider(options: { secretKey?: string; timeoutMs?: number; baseUrl?: string } = {}) {
  return createPaystackProvider({ baseUrl: simulator.url, secretKey: SECRET, timeoutMs: 2_000, ...options });
}

let count = 0;
function payment(overrides: Partial<InitializePayment> = {}): InitializePayment {
  count += 1;
  return {
    reference: `SF-TEST-${count}`,
    email: 'ada@example.com',
    amountKobo: 1_250_000,
    callbackUrl: 'http://127.0.0.1:3000/checkout/return?order=SF-1',
    metadata: { orderNumber: 'SF-1' },
    ...overrides,
  };
}

async function failure(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Error) return error;
  }
  throw new Error('expected a failure');
}

describe('the Paystack client, against the simulator', () => {
  it('initializes with the secret key as a bearer token and the protocol body, in kobo and NGN', async () => {
    const input = payment();
    const { authorizationUrl } = await provider().initialize(input);
    expect(authorizationUrl).toMatch(new RegExp(`^${simulator.url}/checkout/[0-9a-f]{16}$`));
    const [call] = simulator.requests;
    expect(call).toMatchObject({
      kind: 'api',
      method: 'POST',
      path: '/transaction/initialize',
      authorized: true,
      contentType: 'application/json',
      status: 200,
    });
    expect(call?.body).toEqual({
      email: 'ada@example.com',
      amount: 1_250_000,
      reference: input.reference,
      callback_url: 'http://127.0.0.1:3000/checkout/return?order=SF-1',
      currency: 'NGN',
      metadata: { orderNumber: 'SF-1' },
    });
  });

  it('verifies a payment still going as pending', async () => {
    const input = payment();
    await provider().initialize(input);
    expect(await provider().verify(input.reference)).toEqual({
      reference: input.reference,
      status: 'pending',
      amountKobo: 1_250_000,
      currency: 'NGN',
    });
  });

  it('verifies a completed payment as success, and a cancelled one as abandoned', async () => {
    const paid = payment();
    const cancelled = payment();
    await provider().initialize(paid);
    await provider().initialize(cancelled);
    await fetch(`${simulator.url}/__transactions/${paid.reference}/pay`, { method: 'POST' });
    await fetch(`${simulator.url}/__transactions/${cancelled.reference}/cancel`, { method: 'POST' });
    expect(await provider().verify(paid.reference)).toMatchObject({
      status: 'success',
      amountKobo: 1_250_000,
    });
    expect((await provider().verify(cancelled.reference)).status).toBe('abandoned');
  });

  it('puts the reference into the verify path encoded', async () => {
    const error = await failure(provider().verify('a/b?c'));
    expect(simulator.requests[0]).toMatchObject({ path: '/transaction/verify/a%2Fb%3Fc' });
    expect(error).toMatchObject({ status: 404 });
  });

  it('reports an unknown reference as a provider error with the status', async () => {
    const error = await failure(provider().verify('SF-NEVER-MADE'));
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect(error).toMatchObject({ status: 404 });
    expect(error.message).toContain('Transaction reference not found');
  });

  it('refuses a duplicate reference', async () => {
    const input = payment();
    await provider().initialize(input);
    const error = await failure(provider().initialize(input));
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect(error).toMatchObject({ status: 400 });
    expect(error.message).toContain('Duplicate Transaction Reference');
  });

  it('reports a rejected key without repeating either key', async () => {
    const wrong = 'sk_test_wrong_key_d00d';
    const error = await failure(provider({ secretKey: wrong }).initialize(payment()));
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect(error).toMatchObject({ status: 401 });
    expect(error.message).toContain('rejected our secret key');
    expect(error.message).not.toContain(wrong);
    expect(error.message).not.toContain(SECRET);
    expect(simulator.requests[0]).toMatchObject({ authorized: false, status: 401 });
  });

  it.each([500, 503])('reports a %i as a provider error, and never repeats the POST', async (status) => {
    simulator.setMode({ failStatus: status });
    const error = await failure(provider().initialize(payment()));
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect(error).toMatchObject({ status });
    expect(simulator.requests).toHaveLength(1);
  });

  it('gives up after its time limit', async () => {
    simulator.setMode({ delayMs: 2_000 });
    const started = Date.now();
    const error = await failure(provider({ timeoutMs: 150 }).verify('SF-SLOW'));
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect(error.message).toContain('within 150 ms');
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('reports a provider it cannot reach', async () => {
    const closed = await startPaymentSimulator({ secretKey: SECRET });
    await closed.close();
    const error = await failure(provider({ baseUrl: closed.url }).initialize(payment()));
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect(error.message).toContain('could not be reached');
  });
});

describe('the Paystack client, against answers it does not expect', () => {
  let body = '';
  let status = 200;
  const server = createServer((_request, response) => response.writeHead(status).end(body));
  let baseUrl = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  function odd(answer: unknown, code = 200) {
    body = typeof answer === 'string' ? answer : JSON.stringify(answer);
    status = code;
    return createPaystackProvider({ baseUrl, secretKey: SECRET, timeoutMs: 2_000 });
  }
  const verified = (data: Record<string, unknown>) => ({
    status: true,
    message: 'Verification successful',
    data: { reference: 'R1', amount: 500_000, currency: 'NGN', status: 'success', ...data },
  });

  it.each([
    ['success', 'success'],
    ['abandoned', 'abandoned'],
    ['failed', 'failed'],
    ['reversed', 'failed'],
    ['something_new', 'failed'],
    ['ongoing', 'pending'],
    ['pending', 'pending'],
    ['processing', 'pending'],
    ['queued', 'pending'],
  ])('maps the state %s to %s', async (state, expected) => {
    expect((await odd(verified({ status: state })).verify('R1')).status).toBe(expected);
  });

  it.each([
    ['not JSON', '<html>maintenance</html>'],
    ['an amount that is text', verified({ amount: '5,000' })],
    ['an amount with a fraction', verified({ amount: 5000.5 })],
    ['no data', { status: true, message: 'ok' }],
    ['another reference', verified({ reference: 'R2' })],
  ])('refuses %s on verify', async (_name, answer) => {
    expect(await failure(odd(answer).verify('R1'))).toBeInstanceOf(PaymentProviderError);
  });

  it('refuses a 200 that says status false', async () => {
    const error = await failure(odd({ status: false, message: 'Invalid transaction' }).verify('R1'));
    expect(error.message).toContain('Invalid transaction');
  });

  it('refuses an authorization URL that is not http(s)', async () => {
    const answer = {
      status: true,
      data: { authorization_url: 'javascript:alert(1)', access_code: 'x', reference: 'R1' },
    };
    const error = await failure(odd(answer).initialize({ ...payment(), reference: 'R1' }));
    expect(error).toBeInstanceOf(PaymentProviderError);
  });

  it('never puts the key in a message, even when the provider echoes it', async () => {
    const error = await failure(odd({ status: false, message: `bad key ${SECRET}` }, 400).verify('R1'));
    expect(error.message).not.toContain(SECRET);
    expect(error.message).toContain('[secret key]');
  });
});

describe('refunds with the Paystack client, against the simulator', () => {
  async function paid(): Promise<string> {
    const input = payment();
    await provider().initialize(input);
    await fetch(`${simulator.url}/__transactions/${input.reference}/pay`, { method: 'POST' });
    return input.reference;
  }

  it('lists the refunds of one payment only, with their amount and state', async () => {
    const [mine, other] = [await paid(), await paid()];
    const made = await provider().refund({ reference: mine, amountKobo: 40_000, note: 'Order SF-1' });
    await provider().refund({ reference: other, amountKobo: 50_000, note: 'Order SF-2' });
    const listed = await provider().listRefunds(mine);
    expect(listed).toEqual([expect.objectContaining({ refundId: made.refundId, amountKobo: 40_000 })]);
    expect(await provider().listRefunds(await paid())).toEqual([]);
  });

  it('tells a clear refusal from no answer, and a lost answer still leaves the refund made', async () => {
    const reference = await paid();
    const refused = await failure(provider().refund({ reference: 'SF-NEVER', amountKobo: 1, note: 'x' }));
    expect(refused).toMatchObject({ refused: true });
    simulator.setMode({ failStatus: 503, failTimes: 1 });
    const unknown = await failure(provider().refund({ reference, amountKobo: 10_000, note: 'x' }));
    expect(unknown).toMatchObject({ refused: false, status: 503 });
    simulator.setMode({ refundAnswer: 'drop' });
    const dropped = await failure(provider().refund({ reference, amountKobo: 20_000, note: 'x' }));
    expect(dropped).toMatchObject({ refused: false });
    simulator.setMode({ refundAnswer: 'answer' });
    expect((await provider().listRefunds(reference)).map((refund) => refund.amountKobo)).toEqual([20_000]);
  });
});
