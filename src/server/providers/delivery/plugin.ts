import fp from 'fastify-plugin';
import type { DeliveryConfig } from './delivery-config';
import { createDeliveryService, type DeliveryService } from './delivery-service';

declare module 'fastify' {
  interface FastifyInstance {
    delivery: DeliveryService;
  }
}

/** Decorates the app with the delivery service: Sendstack when configured, else the rate table. */
export const deliveryPlugin = fp<{ config: DeliveryConfig }>(
  async (app, { config }) => {
    app.decorate('delivery', createDeliveryService(config, { log: app.log }));
    app.log.debug({ provider: app.delivery.provider }, 'delivery prices from %s', app.delivery.provider);
  },
  { name: 'delivery' },
);
