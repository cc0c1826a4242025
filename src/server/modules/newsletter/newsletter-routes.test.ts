import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { NEWSLETTER_MESSAGES } from '../../../domain/newsletter/newsletter';
import { describeEachEngine, testApp } from '../../testing/test-app';
import { SIGNUP_LIMIT } from './newsletter-routes';
import { listSubscribers } from './subscribers';

describeEachEngine('newsletter API', (engine) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp(engine);
  });
  afterAll(() => app.close());

  // Each test signs up from its own address, so the per-address limit stays out of the others' way.
  function signUp(payload: unknown, remoteAddress: string) {
    return app.inject({ method: 'POST', url: '/api/newsletter', payload: payload as object, remoteAddress });
  }

  it('stores an address once, whatever its case, with the same answer every time', async () => {
    const first = await signUp({ email: ' Fan@Example.com ' }, '198.51.100.1');
    const again = await signUp({ email: 'fan@example.COM' }, '198.51.100.1');
    for (const response of [first, again]) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: NEWSLETTER_MESSAGES.subscribed });
    }
    const rows = await listSubscribers(app.database.db);
    expect(rows.filter((row) => row.email.toLowerCase() === 'fan@example.com').map((r) => r.email)).toEqual([
      'fan@example.com',
    ]);
  });

  it.each([
    ['a mistyped address', { email: 'fan@example' }],
    ['an empty address', { email: '  ' }],
    ['no address', {}],
    ['a number', { email: 42 }],
    ['an address too long to be real', { email: `${'a'.repeat(250)}@example.com` }],
  ])('refuses %s with a 400 naming the field', async (_name, payload) => {
    const response = await signUp(payload, '198.51.100.2');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'bad_request',
        message: 'Some of the information sent is not valid.',
        fields: { email: NEWSLETTER_MESSAGES.email },
      },
    });
  });

  it('answers 429 in the API error shape once an address sends too many', async () => {
    const ip = '198.51.100.3';
    for (let i = 0; i < SIGNUP_LIMIT.max; i++) {
      expect((await signUp({ email: `burst-${i}@example.com` }, ip)).statusCode).toBe(200);
    }
    const refused = await signUp({ email: 'one-too-many@example.com' }, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: { code: 'rate_limited', message: NEWSLETTER_MESSAGES.tooMany } });
    const emails = (await listSubscribers(app.database.db)).map((row) => row.email);
    expect(emails).not.toContain('one-too-many@example.com');
    // Another address is not held back by the first one's burst.
    expect((await signUp({ email: 'neighbour@example.com' }, '198.51.100.4')).statusCode).toBe(200);
  });

  it('leaves the rest of the API without that limit', async () => {
    const ip = '198.51.100.5';
    for (let i = 0; i <= SIGNUP_LIMIT.max; i++) {
      expect((await app.inject({ url: '/api/products', remoteAddress: ip })).statusCode).toBe(200);
    }
  });
});
