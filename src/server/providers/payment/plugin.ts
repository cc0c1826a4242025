import fp from 'fastify-plugin';
import { createOnlinePaymentProvider, type PaymentConfig } from './payment-config';
import type { OnlinePaymentProvider } from './provider';

declare module 'fastify' {
  interface FastifyInstance {
    /** How the shop is paid: the manual methods' settings, and Paystack when it is configured. */
    payments: { config: PaymentConfig; online: OnlinePaymentProvider | null };
  }
}

/** Decorates the app with the payment settings and the online provider (null: no online payment). */
export const paymentPlugin = fp<{ config: PaymentConfig }>(
  async (app, { config }) => {
    app.decorate('payments', { config, online: createOnlinePaymentProvider(config) });
  },
  { name: 'payment' },
);
