import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

const ANSWERS = {
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: '408 Request Timeout',
    code: 'request_timeout',
    message: 'The request did not arrive in time. Please try again.',
  },
  HPE_HEADER_OVERFLOW: {
    status: '431 Request Header Fields Too Large',
    code: 'headers_too_large',
    message: 'The request’s headers are too large.',
  },
} as const;

const UNREADABLE = {
  status: '400 Bad Request',
  code: 'bad_request',
  message: 'The request could not be read.',
} as const;

/** Whether an answer to this connection's request has begun: nothing else may be written then. */
function answerStarted(socket: Socket): boolean {
  const current = (socket as Socket & { _httpMessage?: { headersSent?: boolean } | null })._httpMessage;
  return current?.headersSent === true;
}

/**
 * Fastify's `clientErrorHandler`: a request that never finished arriving (REQUEST_TIMEOUT_SECONDS,
 * HEADERS_TIMEOUT_SECONDS) or could not be parsed gets the API's error body and its connection is
 * closed. Node's and Fastify's own answers would be in another shape. Logged at debug only: an
 * attack makes thousands, and the bound on connections speaks for them (bounded-server.ts).
 */
export function answerClientError(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Socket,
): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const answer = ANSWERS[error.code as keyof typeof ANSWERS] ?? UNREADABLE;
  this.log.debug({ code: error.code }, 'client error');
  if (socket.writable && !answerStarted(socket)) {
    const body = JSON.stringify({ error: { code: answer.code, message: answer.message } });
    socket.write(
      `HTTP/1.1 ${answer.status}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
