import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Config } from '../../config';
import type { Installation } from '../../installation';
import { findUser, type UnixUser, userName } from '../unix-users';
import { answeringUntrusted, answeringVersion, healthUrl } from './health';
import { linkedRelease, releaseVersion } from './release-folder';
import { serviceManager } from './service-manager';
import { isInside, parseUnit } from './unit-file';

/** One check: what was found, and when it is wrong, the fix. */
export type Finding = { ok: boolean; what: string; fix?: string };

const MB = 1024 * 1024;

/** Whether `user` may do `access` (4 read, 2 write, 1 search) on a file, by its owner, group and mode. */
function may(user: UnixUser, groups: number[], stat: fs.Stats, access: number): boolean {
  if (user.uid === 0) return true;
  if (stat.uid === user.uid) return ((stat.mode >> 6) & access) === access;
  if (groups.includes(stat.gid)) return ((stat.mode >> 3) & access) === access;
  return (stat.mode & access) === access;
}

/** The groups a user is in, from /etc/group and their own. */
function groupsOf(user: UnixUser): number[] {
  const groups = [user.gid];
  try {
    for (const line of fs.readFileSync('/etc/group', 'utf8').split('\n')) {
      const [, , gid, members = ''] = line.split(':');
      if (gid && members.split(',').includes(user.name)) groups.push(Number(gid));
    }
  } catch {}
  return groups;
}

/** The first file in a release the service cannot read, or that others could change. */
function releaseProblem(folder: string, user: UnixUser, groups: number[]): Finding | null {
  // The release's own files, whole; of its packages (tens of thousands of files, installed by
  // install or update and put right by them), the folder and Node itself.
  const own = fs
    .readdirSync(folder, { recursive: true })
    .map(String)
    .filter((name) => name !== 'node_modules' && !name.startsWith(`node_modules${path.sep}`));
  const packages = [
    'node_modules',
    path.join('node_modules', 'node'),
    path.join('node_modules', 'node', 'bin', 'node'),
  ];
  const entries = [folder, ...[...own, ...packages].map((name) => path.join(folder, name))].filter((file) =>
    fs.existsSync(file),
  );
  for (const file of entries) {
    const stat = fs.lstatSync(file);
    if (stat.isSymbolicLink()) continue;
    const access = stat.isDirectory() ? 5 : 4;
    if (!may(user, groups, stat, access)) {
      return {
        ok: false,
        what: `${file} cannot be read by ${user.name} (mode ${(stat.mode & 0o777).toString(8)}, owner ${userName(stat.uid)})`,
        fix: `chmod -R a+rX,go-w ${folder}`,
      };
    }
    if (stat.mode & 0o002) {
      return { ok: false, what: `${file} can be changed by any user`, fix: `chmod -R a+rX,go-w ${folder}` };
    }
  }
  return null;
}

/** The first file under `dir` that is not the service's own. */
function strangerIn(dir: string, user: UnixUser): string | null {
  const stack = [dir];
  while (stack.length > 0) {
    const current = stack.pop() as string;
    const stat = fs.lstatSync(current);
    if (stat.uid !== user.uid) return `${current} belongs to ${userName(stat.uid)}`;
    if (stat.isDirectory()) for (const name of fs.readdirSync(current)) stack.push(path.join(current, name));
  }
  return null;
}

function memoryAndDisk(config: Config): Finding[] {
  const total = os.totalmem() / MB;
  const free = os.freemem() / MB;
  const findings: Finding[] = [
    total >= 900 && free >= 300
      ? { ok: true, what: `Memory: ${Math.round(total)} MB, ${Math.round(free)} MB free` }
      : {
          ok: false,
          what: `Memory: ${Math.round(total)} MB, ${Math.round(free)} MB free; the shop needs about 300 MB, 1 GB in all`,
          fix: 'add memory or swap, or stop what else runs here',
        },
  ];
  if (config.dataDir && fs.existsSync(config.dataDir)) {
    const disk = fs.statfsSync(config.dataDir);
    const freeDisk = (disk.bavail * disk.bsize) / MB;
    findings.push(
      freeDisk >= 1024
        ? { ok: true, what: `Disk: ${Math.round(freeDisk / 1024)} GB free for ${config.dataDir}` }
        : {
            ok: false,
            what: `Disk: ${Math.round(freeDisk)} MB free for ${config.dataDir}; backups and uploads need room`,
            fix: 'free space, lower BACKUP_KEEP, or move BACKUP_DIR to another disk',
          },
    );
  }
  return findings;
}

function folderFinding(
  label: string,
  dir: string | null,
  user: UnixUser,
  mode: number,
  writablePaths: string[],
): Finding[] {
  if (!dir) return [];
  if (!fs.existsSync(dir)) {
    return [
      {
        ok: false,
        what: `${label} ${dir} does not exist`,
        fix: `install -d -m ${mode.toString(8)} -o ${user.name} -g ${user.name} ${dir}`,
      },
    ];
  }
  const stat = fs.statSync(dir);
  const findings: Finding[] = [];
  const stranger = stat.uid === user.uid ? strangerIn(dir, user) : `${dir} belongs to ${userName(stat.uid)}`;
  findings.push(
    stranger
      ? {
          ok: false,
          what: `${label}: ${stranger}, not ${user.name} (a command run as another user)`,
          fix: `chown -R ${user.name}: ${dir}`,
        }
      : { ok: true, what: `${label} ${dir} is ${user.name}'s` },
  );
  if ((stat.mode & 0o777 & ~mode) !== 0) {
    findings.push({
      ok: false,
      what: `${label} ${dir} is mode ${(stat.mode & 0o777).toString(8)}, open to others`,
      fix: `chmod ${mode.toString(8)} ${dir}`,
    });
  }
  if (writablePaths.length > 0 && !writablePaths.some((allowed) => isInside(dir, allowed))) {
    findings.push({
      ok: false,
      what: `${label} ${dir} is outside the unit's ReadWritePaths (${writablePaths.join(' ')}): the service may not write it`,
      fix: `add it to ReadWritePaths= in the unit (stagefront install --backup-dir ${dir} writes it), then systemctl daemon-reload`,
    });
  }
  return findings;
}

async function mailFinding(config: Config, user: UnixUser): Promise<Finding> {
  if (config.mail.smtpUrl) {
    const nodemailer = await import('nodemailer');
    const transport = nodemailer.createTransport(config.mail.smtpUrl);
    try {
      await transport.verify();
      return { ok: true, what: 'Mail: the SMTP server takes a sign-in' };
    } catch (error) {
      return {
        ok: false,
        what: `Mail: the SMTP server refused: ${(error as Error).message}`,
        fix: 'check SMTP_URL in the settings file',
      };
    } finally {
      transport.close();
    }
  }
  const outbox = config.mail.outboxDir;
  const parent = outbox && fs.existsSync(outbox) ? outbox : outbox ? path.dirname(outbox) : null;
  if (!parent || !fs.existsSync(parent))
    return { ok: true, what: 'Mail: written to the outbox folder (SMTP_URL not set)' };
  const writable = may(user, groupsOf(user), fs.statSync(parent), 3);
  return writable
    ? {
        ok: true,
        what: `Mail: no SMTP_URL, so emails are files in ${outbox}; send a test email from the dashboard once SMTP is set`,
      }
    : {
        ok: false,
        what: `Mail: ${user.name} cannot write ${parent}`,
        fix: `chown -R ${user.name}: ${parent}`,
      };
}

/**
 * `stagefront doctor`: what a shop needs to run as a service, each checked on this machine, with
 * the fix for what is wrong — the faults a team met taking a shop live: a release the service
 * cannot read, data or backups written by root, a settings file the service cannot open, backups
 * outside the unit's writable paths, the proxy not answering, mail that cannot go.
 */
export async function checkService(installation: Installation, config: Config): Promise<Finding[]> {
  const findings: Finding[] = [];
  const user = findUser(installation.user);
  if (!user)
    return [
      {
        ok: false,
        what: `The service's user ${installation.user} does not exist`,
        fix: 'stagefront install',
      },
    ];
  const groups = groupsOf(user);
  const current = linkedRelease(path.join(installation.home, 'current'));
  if (!current) {
    findings.push({
      ok: false,
      what: `${installation.home}/current points at no release`,
      fix: 'stagefront install ARCHIVE',
    });
  } else {
    const version = releaseVersion(current);
    const node = spawnSync(path.join(current, 'node_modules', '.bin', 'node'), ['--version'], {
      encoding: 'utf8',
    });
    const major = Number(/^v(\d+)/.exec(node.stdout ?? '')?.[1] ?? 0);
    findings.push(
      major >= 24
        ? { ok: true, what: `Release ${version}, on Node ${node.stdout.trim()}` }
        : {
            ok: false,
            what: `Release ${version} has no Node 24 (${node.stdout?.trim() || node.error?.message || 'missing'})`,
            fix: `cd ${current} && npm ci --omit=dev`,
          },
    );
    findings.push(
      releaseProblem(current, user, groups) ?? {
        ok: true,
        what: `Every file of the release is readable by ${user.name}, and writable by root alone`,
      },
    );
  }
  const settings = fs.statSync(installation.settingsFile);
  const settingsOk = may(user, groups, settings, 4) && (settings.mode & 0o007) === 0;
  findings.push(
    settingsOk
      ? { ok: true, what: `${installation.settingsFile} is readable by ${user.name}'s group and no one else` }
      : {
          ok: false,
          what: `${installation.settingsFile} is mode ${(settings.mode & 0o777).toString(8)}, group ${settings.gid}: ${may(user, groups, settings, 4) ? 'others may read its secrets' : `${user.name} cannot read it`}`,
          fix: `chown root:${user.name} ${installation.settingsFile} && chmod 0640 ${installation.settingsFile}`,
        },
  );
  let writable: string[] = [];
  try {
    writable = parseUnit(fs.readFileSync(installation.unitFile, 'utf8')).readWritePaths;
  } catch (error) {
    findings.push({
      ok: false,
      what: `The unit ${installation.unitFile} cannot be read: ${(error as Error).message}`,
      fix: 'stagefront install',
    });
  }
  findings.push(...folderFinding('DATA_DIR', config.dataDir, user, 0o750, writable));
  if (config.backups.dir && !(config.dataDir && config.backups.dir === config.dataDir)) {
    findings.push(...folderFinding('BACKUP_DIR', config.backups.dir, user, 0o700, writable));
  }
  findings.push(...memoryAndDisk(config));
  const manager = serviceManager(installation);
  const version = current ? releaseVersion(current) : null;
  const answering = await answeringVersion(healthUrl(config));
  findings.push(
    answering && answering === version
      ? { ok: true, what: `The service answers at ${healthUrl(config)} with ${answering}` }
      : {
          ok: false,
          what: answering
            ? `The service answers with ${answering}, not the installed ${version}`
            : `The service does not answer at ${healthUrl(config)} (${manager.running() ? 'it runs' : 'it is stopped'})`,
          fix: answering ? 'stagefront restart' : 'stagefront start; stagefront logs says why it stopped',
        },
  );
  const publicHealth = `${config.publicUrl}/api/health`;
  const throughProxy = await answeringVersion(publicHealth);
  // A trial's `tls internal` certificate comes from Caddy's own authority, which this machine
  // does not trust (skip_install_trust): the address answers all the same.
  const withTrialCertificate = throughProxy ? null : await answeringUntrusted(publicHealth);
  findings.push(
    throughProxy
      ? { ok: true, what: `${config.publicUrl} answers (${throughProxy}), through the proxy` }
      : withTrialCertificate
        ? {
            ok: true,
            what: `${config.publicUrl} answers (${withTrialCertificate}), through the proxy, with a certificate browsers do not trust (Caddy's own, from \`tls internal\`: delete that line from the Caddyfile for a real one)`,
          }
        : {
            ok: false,
            what: `${config.publicUrl} does not answer from here`,
            fix: 'check that Caddy runs (systemctl status caddy), that its Caddyfile names this address, and the DNS',
          },
  );
  findings.push(await mailFinding(config, user));
  return findings;
}
