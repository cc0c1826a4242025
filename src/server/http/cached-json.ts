import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedBody } from '../catalog/cache';

/** Sends a body serialised ahead of time; a client holding the same ETag gets a 304. */
export function sendCachedJson(request: FastifyRequest, reply: FastifyReply, cached: CachedBody) {
  reply.header('etag', cached.etag).header('cache-control', 'no-cache');
  if (request.headers['if-none-match'] === cached.etag) return reply.status(304).send();
  return reply.type('application/json; charset=utf-8').send(cached.body);
}
