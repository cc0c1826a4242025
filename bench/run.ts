import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BuiltServer, startBuiltServer } from '../e2e/support/built-server';
import { PAGE_SCREENS } from '../src/web/page-screens';
import { againstBare, pinToServerCore } from './api-throughput';
import { backupLines, orderDuringBackup } from './backup';
import { firstLoadSize, screenChunkKb } from './bundle-size';
import { auditRoutes } from './lighthouse';
import { lighthouseTable } from './lighthouse-table';
import { heldBy, peakRssMb, rssMb } from './memory';
import { BENCH_STAFF_PASSWORD, drop, type LoadResult, orderThroughput, PHONE } from './orders';

/** `npm run bench`: figures for the production build on this machine. */
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const lighthouseRoutes = ['/', '/store', '/store/harmattan-tour-tee', '/discography/lagos-nights', '/tour'];
/** The server's own latency histogram is read from /metrics with this. */
const METRICS_TOKEN = 'bench-metrics-token-0123456789';
const benchEnv = { TRUST_PROXY: 'true', DEMO_STAFF_PASSWORD: BENCH_STAFF_PASSWORD, METRICS_TOKEN };

/** After its start line a server still optimises the database's code for a while: memory is read after. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 3000));
/** The most memory a start may take (docs/decisions/0051-a-small-start.md). */
const START_PEAK_TARGET_MB = 300;

// The longest order during a backup alone, on a shop of its own (BENCH_ONLY=backup).
if (process.env.BENCH_ONLY === 'backup') {
  console.log(`\n${backupLines(await orderDuringBackup(benchEnv)).join('\n')}\n`);
  process.exit(0);
}

// The embedded database is made and seeded by a first start (a new shop with the demo, as `npm
// start` makes it), then reopened by the server measured, as a shop's server is after its first
// day. Between the two, a new shop without the demo starts once, on a folder of its own.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stagefront-bench-data-'));
const first = await startBuiltServer({ ...benchEnv, DATA_DIR: dataDir });
await settle();
const demoStartPeak = peakRssMb(first.pid);
await first.stop();
const empty = await startBuiltServer({ ...benchEnv, DEMO_CONTENT: 'false' });
await settle();
const emptyStartPeak = peakRssMb(empty.pid);
await empty.stop();
const server = await startBuiltServer({ ...benchEnv, DATA_DIR: dataDir });
await pinToServerCore(server.pid);
await settle();
const idleRss = rssMb(server.pid);
const restartPeak = peakRssMb(server.pid);
const idleHeld = await heldBy(server.url, METRICS_TOKEN);
const held = ({ heapMb, externalMb }: { heapMb: number; externalMb: number }) =>
  `JS heap ${heapMb.toFixed(0)} MB, outside it ${externalMb.toFixed(0)} MB reserved`;
/** The start's peaks and the idle server's memory, each against its target. */
function startMemory(): string[] {
  const peak = (name: string, mb: number) =>
    `${name} ${mb.toFixed(0)} MB (${mb <= START_PEAK_TARGET_MB ? 'ok' : 'over'})`;
  return [
    'Memory of the embedded-database server (resident):',
    `  peak while starting (target ≤ ${START_PEAK_TARGET_MB} MB): ${[
      peak('a new shop with the demo', demoStartPeak),
      peak('a new empty shop', emptyStartPeak),
      peak('restarted', restartPeak),
    ].join('   ')}`,
    `  idle after reopening its database ${idleRss.toFixed(0)} MB (target ≤ 200 MB: ${idleRss <= 200 ? 'ok' : 'over'})   ${held(idleHeld)}`,
  ];
}
try {
  console.log(`\nStagefront benchmarks (production build, embedded database, ${seconds} s per load test)\n`);

  // The memory of a start alone, e.g. to weigh a change to what the server loads (BENCH_ONLY=start).
  if (process.env.BENCH_ONLY === 'start') {
    console.log(`${startMemory().join('\n')}\n`);
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  }

  console.log('First load (gzip):');
  for (const route of ['/', '/store']) {
    const size = await firstLoadSize(server.url, route);
    const target = route === '/' ? `   (target ≤ 100 KB: ${size.jsKb <= 100 ? 'ok' : 'over'})` : '';
    console.log(
      `  ${route.padEnd(8)} JS ${size.jsKb.toFixed(1)} KB   CSS ${size.cssKb.toFixed(1)} KB   (${size.files.length} files)${target}`,
    );
  }
  const cartKb = screenChunkKb(PAGE_SCREENS.pages.cart);
  console.log(
    `  cart screen's own JS ${cartKb.toFixed(1)} KB   (target ≤ 12 KB: ${cartKb <= 12 ? 'ok' : 'over'})`,
  );

  // The sizes alone, e.g. to weigh a change to the web app (BENCH_ONLY=size).
  if (process.env.BENCH_ONLY === 'size') {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  }

  console.log(
    `\nThroughput against a bare node:http server sending the same bytes (50 connections; the app and the ceiling on one core, the load generator on the other; one run):`,
  );
  const targets: [string, string, Record<string, string>][] = [
    ['GET /api/products', '/api/products', {}],
    ['page /', '/', PHONE],
    ['page /store', '/store', PHONE],
    ['page, a product', '/store/harmattan-tour-tee', PHONE],
    ['page, a release', '/discography/lagos-nights', PHONE],
  ];
  for (const [name, route, headers] of targets) {
    const { ours, ceiling, bytes, encoding } = await againstBare(`${server.url}${route}`, seconds, headers);
    const ratio = ours.requestsPerSecond / ceiling.requestsPerSecond;
    console.log(
      `  ${name.padEnd(18)} ${(bytes / 1024).toFixed(1).padStart(5)} KB ${encoding.padEnd(4)}  ${ours.requestsPerSecond.toFixed(0).padStart(6)} req/s (p99 ${ours.p99Ms} ms)  bare ${ceiling.requestsPerSecond.toFixed(0).padStart(6)} req/s   ratio ${ratio.toFixed(2)} (target ≥ 0.50: ${ratio >= 0.5 ? 'ok' : 'under'})   non-2xx ${ours.non2xx}`,
    );
  }
  console.log('');

  // The load tests' ratios alone, e.g. to compare two builds run after run (BENCH_ONLY=throughput).
  if (process.env.BENCH_ONLY === 'throughput') {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
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
    const merch = await drop(on, 100, METRICS_TOKEN);
    console.log(
      `A merch drop, ${engine}: ${merch.stock} units; 500 shoppers open the page and 200 order, at once:`,
    );
    console.log(
      `  pages    ${latency(merch.pages)}   non-2xx ${merch.pages.non2xx}   (as the load generator saw them)`,
    );
    const p99 = merch.serverPagesP99;
    if (p99) {
      console.log(
        `  pages    p99 ≤ ${p99.ms} ms as the server measured ${p99.count} of them (target < 300 ms: ${p99.ms < 300 ? 'ok' : 'over'})`,
      );
    }
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
      ...benchEnv,
      DATABASE_URL: postgres,
    });
    await pinToServerCore(onPostgres.pid);
    try {
      await ordersAndDrop(onPostgres, 'PostgreSQL');
    } finally {
      await onPostgres.stop();
    }
  } else {
    console.log('PostgreSQL: skipped (set BENCH_DATABASE_URL to a database the bench may write to)\n');
  }

  console.log(`${backupLines(await orderDuringBackup(benchEnv)).join('\n')}\n`);

  const loadedRss = rssMb(server.pid);
  const loadedHeld = await heldBy(server.url, METRICS_TOKEN);
  console.log(startMemory().join('\n'));
  console.log(`  after the loads above ${loadedRss.toFixed(0)} MB   ${held(loadedHeld)}\n`);

  if (process.env.BENCH_LIGHTHOUSE === '0') {
    console.log('Lighthouse: skipped (BENCH_LIGHTHOUSE=0)\n');
  } else {
    console.log(`${lighthouseTable(await auditRoutes(server.url, lighthouseRoutes)).join('\n')}\n`);
  }
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
