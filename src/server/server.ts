import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DatabaseLockedError } from './db/pglite-lock';

/** The one place that listens: reads the environment, starts, and stops cleanly on a signal. */
async function main() {
  const major = Number(process.versions.node.split('.')[0]);
  if (major < 24) {
    throw new ConfigError(
      `Stagefront needs Node 24 or later; this is Node ${process.version}. ` +
        '`npm ci` installs Node 24 beside the site and `npm start` runs on it.',
    );
  }
  const config = loadConfig();
  const app = await buildApp(config);
  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, 'shutting down');
      app.close().then(
        () => process.exit(0),
        (error) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }
  const address = await app.listen({ host: config.host, port: config.port });
  const shown =
    config.host === '0.0.0.0' || config.host === '::'
      ? address.replace(/\/\/[^:/]+/, '//localhost')
      : address;
  const runtime = `Node ${process.version}`;
  app.log.info({ url: shown, database: app.database.engine, node: process.version }, 'Stagefront is running');
  process.stdout.write(
    `\n  Stagefront is running at ${shown}  (database: ${app.database.engine}, ${runtime})\n\n`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DatabaseLockedError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `Stagefront could not start: ${error instanceof Error ? error.stack : String(error)}\n`,
    );
  }
  process.exit(1);
});
