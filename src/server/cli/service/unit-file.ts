import path from 'node:path';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../../../../scripts/server-runtime.mjs';

/** Where a service's parts live: the defaults are the documented ones (docs/operations.md). */
export type ServiceLayout = {
  service: string;
  user: string;
  /** Holds releases/, current and previous. */
  home: string;
  settingsFile: string;
  dataDir: string;
  /** Backups outside DATA_DIR (another disk) must be writable by the sandboxed service too. */
  backupDir: string;
};

export const DEFAULT_LAYOUT: ServiceLayout = {
  service: 'stagefront',
  user: 'stagefront',
  home: '/srv/stagefront',
  settingsFile: '/etc/stagefront/stagefront.env',
  dataDir: '/var/lib/stagefront',
  backupDir: '/var/lib/stagefront/backups',
};

/** Whether `inner` is `outer` or inside it. */
export function isInside(inner: string, outer: string): boolean {
  const relative = path.relative(outer, inner);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

/**
 * The systemd unit `stagefront install` writes, and docs/operations.md shows (a test holds the
 * two equal): the built server on the Node 24 installed beside it, as the service's own user,
 * sandboxed so that only DATA_DIR (and an off-site BACKUP_DIR) can be written.
 */
export function renderUnit(layout: ServiceLayout): string {
  const current = path.join(layout.home, 'current');
  const writable = [
    layout.dataDir,
    ...(isInside(layout.backupDir, layout.dataDir) ? [] : [layout.backupDir]),
  ];
  const stateDirectory = path.relative('/var/lib', layout.dataDir);
  const environment = Object.entries(SERVER_ENV).map(([name, value]) => `Environment=${name}=${value}`);
  return `[Unit]
Description=Stagefront, the artist's site and shop
After=network-online.target
Wants=network-online.target

[Service]
Type=simple
User=${layout.user}
Group=${layout.user}
# The live release: a link to a folder of releases/ that \`stagefront update\` switches.
WorkingDirectory=${current}
# The built server on the Node 24 installed beside it, with the flags and allocator settings
# npm start uses (scripts/server-runtime.mjs).
ExecStart=${current}/node_modules/.bin/node ${SERVER_NODE_FLAGS.join(' ')} dist/server/server.js
${environment.join('\n')}
# Every setting is in this one file, which the maintenance commands read too.
Environment=SETTINGS_FILE=${layout.settingsFile}
Restart=on-failure
RestartSec=5
TimeoutStopSec=30
${
  isInside(layout.dataDir, '/var/lib') && stateDirectory
    ? `# Makes ${layout.dataDir} if it is missing, owned by the service's user.
StateDirectory=${stateDirectory}
StateDirectoryMode=0750
`
    : ''
}UMask=0027
NoNewPrivileges=true
ProtectSystem=strict
# The only folders the service may write: its data, and BACKUP_DIR when it is elsewhere.
ReadWritePaths=${writable.join(' ')}
PrivateTmp=true
PrivateDevices=true
ProtectHome=true
ProtectKernelTunables=true
ProtectKernelModules=true
ProtectControlGroups=true
RestrictSUIDSGID=true
RestrictAddressFamilies=AF_UNIX AF_INET AF_INET6
LockPersonality=true
CapabilityBoundingSet=

[Install]
WantedBy=multi-user.target
`;
}

export type ServiceUnit = {
  user: string;
  group: string;
  workingDirectory: string;
  /** The program and its arguments. */
  execStart: string[];
  /** Every `Environment=` assignment, in order (a later one wins, as in systemd). */
  environment: Record<string, string>;
  /** `EnvironmentFile=` paths, read in order. */
  environmentFiles: string[];
  readWritePaths: string[];
  umask: number;
  timeoutStopSeconds: number;
};

/** A line's words, with "double quotes" around a word that holds spaces (systemd's own quoting). */
function words(value: string): string[] {
  return [...value.matchAll(/"([^"]*)"|(\S+)/g)].map((match) => match[1] ?? match[2] ?? '');
}

/** Reads what starting the service takes from a systemd unit's [Service] section. */
export function parseUnit(unit: string): ServiceUnit {
  let section = '';
  const settings: [string, string][] = [];
  for (const raw of unit.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#') || line.startsWith(';')) continue;
    const header = /^\[(\w+)\]$/.exec(line);
    if (header?.[1]) {
      section = header[1];
      continue;
    }
    const setting = /^(\w+)=(.*)$/.exec(line);
    if (section === 'Service' && setting?.[1]) settings.push([setting[1], setting[2] ?? '']);
  }
  const all = (key: string) => settings.filter(([name]) => name === key).map(([, value]) => value);
  const only = (key: string, fallback?: string) => {
    const values = all(key);
    if (values.length === 0 && fallback !== undefined) return fallback;
    if (values.length !== 1) throw new Error(`The unit needs exactly one ${key}= (has ${values.length})`);
    return values[0] as string;
  };
  const environment: Record<string, string> = {};
  for (const value of all('Environment')) {
    for (const assignment of words(value)) {
      const equals = assignment.indexOf('=');
      if (equals < 1) throw new Error(`Not NAME=value in Environment=: ${assignment}`);
      environment[assignment.slice(0, equals)] = assignment.slice(equals + 1);
    }
  }
  const user = only('User', 'root');
  return {
    user,
    group: only('Group', user),
    workingDirectory: only('WorkingDirectory'),
    execStart: words(only('ExecStart')),
    environment,
    environmentFiles: all('EnvironmentFile').map((file) => file.replace(/^-/, '')),
    readWritePaths: all('ReadWritePaths').flatMap(words),
    umask: Number.parseInt(only('UMask', '0022'), 8),
    timeoutStopSeconds: Number(only('TimeoutStopSec', '90').replace(/s$/, '')),
  };
}
