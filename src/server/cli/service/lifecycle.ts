import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { loadConfig } from '../../config';
import type { Installation } from '../../installation';
import { CommandError } from '../../modules/auth/staff/create-admin';
import { readSettings } from '../../settings-file';
import { healthUrl, waitForVersion } from './health';
import { linkedRelease, pointLink, pruneReleases, releaseVersion, unpackRelease } from './release-folder';
import { type ServiceManager, serviceManager, standbyPort, startStandby } from './service-manager';

type Print = (line: string) => void;

/** How long a release has to answer after it starts, before it is given up. */
export const START_WAIT_SECONDS = 60;

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

/** The service's settings, as the installed service reads them: where its health is, where its backups go. */
export function serviceConfig(installation: Installation) {
  const settings = readSettings({ SETTINGS_FILE: installation.settingsFile });
  return loadConfig(settings.env, settings.origin);
}

/** Runs one of a release's own commands (it acts as the service's user itself), its output shown. */
function releaseCommand(folder: string, args: string[]): boolean {
  const result = spawnSync(path.join(folder, 'bin', 'stagefront'), args, {
    stdio: 'inherit',
    env: { ...process.env, SETTINGS_FILE: '' },
  });
  return result.status === 0;
}

/** Starts the release `current` points at and waits for it to answer with `version`. */
async function startAndWait(
  manager: ServiceManager,
  url: string,
  version: string,
  wait: number,
): Promise<number | null> {
  await manager.start();
  return waitForVersion(url, version, wait, () => manager.running());
}

export type SwitchOptions = { wait?: number };

/** Once an update is live: where its backup is, and the release folders pruned to the newest. */
function afterUpdate(installation: Installation, backup: string, print: Print): void {
  print(`The backup taken before it is ${backup}.`);
  const removed = pruneReleases(installation);
  if (removed.length > 0)
    print(`Removed older releases: ${removed.map((r) => path.basename(r)).join(', ')}.`);
}

/** How long Caddy keeps a port it could not reach out of use (its `fail_duration`), and a margin. */
const CADDY_FORGETS_MS = 2_000;

type Release = { folder: string; version: string };

/**
 * On PostgreSQL, a switch with the shop answering throughout: `to` starts beside the running
 * service on the standby port and answers there first (migrating as it starts; the old release
 * runs on the newer schema, decision 0039), then the service is stopped (Caddy, finding its port
 * closed, sends each request to the standby), switched and started, and the standby stopped once
 * the service answers with `to`'s version. A release that does not answer on the standby port is
 * stopped there, and the shop never stopped. Returns when the switch is done, or throws saying
 * where the shop stands.
 */
async function handOver(
  installation: Installation,
  manager: ServiceManager,
  config: ReturnType<typeof serviceConfig>,
  from: Release | null,
  to: Release,
  wait: number,
  print: Print,
): Promise<void> {
  const url = healthUrl(config);
  const port = standbyPort(config.port);
  const standbyUrl = healthUrl({ host: config.host, port });
  const standby = startStandby(installation, to.folder, port);
  const started = Date.now();
  const beside = await waitForVersion(standbyUrl, to.version, wait, () => standby.running());
  if (beside === null) {
    await standby.stop();
    throw new CommandError(
      `${to.version} did not answer beside the running shop (port ${port}) within ${wait} s, so nothing was switched: ${from?.version ?? 'the shop'} kept answering throughout. See ${path.join(installation.home, 'standby.log')}.`,
    );
  }
  print(
    `${to.version} answers beside the shop on port ${port}, ${seconds(Date.now() - started)} after it started.`,
  );
  const currentLink = path.join(installation.home, 'current');
  const previousLink = path.join(installation.home, 'previous');
  const previousBefore = linkedRelease(previousLink);
  await manager.stop();
  if (from) pointLink(previousLink, from.folder);
  pointLink(currentLink, to.folder);
  const answered = await startAndWait(manager, url, to.version, wait);
  if (answered === null) {
    // The standby keeps the shop answering while the old release goes back on the service's port,
    // and the links go back as they were.
    await manager.stop();
    if (from) pointLink(currentLink, from.folder);
    if (previousBefore) pointLink(previousLink, previousBefore);
    else fs.rmSync(previousLink, { force: true });
    const back = from ? await startAndWait(manager, url, from.version, wait) : null;
    await standby.stop();
    throw new CommandError(
      `${to.version} answered beside the shop but not on port ${config.port} within ${wait} s: ${
        back === null
          ? 'the service does not answer; see stagefront logs.'
          : `${from?.version} is back on the service.`
      }`,
    );
  }
  // Caddy tries the service's port again once it forgets the failure; the standby serves till then.
  await sleep(CADDY_FORGETS_MS);
  await standby.stop();
  print(
    `${to.version} is live, handed over with the shop answering throughout: the old release stopped only once the new one answered.`,
  );
}

/**
 * `stagefront update ARCHIVE`: the new release unpacked beside the live one (checksum checked,
 * production dependencies only), a backup taken while the shop still runs, then the shop stopped,
 * switched and started (the new release migrates as it starts); success is said only once the new
 * release answers. A release that does not answer (a migration refused, a crash) is switched back,
 * and that is said only once the old one answers again.
 * The old release stays as `previous`, for `stagefront update --rollback`.
 */
export async function updateService(
  installation: Installation,
  archive: string,
  print: Print,
  { wait = START_WAIT_SECONDS }: SwitchOptions = {},
): Promise<void> {
  const manager = serviceManager(installation);
  const config = serviceConfig(installation);
  const url = healthUrl(config);
  const currentLink = path.join(installation.home, 'current');
  const old = linkedRelease(currentLink);
  const oldVersion = old ? releaseVersion(old) : null;
  const { folder, version } = await unpackRelease(archive, installation, print);
  print(`Switching from ${oldVersion ?? 'nothing'} to ${version}.`);

  const engine = config.databaseUrl ? 'postgres' : 'pglite';
  const folderOfBackups = config.backups.dir ?? config.dataDir ?? '.';
  // Taken by the new release's command while the old shop runs (through its control socket when
  // the database is embedded): the shop keeps selling during it.
  const before = new Set(fs.existsSync(folderOfBackups) ? fs.readdirSync(folderOfBackups) : []);
  if (!releaseCommand(folder, ['backup', '--before-upgrade-to', version])) {
    throw new CommandError(`The backup before ${version} failed (above); nothing was switched.`);
  }
  const made = fs
    .readdirSync(folderOfBackups)
    .find((name) => !before.has(name) && name.endsWith(`-before-${version}.tar.gz`));
  const backup = path.join(folderOfBackups, made ?? `stagefront-${engine}-…-before-${version}.tar.gz`);
  if (engine === 'postgres') {
    await handOver(
      installation,
      manager,
      config,
      old && oldVersion ? { folder: old, version: oldVersion } : null,
      { folder, version },
      wait,
      print,
    );
    afterUpdate(installation, backup, print);
    return;
  }
  // The new release migrates as it starts (all pending migrations in one transaction, so a
  // failure leaves the database as it was, and the old release goes back on it below): one start
  // instead of a migration and then a start, the shortest time the shop is down.
  const stoppedAt = Date.now();
  await manager.stop();
  const previousLink = path.join(installation.home, 'previous');
  const previousBefore = linkedRelease(previousLink);
  if (old) pointLink(previousLink, old);
  pointLink(currentLink, folder);
  const answered = await startAndWait(manager, url, version, wait);
  if (answered !== null) {
    print(
      `${version} is live: it answered ${seconds(Date.now() - stoppedAt)} after the old release stopped.`,
    );
    afterUpdate(installation, backup, print);
    return;
  }
  // The new release did not come up: the old one goes back, on the migrated database (migrations
  // only add, decision 0039), and the backup is there to go back further.
  await manager.stop();
  if (!old)
    throw new CommandError(`${version} did not answer at ${url} within ${wait} s: see stagefront logs.`);
  pointLink(currentLink, old);
  // The release before stays the one to roll back to: the refused one never ran.
  if (previousBefore) pointLink(previousLink, previousBefore);
  else fs.rmSync(previousLink, { force: true });
  const back = await startAndWait(manager, url, oldVersion ?? '', wait);
  throw new CommandError(
    `${version} did not answer at ${url} within ${wait} s, so the shop was switched back: ${
      back === null
        ? `${oldVersion} was started but does not answer either; see stagefront logs.`
        : `${oldVersion} answers again, ${seconds(Date.now() - stoppedAt)} after the shop stopped.`
    } Whatever ${version} migrated stays (migrations only add, and a refused one changes nothing); the backup from before is ${backup}.`,
  );
}

/**
 * `stagefront update --rollback`: back to the release before, with no second backup or migration:
 * migrations only add (decision 0039), so the old release runs on the newer schema. Said plainly,
 * with the backup to restore when the data must go back too.
 */
export async function rollbackService(
  installation: Installation,
  print: Print,
  { wait = START_WAIT_SECONDS }: SwitchOptions = {},
): Promise<void> {
  const currentLink = path.join(installation.home, 'current');
  const previousLink = path.join(installation.home, 'previous');
  const current = linkedRelease(currentLink);
  const previous = linkedRelease(previousLink);
  if (!previous || !fs.existsSync(path.join(previous, 'dist', 'server', 'server.js'))) {
    throw new CommandError('There is no earlier release to go back to (the previous link is missing).');
  }
  const manager = serviceManager(installation);
  const config = serviceConfig(installation);
  const url = healthUrl(config);
  const [from, to] = [current ? releaseVersion(current) : 'nothing', releaseVersion(previous)];
  print(
    `Going back from ${from} to ${to}, without a migration: the database keeps ${from}'s schema, which ${to} runs on (migrations only add).`,
  );
  if (config.databaseUrl) {
    await handOver(
      installation,
      manager,
      config,
      current ? { folder: current, version: from } : null,
      { folder: previous, version: to },
      wait,
      print,
    );
    print(
      `To take the data back too, restore the backup taken before ${from}: stagefront restore --from FILE --replace (stagefront backups lists them).`,
    );
    return;
  }
  const stoppedAt = Date.now();
  await manager.stop();
  pointLink(currentLink, previous);
  if (current) pointLink(previousLink, current);
  const answered = await startAndWait(manager, url, to, wait);
  if (answered === null) {
    throw new CommandError(
      `${to} did not answer at ${url} within ${wait} s after going back: see stagefront logs. Run stagefront update --rollback again to return to ${from}.`,
    );
  }
  print(`${to} is live again: it answered ${seconds(Date.now() - stoppedAt)} after ${from} stopped.`);
  print(
    `To take the data back too, restore the backup taken before ${from}: stagefront restore --from FILE --replace (stagefront backups lists them).`,
  );
}
