import { startBuiltServer } from '../e2e/support/built-server';
import { bareServer, measure } from './api-throughput';
import { firstLoadSize } from './bundle-size';
import { auditRoutes } from './lighthouse';
import { lighthouseTable } from './lighthouse-table';

/** `npm run bench`: figures for the production build on this machine. */
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const lighthouseRoutes = ['/', '/store', '/store/harmattan-tour-tee', '/discography/lagos-nights'];
const server = await startBuiltServer();
try {
  console.log(`\nStagefront benchmarks (production build, embedded database, ${seconds} s per load test)\n`);

  console.log('First load (gzip):');
  for (const route of ['/', '/store']) {
    const size = await firstLoadSize(server.url, route);
    console.log(
      `  ${route.padEnd(8)} JS ${size.jsKb.toFixed(1)} KB   CSS ${size.cssKb.toFixed(1)} KB   (${size.files.length} files)`,
    );
  }

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

  if (process.env.BENCH_LIGHTHOUSE === '0') {
    console.log('Lighthouse: skipped (BENCH_LIGHTHOUSE=0)\n');
  } else {
    console.log(`${lighthouseTable(await auditRoutes(server.url, lighthouseRoutes)).join('\n')}\n`);
  }
} finally {
  await server.stop();
}
