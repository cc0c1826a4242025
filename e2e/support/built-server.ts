import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../../scripts/server-runtime.mjs';

export type BuiltServer = {
  url: string;
  /** The server's process id (the bench pins it to a core). */
  pid: number;
  dataDir: string;
  /** Everything the server has written to standard output so far (its log lines). */
  output(): string;
  stop(): Promise<void>;
};

/** A port nothing listens on now, so the server knows its own address (PUBLIC_URL) before it starts. */
export function freePort(): Promise<number> {
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
 * itself (e.g. `--cpu-prof` to profile the server under load); `cwd` is another checkout whose
 * build to start (the bench's comparison), else this one.
 */
export async function startBuiltServer(
  env: NodeJS.ProcessEnv = {},
  { nodeArgs = SERVER_NODE_FLAGS, cwd }: { nodeArgs?: string[]; cwd?: string } = {},
): Promise<BuiltServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stagefront-run-'));
  const port = await freePort();
  return startServerCommand({
    command: process.execPath,
    args: [...nodeArgs, 'dist/server/server.js'],
    cwd,
    env: {
      ...SERVER_ENV,
      ...process.env,
      PORT: String(port),
      // The host the tests open pages at: the server leads pages asked for under any other to it.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      DATABASE_URL: '',
      // The demo shop, as `npm start` makes it; a test of a real shop's start says DEMO_CONTENT=false.
      DEMO_CONTENT: 'true',
      ...env,
    },
    dataDir,
  });
}

/**
 * Runs a command that starts the server, exactly as given (a service manager's command line and
 * environment), and waits for its start-up line; `url` is the address that line names, PUBLIC_URL.
 * `dataDir` is removed when it stops.
 */
export async function startServerCommand({
  command,
  args,
  cwd,
  env,
  dataDir,
}: {
  command: string;
  args: string[];
  cwd?: string;
  env: NodeJS.ProcessEnv;
  dataDir: string;
}): Promise<BuiltServer> {
  const server: ChildProcess = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'inherit'] });
  let written = '';
  server.stdout?.on('data', (chunk: Buffer) => {
    written += chunk.toString();
  });
  const started = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The server did not start:\n${written}`)), 120_000);
    server.stdout?.on('data', () => {
      const match = /running at (https?:\/\/\S+)/.exec(written);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    server.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    server.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The server exited (${code}):\n${written}`));
    });
  });
  const url = await started.catch((error: unknown) => {
    server.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  return {
    url,
    pid: server.pid ?? 0,
    dataDir,
    output: () => written,
    async stop() {
      if (server.exitCode === null && server.signalCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
