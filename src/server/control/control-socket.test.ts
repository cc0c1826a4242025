import { type ChildProcess, execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../paths';
import { freshPostgres } from '../testing/test-database';
import { CONTROL_SOCKET } from './control-socket';

const run = promisify(execFile);

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** A shop started as `npm start` starts it, from the source, on its own data folder. */
async function startShop(
  env: NodeJS.ProcessEnv,
): Promise<{ url: string; stop(): Promise<void>; output(): string }> {
  const port = await freePort();
  const { DATABASE_URL: _, DATA_DIR: __, ...rest } = process.env;
  const shop: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
    cwd: projectRoot,
    env: {
      ...rest,
      PORT: String(port),
      DEMO_CONTENT: 'false',
      BACKUP_EVERY_HOURS: '0',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  shop.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  shop.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const deadline = Date.now() + 150_000;
  while (!output.includes('is running at')) {
    if (shop.exitCode !== null || Date.now() > deadline)
      throw new Error(`The shop did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    output: () => output,
    stop: async () => {
      if (shop.exitCode !== null) return;
      const exited = new Promise((resolve) => shop.once('exit', resolve));
      shop.kill('SIGTERM');
      await exited;
    },
  };
}

/** A maintenance command, with `answer` typed on its standard input. */
function cli(args: string[], env: NodeJS.ProcessEnv, answer = '') {
  const { DATABASE_URL: _, DATA_DIR: __, ...rest } = process.env;
  const command = run(process.execPath, ['--import', 'tsx', 'src/server/cli.ts', ...args], {
    cwd: projectRoot,
    env: { ...rest, ...env },
  });
  command.child.stdin?.end(answer ? `${answer}\n` : '');
  return command;
}

async function signIn(url: string, email: string, password: string): Promise<number> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email, password }),
  });
  return response.status;
}

describe('maintenance commands while the embedded shop runs', () => {
  let dir: string;
  let shop: Awaited<ReturnType<typeof startShop>>;
  let env: NodeJS.ProcessEnv;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stagefront-control-'));
    env = { DATA_DIR: dir };
    shop = await startShop(env);
  }, 180_000);
  afterAll(async () => {
    await shop?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('listens on a socket in DATA_DIR that only its own user may open', () => {
    const socket = fs.statSync(path.join(dir, CONTROL_SOCKET));
    expect(socket.isSocket()).toBe(true);
    expect((socket.mode & 0o777).toString(8)).toBe('600');
  });

  it('makes the first owner through the running shop, who can then sign in', async () => {
    const made = await cli(['create-admin', '--email', 'first.owner@example.com'], env, 'opening-night-7');
    expect(made.stdout).toContain('The shop is running (process');
    expect(made.stdout).toContain('Staff account created for first.owner@example.com.');
    expect(await signIn(shop.url, 'first.owner@example.com', 'opening-night-7')).toBe(200);
    await expect(
      cli(['create-admin', '--email', 'first.owner@example.com'], env, 'opening-night-8'),
    ).rejects.toMatchObject({
      stderr: expect.stringContaining('A staff account for first.owner@example.com already exists.'),
    });
  }, 60_000);

  it('takes a backup on demand through the running shop, private to its user', async () => {
    const out = path.join(dir, 'by-hand', 'now.tar.gz');
    const taken = await cli(['backup', '--out', out], env);
    expect(taken.stdout).toContain(`to ${out}, through the running shop.`);
    expect((fs.statSync(out).mode & 0o777).toString(8)).toBe('600');
    expect(fs.statSync(out).size).toBeGreaterThan(1000);
  }, 90_000);

  it('redacts and migrates through it, and refuses a restore while it runs', async () => {
    expect((await cli(['redact', 'nobody@example.com'], env)).stdout).toContain('Redacted 0 entries');
    expect((await cli(['migrate'], env)).stdout).toContain(
      'brought the pglite database up to date when it started',
    );
    await expect(
      cli(['restore', '--from', path.join(dir, 'by-hand', 'now.tar.gz'), '--replace'], env),
    ).rejects.toMatchObject({
      stderr: expect.stringContaining('The shop is running on this embedded database'),
    });
  }, 60_000);
});

const withPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

withPostgres('maintenance commands while the shop runs on PostgreSQL', () => {
  it('make the first owner directly on the database the shop uses', async () => {
    const target = await freshPostgres();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stagefront-control-pg-'));
    const env = { DATA_DIR: dir, DATABASE_URL: target.url };
    const shop = await startShop(env);
    try {
      expect(fs.existsSync(path.join(dir, CONTROL_SOCKET))).toBe(false);
      const made = await cli(['create-admin', '--email', 'pg.owner@example.com'], env, 'opening-night-7');
      expect(made.stdout).not.toContain('The shop is running');
      expect(await signIn(shop.url, 'pg.owner@example.com', 'opening-night-7')).toBe(200);
    } finally {
      await shop.stop();
      await target.drop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 240_000);
});
