import fs from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { ConfigError } from './config';
import { projectRoot } from './paths';

/** Where a shop run as a service keeps its settings, outside every release folder. */
const SYSTEM_SETTINGS_FILE = '/etc/stagefront/stagefront.env';

export type Settings = {
  /** The environment the server and the commands read: the file's values under the real environment's. */
  env: NodeJS.ProcessEnv;
  /** The settings file read, or null when there was none. */
  file: string | null;
};

/**
 * The one settings file the server and every maintenance command read, so a command acts on the
 * database the server uses: `SETTINGS_FILE` when set; otherwise `.env` at the project root when
 * there is one (a trial or a developer's machine); otherwise /etc/stagefront/stagefront.env when
 * there is one (a service). The environment wins over the file, as systemd's own lines do.
 */
export function readSettings(
  env: NodeJS.ProcessEnv = process.env,
  candidates: string[] = [path.join(projectRoot, '.env'), SYSTEM_SETTINGS_FILE],
): Settings {
  const named = env.SETTINGS_FILE?.trim();
  const file = named
    ? path.resolve(named)
    : (candidates.find((candidate) => fs.existsSync(candidate)) ?? null);
  if (!file) return { env, file: null };
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    const reason =
      (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'there is no such file' : String(error);
    throw new ConfigError(`Could not read the settings file ${file}: ${reason}.`);
  }
  return { env: { ...parseEnv(text), ...env }, file };
}
