import { z } from 'zod';
import { blankIsUnset } from '../env-values';

/** How long a request may take to arrive, how long a connection may sit idle, and how many are held. */
export type ConnectionLimits = {
  /** The whole request, headers and body, must have arrived within this: else 408 and closed. */
  requestTimeoutMs: number;
  /** The headers must have arrived within this (a new connection that sends nothing included). */
  headersTimeoutMs: number;
  /** A kept-alive connection with no request in it is closed after this. */
  idleTimeoutMs: number;
  /** Connections held at once; one more is answered 503 and closed. */
  maxConnections: number;
};

const seconds = (hint: string, fallback: number, max: number) =>
  blankIsUnset(
    z.coerce
      .number({ error: hint })
      .int(hint)
      .min(1, hint)
      .max(max, `At most ${max} seconds.`)
      .default(fallback),
  );

/** The connection settings in the environment; spread into config.ts's schema. */
export const connectionEnvShape = {
  REQUEST_TIMEOUT_SECONDS: seconds('A whole number of seconds, like 30.', 30, 3600),
  HEADERS_TIMEOUT_SECONDS: seconds('A whole number of seconds, like 15.', 15, 3600),
  // Longer than a proxy keeps its idle connections to the site (Caddy: two minutes), so the proxy
  // never sends a request on a connection the site is closing at that moment (a 502).
  KEEP_ALIVE_TIMEOUT_SECONDS: seconds('A whole number of seconds, like 130.', 130, 3600),
  MAX_CONNECTIONS: blankIsUnset(
    z.coerce
      .number({ error: 'A whole number of connections, like 4096.' })
      .int('A whole number of connections, like 4096.')
      .min(1, 'At least 1 connection.')
      .max(1_000_000, 'At most 1000000 connections.')
      .default(4096),
  ),
};

type ConnectionEnv = z.infer<z.ZodObject<typeof connectionEnvShape>>;

/** Node refuses headers given longer than the whole request: said at start-up, with the names. */
export function checkConnectionEnv(
  env: Pick<ConnectionEnv, 'REQUEST_TIMEOUT_SECONDS' | 'HEADERS_TIMEOUT_SECONDS'>,
  context: z.RefinementCtx,
) {
  if (env.HEADERS_TIMEOUT_SECONDS <= env.REQUEST_TIMEOUT_SECONDS) return;
  context.addIssue({
    code: 'custom',
    path: ['HEADERS_TIMEOUT_SECONDS'],
    message: 'Must not be longer than REQUEST_TIMEOUT_SECONDS (the headers are part of the request).',
  });
}

export function connectionLimits(env: ConnectionEnv): ConnectionLimits {
  return {
    requestTimeoutMs: env.REQUEST_TIMEOUT_SECONDS * 1000,
    headersTimeoutMs: env.HEADERS_TIMEOUT_SECONDS * 1000,
    idleTimeoutMs: env.KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
    maxConnections: env.MAX_CONNECTIONS,
  };
}
