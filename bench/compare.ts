import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { type BuiltServer, startBuiltServer } from '../e2e/support/built-server';
import { bareServer, onLoadCore, pinToServerCore, rawGet } from './api-throughput';
import { PHONE } from './orders';

/**
 * `npm run bench:compare -- <commit or built checkout>`: this build's load-test ratios against
 * another's (e.g. the commit before a change), measured so that a difference of a few per cent
 * shows through a machine whose speed drifts by more than that between runs.
 *
 * Both shops run at once with the demo content, each beside a bare node:http server sending its
 * bytes; the load goes to one of the four at a time, in slices of a few seconds, in an order that
 * turns each round. A drift of the machine then falls on all four alike, and each round gives one
 * ratio per build (app ÷ its bare server, as `npm run bench` reports) and the server's own CPU time
 * per 1,000 requests (user + system from /proc, so time another tenant takes is not counted).
 */
const run = promisify(execFile);
const autocannonBin = path.resolve('node_modules/.bin/autocannon');
const rounds = Number(process.env.BENCH_ROUNDS ?? 8);
const sliceSeconds = Number(process.env.BENCH_SLICE_SECONDS ?? 2);
const routes: [string, string, Record<string, string>][] = [
  ['GET /api/products', '/api/products', {}],
  ['page /', '/', PHONE],
  ['page /store', '/store', PHONE],
  ['page, a product', '/store/harmattan-tour-tee', PHONE],
  ['page, a release', '/discography/lagos-nights', PHONE],
];
const only = process.env.BENCH_ROUTES?.split(',');

/**
 * The build to compare with: a checkout holding its build, or a commit of this repository, checked
 * out beside it (in the system's temporary folder, kept for the next run), installed and built.
 */
async function otherBuild(given: string | undefined): Promise<string> {
  if (!given) {
    console.error('Usage: npm run bench:compare -- <a commit, or a built checkout>');
    process.exit(2);
  }
  if (fs.existsSync(path.join(given, 'dist/server/server.js'))) return path.resolve(given);
  const { stdout } = await run('git', ['rev-parse', '--verify', `${given}^{commit}`]);
  const commit = stdout.trim();
  const dir = path.join(os.tmpdir(), `stagefront-compare-${commit.slice(0, 12)}`);
  if (fs.existsSync(path.join(dir, 'dist/server/server.js'))) return dir;
  console.log(`Checking out ${commit.slice(0, 12)} in ${dir}, installing and building it…`);
  fs.rmSync(dir, { recursive: true, force: true });
  await run('git', ['worktree', 'prune']);
  await run('git', ['worktree', 'add', '--detach', dir, commit]);
  const inIt = { cwd: dir, maxBuffer: 64 * 1024 * 1024 };
  await run('npm', ['ci', '--no-audit', '--no-fund'], inIt);
  await run('npm', ['run', 'build'], inIt);
  return dir;
}

type Target = { name: string; url: string; pid: number };
type Slice = { perSecond: number; cpuMsPer1000: number };

/** User + system CPU time of a process so far, in milliseconds. */
function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / 100;
}

/** Load on one target for a slice: its requests per second and its CPU time per 1,000 requests. */
async function slice(target: Target, headers: Record<string, string>): Promise<Slice> {
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}=${value}`]);
  const [file, args] = onLoadCore(autocannonBin, [
    '--json',
    '-c',
    '50',
    '-d',
    String(sliceSeconds),
    ...headerArgs,
    target.url,
  ]);
  const before = cpuMs(target.pid);
  const { stdout } = await run(file, args, { maxBuffer: 64 * 1024 * 1024 });
  const used = cpuMs(target.pid) - before;
  const result = JSON.parse(stdout) as { requests: { total: number }; duration: number; non2xx: number };
  if (result.non2xx > 0) throw new Error(`${target.name} answered ${result.non2xx} requests with an error.`);
  return {
    perSecond: result.requests.total / result.duration,
    cpuMsPer1000: (used * 1000) / result.requests.total,
  };
}

/** Node's flags as the checkout at `dir` starts its server (none where it did not name any). */
async function nodeFlags(dir: string): Promise<string[]> {
  const file = path.join(dir, 'scripts/server-runtime.mjs');
  if (!fs.existsSync(file)) return [];
  const runtime = (await import(file)) as {
    SERVER_NODE_FLAGS?: string[];
    SERVER_ENV?: Record<string, string>;
  };
  return runtime.SERVER_NODE_FLAGS ?? [];
}

/** The production build in `dir` with a fresh embedded database holding the demo shop, on the servers' core. */
async function startIn(dir: string): Promise<BuiltServer> {
  const server = await startBuiltServer(
    { TRUST_PROXY: 'true' },
    { nodeArgs: await nodeFlags(dir), cwd: dir },
  );
  await pinToServerCore(server.pid);
  return server;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
const change = (now: number, before: number) =>
  `${now >= before ? '+' : ''}${((now / before - 1) * 100).toFixed(1)}%`;

const baseDir = await otherBuild(process.argv[2]);
const ours = await startIn(process.cwd());
const theirs = await startIn(baseDir);
try {
  console.log(
    `\nThis build against ${baseDir}: ${rounds} rounds of ${sliceSeconds} s slices per address, 50 connections, the servers on one core and the load on the other\n`,
  );
  for (const [name, route, headers] of routes) {
    if (only && !only.includes(route)) continue;
    const oursSample = await rawGet(`${ours.url}${route}`, headers);
    const theirsSample = await rawGet(`${theirs.url}${route}`, headers);
    const oursBare = await bareServer(oursSample.body, oursSample.headers);
    const theirsBare = await bareServer(theirsSample.body, theirsSample.headers);
    try {
      const targets: Target[] = [
        { name: 'this build', url: `${ours.url}${route}`, pid: ours.pid },
        { name: 'its bare server', url: oursBare.url, pid: oursBare.pid },
        { name: 'the other build', url: `${theirs.url}${route}`, pid: theirs.pid },
        { name: 'its bare server', url: theirsBare.url, pid: theirsBare.pid },
      ];
      for (const target of targets) await slice(target, headers); // warming up
      const results: Slice[][] = targets.map(() => []);
      for (let round = 0; round < rounds; round += 1) {
        for (let step = 0; step < targets.length; step += 1) {
          const index = (round + step) % targets.length;
          results[index]?.push(await slice(targets[index] as Target, headers));
        }
      }
      const [a, aBare, b, bBare] = results as [Slice[], Slice[], Slice[], Slice[]];
      const ratios = (app: Slice[], bare: Slice[]) =>
        app.map((s, i) => s.perSecond / (bare[i]?.perSecond ?? 1));
      const roundsOurs = ratios(a, aBare);
      const roundsTheirs = ratios(b, bBare);
      const ratioOurs = median(roundsOurs);
      const ratioTheirs = median(roundsTheirs);
      const cpuOurs = median(a.map((s) => s.cpuMsPer1000));
      const cpuTheirs = median(b.map((s) => s.cpuMsPer1000));
      const paired = median(roundsOurs.map((r, i) => r / (roundsTheirs[i] ?? 1)));
      console.log(
        `  ${name.padEnd(18)} ratio ${ratioOurs.toFixed(3)} against ${ratioTheirs.toFixed(3)} (${change(ratioOurs, ratioTheirs)}; round by round ${change(paired, 1)})   CPU per 1,000 requests ${cpuOurs.toFixed(1)} ms against ${cpuTheirs.toFixed(1)} ms (${change(cpuOurs, cpuTheirs)})   ${(oursSample.body.length / 1024).toFixed(1)} KB against ${(theirsSample.body.length / 1024).toFixed(1)} KB`,
      );
    } finally {
      await oursBare.close();
      await theirsBare.close();
    }
  }
  console.log('');
} finally {
  await ours.stop();
  await theirs.stop();
}
