import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseEnv } from 'node:util';
import type { Installation } from '../../installation';
import { CommandError } from '../../modules/auth/staff/create-admin';
import { findUser } from '../unix-users';
import { parseUnit, type ServiceUnit } from './unit-file';

/** How the service is started, stopped and read: systemd where it runs, else the unit run by hand. */
export type ServiceManager = {
  kind: 'systemd' | 'direct';
  /** Where its output goes, in words. */
  logsAt: string;
  start(): Promise<void>;
  stop(): Promise<void>;
  running(): boolean;
  /** The newest lines of its log; `follow` keeps printing. */
  logs(lines: number, follow: boolean): Promise<void>;
};

function systemdRuns(): boolean {
  return fs.existsSync('/run/systemd/system');
}

export function serviceManager(installation: Installation): ServiceManager {
  return systemdRuns() ? systemd(installation.service) : direct(installation);
}

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0)
    throw new CommandError(`${command} ${args.join(' ')} failed (exit ${result.status}).`);
}

function systemd(service: string): ServiceManager {
  return {
    kind: 'systemd',
    logsAt: `the journal (journalctl -u ${service})`,
    async start() {
      run('systemctl', ['start', service]);
    },
    async stop() {
      run('systemctl', ['stop', service]);
    },
    running() {
      return spawnSync('systemctl', ['is-active', '--quiet', service]).status === 0;
    },
    async logs(lines, follow) {
      run('journalctl', ['-u', service, '-n', String(lines), '--no-pager', ...(follow ? ['-f'] : [])]);
    },
  };
}

/** Alive, and not a zombie waiting for its parent to collect it. */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    return !/^State:\s+Z/m.test(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  } catch {
    return false;
  }
}

/**
 * Where there is no systemd (a container, a CI machine): the unit's own words — its User= and
 * Group= (through setpriv), WorkingDirectory=, Environment= and EnvironmentFile=, UMask= and
 * ExecStart= — run in the background, its process id in HOME/service.pid and its output appended
 * to HOME/service.log. Stopping sends SIGTERM and waits TimeoutStopSec=, as systemd does. It is not
 * restarted when it fails, and nothing starts it at boot: the `install` output says so.
 */
function direct(installation: Installation): ServiceManager {
  const pidFile = path.join(installation.home, 'service.pid');
  const logFile = path.join(installation.home, 'service.log');
  const pid = () => {
    try {
      return Number(fs.readFileSync(pidFile, 'utf8').trim()) || null;
    } catch {
      return null;
    }
  };
  const isRunning = () => {
    const id = pid();
    return id !== null && alive(id);
  };
  return {
    kind: 'direct',
    logsAt: logFile,
    async start() {
      if (isRunning()) return;
      const unit = parseUnit(fs.readFileSync(installation.unitFile, 'utf8'));
      // systemd resolves WorkingDirectory when the service starts: the link's target at that moment.
      const child = spawnUnit(unit, { cwd: fs.realpathSync(unit.workingDirectory), logFile, env: {} });
      fs.writeFileSync(pidFile, String(child));
    },
    async stop() {
      const id = pid();
      if (id !== null) await stopProcess(id, installation);
      fs.rmSync(pidFile, { force: true });
    },
    running: isRunning,
    async logs(lines, follow) {
      if (!fs.existsSync(logFile)) throw new CommandError(`There is no log yet at ${logFile}.`);
      run('tail', ['-n', String(lines), ...(follow ? ['-F'] : []), logFile]);
    },
  };
}

/** Sends SIGTERM and waits the unit's TimeoutStopSec=, as systemd does, then SIGKILL. */
async function stopProcess(id: number, installation: Installation): Promise<void> {
  if (!alive(id)) return;
  const unit = parseUnit(fs.readFileSync(installation.unitFile, 'utf8'));
  process.kill(id, 'SIGTERM');
  const deadline = Date.now() + unit.timeoutStopSeconds * 1000;
  while (alive(id) && Date.now() < deadline) await sleep(100);
  if (alive(id)) process.kill(id, 'SIGKILL');
  while (alive(id)) await sleep(50);
}

/**
 * Runs the unit's ExecStart= in the background as its User= and Group= (through setpriv), with its
 * Environment=, EnvironmentFile= and UMask=, in `cwd`, its output appended to `logFile`; `env` is
 * laid over the unit's. Returns the process id.
 */
function spawnUnit(
  unit: ServiceUnit,
  {
    cwd,
    logFile,
    env: extra,
    program: replaced,
  }: { cwd: string; logFile: string; env: Record<string, string>; program?: (word: string) => string },
): number {
  const user = findUser(unit.user);
  if (!user)
    throw new CommandError(`The unit's user ${unit.user} does not exist: run stagefront install again.`);
  const fromFiles = unit.environmentFiles.map((file) => parseEnv(fs.readFileSync(file, 'utf8')));
  const env = {
    PATH: '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin',
    HOME: user.home,
    USER: user.name,
    LOGNAME: user.name,
    ...Object.assign({}, ...fromFiles),
    ...unit.environment,
    ...extra,
  };
  const [program = '', ...args] = unit.execStart.map(replaced ?? ((word) => word));
  const log = fs.openSync(logFile, 'a', 0o640);
  const umask = process.umask(unit.umask);
  try {
    const child = spawn(
      'setpriv',
      [`--reuid=${user.uid}`, `--regid=${user.gid}`, '--init-groups', '--', program, ...args],
      { cwd, env, detached: true, stdio: ['ignore', log, log] },
    );
    child.unref();
    if (child.pid === undefined) throw new CommandError(`setpriv could not be started to run ${program}.`);
    return child.pid;
  } finally {
    process.umask(umask);
    fs.closeSync(log);
  }
}

/** A release run beside the service during a handover: stopped once the service answers again. */
export type Standby = { stop(): Promise<void>; running(): boolean };

/** The port a release answers on beside the service during a handover: the one after PORT. */
export function standbyPort(port: number): number {
  return port + 1;
}

/**
 * Starts the release in `folder` beside the running service, as the unit would start it but on
 * the standby port (PORT + 1, which Caddy falls back to): on PostgreSQL two servers share the
 * database, so the new release answers before the old one stops. Run directly (setpriv) under
 * systemd too, for the seconds of the handover; its output goes to HOME/standby.log.
 */
export function startStandby(installation: Installation, folder: string, port: number): Standby {
  const unit = parseUnit(fs.readFileSync(installation.unitFile, 'utf8'));
  const current = path.join(installation.home, 'current');
  const id = spawnUnit(unit, {
    cwd: folder,
    logFile: path.join(installation.home, 'standby.log'),
    env: { PORT: String(port) },
    // ExecStart names the program through `current`: the standby runs its own release's.
    program: (word) =>
      word.startsWith(`${current}/`) ? path.join(folder, word.slice(current.length + 1)) : word,
  });
  return {
    stop: () => stopProcess(id, installation),
    running: () => alive(id),
  };
}
