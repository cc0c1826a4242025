import fp from 'fastify-plugin';
import { CHECKOUT_REMINDER_KIND, renderCheckoutReminderRow } from './checkout-reminder-row';
import { deliveryRoutes } from './delivery-routes';
import { reminderRoutes } from './reminder-routes';
import { sendDueReminders } from './reminders';
import { shopInfoRoutes } from './shop-info-routes';

declare module 'fastify' {
  interface FastifyInstance {
    checkoutReminders: {
      /** Sends the checkout reminders due at `now`; returns how many. */
      sendDue(now?: Date): Promise<number>;
    };
  }
}

export type CheckoutPluginOptions = {
  publicUrl: string;
  /** CHECKOUT_REMINDER_HOURS; 0: no drafts kept, no reminders. */
  reminderHours: number;
  /** How often due reminders are looked for; 0 never (tests call sendDue). */
  sweepSeconds: number;
};

/**
 * What checkout asks before an order: delivery locations and quotes, and the shop's pickup and
 * contact; and the reminder of a checkout left unfinished, sent in the background.
 */
export const checkoutPlugin = fp<CheckoutPluginOptions>(
  async (app, options) => {
    await app.register(deliveryRoutes);
    await app.register(shopInfoRoutes);
    await app.register(reminderRoutes, { hours: options.reminderHours });
    // A reminder is a list email: it carries its one-click unsubscribe.
    app.outbox.register(CHECKOUT_REMINDER_KIND, {
      render: (row, brand) => renderCheckoutReminderRow(row, brand),
    });

    const sweep = {
      db: app.database.db,
      outbox: app.outbox,
      publicUrl: options.publicUrl,
      hours: options.reminderHours,
      products: async () => (await app.catalog.get()).raw.products,
    };
    app.decorate('checkoutReminders', { sendDue: (now?: Date) => sendDueReminders(sweep, now) });

    if (options.sweepSeconds <= 0 || options.reminderHours <= 0) return;
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<unknown> = Promise.resolve();
    const run = () => {
      running = sendDueReminders(sweep)
        .then((count) => {
          if (count > 0) app.log.info({ count }, 'checkout reminders sent');
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'sending checkout reminders failed'));
    };
    app.addHook('onReady', async () => {
      timer = setInterval(run, options.sweepSeconds * 1000);
      timer.unref();
    });
    app.addHook('preClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'checkout', dependencies: ['database', 'delivery', 'content', 'auth', 'mail', 'catalog'] },
);
