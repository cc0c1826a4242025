import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppMetrics } from './app-metrics';
import { refusalReason } from './order-outcome';
import { pageLabel, routeLabel, UNMATCHED } from './route-label';

/** The route whose answers count orders placed and refused. */
const PLACE_ORDER_ROUTE = { method: 'POST', url: '/api/orders' } as const;

type Done = () => void;

/** A new array: Fastify hands a GET route's first options to its HEAD route, which gets a hook of its own. */
function withHook<T>(existing: T | T[] | undefined, hook: T): T[] {
  if (existing === undefined) return [hook];
  return Array.isArray(existing) ? [...existing, hook] : [existing, hook];
}

/**
 * Times every request under its route's label, and counts orders by the answer to placing one.
 * Each route gets its own onResponse hook, its label worked out once when the route is added: a
 * request costs one observe, with no look-up (request.routeOptions builds an object per call).
 * Routes added before this runs are not timed, so it is registered before any route.
 */
export function measureRequests(app: FastifyInstance, metrics: AppMetrics): void {
  const observe = (route: string, request: FastifyRequest, reply: FastifyReply) => {
    metrics.requestDuration.observe(
      { route, method: request.method, status_code: reply.statusCode },
      reply.elapsedTime / 1000,
    );
  };

  app.addHook('onRoute', (route) => {
    const label = routeLabel(route);
    route.onResponse = withHook(
      route.onResponse,
      label === null
        ? (request: FastifyRequest, reply: FastifyReply, done: Done) => {
            observe(pageLabel(request.url), request, reply);
            done();
          }
        : (request: FastifyRequest, reply: FastifyReply, done: Done) => {
            observe(label, request, reply);
            done();
          },
    );
    if (route.url === PLACE_ORDER_ROUTE.url && route.method === PLACE_ORDER_ROUTE.method) {
      countOrders(route, metrics);
    }
  });

  // Fastify's not-found handler is no route, so the hook for it is the app's own.
  app.addHook('onResponse', (request, reply, done) => {
    if (request.is404) observe(UNMATCHED, request, reply);
    done();
  });
}

/** Placed is a 201; anything else is a refusal, named by the error code the answer carried. */
function countOrders(
  route: { onError?: unknown; onResponse?: unknown },
  { ordersPlaced, ordersRefused }: AppMetrics,
): void {
  const codes = new WeakMap<FastifyRequest, unknown>();
  route.onError = withHook(
    route.onError,
    (request: FastifyRequest, _reply: FastifyReply, error: Error, done: Done) => {
      codes.set(request, (error as { code?: unknown }).code);
      done();
    },
  );
  route.onResponse = withHook(
    route.onResponse,
    (request: FastifyRequest, reply: FastifyReply, done: Done) => {
      if (reply.statusCode === 201) ordersPlaced.inc();
      else ordersRefused.inc({ reason: refusalReason(reply.statusCode, codes.get(request)) });
      done();
    },
  );
}
