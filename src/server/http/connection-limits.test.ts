import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Engine } from '../db/open';
import { describeOnEngine, testApp } from '../testing/test-app';
import type { ConnectionLimits } from './connection-config';

/** Short limits, so the test waits a second where a shop waits thirty. */
const LIMITS: ConnectionLimits = {
  requestTimeoutMs: 1000,
  headersTimeoutMs: 600,
  idleTimeoutMs: 1500,
  maxConnections: 1000,
};

type Exchange = { text: string; closedAfterMs: number };

/** Opens a raw TCP connection, lets `talk` write to it, and collects what comes back until it closes. */
function exchange(port: number, talk: (socket: net.Socket) => void, giveUpMs = 8000): Promise<Exchange> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1', () => talk(socket));
    let text = '';
    const giveUp = setTimeout(() => {
      socket.destroy();
      reject(new Error(`still open after ${giveUpMs} ms; read so far: ${JSON.stringify(text)}`));
    }, giveUpMs);
    socket.on('data', (chunk) => {
      text += chunk.toString('utf8');
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(giveUp);
      resolve({ text, closedAfterMs: Date.now() - started });
    });
  });
}

/** A login whose headers promise a body that never comes, or comes one byte at a time. */
const LOGIN_HEAD =
  'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nOrigin: http://localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n';

function statusLine(text: string): string {
  return text.split('\r\n', 1)[0] ?? '';
}

function bodyOf(text: string): unknown {
  return JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4));
}

async function listening(engine: Engine, limits: ConnectionLimits, routes?: (app: FastifyInstance) => void) {
  const app = await testApp(engine, { connections: limits });
  routes?.(app);
  await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, port: (app.server.address() as AddressInfo).port };
}

/**
 * Requests that never finish arriving, over real sockets: an outside test held 2 × 10,100
 * connections with headers and no body (or a byte every ten seconds) past 330 s, until the open
 * files ran out and every page and order failed.
 */
// The HTTP server's own limits: the same whichever database is behind it.
describeOnEngine('timeouts on receiving a request', 'pglite', (engine) => {
  let app: FastifyInstance;
  let port = 0;

  beforeAll(async () => {
    ({ app, port } = await listening(engine, LIMITS, (server) => {
      // A download that takes longer than any request may: answers going out are not timed.
      server.get('/slow-download', (_request, reply) => {
        let sent = 0;
        const body = new Readable({
          read() {
            setTimeout(() => this.push(sent++ < 5 ? `part ${sent}\n` : null), 500);
          },
        });
        return reply.type('text/plain').send(body);
      });
    }));
  });
  afterAll(() => app.close());

  it('answers 408 and closes a connection whose body never arrives, within the request timeout', async () => {
    const { text, closedAfterMs } = await exchange(port, (socket) => socket.write(LOGIN_HEAD));
    expect(statusLine(text)).toBe('HTTP/1.1 408 Request Timeout');
    expect(bodyOf(text)).toEqual({
      error: { code: 'request_timeout', message: 'The request did not arrive in time. Please try again.' },
    });
    expect(closedAfterMs).toBeGreaterThanOrEqual(LIMITS.requestTimeoutMs - 50);
    expect(closedAfterMs).toBeLessThan(LIMITS.requestTimeoutMs + 1500);
  });

  it('does the same to a body sent a byte at a time', async () => {
    const { text, closedAfterMs } = await exchange(port, (socket) => {
      socket.write(LOGIN_HEAD);
      const drip = setInterval(() => socket.writable && socket.write('{'), 150);
      socket.on('close', () => clearInterval(drip));
    });
    expect(statusLine(text)).toBe('HTTP/1.1 408 Request Timeout');
    expect(closedAfterMs).toBeLessThan(LIMITS.requestTimeoutMs + 1500);
  });

  it('closes a connection whose headers never finish, or that sends nothing, at the headers timeout', async () => {
    const slowHeaders = await exchange(port, (socket) =>
      socket.write('GET /api/health HTTP/1.1\r\nHost: loc'),
    );
    expect(statusLine(slowHeaders.text)).toBe('HTTP/1.1 408 Request Timeout');
    expect(slowHeaders.closedAfterMs).toBeLessThan(LIMITS.headersTimeoutMs + 1500);
    const silent = await exchange(port, () => {});
    expect(statusLine(silent.text)).toBe('HTTP/1.1 408 Request Timeout');
    expect(silent.closedAfterMs).toBeLessThan(LIMITS.headersTimeoutMs + 1500);
  });

  it('keeps a kept-alive connection between requests until the idle timeout, not the request timeout', async () => {
    const get = 'GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n';
    const { text, closedAfterMs } = await exchange(port, (socket) => {
      socket.write(get);
      // Idle longer than a request may take to arrive, then a second request on the same connection.
      setTimeout(() => socket.writable && socket.write(get), LIMITS.requestTimeoutMs + 200);
    });
    expect(text.match(/HTTP\/1\.1 200 OK/g)).toHaveLength(2);
    expect(text).not.toContain('408');
    expect(closedAfterMs).toBeGreaterThanOrEqual(LIMITS.requestTimeoutMs + 200 + LIMITS.idleTimeoutMs - 50);
  });

  it('lets a slow download run past the request timeout', async () => {
    const { text, closedAfterMs } = await exchange(port, (socket) =>
      socket.write('GET /slow-download HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n'),
    );
    expect(statusLine(text)).toBe('HTTP/1.1 200 OK');
    expect(text).toContain('part 5\n');
    expect(closedAfterMs).toBeGreaterThan(LIMITS.requestTimeoutMs * 2);
  });
});

/** The bound on connections held at once: one more is told the shop is busy, and closed. */
describeOnEngine('the bound on open connections', 'pglite', (engine) => {
  let app: FastifyInstance;
  let port = 0;
  const held: net.Socket[] = [];

  beforeAll(async () => {
    // Long timeouts here: the connections holding the places must not be closed for being silent.
    ({ app, port } = await listening(engine, {
      requestTimeoutMs: 20_000,
      headersTimeoutMs: 20_000,
      idleTimeoutMs: 20_000,
      maxConnections: 3,
    }));
  });
  afterAll(async () => {
    for (const socket of held) socket.destroy();
    await app.close();
  });

  const hold = () =>
    new Promise<net.Socket>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => resolve(socket));
      socket.on('error', () => {});
      held.push(socket);
    });

  it('answers 503 past the bound, the API in JSON and a page in HTML, and takes one again once a place is free', async () => {
    const [first] = await Promise.all([hold(), hold(), hold()]);
    const api = await exchange(port, (socket) =>
      socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n'),
    );
    expect(statusLine(api.text)).toBe('HTTP/1.1 503 Service Unavailable');
    expect(api.text).toMatch(/\r\nRetry-After: 5\r\n/);
    expect(bodyOf(api.text)).toEqual({
      error: { code: 'busy', message: 'The shop is very busy right now. Please try again in a moment.' },
    });
    const page = await exchange(port, (socket) =>
      socket.write('GET /store HTTP/1.1\r\nHost: localhost\r\nAccept: text/html\r\n\r\n'),
    );
    expect(statusLine(page.text)).toBe('HTTP/1.1 503 Service Unavailable');
    expect(page.text).toContain('The shop is very busy right now.');
    expect(page.text).toContain('text/html');

    first?.destroy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const again = await exchange(port, (socket) =>
      socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n'),
    );
    expect(statusLine(again.text)).toBe('HTTP/1.1 200 OK');
  });
});
