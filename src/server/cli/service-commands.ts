import fs from 'node:fs';
import path from 'node:path';
import type { Command } from 'commander';
import { type Installation, readInstallation } from '../installation';
import { CommandError } from '../modules/auth/staff/create-admin';
import { projectRoot } from '../paths';
import { checkService } from './service/doctor';
import { answeringVersion, healthUrl } from './service/health';
import { installService } from './service/install';
import { rollbackService, serviceConfig, updateService } from './service/lifecycle';
import { linkedRelease, releaseVersion } from './service/release-folder';
import { serviceManager } from './service/service-manager';
import { DEFAULT_LAYOUT } from './service/unit-file';

const print = (line: string) => console.log(line);

/** This release's installation: the service commands act on an installed shop only. */
function installed(): Installation {
  const installation = readInstallation(projectRoot);
  if (!installation) {
    throw new CommandError(
      `${projectRoot} is not an installed release: install one with stagefront install ARCHIVE (as root), then use /usr/local/bin/stagefront.`,
    );
  }
  return installation;
}

function asRoot(what: string): void {
  if (process.getuid?.() !== 0) throw new CommandError(`${what} needs root: sudo stagefront ${what}.`);
}

type InstallFlags = {
  publicUrl: string;
  port: string;
  home: string;
  user: string;
  settings: string;
  dataDir: string;
  backupDir?: string;
  unit: string;
  caddyfile: string | false;
  bin: string;
  tlsInternal?: boolean;
  start: boolean;
  wait: string;
};

/** `install`, `update`, `status`, `logs`, `doctor`, `start`, `stop`, `restart`: the service's life. */
export function registerServiceCommands(program: Command): void {
  program
    .command('install')
    .description(
      'set the shop up as a service from a release archive (as root): user, folders, settings, unit, Caddy',
    )
    .argument('<archive>', 'stagefront-<version>.tar.gz, with its .sha256 beside it')
    .requiredOption('--public-url <url>', 'the address shoppers use, e.g. https://shop.example.com')
    .option('--port <port>', 'the port the site listens on, behind Caddy', '3000')
    .option('--home <dir>', 'where releases are kept', DEFAULT_LAYOUT.home)
    .option('--user <name>', "the service's own user", DEFAULT_LAYOUT.user)
    .option('--settings <file>', 'the settings file', DEFAULT_LAYOUT.settingsFile)
    .option('--data-dir <dir>', "the shop's data (DATA_DIR)", DEFAULT_LAYOUT.dataDir)
    .option('--backup-dir <dir>', 'where backups go (BACKUP_DIR), e.g. on another disk')
    .option('--unit <file>', 'the systemd unit', '/etc/systemd/system/stagefront.service')
    .option('--caddyfile <file>', "Caddy's configuration", '/etc/caddy/Caddyfile')
    .option('--no-caddyfile', 'write no Caddyfile')
    .option('--bin <file>', 'where the stagefront command is linked', '/usr/local/bin/stagefront')
    .option('--tls-internal', "a certificate from Caddy's own authority (a trial), not Let's Encrypt")
    .option('--no-start', 'install without starting it')
    .option('--wait <seconds>', 'how long the first start may take', '60')
    .action(async (archive: string, flags: InstallFlags) => {
      const port = Number(flags.port);
      if (!Number.isInteger(port) || port < 1 || port > 65535)
        throw new CommandError(`--port ${flags.port} is not a port.`);
      if (!URL.canParse(flags.publicUrl) || !/^https?:$/.test(new URL(flags.publicUrl).protocol)) {
        throw new CommandError(`--public-url ${flags.publicUrl} is not an http:// or https:// address.`);
      }
      await installService(
        {
          archive: path.resolve(archive),
          publicUrl: flags.publicUrl.replace(/\/+$/, ''),
          port,
          service: DEFAULT_LAYOUT.service,
          user: flags.user,
          home: path.resolve(flags.home),
          settingsFile: path.resolve(flags.settings),
          dataDir: path.resolve(flags.dataDir),
          backupDir: path.resolve(flags.backupDir ?? path.join(flags.dataDir, 'backups')),
          unitFile: path.resolve(flags.unit),
          caddyfile: flags.caddyfile ? path.resolve(flags.caddyfile) : null,
          binLink: path.resolve(flags.bin),
          tlsInternal: flags.tlsInternal === true,
          start: flags.start,
          wait: Number(flags.wait) || 60,
        },
        print,
      );
    });

  program
    .command('update')
    .description(
      'switch to a new release (backup, migrate, start, checked); --rollback goes back to the one before',
    )
    .argument('[archive]', 'stagefront-<version>.tar.gz, with its .sha256 beside it')
    .option('--rollback', 'go back to the previous release, without a migration')
    .option('--wait <seconds>', 'how long the new release may take to answer', '60')
    .action(async (archive: string | undefined, flags: { rollback?: boolean; wait: string }) => {
      asRoot(flags.rollback ? 'update --rollback' : 'update');
      const installation = installed();
      const wait = Number(flags.wait) || 60;
      if (flags.rollback) {
        if (archive) throw new CommandError('--rollback goes back to the previous release: give no archive.');
        await rollbackService(installation, print, { wait });
        return;
      }
      if (!archive)
        throw new CommandError(
          'Say which release to switch to: stagefront update stagefront-<version>.tar.gz',
        );
      await updateService(installation, path.resolve(archive), print, { wait });
    });

  program
    .command('status')
    .description('which release runs, whether it answers, and the releases kept')
    .action(async () => {
      const installation = installed();
      const config = serviceConfig(installation);
      const manager = serviceManager(installation);
      const current = linkedRelease(path.join(installation.home, 'current'));
      const previous = linkedRelease(path.join(installation.home, 'previous'));
      const answering = await answeringVersion(healthUrl(config));
      print(`Release: ${current ? `${releaseVersion(current)} (${current})` : 'none'}`);
      if (previous)
        print(`Previous: ${releaseVersion(previous)} (stagefront update --rollback goes back to it)`);
      print(
        `Service: ${manager.running() ? 'running' : 'stopped'} (${manager.kind === 'systemd' ? 'systemd' : 'started by stagefront, no systemd'})`,
      );
      print(`Answers at ${healthUrl(config)}: ${answering ?? 'no'}`);
      print(`Logs: ${manager.logsAt}`);
      const releases = path.join(installation.home, 'releases');
      const kept = fs.existsSync(releases)
        ? fs.readdirSync(releases).filter((name) => !name.startsWith('.'))
        : [];
      print(`Releases kept: ${kept.join(', ') || 'none'}`);
    });

  program
    .command('logs')
    .description("the service's newest log lines")
    .option('-n, --lines <count>', 'how many', '100')
    .option('-f, --follow', 'keep printing new lines')
    .action(async (flags: { lines: string; follow?: boolean }) => {
      await serviceManager(installed()).logs(Number(flags.lines) || 100, flags.follow === true);
    });

  program
    .command('doctor')
    .description('check the installed service and say how to fix what is wrong')
    .action(async () => {
      const installation = installed();
      const findings = await checkService(installation, serviceConfig(installation));
      for (const finding of findings) {
        print(`${finding.ok ? '✓' : '✗'} ${finding.what}${finding.fix ? `\n    fix: ${finding.fix}` : ''}`);
      }
      const wrong = findings.filter((finding) => !finding.ok).length;
      print(
        wrong === 0 ? '\nAll is well.' : `\n${wrong} ${wrong === 1 ? 'thing needs' : 'things need'} fixing.`,
      );
      if (wrong > 0) process.exitCode = 1;
    });

  for (const [name, description] of [
    ['start', 'start the service'],
    ['stop', 'stop the service (it finishes what it is doing)'],
    ['restart', 'stop the service, then start it'],
  ] as const) {
    program
      .command(name)
      .description(description)
      .action(async () => {
        asRoot(name);
        const installation = installed();
        const manager = serviceManager(installation);
        if (name !== 'start') await manager.stop();
        if (name !== 'stop') await manager.start();
        print(
          `${name === 'stop' ? 'Stopped' : 'Started'} ${installation.service}${manager.kind === 'direct' ? ` (no systemd: its output goes to ${manager.logsAt})` : ''}.`,
        );
      });
  }
}
