import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answeringUntrusted, answeringVersion } from './health';

const caddyHere = spawnSync('caddy', ['version']).status === 0;

async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The doctor's look through the proxy, at a trial's `tls internal` address served by Caddy itself. */
describe.skipIf(!caddyHere)('the public address with a trial certificate', () => {
  let caddy: ChildProcess;
  let dir: string;
  let url: string;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stagefront-caddy-'));
    const port = await freePort();
    url = `https://localhost:${port}/api/health`;
    fs.writeFileSync(
      path.join(dir, 'Caddyfile'),
      `{\n\tskip_install_trust\n\tadmin off\n\thttp_port ${await freePort()}\n}\n\nlocalhost:${port} {\n\ttls internal\n\trespond /api/health \`{"status":"ok","version":"1.2.3"}\` 200\n}\n`,
    );
    caddy = spawn('caddy', ['run', '--config', path.join(dir, 'Caddyfile'), '--adapter', 'caddyfile'], {
      env: { PATH: process.env.PATH, HOME: dir, XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir },
      stdio: 'ignore',
    });
    const until = Date.now() + 20_000;
    while (Date.now() < until && (await answeringUntrusted(url)) === null) await sleep(200);
  }, 30_000);
  afterAll(async () => {
    caddy?.kill('SIGTERM');
    await sleep(200);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('is not believed with its certificate checked, and answers with it unchecked', async () => {
    expect(await answeringVersion(url)).toBeNull();
    expect(await answeringUntrusted(url)).toBe('1.2.3');
  });

  it('answers nothing for an address where nothing listens, or one over http://', async () => {
    expect(await answeringUntrusted(`https://127.0.0.1:${await freePort()}/api/health`)).toBeNull();
    expect(await answeringUntrusted('http://127.0.0.1:1/api/health')).toBeNull();
  });
});
