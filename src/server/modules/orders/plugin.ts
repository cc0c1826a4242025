import fp from 'fastify-plugin';
import type { OrderContext } from './context';
import { OrderService } from './order-service';

declare module 'fastify' {
  interface FastifyInstance {
    orders: OrderService;
  }
}

/** The shop's settings for orders; the database, catalogue, delivery and log come from the app. */
export type OrdersPluginOptions = Pick<
  OrderContext,
  'payments' | 'online' | 'mail' | 'shopEmail' | 'publicUrl' | 'pickup' | 'vatRate'
> & {
  /** How often unpaid online orders past their reservation are looked for; 0 never (tests call it). */
  sweepSeconds: number;
};

/** Decorates the app with the order service, and returns expired reservations' stock in the background. */
export const ordersPlugin = fp<OrdersPluginOptions>(
  async (app, options) => {
    let accepted = 0;
    app.server.on('connection', () => {
      accepted += 1;
    });
    const service = new OrderService({
      db: app.database.db,
      catalog: app.catalog,
      delivery: app.delivery,
      payments: options.payments,
      online: options.online,
      mail: options.mail,
      shopEmail: options.shopEmail,
      publicUrl: options.publicUrl,
      pickup: options.pickup,
      vatRate: options.vatRate,
      serialWrites: app.database.engine === 'pglite',
      connectionsAccepted: () => accepted,
      log: app.log,
    });
    app.decorate('orders', service);

    if (options.sweepSeconds <= 0) return;
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<unknown> = Promise.resolve();
    const sweep = () => {
      running = service
        .expireReservations()
        .then((count) => {
          if (count > 0) app.log.info({ count }, 'unpaid orders expired and their stock returned');
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'expiring unpaid orders failed'));
    };
    app.addHook('onReady', async () => {
      timer = setInterval(sweep, options.sweepSeconds * 1000);
      timer.unref();
    });
    app.addHook('preClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'orders', dependencies: ['database', 'delivery'] },
);
