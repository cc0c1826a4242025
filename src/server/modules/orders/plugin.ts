import fp from 'fastify-plugin';
import type { PickupPoint } from '../../../domain/checkout/checkout';
import { registerStaffRoutes } from '../../kernel/staff-routes';
import type { OrderContext } from './context';
import { adminOrderRoutes } from './desk/admin-order-routes';
import { registerOrderEmails } from './emails/order-emails';
import { orderRoutes } from './order-routes';
import { OrderService } from './order-service';
import { paymentRoutes } from './paying/payment-routes';

declare module 'fastify' {
  interface FastifyInstance {
    orders: OrderService;
  }
}

/** The shop's settings for orders; the database, catalogue, delivery, payments, mail and log come from the app. */
export type OrdersPluginOptions = Pick<OrderContext, 'shopEmail' | 'publicUrl' | 'vatRate'> & {
  /** Where pickup orders are collected until staff set it in Admin → Site. */
  defaultPickup: PickupPoint;
  /** How often unpaid online orders past their reservation are looked for; 0 never (tests call it). */
  sweepSeconds: number;
  /** The shop's time zone, for the staff's days (the dashboard, the export's file name). */
  timeZone: string;
};

/**
 * Decorates the app with the order service, and returns expired reservations' stock in the
 * background. Its routes: the shopper's (payment options, placing, look-up, the confirmation page),
 * Paystack's webhook, and the order desk's under /api/admin.
 */
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
      payments: app.payments.config,
      online: app.payments.online,
      mail: app.outbox,
      shopEmail: options.shopEmail,
      publicUrl: options.publicUrl,
      pickup: () => app.content.latest?.shop.pickup ?? options.defaultPickup,
      vatRate: options.vatRate,
      serialWrites: app.database.engine === 'pglite',
      connectionsAccepted: () => accepted,
      log: app.log,
    });
    app.decorate('orders', service);
    registerOrderEmails(app.outbox);

    await app.register(orderRoutes);
    await app.register(paymentRoutes, { online: app.payments.online });
    await registerStaffRoutes(app, { capability: 'orders' }, async (staff) => {
      await staff.register(adminOrderRoutes, { timeZone: options.timeZone });
    });

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
  {
    name: 'orders',
    dependencies: ['database', 'catalog', 'delivery', 'payment', 'mail', 'content', 'auth', 'newsletter'],
  },
);
