import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import { type Database, openDatabase } from './db/open';
import { databasePlugin } from './db/plugin';
import { boundedServerFactory } from './http/bounded-server';
import { answerClientError } from './http/client-errors';
import { registerErrorHandling } from './http/error-handler';
import { registerInputChecks } from './http/input-checks';
import { loggerOptions } from './http/logging';
import { requestIdGenerator } from './http/request-id';
import { registerResponseHeaders } from './http/security-headers';
import { fastifyTrustProxy } from './http/trust-proxy';
import { mailPlugin } from './kernel/outbox/plugin';
import { shopMailOptions } from './kernel/outbox/shop-mail';
import { healthRoutes } from './metrics/health-routes';
import { metricsPlugin } from './metrics/plugin';
import { activityPlugin } from './modules/activity/plugin';
import { authPlugin } from './modules/auth/plugin';
import { backupBeforeMigrating } from './modules/backups/before-migrating';
import { backupsPlugin } from './modules/backups/plugin';
import { broadcastsPlugin } from './modules/broadcasts/plugin';
import { catalogPlugin } from './modules/catalog/plugin';
import { checkoutPlugin } from './modules/checkout/plugin';
import { codesPlugin } from './modules/codes/plugin';
import { loadContent } from './modules/content/content-files';
import { contentPlugin } from './modules/content/plugin';
import { launchPlugin } from './modules/launch/plugin';
import { newsletterPlugin } from './modules/newsletter/plugin';
import { ordersPlugin } from './modules/orders/plugin';
import { apiReferencePlugin } from './modules/reference/plugin';
import { referencePlugin } from './modules/reference/reference-plugin';
import type { PageBytes } from './modules/site/page-bytes';
import { sitePlugin } from './modules/site/plugin';
import { tourPlugin } from './modules/tour/plugin';
import { uploadsPlugin } from './modules/uploads/plugin';
import { waitlistPlugin } from './modules/waitlist/plugin';
import { deliveryPlugin } from './providers/delivery/plugin';
import { paymentPlugin } from './providers/payment/plugin';
import { createDemoStaff } from './seed/demo-staff';
import { newShopContent } from './seed/new-shop-content';
import { seedDemoContent } from './seed/seed';

export type AppOptions = {
  /** An already open database (tests share one); otherwise the config's is opened. */
  database?: Database;
  /** Where log lines go instead of standard output (tests read them). */
  logStream?: { write(line: string): void };
  /** Where pages are kept as bytes (tests count what is assembled); otherwise a new one. */
  pageBytes?: PageBytes;
  /** The staff accounts' clock (sessions, reset links, invitations); tests move it. */
  now?: () => Date;
};

/**
 * Builds the whole server without listening, so tests drive it in-process: what every capability
 * stands on (error handling, headers, the database, metrics, the providers, compression), then the
 * capabilities, each with its service and its routes, its staff routes under /api/admin included.
 * The order matters: a hook reaches only the routes registered after it, so the app's own hooks
 * (metrics, compression, the auth plugin's cookies and same-origin check) come before any route,
 * and the site's page route, which answers every address left, comes last.
 */
export async function buildApp(config: Config, options: AppOptions = {}): Promise<FastifyInstance> {
  // Read before the database opens, so broken content stops start-up with nothing left to close.
  const content = loadContent(config.contentDir);
  const app = Fastify({
    ...loggerOptions(config.logLevel, config.env === 'production', options.logStream),
    // Timeouts on requests that never finish arriving, and a bound on connections held (decision 0015).
    serverFactory: boundedServerFactory(config.connections, (count) =>
      app.log.warn(
        { refused: count, maxConnections: config.connections.maxConnections },
        'connections refused: the server holds as many as MAX_CONNECTIONS',
      ),
    ),
    clientErrorHandler: answerClientError,
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
        // The artist's player on a release page, loaded only on a fan's click (decision 0061). Site-wide:
        // moving inside the app keeps the first page's policy.
        'frame-src': ['https://www.youtube-nocookie.com', 'https://open.spotify.com'],
        'style-src': ["'self'", "'unsafe-inline'"],
        'upgrade-insecure-requests': https ? [] : null,
      },
    },
  });
  registerInputChecks(app);
  await app.register(apiReferencePlugin, { checkAnswers: config.env === 'test' });

  const database =
    options.database ??
    (await openDatabase({
      ...config,
      beforeMigrating: backupBeforeMigrating(config, (line) => app.log.info(line)),
    }));
  await app.register(databasePlugin, { database });
  await app.register(metricsPlugin, { token: config.metricsToken });
  await app.register(deliveryPlugin, { config: config.delivery });
  await app.register(paymentPlugin, { config: config.payment });
  // Request bodies are never sent compressed here, so only answers are.
  await app.register(compress, { threshold: 1024, globalDecompression: false });
  await app.register(healthRoutes);

  await app.register(authPlugin, {
    publicUrl: config.publicUrl,
    sessionDays: config.sessionDays,
    passwordPolicy: config.passwordPolicy,
    now: options.now,
  });
  if (config.demoContent) await createDemoStaff(app, config);
  // The content folder is the demo's: a real shop's new database starts as nobody's (decision 0066).
  await app.register(contentPlugin, {
    seed: config.demoContent ? content : newShopContent(),
    seededFrom: config.demoContent ? 'content-folder' : 'new-shop',
    shopDefaults: config.shop,
  });
  // After the artist's releases are in: demo merch names the release it was made for.
  if (config.demoContent) await seedDemoContent(database.db, app.log);
  await app.register(
    mailPlugin,
    await shopMailOptions(app, {
      mail: config.mail,
      publicUrl: config.publicUrl,
      contactEmail: config.shop.contactEmail,
    }),
  );
  await app.register(catalogPlugin);
  await app.register(uploadsPlugin, {
    dataDir: config.dataDir,
    media: config.media,
    maxMb: config.uploadMaxMb,
  });
  await app.register(backupsPlugin, { config: config.backups, databaseUrl: config.databaseUrl });
  await app.register(checkoutPlugin, {
    publicUrl: config.publicUrl,
    reminderHours: config.checkoutReminderHours,
    sweepSeconds: config.env === 'test' ? 0 : 60,
  });
  await app.register(codesPlugin);
  await app.register(newsletterPlugin, {
    publicUrl: config.publicUrl,
    confirmFirst: config.mail.newsletterDoubleOptIn,
  });
  await app.register(waitlistPlugin, {
    publicUrl: config.publicUrl,
    sweepSeconds: config.env === 'test' ? 0 : 15,
  });
  await app.register(broadcastsPlugin, {
    publicUrl: config.publicUrl,
    batchSize: config.mail.batchSize,
    batchIntervalSeconds: config.mail.batchIntervalSeconds,
    pollSeconds: config.mail.pollSeconds,
  });
  await app.register(ordersPlugin, {
    shopEmail: config.mail.shopEmail,
    publicUrl: config.publicUrl,
    defaultPickup: config.shop.pickup,
    vatRate: config.vatRate,
    sweepSeconds: config.env === 'test' ? 0 : 60,
    timeZone: config.shopTimeZone,
  });
  await app.register(tourPlugin, { publicUrl: config.publicUrl });
  await app.register(activityPlugin, { timeZone: config.shopTimeZone });
  await app.register(launchPlugin, { config });
  await app.register(referencePlugin);
  await app.register(sitePlugin, {
    webDir: config.webDir,
    contentDir: config.contentDir,
    publicUrl: config.publicUrl,
    dataDir: config.dataDir,
    pageBytes: options.pageBytes,
  });
  return app;
}
