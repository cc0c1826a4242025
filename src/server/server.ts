import path from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { CONTROL_SOCKET, openControlSocket } from './control/control-socket';
import { BackupError } from './db/backup';
import { DataFolderError } from './db/own-files';
import { DatabaseLockedError } from './db/pglite-lock';
import { readSettings } from './settings-file';
import { APP_VERSION } from './version';

/** The one place that listens: reads the environment, starts, and stops cleanly on a signal. */
async function main() {
  const major = Number(process.versions.node.split('.')[0]);
  if (major < 24) {
    throw new ConfigError(
      `Stagefront needs Node 24 or later; this is Node ${process.version}. ` +
        '`npm ci` installs Node 24 beside the site and `npm start` runs on it.',
    );
  }
  const settings = readSettings();
  const config = loadConfig(settings.env, settings.origin);
  // On a terminal, lines a person can read; under a service manager, JSON lines for the journal.
  const logStream = process.stdout.isTTY
    ? (await import('pino-pretty')).default({ translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' })
    : undefined;
  const app = await buildApp(config, { logStream });
  let control: { close(): Promise<void> } | null = null;
  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, 'shutting down');
      Promise.resolve(control?.close())
        .then(() => app.close())
        .then(
          () => process.exit(0),
          (error) => {
            app.log.error({ err: error }, 'shutdown failed');
            process.exit(1);
          },
        );
    });
  }
  // A drop's crowd opens hundreds of connections at once: a queue of 4096 waiting to be let in
  // (the kernel caps it at net.core.somaxconn) rather than Node's 511, past which the kernel drops
  // them and the phones try again a second later.
  const address = await app.listen({ host: config.host, port: config.port, backlog: 4096 });
  // The embedded database is open here alone: maintenance commands ask this process to do their work.
  if (app.database.engine === 'pglite' && config.dataDir) {
    const shop = {
      db: app.database.db,
      engine: app.database.engine,
      backups: app.backups,
      startedAt: new Date(),
    };
    control = await openControlSocket(path.join(config.dataDir, CONTROL_SOCKET), shop, app.log);
  }
  // The address shoppers are sent back to (payment returns, email links) is the one to open: pages
  // under any other name lead there, so printing the socket's address would start a second bag.
  const runtime = `Node ${process.version}`;
  app.log.info(
    {
      url: config.publicUrl,
      listening: address,
      database: app.database.engine,
      version: APP_VERSION,
      node: process.version,
      settings: settings.file,
    },
    'Stagefront is running',
  );
  const behind = servedElsewhere(config.publicUrl, address)
    ? `  It listens on ${address}, for the proxy in front of it.\n`
    : '';
  process.stdout.write(
    `\n  Stagefront ${APP_VERSION} is running at ${config.publicUrl}  (database: ${app.database.engine}, ${runtime})\n${behind}\n`,
  );
}

/** Whether PUBLIC_URL names another port or scheme than the socket's: a proxy stands in between. */
function servedElsewhere(publicUrl: string, address: string): boolean {
  const outside = new URL(publicUrl);
  const inside = new URL(address);
  const port = (url: URL) => url.port || (url.protocol === 'https:' ? '443' : '80');
  return outside.protocol !== inside.protocol || port(outside) !== port(inside);
}

main().catch((error: unknown) => {
  if (
    error instanceof ConfigError ||
    error instanceof DatabaseLockedError ||
    error instanceof BackupError ||
    error instanceof DataFolderError
  ) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `Stagefront could not start: ${error instanceof Error ? error.stack : String(error)}\n`,
    );
  }
  process.exit(1);
});
