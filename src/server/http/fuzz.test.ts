import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loginAttempts } from '../db/schema';
import { sampleContact as contact } from '../testing/order-fixtures';
import { type RegisteredRoute, registeredRoutes } from '../testing/routes';
import { ORIGIN, signedInHeaders, staffApp } from '../testing/staff';
import { describeOnEngine, testConfig } from '../testing/test-app';
import { MAX_JSON_DEPTH } from './input-checks';

/**
 * Thousands of generated bad requests across every route the API has, public and staff: whatever
 * arrives (bodies nested thousands deep and unpaired surrogates among it), the answer is never a
 * 5xx and never shows a stack, a file path or SQL.
 */
const RUNS = 2000;

const product = {
  name: 'Fuzz Tee',
  description: 'Made of generated cotton.',
  price: 1_250_000,
  collection: 'essentials',
  category: 't-shirts',
  colors: ['Black'],
  sizes: ['M'],
  stock: [{ color: 'Black', size: 'M', quantity: 3 }],
  imageUrls: ['/uploads/fuzz-960.webp'],
  colorImages: { Black: '/uploads/fuzz-960.webp' },
};

/** A well-formed body for each route that takes one; the fuzzer breaks one part of it at a time. */
const GOOD_BODIES: Record<string, unknown> = {
  'POST /api/orders': {
    lines: [{ productId: 'harmattan-tour-tee', color: 'Black', size: 'M', quantity: 1 }],
    contact,
    shippingMethod: 'shipping',
    position: { lat: 6.4412, long: 3.4698 },
    paymentMethod: 'pay_on_delivery',
  },
  'POST /api/auth/login': { email: 'fuzz@example.com', password: 'not-the-password' },
  'POST /api/auth/password-reset': { email: 'fuzz@example.com' },
  'POST /api/auth/password-reset/check': { token: 'k'.repeat(43) },
  'POST /api/auth/password-reset/complete': { token: 'k'.repeat(43), password: 'a-new-Password-1' },
  'POST /api/newsletter': { email: 'fan@example.com' },
  'POST /api/delivery/quote': { ...contact, lat: 6.4412, long: 3.4698 },
  'POST /api/admin/products': product,
  'PUT /api/admin/products/:id': product,
  'POST /api/admin/collections': { name: 'Fuzz Collection' },
  'PUT /api/admin/collections/:id': { name: 'Fuzz Collection' },
  'POST /api/admin/categories': { name: 'Fuzz Category' },
  'PUT /api/admin/categories/:id': { name: 'Fuzz Category' },
  'POST /api/admin/orders/:number/actions': { action: 'mark_paid', note: '' },
  'POST /api/payments/paystack/webhook': {
    event: 'charge.success',
    data: { reference: 'SF-ABC234-1', amount: 100, currency: 'NGN', status: 'success' },
  },
};
const GOOD_QUERIES: Record<string, Record<string, string>> = {
  'GET /api/orders/:number': { key: 'k'.repeat(32) },
  'GET /api/admin/orders': { status: 'placed', q: 'SF', page: '1' },
  'GET /api/delivery/locations': { country: 'Nigeria', state: 'Lagos' },
};
const GOOD_PARAMS = ['harmattan-tour-tee', 'essentials', 'hoodies', 'SF-ABC234', 'first-light'];

/** Strings that have broken servers: NUL, lone surrogates, paths, SQL, huge, empty, prototype keys. */
const nastyString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\ud800',
    '\udfff\ud800',
    'Lagos \udc00 Nights',
    '\ud83c\udfa4\ud83c',
    '../../../etc/passwd',
    "' OR 1=1 --",
    '"; DROP TABLE orders; --',
    '%00',
    '<script>alert(1)</script>',
    'x'.repeat(5000),
    '',
    ' ',
    '\uFEFF',
    '9'.repeat(40),
    '-1',
    '1e308',
    'NaN',
    '__proto__',
    'constructor',
    '\r\nSet-Cookie: x=1',
  ),
);
const nastyValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    nastyString,
    fc.integer(),
    fc.constantFrom(-1, 0, 2 ** 31, 2 ** 53, -(2 ** 63), 1e308, -0, 0.1),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(nastyString, tie('value'), { maxKeys: 3 }),
  ),
})).value;

/** The same value with one node, picked by `pick`, replaced (or its key dropped). */
function mutate(value: unknown, pick: number, replacement: unknown, drop: boolean): unknown {
  const nodes: { parent: Record<string, unknown> | unknown[]; key: string | number }[] = [];
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const entries: [string | number, unknown][] = Array.isArray(node)
      ? node.map((child, i) => [i, child])
      : Object.entries(node);
    for (const [key, child] of entries) {
      nodes.push({ parent: node as Record<string, unknown>, key });
      walk(child);
    }
  };
  const copy = structuredClone(value);
  walk(copy);
  const target = nodes[pick % Math.max(nodes.length, 1)];
  if (!target) return replacement;
  if (drop && !Array.isArray(target.parent)) delete (target.parent as Record<string, unknown>)[target.key];
  else (target.parent as Record<string, unknown>)[target.key] = replacement;
  return copy;
}

/**
 * The same value with an unpaired surrogate put inside one of its strings (picked by `pick`), so
 * the body stays as valid as it was but for that one character.
 */
function spoil(value: unknown, pick: number, lone: string): unknown {
  const strings: { parent: Record<string, unknown>; key: string }[] = [];
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    for (const [key, child] of Object.entries(node)) {
      if (typeof child === 'string') strings.push({ parent: node as Record<string, unknown>, key });
      else walk(child);
    }
  };
  const copy = structuredClone(value);
  walk(copy);
  const target = strings[pick % Math.max(strings.length, 1)];
  if (!target) return lone;
  const text = target.parent[target.key] as string;
  const at = Math.floor(text.length / 2);
  target.parent[target.key] = `${text.slice(0, at)}${lone}${text.slice(at)}`;
  return copy;
}

type Payload = { payload?: string | Buffer; contentType?: string };

/** Stands for a deeply nested value in a body until the body is written out as text. */
const DEEP = '\u0001deep\u0001';

/** JSON nested `depth` levels, written as text (building it as a value would be what is tested). */
function nestedText(depth: number, open: '[' | '{"a":'): string {
  return `${open.repeat(depth)}1${(open === '[' ? ']' : '}').repeat(depth)}`;
}

/** Bodies nested past the limit, up to far past it (a recursive walk ran out of stack there). */
const deepBody = fc
  .record({
    depth: fc.oneof(fc.integer({ min: MAX_JSON_DEPTH + 1, max: 200 }), fc.integer({ min: 200, max: 20_000 })),
    open: fc.constantFrom<'[' | '{"a":'>('[', '{"a":'),
  })
  .map(({ depth, open }) => nestedText(depth, open));

const payloadFor = (good: unknown) =>
  fc.oneof(
    fc.record({ pick: fc.nat(), value: nastyValue, drop: fc.boolean() }).map(
      ({ pick, value, drop }): Payload => ({
        payload: JSON.stringify(mutate(good ?? {}, pick, value, drop)),
        contentType: 'application/json',
      }),
    ),
    nastyValue.map(
      (value): Payload => ({ payload: JSON.stringify(value) ?? 'null', contentType: 'application/json' }),
    ),
    nastyString.map((text): Payload => ({ payload: `{"a":${text}`, contentType: 'application/json' })),
    deepBody.map((text): Payload => ({ payload: text, contentType: 'application/json' })),
    fc.record({ pick: fc.nat(), lone: fc.constantFrom('\ud800', '\udfff', '\udbff\u0041') }).map(
      ({ pick, lone }): Payload => ({
        payload: JSON.stringify(spoil(good ?? {}, pick, lone)),
        contentType: 'application/json',
      }),
    ),
    // A good body with one part of it nested deep.
    fc.record({ pick: fc.nat(), deep: deepBody }).map(
      ({ pick, deep }): Payload => ({
        payload: JSON.stringify(mutate(good ?? {}, pick, DEEP, false)).replace(JSON.stringify(DEEP), deep),
        contentType: 'application/json',
      }),
    ),
    nastyString.map((text): Payload => ({ payload: text, contentType: 'text/plain' })),
    nastyString.map(
      (text): Payload => ({
        payload: `--b\r\nContent-Disposition: form-data; name="files"; filename="${text}"\r\n\r\n${text}`,
        contentType: 'multipart/form-data; boundary=b',
      }),
    ),
    fc.constant<Payload>({}),
  );

const queryFor = (good: Record<string, string> | undefined) =>
  fc.oneof(
    fc.dictionary(nastyString, nastyString, { maxKeys: 3 }),
    fc.record({ pick: fc.nat(), value: nastyString }).map(({ pick, value }) => {
      const names = Object.keys(good ?? { q: '' });
      return { ...good, [names[pick % names.length] ?? 'q']: value };
    }),
  );

/** Path segments sent as they are, not encoded: broken percent escapes and encoded NUL. */
const RAW_SEGMENTS = ['%', '%zz', '%E0%A4%A', '%00', '%ED%A0%80', '..%2F..%2Fetc'];

function encodeSegment(value: string): string {
  if (value.startsWith('raw:')) return value.slice(4);
  try {
    return encodeURIComponent(value);
  } catch {
    // A lone surrogate: send the bytes Node would write for it.
    return [...Buffer.from(value)].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
  }
}

/** The route's URL with each `:param` (and a trailing `*`) filled in. */
function fill(url: string, values: string[]): string {
  let i = 0;
  return url.replace(/:[A-Za-z]+|\*$/g, () => encodeSegment(values[i++ % values.length] ?? ''));
}

const LEAKS = [
  /\bat .+\(.*:\d+:\d+\)/, // a stack frame
  /node_modules|\/work\/|src\/server/,
  /\b(SELECT|INSERT INTO|UPDATE .+ SET|DELETE FROM)\b/,
  /syntax error|violates|relation "|invalid byte sequence|PGlite|postgres/i,
];

// Generated input, thousands of requests: once, on PostgreSQL, which refuses more text than PGlite.
describeOnEngine('the API under generated bad input', 'postgres', (engine) => {
  let app: FastifyInstance;
  let routes: RegisteredRoute[];
  let staff: { cookie: string; origin: string };
  beforeAll(async () => {
    const base = testConfig();
    app = await staffApp(engine, {
      payment: { ...base.payment, bankTransferDetails: 'GTBank · 0123456789 · Stagefront Merch Ltd' },
    });
    staff = await signedInHeaders(app);
    // The artist's content as staff edit it, so generated bodies reach its JSON columns.
    const release = (await app.inject({ url: '/api/admin/releases/first-light', headers: staff })).json();
    GOOD_BODIES['POST /api/admin/releases'] = { ...release, slug: 'fuzz-release' };
    GOOD_BODIES['PUT /api/admin/releases/:slug'] = release;
    GOOD_BODIES['PUT /api/admin/site'] = (
      await app.inject({ url: '/api/admin/site', headers: staff })
    ).json();
    // Signing out would end the session the staff routes are tried with.
    routes = registeredRoutes(app).filter((route) => route.url !== '/api/auth/logout');
  });
  afterAll(() => app.close());

  it('has routes to try, public and staff', () => {
    expect(routes.length).toBeGreaterThan(30);
    expect(routes.some((route) => route.url.startsWith('/api/admin/'))).toBe(true);
  });

  it(`answers ${RUNS} generated bad requests without a 5xx or a leak`, async () => {
    const request = fc.record({
      route: fc.constantFrom(...routes),
      params: fc.array(
        fc.oneof(
          nastyString,
          fc.constantFrom(...GOOD_PARAMS),
          fc.constantFrom(...RAW_SEGMENTS.map((raw) => `raw:${raw}`)),
        ),
        { minLength: 1, maxLength: 3 },
      ),
      body: fc.nat(),
      query: fc.nat(),
      seed: fc.integer(),
      address: fc.nat(255),
    });
    const asked: string[] = [];
    await fc.assert(
      fc.asyncProperty(request, fc.context(), async (generated, context) => {
        const { route, params, address } = generated;
        const key = `${route.method} ${route.url}`;
        const payload =
          fc.sample(payloadFor(GOOD_BODIES[key]), { numRuns: 1, seed: generated.seed })[0] ?? {};
        const query = fc.sample(queryFor(GOOD_QUERIES[key]), { numRuns: 1, seed: generated.seed + 1 })[0];
        const url = fill(route.url, params);
        const withBody = route.method !== 'GET' && route.method !== 'DELETE';
        const response = await app.inject({
          method: route.method as 'GET',
          url,
          query,
          remoteAddress: `198.51.100.${address}`,
          headers: {
            ...(route.url.startsWith('/api/admin/') ? staff : { origin: ORIGIN }),
            ...(withBody && payload.contentType ? { 'content-type': payload.contentType } : {}),
          },
          ...(withBody && payload.payload !== undefined ? { payload: payload.payload } : {}),
        });
        asked.push(key);
        context.log(
          `${route.method} ${url} ${JSON.stringify(query)} ${String(payload.payload).slice(0, 300)}`,
        );
        // Failed sign-ins slow the account down; the fuzzer is not the one to wait for it.
        if (route.url === '/api/auth/login') await app.database.db.delete(loginAttempts);
        expect(response.statusCode, response.body).toBeLessThan(500);
        for (const leak of LEAKS) expect(response.body).not.toMatch(leak);
      }),
      { numRuns: RUNS },
    );
    // Every route was tried, most of them many times.
    expect(new Set(asked).size).toBe(routes.length);
  }, 300_000);
});
