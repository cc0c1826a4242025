import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A response body serialised once, with the ETag that names it; compressed copies are made on first use. */
export type CachedBody = { body: Buffer; etag: string; encoded: Partial<Record<'br' | 'gzip', Buffer>> };

/** The ETag that names a body: a short hash of its bytes. */
export function etagOf(body: Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`;
}

export function cachedBody(value: unknown): CachedBody {
  const body = Buffer.from(JSON.stringify(value));
  return { body, etag: etagOf(body), encoded: {} };
}

/** Smaller bodies are not worth compressing (the same threshold as the compression plugin's). */
const COMPRESS_FROM_BYTES = 1024;

/** What the client takes, in the order we prefer it: Brotli, then gzip (Negotiator caches its answers). */
const encodings = new Negotiator({ supportedValues: ['br', 'gzip'] });

/** The encoding to answer in, by the client's Accept-Encoding (q-values honoured); null for none. */
function chooseEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  if (!acceptEncoding) return null;
  return encodings.negotiate(acceptEncoding) as 'br' | 'gzip' | null;
}

function encoded(cached: CachedBody, encoding: 'br' | 'gzip'): Buffer {
  cached.encoded[encoding] ??=
    encoding === 'br'
      ? brotliCompressSync(cached.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
      : gzipSync(cached.body, { level: 9 });
  return cached.encoded[encoding];
}

/** Bytes made ahead of time (a JSON body, a page), as one answer sends them. */
export type ReadyBytes = {
  /** 200 unless said; only a 200 is answered 304 for a matching ETag. */
  status?: number;
  body: Buffer;
  etag: string;
  type: string;
  vary: string;
  /** The body in an encoding the client takes, or null to send it as it is. */
  encoded(encoding: 'br' | 'gzip'): Buffer | null;
};

/**
 * Sends bytes made ahead of time: a client holding the same ETag gets a 304, and the body goes in
 * the best encoding the client takes, compressed once, not per request (routes using this turn
 * the compression hook off: `compress: false`).
 */
export function sendBytes(request: FastifyRequest, reply: FastifyReply, ready: ReadyBytes) {
  reply.header('etag', ready.etag).header('cache-control', 'no-cache').header('vary', ready.vary);
  const status = ready.status ?? 200;
  if (status === 200 && request.headers['if-none-match'] === ready.etag) return reply.status(304).send();
  reply.status(status).type(ready.type);
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  const body = encoding ? ready.encoded(encoding) : null;
  if (!encoding || !body) return reply.send(ready.body);
  return reply.header('content-encoding', encoding).send(body);
}

/** Sends a JSON body serialised ahead of time (see sendBytes); a small one goes uncompressed. */
export function sendCachedJson(request: FastifyRequest, reply: FastifyReply, cached: CachedBody) {
  return sendBytes(request, reply, {
    body: cached.body,
    etag: cached.etag,
    type: 'application/json; charset=utf-8',
    vary: 'accept-encoding',
    encoded: (encoding) => (cached.body.length >= COMPRESS_FROM_BYTES ? encoded(cached, encoding) : null),
  });
}
