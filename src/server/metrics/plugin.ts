import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { UnauthorizedError } from '../http/errors';
import { shortError } from '../http/short-error';
import { type AppMetrics, createAppMetrics } from './app-metrics';
import { bearerTokenCheck } from './bearer-token';
import { measureRequests } from './request-metrics';

/**
 * GET /metrics in Prometheus's text format, for a scraper holding METRICS_TOKEN. Without a token
 * there is no such route (a 404, as for any unknown address) and nothing is measured. Registered
 * before the routes, so it times them all; the orders and the outbox are read once the app is ready.
 */
export const metricsPlugin = fp<{ token: string | null }>(
  async (app, { token }) => {
    if (!token) return;
    const metrics = createAppMetrics();
    const authorized = bearerTokenCheck(token);
    measureRequests(app, metrics);
    app.addHook('onReady', async () => {
      app.orders.onStockOut(() => metrics.stockOuts.inc());
    });

    app.get('/metrics', async (request, reply) => {
      if (!authorized(request.headers.authorization)) {
        reply.header('www-authenticate', 'Bearer');
        throw new UnauthorizedError('A valid metrics token is needed.');
      }
      await readGauges(app, metrics);
      return reply
        .header('cache-control', 'no-store')
        .type(metrics.registry.contentType)
        .send(await metrics.registry.metrics());
    });
  },
  { name: 'metrics', dependencies: ['database'] },
);

/** What is read at scrape time rather than counted as it happens: the catalogue's age, the outbox. */
async function readGauges(app: FastifyInstance, metrics: AppMetrics): Promise<void> {
  const age = app.catalog.age();
  metrics.catalogAge.set(age === null ? 0 : age / 1000);
  try {
    const backlog = await app.outbox.backlog();
    metrics.outboxDue.set(backlog.due);
    metrics.outboxFailing.set(backlog.failing);
    metrics.outboxGivenUp.set(backlog.givenUp);
  } catch (error) {
    // The rest of the scrape is still worth having; NaN says "not known", where 0 would say "none".
    app.log.warn({ err: shortError(error, null) }, 'email outbox not counted for /metrics');
    for (const gauge of [metrics.outboxDue, metrics.outboxFailing, metrics.outboxGivenUp])
      gauge.set(Number.NaN);
  }
}
