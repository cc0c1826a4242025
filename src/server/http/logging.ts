import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
import { databaseFailure, describeDatabaseFailure } from '../db/pg-error';

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

/**
 * An error as the log holds it: its type, message, stack and simple fields, with its cause
 * beneath. An error with a failed query anywhere in its chain is only what databaseFailure allows
 * (code, constraint, table, purpose): the query's parameters, the driver's message and its detail
 * can hold a shopper's name, email, phone, address or order key, and so can a wrapper's message.
 */
function loggedError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error)) return error;
  const failure = databaseFailure(error);
  if (failure) return { ...failure, message: describeDatabaseFailure(failure) };
  const logged: Record<string, unknown> = {
    type: error.constructor.name,
    message: error.message,
    stack: error.stack,
  };
  for (const [key, value] of Object.entries(error)) {
    if (key !== 'cause' && ['string', 'number', 'boolean'].includes(typeof value)) logged[key] ??= value;
  }
  if (error.cause !== undefined && depth < 4) logged.cause = loggedError(error.cause, depth + 1);
  return logged;
}

/** Requests slower than this are logged at warn, so production logs show them. */
const SLOW_REQUEST_MS = 1000;

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
        // Fastify's types expect pino's shape for every error; a failed query has no stack here.
        err: loggedError as (error: Error) => { type: string; message: string; stack: string },
        req(request: FastifyRequest) {
          return { method: request.method, url: redactUrl(request.url), remoteAddress: request.ip };
        },
      },
    },
    logController: new RequestLog(production),
  };
}
