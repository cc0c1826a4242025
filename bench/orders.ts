import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { BuiltServer } from '../e2e/support/built-server';
import { onLoadCore } from './api-throughput';
import { durationBuckets, quantileBetween } from './server-latency';

const run = promisify(execFile);

export type LoadResult = {
  requests: number;
  perSecond: number;
  ok: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
  p50: number;
  p90: number;
  p97_5: number;
  p99: number;
  max: number;
  seconds: number;
};

/** Runs bench/load-worker.mjs in a process of its own and returns what it measured. */
async function load(settings: {
  url: string;
  method?: 'GET' | 'POST';
  body?: unknown;
  headers?: Record<string, string>;
  connections: number;
  seconds?: number;
  amount?: number;
}): Promise<LoadResult> {
  const [file, args] = onLoadCore(process.execPath, [
    path.resolve('bench/load-worker.mjs'),
    JSON.stringify(settings),
  ]);
  const { stdout } = await run(file, args, { maxBuffer: 16 * 1024 * 1024 });
  return JSON.parse(stdout) as LoadResult;
}

export const BENCH_STAFF_PASSWORD = 'bench-staff-password';

/** The headers of a phone's browser asking for a page. */
export const PHONE = {
  'accept-encoding': 'gzip, deflate, br',
  'user-agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/126 Mobile Safari/537.36',
  'sec-ch-ua-mobile': '?1',
};

/** Signs the demo staff member in and adds a product for the load: one colour, one size, `stock` of it. */
export async function benchProduct(server: BuiltServer, id: string, stock: number): Promise<string> {
  const origin = new URL(server.url).origin;
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email: 'staff@stagefront.local', password: BENCH_STAFF_PASSWORD }),
  });
  if (!login.ok) throw new Error(`The bench could not sign in: ${login.status} ${await login.text()}`);
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const created = await fetch(`${server.url}/api/admin/products`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, cookie },
    body: JSON.stringify({
      name: id,
      price: 1_000_000,
      collection: 'essentials',
      colors: ['Black'],
      sizes: ['M'],
      stock: [{ color: 'Black', size: 'M', quantity: stock }],
    }),
  });
  if (!created.ok)
    throw new Error(`The bench could not add its product: ${created.status} ${await created.text()}`);
  return ((await created.json()) as { id: string }).id;
}

export function orderBody(productId: string) {
  return {
    lines: [{ productId, color: 'Black', size: 'M', quantity: 1 }],
    contact: {
      email: 'bench@example.com',
      phone: '0803 123 4567',
      firstName: 'Bench',
      lastName: 'Shopper',
      address: '1 Load Street',
      apartment: '',
      country: 'Nigeria',
      state: 'Lagos',
      city: 'Ikeja',
      postalCode: '',
    },
    shippingMethod: 'pickup',
    position: { lat: 6.6, long: 3.35 },
    paymentMethod: 'pay_on_delivery',
  };
}

/** How many of the product are left, as the shop says. */
async function stockOf(server: BuiltServer, id: string): Promise<number> {
  const product = (await (await fetch(`${server.url}/api/products/${id}`)).json()) as { quantity: number };
  return product.quantity;
}

export type OrdersFigures = { warm: LoadResult; measured: LoadResult; slowOnServer: number };

/** Answers the server itself took a second or more over (it logs them), after `from` characters of its log. */
function slowRequests(server: BuiltServer, from: number): number {
  return (
    server
      .output()
      .slice(from)
      .match(/"msg":"slow request"/g) ?? []
  ).length;
}

/** Orders per second at 50 connections, after a few seconds of warming up (the first orders compile). */
export async function orderThroughput(server: BuiltServer, seconds: number): Promise<OrdersFigures> {
  const id = await benchProduct(server, `bench-tee-${Date.now()}`, 1_000_000);
  const settings = {
    url: `${server.url}/api/orders`,
    method: 'POST' as const,
    body: orderBody(id),
    connections: 50,
  };
  const warm = await load({ ...settings, seconds: 3 });
  const from = server.output().length;
  const measured = await load({ ...settings, seconds });
  return { warm, measured, slowOnServer: slowRequests(server, from) };
}

export type DropFigures = {
  pages: LoadResult;
  /** The product page's p99 as the server measured it (its histogram's bucket bound), if it was asked. */
  serverPagesP99: { ms: number; count: number } | null;
  orders: LoadResult;
  stock: number;
  sold: number;
  left: number;
  slowOnServer: number;
};

/**
 * A merch drop: `stock` units, 500 shoppers opening the product page and 200 placing an order,
 * all at once. Nothing may be sold twice: sold + left must equal the stock.
 */
export async function drop(server: BuiltServer, stock = 100, metricsToken?: string): Promise<DropFigures> {
  const id = await benchProduct(server, `drop-hoodie-${Date.now()}`, stock);
  // The team opens the product's page before announcing it, as a real drop's page has been seen
  // before it opens: the crowd meets a page already drawn, made again as sales move its stock.
  await fetch(`${server.url}/store/${id}`, { headers: PHONE });
  const from = server.output().length;
  const histogram = () =>
    metricsToken ? durationBuckets(server.url, metricsToken, 'page:product') : Promise.resolve(null);
  const before = await histogram();
  const [pages, orders] = await Promise.all([
    // As phones ask for it: compressed, drawn for a phone.
    load({ url: `${server.url}/store/${id}`, connections: 500, amount: 500, headers: PHONE }),
    load({
      url: `${server.url}/api/orders`,
      method: 'POST',
      body: orderBody(id),
      connections: 200,
      amount: 200,
    }),
  ]);
  const after = await histogram();
  const serverPagesP99 = before && after ? quantileBetween(before, after, 0.99) : null;
  const left = await stockOf(server, id);
  const sold = orders.statusCodes['201'] ?? 0;
  return { pages, serverPagesP99, orders, stock, sold, left, slowOnServer: slowRequests(server, from) };
}
