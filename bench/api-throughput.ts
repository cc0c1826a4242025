import { type ChildProcess, execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
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
 * Load on a URL from autocannon in a process of its own, so the load generator never competes
 * with the server it measures for the same event loop.
 */
export async function measure(url: string, seconds: number, connections = 50): Promise<Throughput> {
  const { stdout } = await run(
    autocannonBin,
    ['--json', '-c', String(connections), '-d', String(seconds), url],
    {
      maxBuffer: 64 * 1024 * 1024,
    },
  );
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

/** A bare node:http server (bench/bare-server.mjs) answering every request with `body`, in its own process. */
export async function bareServer(body: string, contentType: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stagefront-bare-'));
  const bodyFile = path.join(dir, 'body');
  fs.writeFileSync(bodyFile, body);
  const child: ChildProcess = spawn(
    process.execPath,
    [path.resolve('bench/bare-server.mjs'), bodyFile, contentType],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      const match = /listening on (\d+)/.exec(chunk.toString());
      if (match?.[1]) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`The bare server exited (${code}).`)));
  });
  return {
    url: `http://127.0.0.1:${port}/api/products`,
    async close() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
