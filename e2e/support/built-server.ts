import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export type BuiltServer = {
  url: string;
  dataDir: string;
  /** Everything the server has written to standard output so far (its log lines). */
  output(): string;
  stop(): Promise<void>;
};

/** A port nothing listens on now, so the server knows its own address (PUBLIC_URL) before it starts. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts the production build on a free port with a fresh embedded database. `nodeArgs` go to Node
 * itself (e.g. `--cpu-prof` to profile the server under load).
 */
export async function startBuiltServer(
  env: NodeJS.ProcessEnv = {},
  { nodeArgs = [] }: { nodeArgs?: string[] } = {},
): Promise<BuiltServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stagefront-run-'));
  const port = await freePort();
  const server: ChildProcess = spawn(process.execPath, [...nodeArgs, 'dist/server/server.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`The server did not start:\n${output}`)), 60_000);
    server.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    server.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The server exited (${code}):\n${output}`));
    });
  });
  let written = '';
  server.stdout?.on('data', (chunk: Buffer) => {
    written += chunk.toString();
  });
  return {
    url,
    dataDir,
    output: () => written,
    async stop() {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
