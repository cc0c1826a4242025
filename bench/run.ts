import { type BuiltServer, startBuiltServer } from '../e2e/support/built-server';
import { PAGES } from '../src/domain/pages';
import { bareServer, measure } from './api-throughput';
import { firstLoadSize, screenChunkKb } from './bundle-size';
import { auditRoutes } from './lighthouse';
import { lighthouseTable } from './lighthouse-table';
import { BENCH_STAFF_PASSWORD, drop, type LoadResult, orderThroughput } from './orders';

/** `npm run bench`: figures for the production build on this machine. */
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const lighthouseRoutes = ['/', '/store', '/store/harmattan-tour-tee', '/discography/lagos-nights'];
const server = await startBuiltServer({ TRUST_PROXY: 'true', DEMO_STAFF_PASSWORD: BENCH_STAFF_PASSWORD });
try {
  console.log(`\nStagefront benchmarks (production build, embedded database, ${seconds} s per load test)\n`);

  console.log('First load (gzip):');
  for (const route of ['/', '/store']) {
    const size = await firstLoadSize(server.url, route);
    const target = route === '/' ? `   (target ≤ 100 KB: ${size.jsKb <= 100 ? 'ok' : 'over'})` : '';
    console.log(
      `  ${route.padEnd(8)} JS ${size.jsKb.toFixed(1)} KB   CSS ${size.cssKb.toFixed(1)} KB   (${size.files.length} files)${target}`,
    );
  }
  const cartKb = screenChunkKb(PAGES.cart.screen);
  console.log(
    `  cart screen's own JS ${cartKb.toFixed(1)} KB   (target ≤ 12 KB: ${cartKb <= 12 ? 'ok' : 'over'})`,
  );

  const productsUrl = `${server.url}/api/products`;
  const sample = await fetch(productsUrl);
  const body = await sample.text();
  // The app, the bare ceiling and autocannon each run in a process of their own.
  const bare = await bareServer(body, sample.headers.get('content-type') ?? 'application/json');
  try {
    const ours = await measure(productsUrl, seconds);
    const ceiling = await measure(bare.url, seconds);
    console.log(
      `\nGET /api/products (${(body.length / 1024).toFixed(1)} KB, 50 connections, each side its own process):`,
    );
    for (const [name, figures] of [
      ['Stagefront', ours],
      ['bare node:http', ceiling],
    ] as const) {
      console.log(
        `  ${name.padEnd(16)} ${figures.requestsPerSecond.toFixed(0).padStart(7)} req/s   p50 ${figures.p50Ms} ms   p99 ${figures.p99Ms} ms   non-2xx ${figures.non2xx}   errors ${figures.errors}`,
      );
    }
    console.log(
      `  ratio            ${(ours.requestsPerSecond / ceiling.requestsPerSecond).toFixed(2)} of the bare server (target ≥ 0.50)\n`,
    );
  } finally {
    await bare.close();
  }

  const latency = (r: LoadResult) =>
    `p50 ${r.p50} ms   p97.5 ${r.p97_5} ms   p99 ${r.p99} ms   max ${r.max} ms`;
  async function ordersAndDrop(on: BuiltServer, engine: string) {
    const orders = await orderThroughput(on, seconds);
    console.log(
      `POST /api/orders, ${engine} (50 connections, after ${orders.warm.seconds.toFixed(0)} s of warming up):`,
    );
    console.log(
      `  ${orders.measured.perSecond.toFixed(0).padStart(7)} orders/s   ${latency(orders.measured)}   non-2xx ${orders.measured.non2xx}   (target ≥ 300/s, p99 < 1000 ms)`,
    );
    // The latency above is what the load generator saw while sharing the cores with the server; the
    // server logs every answer it took a second or more over, and those are counted here.
    console.log(`  answers the server itself took ≥ 1 s over: ${orders.slowOnServer}`);
    const merch = await drop(on);
    console.log(
      `A merch drop, ${engine}: ${merch.stock} units; 500 shoppers open the page and 200 order, at once:`,
    );
    console.log(`  pages    ${latency(merch.pages)}   non-2xx ${merch.pages.non2xx}`);
    console.log(
      `  orders   ${latency(merch.orders)}   201: ${merch.sold}   409: ${merch.orders.statusCodes['409'] ?? 0}`,
    );
    console.log(`  answers the server itself took ≥ 1 s over: ${merch.slowOnServer}`);
    const oversold = merch.sold + merch.left - merch.stock;
    console.log(
      `  sold ${merch.sold} + left ${merch.left} = ${merch.sold + merch.left} of ${merch.stock}: ${oversold === 0 ? 'no oversell' : `OVERSOLD by ${oversold}`}\n`,
    );
  }
  await ordersAndDrop(server, 'embedded database');
  const postgres = process.env.BENCH_DATABASE_URL;
  if (postgres) {
    const onPostgres = await startBuiltServer({
      TRUST_PROXY: 'true',
      DEMO_STAFF_PASSWORD: BENCH_STAFF_PASSWORD,
      DATABASE_URL: postgres,
    });
    try {
      await ordersAndDrop(onPostgres, 'PostgreSQL');
    } finally {
      await onPostgres.stop();
    }
  } else {
    console.log('PostgreSQL: skipped (set BENCH_DATABASE_URL to a database the bench may write to)\n');
  }

  if (process.env.BENCH_LIGHTHOUSE === '0') {
    console.log('Lighthouse: skipped (BENCH_LIGHTHOUSE=0)\n');
  } else {
    console.log(`${lighthouseTable(await auditRoutes(server.url, lighthouseRoutes)).join('\n')}\n`);
  }
} finally {
  await server.stop();
}
