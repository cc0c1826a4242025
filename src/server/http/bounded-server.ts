import http from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionLimits } from './connection-config';
import { ERROR_PAGE_WORDS, errorPage } from './error-page';

/** How long a refused connection is kept: its request read, the 503 sent, then it is closed. */
const REFUSE_GRACE_MS = 2000;
/** Refused connections answered at once; past this a connection is closed unanswered, as Node would. */
const MAX_ANSWERING_REFUSALS = 256;
/** How often the server says, at most, that it refused connections. */
const REFUSAL_NOTICE_MS = 60_000;

const BUSY_MESSAGE = ERROR_PAGE_WORDS.busy.text;

/** The 503 for a refused connection: the API's error body for the API, else a page. */
function busyAnswer(firstBytes: Buffer): string {
  const target = firstBytes.toString('latin1', 0, 512).split(' ', 2)[1] ?? '';
  const api = /^\/(api|metrics)(\/|\?|$)/.test(target);
  const body = api
    ? JSON.stringify({ error: { code: 'busy', message: BUSY_MESSAGE } })
    : errorPage(null, ERROR_PAGE_WORDS.busy);
  const type = api ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8';
  return [
    'HTTP/1.1 503 Service Unavailable',
    `Content-Type: ${type}`,
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Retry-After: 5',
    'Cache-Control: no-store',
    'X-Content-Type-Options: nosniff',
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

/**
 * Node's HTTP server with a bound on the connections it holds. Node's own `maxConnections` closes
 * one more without a word; here it is answered 503 (the page or the API's body) and closed, so a
 * shopper reads that the shop is busy and a script can tell it from a network failure. A refused
 * connection never reaches the HTTP parser or the app. Every open file is a connection at most:
 * held within the bound, the database, the uploads and the logs keep theirs.
 */
export class BoundedServer extends http.Server {
  #open = 0;
  #answering = 0;
  #refusedSinceNotice = 0;
  #lastNotice = 0;

  constructor(
    options: http.ServerOptions,
    handler: http.RequestListener,
    private readonly limit: number,
    /** Told at most once a minute how many connections were refused since it was last told. */
    private readonly onRefused: (count: number) => void = () => {},
  ) {
    super(options, handler);
  }

  // The one place every new connection passes, before any listener (Node's parser among them).
  override emit(event: string, ...args: unknown[]): boolean {
    if (event === 'connection') {
      const socket = args[0] as Socket;
      if (this.#open >= this.limit) {
        this.#refuse(socket);
        return true;
      }
      this.#open++;
      socket.once('close', () => {
        this.#open--;
      });
    }
    return super.emit(event, ...args);
  }

  #refuse(socket: Socket): void {
    this.#notice();
    socket.on('error', () => {});
    if (this.#answering >= MAX_ANSWERING_REFUSALS) {
      socket.destroy();
      return;
    }
    this.#answering++;
    const timer = setTimeout(() => socket.destroy(), REFUSE_GRACE_MS);
    socket.once('close', () => {
      this.#answering--;
      clearTimeout(timer);
    });
    // Read the request's first bytes before answering, and keep reading what follows: a socket
    // closed with unread input sends a reset, which can reach the client before the 503 does.
    socket.once('data', (chunk: Buffer) => socket.end(busyAnswer(chunk)));
  }

  #notice(): void {
    this.#refusedSinceNotice++;
    const now = Date.now();
    if (now - this.#lastNotice < REFUSAL_NOTICE_MS) return;
    this.#lastNotice = now;
    this.onRefused(this.#refusedSinceNotice);
    this.#refusedSinceNotice = 0;
  }
}

/** How often Node looks for requests past their time: often enough that 30 s means about 30 s. */
function checkingIntervalMs(limits: ConnectionLimits): number {
  const shortest = Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs);
  return Math.max(50, Math.min(1000, Math.floor(shortest / 10)));
}

/**
 * Fastify's `serverFactory`: the bounded server with the timeouts on receiving a request (headers,
 * the whole request) and on idle kept-alive connections. None applies while an answer is being
 * sent, so a slow download (a backup, an export) takes as long as it takes.
 */
export function boundedServerFactory(limits: ConnectionLimits, onRefused?: (count: number) => void) {
  return (handler: http.RequestListener): BoundedServer =>
    new BoundedServer(
      {
        requestTimeout: limits.requestTimeoutMs,
        headersTimeout: limits.headersTimeoutMs,
        keepAliveTimeout: limits.idleTimeoutMs,
        connectionsCheckingInterval: checkingIntervalMs(limits),
      },
      handler,
      limits.maxConnections,
      onRefused,
    );
}
