import { type ChildProcess, execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

export type Throughput = {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
};

const run = promisify(execFile);
const autocannonBin = path.resolve('node_modules/.bin/autocannon');

/**
 * The cores the servers and the load generator run on: with two or more, the servers measured get
 * core 0 and the load generator core 1 (taskset), so neither starves the other of its share.
 */
const CORES = { server: '0', load: '1' };
const pinning = os.availableParallelism() >= 2 && fs.existsSync('/usr/bin/taskset');

/** Keeps a running process on the servers' core. */
export async function pinToServerCore(pid: number): Promise<void> {
  if (pinning) await run('taskset', ['-a', '-cp', CORES.server, String(pid)]);
}

/** The command that runs `file args` on the load generator's core. */
export function onLoadCore(file: string, args: string[]): [string, string[]] {
  return pinning ? ['taskset', ['-c', CORES.load, file, ...args]] : [file, args];
}

/**
 * Load on a URL from autocannon in a process of its own, so the load generator never competes
 * with the server it measures for the same event loop.
 */
async function measure(
  url: string,
  seconds: number,
  { connections = 50, headers = {} }: { connections?: number; headers?: Record<string, string> } = {},
): Promise<Throughput> {
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}=${value}`]);
  const [file, args] = onLoadCore(autocannonBin, [
    '--json',
    '-c',
    String(connections),
    '-d',
    String(seconds),
    ...headerArgs,
    url,
  ]);
  const { stdout } = await run(file, args, { maxBuffer: 64 * 1024 * 1024 });
  const result = JSON.parse(stdout) as {
    requests: { average: number };
    latency: { p50: number; p99: number };
    non2xx: number;
    errors: number;
  };
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** An answer's bytes as sent (still compressed) and the headers a copy of it needs. */
export function rawGet(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ body: Buffer; headers: Record<string, string> }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const kept: Record<string, string> = {};
          for (const name of ['content-type', 'content-encoding', 'etag', 'cache-control', 'vary']) {
            const value = response.headers[name];
            if (typeof value === 'string') kept[name] = value;
          }
          resolve({ body: Buffer.concat(chunks), headers: kept });
        });
      })
      .on('error', reject);
  });
}

/**
 * A bare node:http server (bench/bare-server.mjs) answering every request with `body` and
 * `headers`, in its own process on the servers' core.
 */
export async function bareServer(body: Buffer, headers: Record<string, string>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stagefront-bare-'));
  const bodyFile = path.join(dir, 'body');
  fs.writeFileSync(bodyFile, body);
  const child: ChildProcess = spawn(
    process.execPath,
    [path.resolve('bench/bare-server.mjs'), bodyFile, JSON.stringify(headers)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      const match = /listening on (\d+)/.exec(chunk.toString());
      if (match?.[1]) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`The bare server exited (${code}).`)));
  });
  if (child.pid) await pinToServerCore(child.pid);
  return {
    url: `http://127.0.0.1:${port}/`,
    pid: child.pid ?? 0,
    async close() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * One address of the app against a bare server sending the same bytes, each measured in turn with
 * the same load, in the same run: the ratio is what the app's own work costs.
 */
export async function againstBare(
  url: string,
  seconds: number,
  headers: Record<string, string> = {},
): Promise<{ ours: Throughput; ceiling: Throughput; bytes: number; encoding: string }> {
  const sample = await rawGet(url, headers);
  const bare = await bareServer(sample.body, sample.headers);
  try {
    const ours = await measure(url, seconds, { headers });
    const ceiling = await measure(bare.url, seconds, { headers });
    return {
      ours,
      ceiling,
      bytes: sample.body.length,
      encoding: sample.headers['content-encoding'] ?? 'none',
    };
  } finally {
    await bare.close();
  }
}
