import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { PlaceOrderRequest } from '../../domain/orders/contract';
import { emailOutbox, variants } from '../db/schema';
import { MAX_ATTEMPTS } from '../kernel/outbox/outbox-terms';
import { sampleContact } from '../testing/order-fixtures';
import { type Exposition, parsePrometheusText, sampleValue } from '../testing/prometheus-text';
import { describeEachEngine, testApp } from '../testing/test-app';
import { DURATION_BUCKETS } from './app-metrics';
import { REFUSAL_REASONS } from './order-outcome';

const TOKEN = 'test-metrics-token-0123456789abcdef';
const bearer = { authorization: `Bearer ${TOKEN}` };
const TEE = { productId: 'harmattan-tour-tee', color: 'Black', size: 'M' };
const TEE_L = { ...TEE, size: 'L' };
type Variant = typeof TEE;
const DURATION = 'stagefront_http_request_duration_seconds';

function orderBody(lines: PlaceOrderRequest['lines']): PlaceOrderRequest {
  return {
    lines,
    contact: sampleContact,
    shippingMethod: 'shipping',
    position: { lat: 6.4412, long: 3.4698 },
    paymentMethod: 'pay_on_delivery',
  };
}

describeEachEngine('GET /metrics', (engine) => {
  let app: FastifyInstance;
  let webDir: string;
  let address = 0;

  const scrape = async (): Promise<Exposition> => {
    const response = await app.inject({ url: '/metrics', headers: bearer });
    expect(response.statusCode).toBe(200);
    return parsePrometheusText(response.body);
  };
  const timed = (exposition: Exposition, labels: Record<string, string>) =>
    sampleValue(exposition, `${DURATION}_count`, labels) ?? 0;
  const setStock = (variant: Variant, quantity: number) =>
    app.database.db
      .update(variants)
      .set({ quantity })
      .where(
        and(
          eq(variants.productId, variant.productId),
          eq(variants.color, variant.color),
          eq(variants.size, variant.size),
        ),
      );
  const place = (quantity: number, others: PlaceOrderRequest['lines'] = []) => {
    address += 1;
    return app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: orderBody([{ ...TEE, quantity }, ...others]),
      remoteAddress: `198.51.100.${address}`,
    });
  };

  beforeAll(async () => {
    // The site's pages are served only with a web build: a bare one is enough to route them.
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stagefront-metrics-web-'));
    fs.writeFileSync(
      path.join(webDir, 'index.html'),
      '<!doctype html><title>app</title><div id="root"></div>',
    );
    fs.mkdirSync(path.join(webDir, 'assets'));
    fs.writeFileSync(path.join(webDir, 'assets', 'main-abc123.js'), 'console.log(1)');
    app = await testApp(engine, { webDir, metricsToken: TOKEN });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await setStock(TEE, 10);
    await setStock(TEE_L, 0);
  });

  it('is not there without METRICS_TOKEN', async () => {
    const bare = await testApp(engine);
    try {
      for (const headers of [{}, bearer]) {
        const response = await bare.inject({ url: '/metrics', headers });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ error: { code: 'not_found', message: 'Not found.' } });
      }
    } finally {
      await bare.close();
    }
  });

  it('refuses a missing or wrong token with a 401', async () => {
    const refused = [
      {},
      { authorization: 'Bearer wrong-token-0123456789abcdef' },
      { authorization: `Bearer ${TOKEN}x` },
      { authorization: `Bearer ${TOKEN.slice(0, -1)}` },
      { authorization: `Basic ${Buffer.from(`metrics:${TOKEN}`).toString('base64')}` },
      { authorization: TOKEN },
    ];
    for (const headers of refused) {
      const response = await app.inject({ url: '/metrics', headers });
      expect(response.statusCode, JSON.stringify(headers)).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer');
      expect(response.body).not.toContain('stagefront_');
    }
  });

  it('answers the token in Prometheus text format, with the default metrics', async () => {
    const response = await app.inject({ url: '/metrics', headers: { authorization: `bearer ${TOKEN}` } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers['cache-control']).toBe('no-store');
    const { types } = parsePrometheusText(response.body);
    expect(Object.fromEntries(types)).toMatchObject({
      [DURATION]: 'histogram',
      stagefront_orders_placed_total: 'counter',
      stagefront_orders_refused_total: 'counter',
      stagefront_stock_outs_total: 'counter',
      stagefront_email_outbox_due: 'gauge',
      stagefront_email_outbox_failing: 'gauge',
      stagefront_email_outbox_given_up: 'gauge',
      stagefront_catalog_snapshot_age_seconds: 'gauge',
      nodejs_eventloop_lag_p99_seconds: 'gauge',
      nodejs_heap_size_used_bytes: 'gauge',
      process_resident_memory_bytes: 'gauge',
    });
  });

  it('times requests by route pattern and page kind, never by the address asked for', async () => {
    const before = await scrape();
    expect((await app.inject('/api/products')).statusCode).toBe(200);
    expect((await app.inject('/api/products/some-id')).statusCode).toBe(404);
    expect((await app.inject('/api/products/some-id')).statusCode).toBe(404);
    expect((await app.inject(`/store/${TEE.productId}`)).statusCode).toBe(200);
    expect((await app.inject('/store/x')).statusCode).toBe(404);
    expect((await app.inject('/about?from=footer')).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/no/such/thing' })).statusCode).toBe(404);
    expect((await app.inject('/assets/main-abc123.js')).statusCode).toBe(200);
    const after = await scrape();

    const added = (labels: Record<string, string>) => timed(after, labels) - timed(before, labels);
    expect(added({ route: '/api/products', method: 'GET', status_code: '200' })).toBe(1);
    expect(added({ route: '/api/products/:id', method: 'GET', status_code: '404' })).toBe(2);
    expect(added({ route: 'page:product', method: 'GET', status_code: '200' })).toBe(1);
    expect(added({ route: 'page:product', method: 'GET', status_code: '404' })).toBe(1);
    expect(added({ route: 'page:about', method: 'GET', status_code: '200' })).toBe(1);
    expect(added({ route: 'unmatched', method: 'POST', status_code: '404' })).toBe(1);
    // Each file of the web build is a route named by its hash: they are counted under their folder.
    expect(added({ route: '/assets/*', method: 'GET', status_code: '200' })).toBe(1);

    const routes = new Set(
      after.samples.filter((s) => s.name.startsWith(DURATION)).map((s) => s.labels.route),
    );
    for (const route of routes) {
      expect(route).not.toMatch(/some-id|harmattan|abc123|\/x$|\?|^\/\*$/);
      expect(route).toMatch(/^(\/|page:|unmatched$)/);
    }
    const buckets = after.samples
      .filter((s) => s.name === `${DURATION}_bucket` && s.labels.route === '/api/products')
      .map((s) => s.labels.le);
    expect(buckets).toEqual([...DURATION_BUCKETS.map(String), '+Inf']);
  });

  it('counts orders placed, refused by reason, and the variants a sale sold out', async () => {
    const before = await scrape();
    const reasons = Object.fromEntries(
      REFUSAL_REASONS.map((reason) => [
        reason,
        sampleValue(before, 'stagefront_orders_refused_total', { reason }),
      ]),
    );
    expect(Object.values(reasons).every((value) => value !== undefined)).toBe(true);

    expect((await place(2)).statusCode).toBe(201);
    const short = await place(9);
    expect(short.statusCode).toBe(409);
    expect(short.json()).toMatchObject({ error: { code: 'out_of_stock' } });
    // The tee's last unit is taken, but the order is short of a large one: nothing is sold.
    const rolledBack = await place(8, [{ ...TEE_L, quantity: 1 }]);
    expect(rolledBack.statusCode).toBe(409);
    const invalid = await place(0);
    expect(invalid.statusCode).toBe(400);
    expect((await place(8)).statusCode).toBe(201);

    const after = await scrape();
    const refusedNow = (reason: string) =>
      (sampleValue(after, 'stagefront_orders_refused_total', { reason }) ?? 0) - (reasons[reason] ?? 0);
    expect(
      (sampleValue(after, 'stagefront_orders_placed_total') ?? 0) -
        (sampleValue(before, 'stagefront_orders_placed_total') ?? 0),
    ).toBe(2);
    expect(refusedNow('out_of_stock')).toBe(2);
    expect(refusedNow('invalid')).toBe(1);
    expect(refusedNow('not_on_sale')).toBe(0);
    // The last order took the last 8: one stock-out. The others took none, or were rolled back.
    expect(
      (sampleValue(after, 'stagefront_stock_outs_total') ?? 0) -
        (sampleValue(before, 'stagefront_stock_outs_total') ?? 0),
    ).toBe(1);
    expect(timed(after, { route: '/api/orders', method: 'POST', status_code: '409' })).toBeGreaterThan(0);
  });

  it('reads the email outbox when scraped: due, failing and given up', async () => {
    // The worker would send or fail the rows below while the test reads them.
    await app.outbox.stop();
    await app.database.db.delete(emailOutbox);
    const row = { orderId: null, kind: 'new_order', recipient: 'team@example.com', data: {} } as const;
    const past = new Date(Date.now() - 60_000);
    const later = new Date(Date.now() + 3_600_000);
    await app.database.db.insert(emailOutbox).values([
      { ...row, nextAttemptAt: past },
      { ...row, nextAttemptAt: past, attempts: 1 },
      { ...row, nextAttemptAt: later, attempts: 2 },
      { ...row, nextAttemptAt: later },
      { ...row, nextAttemptAt: past, attempts: MAX_ATTEMPTS },
      { ...row, nextAttemptAt: past, attempts: 1, sentAt: past },
    ]);
    const exposition = await scrape();
    expect(sampleValue(exposition, 'stagefront_email_outbox_due')).toBe(2);
    expect(sampleValue(exposition, 'stagefront_email_outbox_failing')).toBe(2);
    expect(sampleValue(exposition, 'stagefront_email_outbox_given_up')).toBe(1);
  });

  it('tells how old the catalogue snapshot is, and 0 when the next request reads it afresh', async () => {
    await app.inject('/api/products');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const age = sampleValue(await scrape(), 'stagefront_catalog_snapshot_age_seconds') ?? 0;
    expect(age).toBeGreaterThanOrEqual(0.25);
    expect(age).toBeLessThan(60);
    app.catalog.invalidate();
    expect(sampleValue(await scrape(), 'stagefront_catalog_snapshot_age_seconds')).toBe(0);
  });
});
