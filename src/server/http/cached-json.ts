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
export function chooseEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
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

/**
 * Sends a body serialised ahead of time; a client holding the same ETag gets a 304. It is
 * compressed once, at the best level, not per request: routes using this turn the compression
 * hook off (`compress: false`).
 */
export function sendCachedJson(request: FastifyRequest, reply: FastifyReply, cached: CachedBody) {
  reply.header('etag', cached.etag).header('cache-control', 'no-cache').header('vary', 'accept-encoding');
  if (request.headers['if-none-match'] === cached.etag) return reply.status(304).send();
  reply.type('application/json; charset=utf-8');
  const encoding =
    cached.body.length >= COMPRESS_FROM_BYTES ? chooseEncoding(request.headers['accept-encoding']) : null;
  if (!encoding) return reply.send(cached.body);
  return reply.header('content-encoding', encoding).send(encoded(cached, encoding));
}
