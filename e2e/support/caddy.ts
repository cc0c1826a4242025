import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export function caddyOnPath(): boolean {
  return spawnSync('caddy', ['version'], { stdio: 'ignore' }).status === 0;
}

type Answer = { status: number; headers: IncomingHttpHeaders; body: string };

export type Caddy = {
  /** The https:// address Caddy serves the site at. */
  url: string;
  /** The root certificate of Caddy's local authority, which signed the site's certificate. */
  ca: Buffer;
  /**
   * A request to the site through Caddy, over HTTPS checked against Caddy's root, from
   * `localAddress` (another loopback address, 127.0.0.2…, is another client).
   */
  request(
    pathname: string,
    options?: { method?: string; headers?: Record<string, string>; json?: unknown; localAddress?: string },
  ): Promise<Answer>;
  stop(): Promise<void>;
};

/**
 * Runs `caddy run` on a Caddyfile with `env` for its {$NAME} placeholders. Its certificates, its
 * local authority and its saved config go to a temp folder (XDG_DATA_HOME, XDG_CONFIG_HOME), not
 * $HOME. Resolves once `ready` (a path on the site) answers `readyStatus` (200) through it over
 * HTTPS: 503 when nothing listens behind it yet and Caddy answers for the site.
 */
export async function startCaddy(
  caddyfile: string,
  env: Record<string, string>,
  ready: string,
  { readyStatus = 200 }: { readyStatus?: number } = {},
): Promise<Caddy> {
  const home = fs.mkdtempSync(path.join(os.tmpdir(), 'stagefront-caddy-'));
  const config = path.join(home, 'Caddyfile');
  fs.writeFileSync(config, caddyfile);
  const site = new URL(`https://${env.SITE_ADDRESS}`);
  const caddy: ChildProcess = spawn('caddy', ['run', '--config', config, '--adapter', 'caddyfile'], {
    env: {
      PATH: process.env.PATH,
      HOME: home,
      XDG_DATA_HOME: path.join(home, 'data'),
      XDG_CONFIG_HOME: path.join(home, 'config'),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let log = '';
  caddy.stderr?.on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });
  const rootPath = path.join(home, 'data', 'caddy', 'pki', 'authorities', 'local', 'root.crt');
  let ca = Buffer.alloc(0);
  const stop = async () => {
    if (caddy.exitCode === null && caddy.signalCode === null) {
      const exited = new Promise((resolve) => caddy.once('exit', resolve));
      caddy.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(home, { recursive: true, force: true });
  };
  const request: Caddy['request'] = (pathname, { method = 'GET', headers = {}, json, localAddress } = {}) =>
    new Promise((resolve, reject) => {
      const body = json === undefined ? undefined : JSON.stringify(json);
      const sent = https.request(
        {
          // The site's name in SNI and Host, the address connected to by number: a client bound
          // to 127.0.0.2 can only reach 127.0.0.1, not ::1.
          host: '127.0.0.1',
          port: site.port,
          servername: site.hostname,
          ca,
          localAddress,
          agent: false,
          method,
          path: pathname,
          headers: {
            host: site.host,
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            ...headers,
          },
        },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => {
            text += chunk;
          });
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }),
          );
        },
      );
      sent.once('error', reject);
      sent.end(body);
    });
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (caddy.exitCode !== null) {
      await stop();
      throw new Error(`Caddy exited (${caddy.exitCode}):\n${log}`);
    }
    if (fs.existsSync(rootPath)) {
      ca = fs.readFileSync(rootPath);
      const answer = await request(ready).catch(() => null);
      if (answer?.status === readyStatus) break;
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`Caddy did not answer ${ready} with ${readyStatus} within 30 s:\n${log}`);
    }
    await sleep(200);
  }
  return { url: site.origin, ca, request, stop };
}
