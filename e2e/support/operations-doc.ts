import fs from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';

const OPERATIONS = 'docs/operations.md';

/** systemd's own PATH for a service; nothing else of a shell's environment reaches the unit. */
export const SYSTEMD_PATH = '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin';

/**
 * The fenced code block that follows `marker` (the bold line naming the file) in
 * docs/operations.md, as a reader would copy it.
 */
export function documentedFile(marker: string): string {
  const text = fs.readFileSync(OPERATIONS, 'utf8');
  const at = text.indexOf(marker);
  if (at < 0) throw new Error(`${OPERATIONS} has no ${marker}`);
  const block = /^```[\w-]*\n([\s\S]*?)^```$/m.exec(text.slice(at));
  if (!block?.[1]) throw new Error(`${OPERATIONS} has no code block after ${marker}`);
  return block[1];
}

export type ServiceUnit = {
  workingDirectory: string;
  /** The program and its arguments. */
  execStart: string[];
  /** Every `Environment=` assignment, in order (a later one wins, as in systemd). */
  environment: Record<string, string>;
};

/** A line's words, with "double quotes" around a word that holds spaces (systemd's own quoting). */
function words(value: string): string[] {
  return [...value.matchAll(/"([^"]*)"|(\S+)/g)].map((match) => match[1] ?? match[2] ?? '');
}

/** Reads what starting the service takes from a systemd unit's [Service] section. */
export function parseServiceUnit(unit: string): ServiceUnit {
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
  const only = (key: string) => {
    const values = settings.filter(([name]) => name === key).map(([, value]) => value);
    if (values.length !== 1) throw new Error(`The unit needs exactly one ${key}= (has ${values.length})`);
    return values[0] as string;
  };
  const environment: Record<string, string> = {};
  for (const [name, value] of settings) {
    if (name !== 'Environment') continue;
    for (const assignment of words(value)) {
      const equals = assignment.indexOf('=');
      if (equals < 1) throw new Error(`Not NAME=value in Environment=: ${assignment}`);
      environment[assignment.slice(0, equals)] = assignment.slice(equals + 1);
    }
  }
  return { workingDirectory: only('WorkingDirectory'), execStart: words(only('ExecStart')), environment };
}

/**
 * The documented settings file (/etc/stagefront/stagefront.env) as a team writes it, with `changes`
 * in place of its values (each must be a setting the file names, or a new one), written into
 * `folder`; returns its path.
 */
export function writeSettingsFile(folder: string, changes: Record<string, string>): string {
  const documented = documentedFile('**`/etc/stagefront/stagefront.env`**');
  for (const name of ['PORT', 'PUBLIC_URL', 'DATA_DIR', 'DEMO_CONTENT']) {
    if (!(name in parseEnv(documented))) throw new Error(`The documented settings file sets no ${name}`);
  }
  const kept = documented
    .split('\n')
    .filter((line) => !Object.keys(changes).some((name) => line.startsWith(`${name}=`)));
  const file = path.join(folder, 'stagefront.env');
  const added = Object.entries(changes).map(([name, value]) => `${name}=${value}`);
  fs.writeFileSync(file, [...kept, ...added, ''].join('\n'));
  return file;
}
