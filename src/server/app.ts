import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { adminRoutes } from './admin-routes';
import type { Config } from './config';
import { type Database, openDatabase } from './db/open';
import { databasePlugin } from './db/plugin';
import { registerErrorHandling } from './http/error-handler';
import { registerInputChecks } from './http/input-checks';
import { loggerOptions } from './http/logging';
import { requestIdGenerator } from './http/request-id';
import { registerResponseHeaders } from './http/security-headers';
import { fastifyTrustProxy } from './http/trust-proxy';
import { healthRoutes } from './metrics/health-routes';
import { metricsPlugin } from './metrics/plugin';
import { authPlugin } from './modules/auth/auth-plugin';
import { passwordResetRoutes } from './modules/auth/password-reset-routes';
import { sessionRoutes } from './modules/auth/session-routes';
import { catalogRoutes } from './modules/catalog/catalog-routes';
import { deliveryRoutes } from './modules/checkout/delivery-routes';
import { shopInfoRoutes } from './modules/checkout/shop-info-routes';
import { loadContent } from './modules/content/content-files';
import { contentRoutes } from './modules/content/content-routes';
import { contentPlugin } from './modules/content/plugin';
import { mailPlugin } from './modules/mail/plugin';
import { newsletterRoutes } from './modules/newsletter/newsletter-routes';
import { orderRoutes } from './modules/orders/order-routes';
import { paymentRoutes } from './modules/orders/payment-routes';
import { ordersPlugin } from './modules/orders/plugin';
import { apiReferencePlugin } from './modules/reference/plugin';
import { crawlerRoutes } from './modules/site/crawler-routes';
import { EMAIL_LOGO_PATH, emailLogoExists, emailLogoRoutes } from './modules/site/email-logo';
import type { PageBytes } from './modules/site/page-bytes';
import { pageRoutes } from './modules/site/page-routes';
import { uploadsPlugin } from './modules/uploads/plugin';
import { deliveryPlugin } from './providers/delivery/plugin';
import { DEFAULT_MAIL_FROM } from './providers/mail/mail-config';
import { createOnlinePaymentProvider } from './providers/payment/payment-config';
import { createDemoStaff } from './seed/demo-staff';
import { seedDemoContent } from './seed/seed';

export type AppOptions = {
  /** An already open database (tests share one); otherwise the config's is opened. */
  database?: Database;
  /** Where log lines go instead of standard output (tests read them). */
  logStream?: { write(line: string): void };
  /** Where pages are kept as bytes (tests count what is assembled); otherwise a new one. */
  pageBytes?: PageBytes;
};

/** Builds the whole server without listening, so tests drive it in-process. */
export async function buildApp(config: Config, options: AppOptions = {}): Promise<FastifyInstance> {
  // Read before the database opens, so broken content stops start-up with nothing left to close.
  const content = loadContent(config.contentDir);
  const app = Fastify({
    ...loggerOptions(config.logLevel, config.env === 'production', options.logStream),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // A trusted proxy's request id names the request in both logs; a client's is never believed.
    requestIdHeader: false,
    genReqId: requestIdGenerator(config.trustProxy),
  });
  registerErrorHandling(app);
  // First of all hooks, so even a request refused by a later one gets them.
  const https = config.publicUrl.startsWith('https:');
  registerResponseHeaders(app, {
    hsts: https,
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        // A CDN in front of the image bucket serves the photos it is redirected to.
        'img-src': [
          "'self'",
          'data:',
          'blob:',
          ...(config.media.publicUrl ? [new URL(config.media.publicUrl).origin] : []),
        ],
        'media-src': ["'self'", 'blob:'],
        'style-src': ["'self'", "'unsafe-inline'"],
        'upgrade-insecure-requests': https ? [] : null,
      },
    },
  });
  registerInputChecks(app);
  await app.register(apiReferencePlugin, { checkAnswers: config.env === 'test' });

  const database = options.database ?? (await openDatabase(config));
  await app.register(databasePlugin, { database });
  await app.register(metricsPlugin, { token: config.metricsToken });
  await app.register(contentPlugin, { seed: content, shopDefaults: config.shop });
  await app.register(deliveryPlugin, { config: config.delivery });
  if (config.demoContent) await seedDemoContent(database.db, app.log);
  await app.register(authPlugin, {
    publicUrl: config.publicUrl,
    sessionDays: config.sessionDays,
    passwordPolicy: config.passwordPolicy,
  });
  if (config.demoContent) await createDemoStaff(app, config);
  await app.register(uploadsPlugin, { dataDir: config.dataDir, media: config.media });
  // The sender's name (MAIL_FROM) is read at start-up: a renamed artist sends as such after a restart.
  const { artistName } = (await app.content.get()).site;
  const logoUrl = emailLogoExists(config.contentDir) ? `${config.publicUrl}${EMAIL_LOGO_PATH}` : null;
  await app.register(mailPlugin, {
    // Unless MAIL_FROM names a sender, mail comes from the artist, not from the software.
    config:
      config.mail.from === DEFAULT_MAIL_FROM
        ? { ...config.mail, from: DEFAULT_MAIL_FROM.replace(/^[^<]*</, `${artistName} <`) }
        : config.mail,
    // The name in the emails and the address replies go to, as staff last set them.
    brand: () => ({
      name: app.content.latest?.site.artistName ?? artistName,
      logoUrl,
      contactEmail: app.content.latest?.shop.contactEmail ?? config.shop.contactEmail,
    }),
  });
  const online = createOnlinePaymentProvider(config.payment);
  await app.register(ordersPlugin, {
    payments: config.payment,
    online,
    mail: app.outbox,
    shopEmail: config.mail.shopEmail,
    publicUrl: config.publicUrl,
    pickup: () => app.content.latest?.shop.pickup ?? config.shop.pickup,
    vatRate: config.vatRate,
    sweepSeconds: config.env === 'test' ? 0 : 60,
  });

  // Request bodies are never sent compressed here, so only answers are.
  await app.register(compress, { threshold: 1024, globalDecompression: false });

  await app.register(healthRoutes);
  await app.register(catalogRoutes);
  await app.register(contentRoutes);
  await app.register(deliveryRoutes);
  await app.register(newsletterRoutes);
  await app.register(orderRoutes);
  await app.register(paymentRoutes, { online });
  await app.register(sessionRoutes);
  await app.register(passwordResetRoutes, { publicUrl: config.publicUrl });
  await app.register(adminRoutes, {
    prefix: '/api/admin',
    uploadMaxMb: config.uploadMaxMb,
    timeZone: config.shopTimeZone,
  });
  await app.register(crawlerRoutes, { publicUrl: config.publicUrl });
  await app.register(emailLogoRoutes, { contentDir: config.contentDir });
  await app.register(shopInfoRoutes);
  await app.register(pageRoutes, {
    webDir: config.webDir,
    contentDir: config.contentDir,
    publicUrl: config.publicUrl,
    pageBytes: options.pageBytes,
  });
  return app;
}
