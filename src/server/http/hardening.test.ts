import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { SIGNUP_LIMIT } from '../modules/newsletter/newsletter-routes';
import { sampleContact as contact } from '../testing/order-fixtures';
import { ORIGIN, STAFF, signedInHeaders, staffApp } from '../testing/staff';
import { describeEachEngine, freshDatabase, testApp, testConfig } from '../testing/test-app';
import {
  findBadText,
  MAX_JSON_DEPTH,
  NUL_MESSAGE,
  nestsDeeperThan,
  SURROGATE_MESSAGE,
  TOO_DEEP_MESSAGE,
} from './input-checks';
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

describe('finding text PostgreSQL cannot store in request input', () => {
  it('names the field a NUL is in, however deep', () => {
    expect(findBadText({ a: 'ok', lines: [{ productId: 'x\u0000' }] })).toEqual({
      field: 'lines.0.productId',
      message: NUL_MESSAGE,
    });
    expect(findBadText('\u0000')?.field).toBe('_');
    expect(findBadText({ 'bad\u0000key': 1 })?.field).toBe('badkey');
    expect(findBadText({ a: ['fine', 2, null, { b: true }] })).toBeNull();
  });

  it('names the field an unpaired surrogate is in, with a message of its own', () => {
    expect(findBadText({ title: 'Lagos \ud800 Nights' })).toEqual({
      field: 'title',
      message: SURROGATE_MESSAGE,
    });
    expect(findBadText(['ok', { x: '\udfff\ud800' }])?.field).toBe('1.x');
    // A key is named with the character replaced, so the answer itself is well formed.
    expect(findBadText({ colorImages: { 'Bl\ud800ck': '/uploads/a.webp' } })?.field).toBe(
      'colorImages.Bl\ufffdck',
    );
    // A pair is a character like any other (an emoji).
    expect(findBadText({ title: 'Encore \ud83c\udfa4' })).toBeNull();
  });

  it('visits each node once, so deep or wide input costs what its size does', () => {
    let deep: unknown = 'bottom\u0000';
    for (let i = 0; i < 100_000; i++) deep = i % 2 ? [deep] : { inner: deep };
    let visits = 0;
    const found = findBadText(deep, () => visits++);
    expect(visits).toBe(100_001);
    expect(found?.field.split('.')).toHaveLength(100_000);
    expect(found?.field.startsWith('0.inner.0.inner')).toBe(true);

    const wide = { rows: Array.from({ length: 10_000 }, (_, i) => ({ id: i, name: `row ${i}` })) };
    visits = 0;
    expect(findBadText(wide, () => visits++)).toBeNull();
    // The object, its array, and each row with its two values.
    expect(visits).toBe(2 + 10_000 * 3);
  });

  it('measures how deep JSON text nests without parsing it; brackets in strings do not count', () => {
    expect(nestsDeeperThan('[[1]]', 2)).toBe(false);
    expect(nestsDeeperThan('[[[1]]]', 2)).toBe(true);
    expect(nestsDeeperThan('{"a":{"b":[1]}}', 2)).toBe(true);
    expect(nestsDeeperThan('["[[[[", "{{{\\"]', 1)).toBe(false);
    expect(nestsDeeperThan('["\\"[[[["]', 1)).toBe(false);
    expect(nestsDeeperThan('[1],[2],[3]', 1)).toBe(false);
    expect(
      nestsDeeperThan(`${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}`, MAX_JSON_DEPTH),
    ).toBe(false);
  });
});

describe('deeply nested JSON', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp('pglite');
  });
  afterAll(() => app.close());

  const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
  const send = (payload: string) =>
    app.inject({
      method: 'POST',
      url: '/api/newsletter',
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
      payload,
    });

  it.each([33, 3_000, 20_000])('is refused at %i levels with a 400 that says why', async (depth) => {
    const response = await send(nested(depth));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'bad_request', message: TOO_DEEP_MESSAGE } });
  });

  it('is read as usual up to the limit', async () => {
    const response = await send(nested(MAX_JSON_DEPTH));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty('email');
    expect((await send('{"email":"deep.fan@example.com","n":[[[[1]]]]}')).statusCode).toBe(200);
  });

  it('still refuses broken, empty and prototype-poisoning JSON as before', async () => {
    expect((await send('{"email":')).statusCode).toBe(400);
    expect((await send('')).statusCode).toBe(400);
    expect((await send('{"__proto__":{"admin":true},"email":"a@example.com"}')).statusCode).toBe(400);
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

describeEachEngine('unpaired surrogates in any text the API accepts', (engine) => {
  let app: FastifyInstance;
  let staff: { cookie: string; origin: string };
  beforeAll(async () => {
    app = await staffApp(engine);
    staff = await signedInHeaders(app);
  });
  afterAll(() => app.close());

  function expectRefused(response: { statusCode: number; json(): unknown; body: string }, field: string) {
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'bad_request',
        message: 'Some of the information sent is not valid.',
        fields: { [field]: SURROGATE_MESSAGE },
      },
    });
  }

  it('refuses a release title with one', async () => {
    const release = (await app.inject({ url: '/api/admin/releases/first-light', headers: staff })).json();
    const response = await app.inject({
      method: 'PUT',
      url: '/api/admin/releases/first-light',
      headers: staff,
      payload: { ...release, title: 'First \ud800Light' },
    });
    expectRefused(response, 'title');
  });

  it('refuses a site setting with one', async () => {
    const site = (await app.inject({ url: '/api/admin/site', headers: staff })).json();
    const response = await app.inject({
      method: 'PUT',
      url: '/api/admin/site',
      headers: staff,
      payload: { ...site, siteDescription: 'Official site \udc00' },
    });
    expectRefused(response, 'siteDescription');
  });

  const tee = {
    name: 'Surrogate Tee',
    description: 'Printed with care.',
    price: 1_250_000,
    collection: 'essentials',
    category: 't-shirts',
    sizes: ['M'],
    imageUrls: ['/uploads/tee-1-960.webp'],
  };

  it('refuses a product colour photo whose colour (the key) has one', async () => {
    const color = 'Bl\ud800ck';
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: staff,
      // The photos first, so they are what the answer names (the colour list has it too).
      payload: {
        colorImages: { [color]: '/uploads/tee-1-960.webp' },
        ...tee,
        colors: [color],
        stock: [{ color, size: 'M', quantity: 1 }],
      },
    });
    expectRefused(response, 'colorImages.Bl\ufffdck');
  });

  it('refuses a product colour photo whose address (the value) has one', async () => {
    const photo = '/uploads/tee-\udfff-960.webp';
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: staff,
      payload: {
        colorImages: { Black: photo },
        ...tee,
        imageUrls: [...tee.imageUrls, photo],
        colors: ['Black'],
        stock: [{ color: 'Black', size: 'M', quantity: 1 }],
      },
    });
    expectRefused(response, 'colorImages.Black');
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

  it('name a request by a trusted proxy’s X-Request-Id, never by one a client sent directly', async () => {
    const lines: string[] = [];
    const app = await buildApp(
      testConfig({ env: 'development', logLevel: 'info', trustProxy: ['127.0.0.1', '10.0.0.0/8'] }),
      { database: await freshDatabase('pglite'), logStream: { write: (line) => lines.push(line) } },
    );
    const ask = (remoteAddress: string, id: string) =>
      app.inject({ url: '/api/products', remoteAddress, headers: { 'x-request-id': id } });
    const loggedUnder = (id: string) => lines.filter((line) => JSON.parse(line).reqId === id);
    try {
      const direct = await ask('203.0.113.9', 'chosen-by-the-client');
      expect(direct.headers['x-request-id']).not.toBe('chosen-by-the-client');
      expect(direct.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(lines.join('\n')).not.toContain('chosen-by-the-client');
      expect(loggedUnder(String(direct.headers['x-request-id']))).toHaveLength(1);

      for (const proxy of ['127.0.0.1', '10.1.2.3', '::ffff:10.9.9.9']) {
        const id = `trace-${proxy.replaceAll(':', '')}`;
        const proxied = await ask(proxy, id);
        expect(proxied.headers['x-request-id']).toBe(id);
        expect(loggedUnder(id)).toHaveLength(1);
      }
      // Not even a trusted proxy's id is written when it is not the shape of one.
      const long = 'x'.repeat(200);
      expect((await ask('127.0.0.1', long)).headers['x-request-id']).not.toBe(long);
    } finally {
      await app.close();
    }
    const untrusting = await testApp('pglite');
    try {
      const response = await untrusting.inject({
        url: '/api/products',
        remoteAddress: '127.0.0.1',
        headers: { 'x-request-id': 'chosen-by-the-client' },
      });
      expect(response.headers['x-request-id']).not.toBe('chosen-by-the-client');
    } finally {
      await untrusting.close();
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
