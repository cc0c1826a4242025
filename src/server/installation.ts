import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { ConfigError } from './config';

/** The file `install` and `update` write into a release they install as the service. */
const INSTALLATION_FILE = 'installation.json';

const installationSchema = z.object({
  /** The service's name: its systemd unit (`stagefront.service`) and its command. */
  service: z.string().regex(/^[a-z][a-z0-9-]*$/),
  /** The Unix user the service runs as; commands run as root act as this user. */
  user: z.string().regex(/^[a-z_][a-z0-9_-]*$/),
  /** The folder holding `releases/`, `current` and `previous` (/srv/stagefront). */
  home: z.string().startsWith('/'),
  /** The machine-wide settings file, read only by the installed service and its commands. */
  settingsFile: z.string().startsWith('/'),
  /** The systemd unit file written by `install`. */
  unitFile: z.string().startsWith('/'),
});

/** What makes a release folder the installed service's, rather than a clone or a trial. */
export type Installation = z.infer<typeof installationSchema>;

/** The installation a release folder belongs to, or null for a checkout that was never installed. */
export function readInstallation(root: string): Installation | null {
  const file = path.join(root, INSTALLATION_FILE);
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw new ConfigError(`Could not read ${file}: ${(error as Error).message}.`);
  }
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {}
  const parsed = installationSchema.safeParse(json);
  if (!parsed.success) throw new ConfigError(`${file} is not an installation record; reinstall the release.`);
  return parsed.data;
}

export function writeInstallation(root: string, installation: Installation): void {
  fs.writeFileSync(path.join(root, INSTALLATION_FILE), `${JSON.stringify(installation, null, 2)}\n`, {
    mode: 0o644,
  });
}
