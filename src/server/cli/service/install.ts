import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Installation } from '../../installation';
import { CommandError } from '../../modules/auth/staff/create-admin';
import { findUser } from '../unix-users';
import { renderCaddyfile } from './caddyfile';
import { healthUrl, waitForVersion } from './health';
import { START_WAIT_SECONDS, serviceConfig } from './lifecycle';
import { linkedRelease, pointLink, unpackRelease } from './release-folder';
import { serviceManager } from './service-manager';
import { renderUnit, type ServiceLayout } from './unit-file';

type Print = (line: string) => void;

export type InstallOptions = ServiceLayout & {
  archive: string;
  publicUrl: string;
  port: number;
  unitFile: string;
  caddyfile: string | null;
  /** Where the `stagefront` command is linked (/usr/local/bin/stagefront). */
  binLink: string;
  /** A trial's certificate from Caddy's own authority. */
  tlsInternal: boolean;
  start: boolean;
  wait?: number;
};

function mustRun(command: string, args: string[]): void {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new CommandError(`${command} ${args.join(' ')} failed: ${(result.stderr || result.stdout).trim()}`);
  }
}

/** A folder at exactly this owner and mode, made if missing. */
function folder(dir: string, mode: number, uid = 0, gid = 0): void {
  fs.mkdirSync(dir, { recursive: true });
  fs.chownSync(dir, uid, gid);
  fs.chmodSync(dir, mode);
}

/** The settings file a new shop starts from: a real shop, no demo, behind the proxy on this machine. */
function newSettings(options: InstallOptions): string {
  return `# The shop's settings, read by the service and by every stagefront command; every setting is
# in docs/configuration.md. Readable by root and the ${options.user} group only: it holds secrets.
NODE_ENV=production
HOST=127.0.0.1
PORT=${options.port}
PUBLIC_URL=${options.publicUrl}
TRUST_PROXY=127.0.0.1
DATA_DIR=${options.dataDir}
BACKUP_DIR=${options.backupDir}
# A real shop starts as itself: no demo artist, products or staff account.
DEMO_CONTENT=false
# DATABASE_URL=postgres://stagefront:…@db.example.com:5432/stagefront
# PAYSTACK_SECRET_KEY=sk_live_…
# SMTP_URL=smtp://user:pass@smtp.example.com:587
`;
}

/**
 * `stagefront install ARCHIVE` (as root): the service's user, its folders at their modes, the
 * settings file (kept when there is one, its mode put right), the release unpacked with its
 * production dependencies, the unit, the Caddyfile, the `stagefront` command on the path; then
 * the service started and its first answer awaited. Run again, it repairs what it made.
 */
export async function installService(options: InstallOptions, print: Print): Promise<void> {
  if (process.getuid?.() !== 0)
    throw new CommandError('install sets up users and folders: run it as root (sudo stagefront install …).');
  if (!findUser(options.user)) {
    mustRun('useradd', [
      '--system',
      '--user-group',
      '--home-dir',
      options.dataDir,
      '--no-create-home',
      '--shell',
      '/usr/sbin/nologin',
      options.user,
    ]);
    print(`Made the ${options.user} user.`);
  }
  const user = findUser(options.user);
  if (!user) throw new CommandError(`Could not make the ${options.user} user.`);

  folder(options.home, 0o755);
  folder(path.join(options.home, 'releases'), 0o755);
  folder(options.dataDir, 0o750, user.uid, user.gid);
  folder(options.backupDir, 0o700, user.uid, user.gid);
  const settingsDir = path.dirname(options.settingsFile);
  folder(settingsDir, 0o750, 0, user.gid);
  if (!fs.existsSync(options.settingsFile)) {
    fs.writeFileSync(options.settingsFile, newSettings(options), { mode: 0o640 });
    print(
      `Wrote ${options.settingsFile}: add the payment, mail and delivery settings there (docs/configuration.md).`,
    );
  }
  fs.chownSync(options.settingsFile, 0, user.gid);
  fs.chmodSync(options.settingsFile, 0o640);

  const installation: Installation = {
    service: options.service,
    user: options.user,
    home: options.home,
    settingsFile: options.settingsFile,
    unitFile: options.unitFile,
  };
  const currentLink = path.join(options.home, 'current');
  const running = linkedRelease(currentLink);
  let version: string;
  if (running) {
    version = JSON.parse(fs.readFileSync(path.join(running, 'package.json'), 'utf8')).version;
    print(
      `${version} is installed already; the rest is checked and put right. (stagefront update switches releases.)`,
    );
  } else {
    const unpacked = await unpackRelease(options.archive, installation, print);
    version = unpacked.version;
    pointLink(currentLink, unpacked.folder);
  }

  fs.mkdirSync(path.dirname(options.unitFile), { recursive: true });
  fs.writeFileSync(options.unitFile, renderUnit(options), { mode: 0o644 });
  if (options.caddyfile) writeCaddyfile(options, print);
  fs.mkdirSync(path.dirname(options.binLink), { recursive: true });
  pointLink(options.binLink, path.join(currentLink, 'bin', 'stagefront'));

  const manager = serviceManager(installation);
  if (!options.start) {
    print(`Installed ${version}. Start it with stagefront start.`);
    return;
  }
  if (manager.kind === 'systemd') {
    mustRun('systemctl', ['daemon-reload']);
    mustRun('systemctl', ['enable', options.service]);
  }
  await manager.start();
  const url = healthUrl(serviceConfig(installation));
  const answered = await waitForVersion(url, version, options.wait ?? START_WAIT_SECONDS, () =>
    manager.running(),
  );
  if (answered === null) {
    throw new CommandError(
      `${version} was started but does not answer at ${url}: stagefront logs says why, stagefront doctor what to fix.`,
    );
  }
  print(`Stagefront ${version} is installed and running as ${options.user}, at ${options.publicUrl}.`);
  print(
    manager.kind === 'systemd'
      ? `systemd runs it (systemctl status ${options.service}); its log is in the journal (stagefront logs).`
      : `There is no systemd here: it was started from the unit's own lines with setpriv, and its output goes to ${manager.logsAt}. Nothing restarts it after a crash or a reboot: start it with stagefront start.`,
  );
  print(
    'Next, while it runs: make the first owner with  sudo stagefront create-admin --email you@example.com',
  );
  print(
    `then sign in at ${options.publicUrl}/login and follow the launch checklist. stagefront doctor checks the setup.`,
  );
}

/** Debian's caddy package ships a welcome page's Caddyfile: that one, or ours, may be replaced. */
function writeCaddyfile(options: InstallOptions, print: Print): void {
  const file = options.caddyfile as string;
  const ours = renderCaddyfile({
    publicUrl: options.publicUrl,
    port: options.port,
    home: options.home,
    tlsInternal: options.tlsInternal,
  });
  const existing = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
  if (
    existing === null ||
    existing.includes('Stagefront') ||
    existing.includes('The Caddyfile is an easy way')
  ) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, ours, { mode: 0o644 });
    print(`Wrote ${file}; restart Caddy to apply it (systemctl restart caddy).`);
  } else {
    fs.writeFileSync(`${file}.stagefront`, ours, { mode: 0o644 });
    print(`${file} is your own and was left as it is; Stagefront's is beside it, in ${file}.stagefront.`);
  }
}
