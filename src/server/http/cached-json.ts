import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedBody } from '../catalog/cache';

/** Smaller bodies are not worth compressing (the same threshold as the compression plugin's). */
const COMPRESS_FROM_BYTES = 1024;

/** The encoding to answer in: Brotli, then gzip, if the client takes it; null for none. */
export function chooseEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const weight = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return null;
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
