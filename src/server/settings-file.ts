import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { ConfigError } from './config';
import { readInstallation } from './installation';
import { projectRoot } from './paths';

export type Settings = {
  /** The environment the server and the commands read: the file's values under the real environment's. */
  env: NodeJS.ProcessEnv;
  /** The settings file read, or null when there was none. */
  file: string | null;
  /** Where a setting's value came from, for an error about it: "/etc/…/stagefront.env, line 4". */
  origin(name: string): string | null;
};

type Places = {
  /** A trial's or a developer's own settings, at the checkout's root. */
  dotEnv: string;
  /** The installed release's record (installation.ts), which names the service's settings file. */
  root: string;
};

/**
 * The one settings file the server and every maintenance command read, so a command acts on the
 * database the server uses: `SETTINGS_FILE` when set; otherwise, in a release installed as a
 * service, the settings file its installation names (/etc/stagefront/stagefront.env); otherwise
 * `.env` at the checkout's root when there is one. A clone elsewhere on the machine never reads
 * the service's file, so it never reaches the production shop. A file that is there but cannot be
 * read is an error, never a reason to go on without it. The environment wins over the file, as
 * systemd's own lines do.
 */
export function readSettings(
  env: NodeJS.ProcessEnv = process.env,
  places: Places = { dotEnv: path.join(projectRoot, '.env'), root: projectRoot },
): Settings {
  const named = env.SETTINGS_FILE?.trim();
  const installed = named ? null : readInstallation(places.root);
  const file = named
    ? path.resolve(named)
    : (installed?.settingsFile ?? (exists(places.dotEnv) ? places.dotEnv : null));
  if (!file)
    return { env, file: null, origin: (name) => (env[name] === undefined ? null : 'the environment') };
  const text = readSettingsText(file, installed?.user);
  const lines = lineNumbers(text);
  return {
    env: { ...parseEnv(text), ...env },
    file,
    origin(name) {
      if (env[name] !== undefined) return 'the environment';
      const line = lines.get(name);
      return line === undefined ? null : `${file}, line ${line}`;
    },
  };
}

function exists(file: string): boolean {
  try {
    fs.lstatSync(file);
    return true;
  } catch {
    return false;
  }
}

function readSettingsText(file: string, serviceUser: string | undefined): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT')
      throw new ConfigError(`Could not read the settings file ${file}: there is no such file.`);
    if (code === 'EACCES' || code === 'EPERM') {
      const who = os.userInfo().username;
      const as = serviceUser
        ? `as the service's user (sudo -u ${serviceUser} …) or as root`
        : 'as a user who may read it, or as root';
      throw new ConfigError(
        `The settings file ${file} cannot be read by ${who} (permission denied). It holds the shop's secrets and is readable by root and the service's group only: run the command ${as}. Nothing was done.`,
      );
    }
    if (code === 'EISDIR') throw new ConfigError(`The settings file ${file} is a folder, not a file.`);
    throw new ConfigError(`Could not read the settings file ${file}: ${(error as Error).message}.`);
  }
}

/** The line each name is set on (the last, as the last one wins), for messages that point at it. */
function lineNumbers(text: string): Map<string, number> {
  const lines = new Map<string, number>();
  text.split(/\r?\n/).forEach((line, index) => {
    const name = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=/.exec(line)?.[1];
    if (name) lines.set(name, index + 1);
  });
  return lines;
}
