import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { type APIRequestContext, expect, request, test } from '@playwright/test';
import pg from 'pg';
import S3rver from 's3rver';
import sharp from 'sharp';
import type { Product } from '../src/domain/catalog/catalog';
import { SIGNUP_LIMIT } from '../src/server/modules/newsletter/newsletter-routes';
import { sampleContact as contact } from '../src/server/testing/order-fixtures';
import { freshPostgres } from '../src/server/testing/test-database';
import { type BuiltServer, startBuiltServer } from './support/built-server';
import { E2E_STAFF } from './support/global-setup';

/**
 * Two built servers on one PostgreSQL and one S3 server, as a team outgrowing one box runs them
 * behind a proxy: what one sells or changes (the catalogue, the artist's content), the other shows
 * within two seconds; an image uploaded
 * through one is served by the other; rate limits count across both; and the last units of a drop
 * are sold once, whichever server takes the order. Runs when TEST_DATABASE_URL is set (as in CI), in
 * the desktop project only: no page is drawn.
 */
test.skip(!process.env.TEST_DATABASE_URL, 'needs TEST_DATABASE_URL');
test.describe.configure({ mode: 'serial' });

const HAT = { productId: 'harmattan-bucket-hat', color: 'Sand', size: 'One Size' };
const BUCKET = 'stagefront-media';

let database: { url: string; drop(): Promise<void> };
let s3Dir: string;
let s3: S3rver;
let servers: BuiltServer[] = [];
let apis: APIRequestContext[] = [];

async function startS3(): Promise<string> {
  s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stagefront-s3-'));
  s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: s3Dir });
  const { port } = (await s3.run()) as AddressInfo;
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  await client.send(new CreateBucketCommand({ Bucket: BUCKET }));
  client.destroy();
  return endpoint;
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  database = await freshPostgres();
  const endpoint = await startS3();
  const env = {
    DATABASE_URL: database.url,
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: endpoint,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    // Behind a proxy on this machine: each shopper is told apart by X-Forwarded-For.
    TRUST_PROXY: '127.0.0.1',
    DEMO_STAFF_PASSWORD: E2E_STAFF.password,
  };
  // Started together, as a deploy would: the migrations and the demo content run once.
  servers = await Promise.all([startBuiltServer(env), startBuiltServer(env)]);
  apis = await Promise.all(
    servers.map((server) =>
      request.newContext({ baseURL: server.url, extraHTTPHeaders: { origin: new URL(server.url).origin } }),
    ),
  );
});

test.afterAll(async () => {
  await Promise.all(apis.map((api) => api.dispose()));
  await Promise.all(servers.map((server) => server.stop()));
  await s3?.close();
  if (s3Dir) fs.rmSync(s3Dir, { recursive: true, force: true });
  await database?.drop();
});

function server(index: 0 | 1): APIRequestContext {
  const api = apis[index];
  if (!api) throw new Error('The servers did not start.');
  return api;
}

async function signIn(api: APIRequestContext) {
  const response = await api.post('/api/auth/login', { data: E2E_STAFF });
  expect(response.status(), await response.text()).toBe(200);
}

async function productOn(api: APIRequestContext, id: string): Promise<Product | undefined> {
  const response = await api.get('/api/products');
  return ((await response.json()) as Product[]).find((product) => product.id === id);
}

function order(line: { productId: string; color: string; size: string } = HAT) {
  return {
    lines: [{ ...line, quantity: 1 }],
    contact,
    shippingMethod: 'pickup',
    position: { lat: 6.44, long: 3.47 },
    paymentMethod: 'pay_on_delivery',
  };
}

/** Saves a product through the admin API of one server, changed by `change`. */
async function editProduct(api: APIRequestContext, id: string, change: (product: Product) => object) {
  const loaded = (await (await api.get(`/api/admin/products/${id}`)).json()) as Product;
  const { id: _id, quantity: _quantity, createdAt: _createdAt, stock: _stock, ...body } = loaded;
  const saved = await api.put(`/api/admin/products/${id}`, { data: { ...body, ...change(loaded) } });
  expect(saved.status(), await saved.text()).toBe(200);
}

test('a price changed on one server shows on the other within 2 s, and is what an order there is charged', async () => {
  const tee = { productId: 'harmattan-tour-tee', color: 'Black', size: 'M' };
  expect((await productOn(server(1), tee.productId))?.price).toBe(1_500_000);
  await signIn(server(0));
  await editProduct(server(0), tee.productId, () => ({ price: 1_750_000 }));
  await expect
    .poll(async () => (await productOn(server(1), tee.productId))?.price, { timeout: 2000, intervals: [100] })
    .toBe(1_750_000);
  const charged = await server(1).post('/api/orders', { data: order(tee) });
  expect(charged.status(), await charged.text()).toBe(201);
  expect((await charged.json()).order.subtotalKobo).toBe(1_750_000);
});

test('stock sold on one server shows on the other within 2 s', async () => {
  const before = (await productOn(server(1), HAT.productId))?.quantity ?? 0;
  const placed = await server(0).post('/api/orders', { data: order() });
  expect(placed.status(), await placed.text()).toBe(201);
  await expect
    .poll(async () => (await productOn(server(1), HAT.productId))?.quantity, {
      timeout: 2000,
      intervals: [100],
    })
    .toBe(before - 1);
});

test('a footer link changed on one server shows on the other within 2 s', async () => {
  const site = await (await server(0).get('/api/admin/site')).json();
  const url = 'https://www.tiktok.com/@temivale';
  const socialLinks = site.socialLinks.map((link: { platform: string; url: string }) =>
    link.platform === 'TikTok' ? { ...link, url } : link,
  );
  const saved = await server(0).put('/api/admin/site', { data: { ...site, socialLinks } });
  expect(saved.status(), await saved.text()).toBe(200);
  await expect
    .poll(
      async () => {
        const { site: shown } = await (await server(1).get('/api/content')).json();
        return shown.socialLinks.find((link: { platform: string }) => link.platform === 'TikTok')?.url;
      },
      { timeout: 2000, intervals: [100] },
    )
    .toBe(url);
});

test('an image uploaded through one server is served by the other', async () => {
  const png = await sharp({ create: { width: 1200, height: 1500, channels: 3, background: '#2a4365' } })
    .png()
    .toBuffer();
  const uploaded = await server(0).post('/api/admin/uploads', {
    multipart: { files: { name: 'drop-poster.png', mimeType: 'image/png', buffer: png } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const [url = ''] = (await uploaded.json()).urls as string[];
  expect(url).toMatch(/^\/uploads\/drop-poster-[0-9a-f]{16}-960\.webp$/);
  // Nothing was written to either server's own disk: the other one can only have it from S3.
  for (const one of servers) expect(fs.existsSync(path.join(one.dataDir, 'uploads'))).toBe(false);
  const served = await server(1).get(url);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('image/webp');
  const { width, format } = await sharp(await served.body()).metadata();
  expect({ width, format }).toEqual({ width: 960, format: 'webp' });
});

test('counts a rate limit across both servers', async () => {
  const statuses: number[] = [];
  for (let i = 0; i <= SIGNUP_LIMIT.max; i++) {
    const response = await server(i % 2 === 0 ? 0 : 1).post('/api/newsletter', {
      headers: { 'x-forwarded-for': '203.0.113.77' },
      data: { email: `fan${i}@example.com` },
    });
    statuses.push(response.status());
  }
  expect(statuses.slice(0, SIGNUP_LIMIT.max)).toEqual(Array(SIGNUP_LIMIT.max).fill(200));
  expect(statuses.at(-1)).toBe(429);
});

test('hears changes again after its listening connections are cut', async () => {
  const admin = new pg.Client({ connectionString: database.url });
  await admin.connect();
  try {
    const listeners = async () =>
      (
        await admin.query(
          `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN %'`,
        )
      ).rowCount;
    await expect.poll(listeners).toBe(2);
    // As a restart or a failover of PostgreSQL would.
    await admin.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN %'`,
    );
    await expect.poll(listeners, { timeout: 5000 }).toBe(2);
  } finally {
    await admin.end();
  }
  const before = (await productOn(server(1), HAT.productId))?.quantity ?? 0;
  expect((await server(0).post('/api/orders', { data: order() })).status()).toBe(201);
  await expect
    .poll(async () => (await productOn(server(1), HAT.productId))?.quantity, {
      timeout: 2000,
      intervals: [100],
    })
    .toBe(before - 1);
});

test('sells the last 3 units once when 50 shoppers order at once across both servers', async () => {
  // Staff count the hat: 3 left (stock moves by a count checked against what they saw).
  const hat = (await (await server(0).get(`/api/admin/products/${HAT.productId}`)).json()) as Product;
  const seen = hat.stock.find((line) => line.color === HAT.color && line.size === HAT.size)?.quantity ?? 0;
  const counted = await server(0).post(`/api/admin/products/${HAT.productId}/stock`, {
    data: { color: HAT.color, size: HAT.size, reason: 'count', counted: 3, expected: seen },
  });
  expect(counted.status(), await counted.text()).toBe(200);
  const answers = await Promise.all(
    Array.from({ length: 50 }, (_, i) =>
      server(i % 2 === 0 ? 0 : 1).post('/api/orders', {
        headers: { 'x-forwarded-for': `198.51.100.${i + 1}` },
        data: order(),
      }),
    ),
  );
  const statuses = answers.map((answer) => answer.status());
  expect(statuses.filter((status) => status === 201)).toHaveLength(3);
  expect(statuses.filter((status) => status === 409)).toHaveLength(47);
  for (const api of apis) {
    await expect
      .poll(
        async () => (await productOn(api, HAT.productId))?.stock.find((l) => l.color === HAT.color)?.quantity,
        {
          timeout: 2000,
          intervals: [100],
        },
      )
      .toBe(0);
  }
});
