import fs from 'node:fs';
import http from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { CommandError } from '../modules/auth/staff/create-admin';
import { isShopWork, type RunningShop, SHOP_WORK } from './shop-work';

/** The control socket's name in DATA_DIR: `stagefront` commands find the running shop by it. */
export const CONTROL_SOCKET = 'control.sock';

const MAX_BODY = 64 * 1024;

/**
 * Listens on a Unix socket in DATA_DIR that only the shop's own user (and root) may open, mode
 * 0600, for maintenance commands while the shop runs: the embedded database is open in this
 * process alone, so a command asks the shop to do the work (SHOP_WORK). Each answer is JSON lines:
 * `{"line"}` as the work prints, then `{"done":true}` or `{"error"}`.
 */
export async function openControlSocket(
  file: string,
  shop: RunningShop,
  log: FastifyBaseLogger,
): Promise<{ close(): Promise<void> }> {
  // A socket left by a server that was killed: this process holds the database's lock, so no
  // other server is behind it.
  fs.rmSync(file, { force: true });
  const server = http.createServer((request, response) => {
    answer(request, response, shop, log).catch((error: unknown) => {
      log.error({ err: error }, 'control command failed');
      response.destroy();
    });
  });
  server.headersTimeout = 10_000;
  server.requestTimeout = 15_000;
  // Made closed: no moment when another user could connect before a chmod.
  const umask = process.umask(0o177);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(file, () => resolve());
    });
  } finally {
    process.umask(umask);
  }
  fs.chmodSync(file, 0o600);
  return {
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

async function answer(
  request: http.IncomingMessage,
  response: http.ServerResponse,
  shop: RunningShop,
  log: FastifyBaseLogger,
): Promise<void> {
  const name = decodeURIComponent(new URL(request.url ?? '/', 'http://shop').pathname.slice(1));
  const body = await readBody(request);
  response.writeHead(200, { 'content-type': 'application/x-ndjson' });
  const send = (message: object) => response.write(`${JSON.stringify(message)}\n`);
  if (request.method !== 'POST' || !isShopWork(name)) {
    send({ error: `The running shop does not take '${name}' from a command.` });
    response.end();
    return;
  }
  const work = SHOP_WORK[name];
  const input = work.input.safeParse(parseJson(body));
  if (!input.success) {
    send({ error: input.error.issues.map((issue) => issue.message).join(' ') });
    response.end();
    return;
  }
  try {
    // Each work's input was checked by its own schema just above.
    await (work.run as (shop: RunningShop, input: unknown, print: (line: string) => void) => Promise<void>)(
      shop,
      input.data,
      (line) => send({ line }),
    );
    log.info({ command: name }, 'maintenance command done by the running shop');
    send({ done: true });
  } catch (error) {
    const known = error instanceof CommandError || (error instanceof Error && error.name !== 'Error');
    if (!known) log.error({ err: error, command: name }, 'maintenance command failed');
    send({ error: error instanceof Error ? error.message : String(error) });
  }
  response.end();
}

function readBody(request: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) request.destroy(new Error('The command sent too much.'));
      else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text || '{}');
  } catch {
    return null;
  }
}
