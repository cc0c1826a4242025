import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { REFUSAL_REASONS } from './order-outcome';

/** Fine enough below 300 ms to read a p99 there, and up to 5 s for the slow tail. */
export const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.2, 0.3, 0.5, 1, 2.5, 5];

/**
 * Everything /metrics exports, in a registry of its own (not prom-client's global one), so several
 * apps in one process each count their own. The default metrics add memory, CPU, event-loop delay
 * and garbage collection.
 */
export function createAppMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const metrics = {
    registry,
    requestDuration: new Histogram({
      name: 'stagefront_http_request_duration_seconds',
      help: 'Time to answer a request, by route pattern (page:<id> for the site pages), method and status.',
      labelNames: ['route', 'method', 'status_code'] as const,
      buckets: DURATION_BUCKETS,
      registers,
    }),
    ordersPlaced: new Counter({
      name: 'stagefront_orders_placed_total',
      help: 'Orders placed by shoppers.',
      registers,
    }),
    ordersRefused: new Counter({
      name: 'stagefront_orders_refused_total',
      help: 'Orders the shop refused to place, by reason.',
      labelNames: ['reason'] as const,
      registers,
    }),
    stockOuts: new Counter({
      name: 'stagefront_stock_outs_total',
      help: 'Variants (product, colour, size) a sale left with none in stock.',
      registers,
    }),
    outboxDue: new Gauge({
      name: 'stagefront_email_outbox_due',
      help: 'Unsent emails whose time to be sent has come: the backlog.',
      registers,
    }),
    outboxFailing: new Gauge({
      name: 'stagefront_email_outbox_failing',
      help: 'Unsent emails that failed at least once and will be tried again.',
      registers,
    }),
    outboxGivenUp: new Gauge({
      name: 'stagefront_email_outbox_given_up',
      help: 'Emails no longer tried after failing every attempt; staff must act.',
      registers,
    }),
    catalogAge: new Gauge({
      name: 'stagefront_catalog_snapshot_age_seconds',
      help: 'Age of the catalogue snapshot this server answers from; 0 when the next request reads it afresh.',
      registers,
    }),
  };
  // Every reason is shown from the start, at 0, so a rate over it exists before the first refusal.
  for (const reason of REFUSAL_REASONS) metrics.ordersRefused.inc({ reason }, 0);
  return metrics;
}

export type AppMetrics = ReturnType<typeof createAppMetrics>;
