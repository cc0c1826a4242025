import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { SIGNUP_LIMIT } from '../routes/newsletter';
import { sampleContact as contact } from '../testing/order-fixtures';
import { ORIGIN, STAFF, signedInHeaders, staffApp } from '../testing/staff';
import { describeEachEngine, freshDatabase, testApp, testConfig } from '../testing/test-app';
import { findNul, NUL_MESSAGE } from './input-checks';
import { redactUrl } from './logging';
import { trustProxyEnv } from './trust-proxy';

const line = { productId: 'harmattan-tour-tee', color: 'Black', size: 'M', quantity: 1 };
function orderWith(overrides: { contact?: object; line?: object }) {
  return {
    lines: [{ ...line, ...overrides.line }],
    contact: { ...contact, ...overrides.contact },
    shippingMethod: 'shipping',
    position: { lat: 6.4412, long: 3.4698 },
    paymentMethod: 'pay_on_delivery',
  };
}

describe('finding a NUL character in request input', () => {
  it('names the field it is in, however deep', () => {
    expect(findNul({ a: 'ok', lines: [{ productId: 'x\u0000' }] })).toBe('lines.0.productId');
    expect(findNul('\u0000')).toBe('_');
    expect(findNul({ 'bad\u0000key': 1 })).toBe('badkey');
    expect(findNul({ a: ['fine', 2, null, { b: true }] })).toBeNull();
  });
});

describeEachEngine('NUL characters in any text the API accepts', (engine) => {
  let app: FastifyInstance;
  let staff: { cookie: string; origin: string };
  beforeAll(async () => {
    app = await staffApp(engine);
    staff = await signedInHeaders(app);
  });
  afterAll(() => app.close());

  function expectRefused(response: { statusCode: number; json(): unknown }, field: string) {
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'bad_request',
        message: 'Some of the information sent is not valid.',
        fields: { [field]: NUL_MESSAGE },
      },
    });
  }

  it.each([
    ['contact.firstName', { contact: { firstName: 'Ada\u0000' } }],
    ['contact.address', { contact: { address: '12 Admiralty\u0000Way' } }],
    ['lines.0.productId', { line: { productId: 'harmattan\u0000tour-tee' } }],
  ])('refuses an order with one in %s', async (field, overrides) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { origin: ORIGIN },
      payload: orderWith(overrides),
    });
    expectRefused(response, field);
  });

  it('refuses a sign-in with one in the email', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: ORIGIN },
      payload: { email: `${STAFF.email}\u0000`, password: STAFF.password },
    });
    expectRefused(response, 'email');
  });

  it.each(['/api/admin/collections', '/api/admin/categories'])('refuses a %s name with one', async (url) => {
    const response = await app.inject({
      method: 'POST',
      url,
      headers: staff,
      payload: { name: 'Tour\u0000' },
    });
    expectRefused(response, 'name');
  });

  it('refuses a product name with one', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: '/api/admin/products/harmattan-tour-tee',
      headers: staff,
      payload: { name: 'Tee\u0000' },
    });
    expectRefused(response, 'name');
  });

  it('refuses one in a search and in a path', async () => {
    expectRefused(await app.inject({ url: '/api/admin/orders?q=%00', headers: staff }), 'q');
    expectRefused(await app.inject({ url: '/api/admin/products/%00', headers: staff }), 'id');
    expectRefused(await app.inject({ url: '/api/products/a%00b' }), 'id');
  });
});

describe('TRUST_PROXY', () => {
  it('believes no proxy by default, and takes true, a hop count or addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(trustProxyEnv.parse('')).toBe(false);
    expect(trustProxyEnv.parse('true')).toBe(true);
    expect(trustProxyEnv.parse('2')).toBe(2);
    expect(trustProxyEnv.parse('127.0.0.1, 10.0.0.0/8,::1')).toEqual(['127.0.0.1', '10.0.0.0/8', '::1']);
    expect(() => loadConfig({ TRUST_PROXY: 'my-proxy' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/99' })).toThrow(/TRUST_PROXY/);
  });

  async function signUps(app: FastifyInstance, from: string, forwardedFor: (i: number) => string) {
    const statuses: number[] = [];
    for (let i = 0; i <= SIGNUP_LIMIT.max; i++) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/newsletter',
        remoteAddress: from,
        headers: { origin: ORIGIN, 'x-forwarded-for': forwardedFor(i) },
        payload: { email: `fan${i}@example.com` },
      });
      statuses.push(response.statusCode);
    }
    return statuses;
  }

  it('by default, a rotating X-Forwarded-For does not get past the per-address limit', async () => {
    const app = await testApp('pglite');
    try {
      const statuses = await signUps(app, '203.0.113.7', (i) => `198.51.100.${i}`);
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await app.close();
    }
  });

  it('behind a trusted proxy, each forwarded client has its own count; an untrusted sender is not believed', async () => {
    const app = await buildApp(testConfig({ trustProxy: ['127.0.0.1'] }), {
      database: await freshDatabase('pglite'),
    });
    try {
      const viaProxy = await signUps(app, '127.0.0.1', (i) => `198.51.100.${i}`);
      expect(viaProxy.every((status) => status === 200)).toBe(true);
      const direct = await signUps(app, '203.0.113.8', (i) => `198.51.100.${100 + i}`);
      expect(direct.at(-1)).toBe(429);
    } finally {
      await app.close();
    }
  });

  it('does not take X-Forwarded-Host as this site unless the proxy is trusted', async () => {
    const forged = {
      method: 'POST' as const,
      url: '/api/auth/login',
      remoteAddress: '127.0.0.1',
      headers: {
        origin: 'https://evil.example',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
      },
      payload: STAFF,
    };
    const app = await staffApp('pglite');
    try {
      const response = await app.inject(forged);
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('cross_site');
      // Refused early, and still with the security headers.
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    } finally {
      await app.close();
    }
    const proxied = await staffApp('pglite', { trustProxy: ['127.0.0.1'] });
    try {
      // The trusted proxy vouches for the host it was asked for.
      expect((await proxied.inject(forged)).statusCode).toBe(200);
    } finally {
      await proxied.close();
    }
  });
});

describe('logs', () => {
  it('redact secrets in URLs', () => {
    expect(redactUrl('/api/orders/SF-ABC234?key=abcdefghijklmnopqrstuvwxyz')).toBe(
      '/api/orders/SF-ABC234?key=[redacted]',
    );
    expect(redactUrl('/orders/SF-ABC234?a=1&Token=x&b=2')).toBe('/orders/SF-ABC234?a=1&Token=[redacted]&b=2');
    expect(redactUrl('/store?colour=red')).toBe('/store?colour=red');
  });

  it('in production hold no line per ordinary request, no key and no cookie; answers carry a request id', async () => {
    const lines: string[] = [];
    const app = await buildApp(
      testConfig({ env: 'production', logLevel: 'info', demoStaffPassword: STAFF.password }),
      {
        database: await freshDatabase('pglite'),
        logStream: { write: (line) => lines.push(line) },
      },
    );
    try {
      const start = lines.length;
      const headers = await signedInHeaders(app);
      const key = 'secret-confirmation-key-0123456789';
      const order = await app.inject({ url: `/api/orders/SF-ABC234?key=${key}`, headers });
      expect(order.statusCode).toBe(404);
      expect(order.headers['x-request-id']).toMatch(/\S/);
      const products = await app.inject('/api/products');
      expect(products.headers['x-request-id']).not.toBe(order.headers['x-request-id']);
      const written = lines.slice(start).join('\n');
      expect(written).not.toContain(key);
      expect(written).not.toContain(headers.cookie.split('=')[1]);
      expect(written).not.toMatch(/request completed|incoming request/);
    } finally {
      await app.close();
    }
  });

  it('outside production log each request once, with the key redacted', async () => {
    const lines: string[] = [];
    const app = await buildApp(testConfig({ env: 'development', logLevel: 'info' }), {
      database: await freshDatabase('pglite'),
      logStream: { write: (line) => lines.push(line) },
    });
    try {
      await app.inject('/api/orders/SF-ABC234?key=secret-confirmation-key-0123456789');
      const completed = lines.filter((line) => line.includes('request completed'));
      expect(completed).toHaveLength(1);
      expect(completed[0]).toContain('key=[redacted]');
      expect(completed[0]).toContain('"status":404');
    } finally {
      await app.close();
    }
  });
});
