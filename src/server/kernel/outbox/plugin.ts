import fp from 'fastify-plugin';
import type { MailConfig } from '../../providers/mail/mail-config';
import { createMailer, type Mailer } from '../../providers/mail/mailer';
import type { EmailBrand } from '../email/brand';
import { EmailOutbox } from './outbox';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
    outbox: EmailOutbox;
  }
}

export type MailPluginOptions = { config: MailConfig; brand?: EmailBrand | (() => EmailBrand) };

/**
 * Decorates the app with the mailer (SMTP, or .eml files in the outbox folder) and the email outbox,
 * whose worker runs while the server does. Links in emails are made absolute by whoever enqueues them.
 */
export const mailPlugin = fp<MailPluginOptions>(
  async (app, { config, brand }) => {
    const mailer = createMailer(config);
    const outbox = new EmailOutbox(app.database.db, mailer, config, app.log.child({ module: 'mail' }), brand);
    app.decorate('mailer', mailer);
    app.decorate('outbox', outbox);
    app.log.debug({ target: mailer.target }, 'mail goes to %s', mailer.kind);
    app.addHook('onReady', async () => {
      outbox.start();
    });
    // Runs before the database closes (hooks close in reverse order), so a batch in flight can finish.
    app.addHook('onClose', async () => {
      await outbox.stop();
      mailer.close();
    });
  },
  { name: 'mail', dependencies: ['database'] },
);
