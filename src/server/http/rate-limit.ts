import rateLimit, { type FastifyRateLimitStore, type RateLimitPluginOptions } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/open';
import { clientOf } from './client-address';

type Hit = { current: number; ttl: number };
type Callback = (error: Error | null, hit: Hit) => void;

/** Rows whose window ended this long ago are deleted, now and then, by whoever counts next. */
const KEEP_MS = 24 * 60 * 60 * 1000;
const SWEEP_EVERY = 500;

/**
 * A store for @fastify/rate-limit that counts in PostgreSQL, so every server behind a load balancer
 * sees the same count. One upsert per request: the window restarts once it has passed.
 */
function databaseRateLimitStore(db: Db) {
  let calls = 0;
  class DatabaseStore implements FastifyRateLimitStore {
    readonly prefix: string;

    /** The plugin passes its options; a route's child store passes the route's key prefix too. */
    constructor(_options?: unknown, prefix = '') {
      this.prefix = prefix;
    }

    incr(key: string, callback: Callback, timeWindow: number) {
      const id = `${this.prefix}${key}`;
      const window = sql`(${timeWindow} * interval '1 millisecond')`;
      db.execute(sql`
        INSERT INTO rate_limit_hits (key, count, window_started_at) VALUES (${id}, 1, now())
        ON CONFLICT (key) DO UPDATE SET
          count = CASE WHEN rate_limit_hits.window_started_at + ${window} <= now() THEN 1
                       ELSE rate_limit_hits.count + 1 END,
          window_started_at = CASE WHEN rate_limit_hits.window_started_at + ${window} <= now() THEN now()
                                   ELSE rate_limit_hits.window_started_at END
        RETURNING count,
          greatest(0, extract(epoch FROM (window_started_at + ${window} - now())) * 1000)::int AS ttl`).then(
        (result) => {
          const row = (result as unknown as { rows: { count: number; ttl: number }[] }).rows[0];
          callback(null, { current: Number(row?.count ?? 1), ttl: Number(row?.ttl ?? timeWindow) });
          if (++calls % SWEEP_EVERY === 0) {
            db.execute(
              sql`DELETE FROM rate_limit_hits WHERE window_started_at < now() - (${KEEP_MS} * interval '1 millisecond')`,
            ).catch(() => {});
          }
        },
        (error: unknown) =>
          callback(error instanceof Error ? error : new Error(String(error)), { current: 0, ttl: 0 }),
      );
    }

    // At run time the plugin passes the route as `routeInfo`, which its types do not list.
    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const route = (routeOptions as { routeInfo?: { method?: string; url?: string } }).routeInfo;
      return new DatabaseStore(routeOptions, `${route?.method ?? ''} ${route?.url ?? ''}|`);
    }
  }
  return DatabaseStore;
}

/**
 * The options every rate-limited route group registers @fastify/rate-limit with: off by default
 * (each route opts in), counted per client (clientOf), in PostgreSQL when the servers share one
 * and in this process's memory on the embedded database. A database that cannot count lets the
 * request through.
 */
function rateLimitOptions(
  app: FastifyInstance,
  errorResponseBuilder: RateLimitPluginOptions['errorResponseBuilder'],
): RateLimitPluginOptions {
  const shared = app.database.engine === 'postgres';
  return {
    global: false,
    keyGenerator: clientOf,
    errorResponseBuilder,
    ...(shared ? { store: databaseRateLimitStore(app.database.db), skipOnError: true } : {}),
  };
}

/**
 * Opens a group of routes that count their clients: @fastify/rate-limit on the group's own scope
 * with the options above, answering `tooMany` past a route's limit. With `noStore`, every answer
 * in the group says `cache-control: no-store`: they are about one person, for no cache to keep.
 */
export async function limitClients(
  app: FastifyInstance,
  tooMany: NonNullable<RateLimitPluginOptions['errorResponseBuilder']>,
  { noStore }: { noStore: boolean },
): Promise<void> {
  await app.register(rateLimit, rateLimitOptions(app, tooMany));
  if (noStore) {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
  }
}
