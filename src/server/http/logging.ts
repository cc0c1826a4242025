import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';

/** Query parameters that carry a secret: an order's confirmation key, tokens, passwords. */
const SECRET_PARAMS = /^(key|token|password|secret|signature|code|access_token)$/i;

/** A URL as it may be written to the log: secret query values become `[redacted]`. */
export function redactUrl(url: string): string {
  const query = url.indexOf('?');
  if (query < 0) return url;
  const params = url
    .slice(query + 1)
    .split('&')
    .map((pair) => {
      const [name = '', ...value] = pair.split('=');
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {}
      return value.length > 0 && SECRET_PARAMS.test(decoded) ? `${name}=[redacted]` : pair;
    });
  return `${url.slice(0, query)}?${params.join('&')}`;
}

/** Requests slower than this are logged at warn, so production logs show them. */
export const SLOW_REQUEST_MS = 1000;

/**
 * Fastify's per-request lines, ours: in production a request is not logged twice at info; a
 * failed or slow one is, with its id. In development every request is logged once, when done.
 */
class RequestLog extends LogController {
  constructor(private readonly production: boolean) {
    super();
  }

  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const entry = { req: request, status: reply.statusCode, ms: Math.round(reply.elapsedTime) };
    if (error) reply.log.error({ ...entry, err: error }, 'request errored');
    else if (entry.ms >= SLOW_REQUEST_MS) reply.log.warn(entry, 'slow request');
    else if (this.production) reply.log.debug(entry, 'request completed');
    else reply.log.info(entry, 'request completed');
  }
}

/** The server's logger: secrets never reach the log (cookies, signatures, keys in URLs). */
export function loggerOptions(
  level: string,
  production: boolean,
  stream?: { write(line: string): void },
): FastifyServerOptions {
  return {
    logger: {
      level,
      ...(stream ? { stream } : {}),
      redact: {
        paths: [
          'req.headers.cookie',
          'req.headers.authorization',
          'req.headers["x-paystack-signature"]',
          'res.headers["set-cookie"]',
        ],
        censor: '[redacted]',
      },
      serializers: {
        req(request: FastifyRequest) {
          return { method: request.method, url: redactUrl(request.url), remoteAddress: request.ip };
        },
      },
    },
    logController: new RequestLog(production),
  };
}
