import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import readline from 'node:readline';
import type { Config } from '../config';
import { CONTROL_SOCKET } from '../control/control-socket';
import type { ShopWorkName } from '../control/shop-work';
import { lockHolder } from '../db/pglite-lock';
import { CommandError } from '../modules/auth/staff/create-admin';

/** Where a command does its work: itself, or through the running shop that holds the embedded database. */
export type Route = { through: 'here' } | { through: 'shop'; socket: string; pid: number };

/**
 * PostgreSQL serves every process, so a command works on it directly. The embedded database is
 * open in one process only: while a shop holds it, the command asks that shop through its
 * control socket; a shop too old to have one is named, so it can be stopped first.
 */
export function routeFor(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Route {
  if (config.databaseUrl || !config.dataDir) return { through: 'here' };
  const pid = lockHolder(path.join(config.dataDir, 'db.lock'));
  if (pid === null) return { through: 'here' };
  const socket = path.join(config.dataDir, CONTROL_SOCKET);
  if (!fs.existsSync(socket)) {
    throw new CommandError(
      `The embedded database in ${config.dataDir} is in use by process ${pid}, which takes no commands. Stop that server first (stagefront stop), then run the command again.`,
    );
  }
  return { through: 'shop', socket, pid };
}

/** Hands `name` to the running shop and prints what it says, as it says it. */
export async function askShop(
  route: Extract<Route, { through: 'shop' }>,
  name: ShopWorkName,
  input: object,
  print: (line: string) => void,
): Promise<void> {
  const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
    const request = http.request(
      {
        socketPath: route.socket,
        path: `/${name}`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
      },
      resolve,
    );
    request.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EACCES'
          ? new CommandError(
              `${route.socket} may be opened by the shop's own user only: run the command as that user, or as root.`,
            )
          : new CommandError(`The running shop (process ${route.pid}) did not answer: ${error.message}.`),
      );
    });
    request.end(JSON.stringify(input));
  });
  let finished = false;
  for await (const text of readline.createInterface({
    input: response,
    crlfDelay: Number.POSITIVE_INFINITY,
  })) {
    if (!text.trim()) continue;
    const message = JSON.parse(text) as { line?: string; done?: boolean; error?: string };
    if (message.line !== undefined) print(message.line);
    if (message.error !== undefined) throw new CommandError(message.error);
    if (message.done) finished = true;
  }
  if (!finished)
    throw new CommandError(`The running shop (process ${route.pid}) stopped before it finished.`);
}
