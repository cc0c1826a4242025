import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { extractRelease, verifyChecksum } from '../../../../scripts/release-archive.mjs';
import { type Installation, writeInstallation } from '../../installation';
import { CommandError } from '../../modules/auth/staff/create-admin';

/** A release's version, from its package.json. */
export function releaseVersion(folder: string): string {
  const manifest = JSON.parse(fs.readFileSync(path.join(folder, 'package.json'), 'utf8')) as {
    version: string;
  };
  return manifest.version;
}

/** The release a link (`current`, `previous`) points at, or null. */
export function linkedRelease(link: string): string | null {
  try {
    return fs.realpathSync(link);
  } catch {
    return null;
  }
}

/** Points `link` at `target` in one step (a new link renamed over the old), never leaving it missing. */
export function pointLink(link: string, target: string): void {
  const next = `${link}.next`;
  fs.rmSync(next, { force: true });
  fs.symlinkSync(target, next);
  fs.renameSync(next, link);
}

/**
 * Every file readable by the service's user and writable by none but root: folders and programs
 * 0755, files 0644 (what `npm ci` run as root leaves depends on its umask). Links are left alone.
 */
function normaliseModes(folder: string): void {
  const fix = (file: string, stat: fs.Stats) => {
    const mode = stat.isDirectory() || stat.mode & 0o111 ? 0o755 : 0o644;
    if ((stat.mode & 0o777) !== mode) fs.chmodSync(file, mode);
  };
  fix(folder, fs.lstatSync(folder));
  for (const entry of fs.readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (entry.isSymbolicLink()) continue;
    const file = path.join(entry.parentPath, entry.name);
    fix(file, fs.lstatSync(file));
  }
}

/**
 * Checks an archive against its checksum, unpacks it into `releases/<version>` and installs its
 * production dependencies there (no build, no Vite: the archive holds the built site), as root,
 * readable by the service and writable by nobody else. A release folder that is live (current or
 * previous) is never written over.
 */
export async function unpackRelease(
  archive: string,
  installation: Installation,
  print: (line: string) => void,
): Promise<{ folder: string; version: string }> {
  if (!fs.existsSync(archive)) throw new CommandError(`There is no release archive at ${archive}.`);
  await verifyChecksum(archive);
  print(`${path.basename(archive)} matches its checksum.`);
  const releases = path.join(installation.home, 'releases');
  fs.mkdirSync(releases, { recursive: true, mode: 0o755 });
  const incoming = fs.mkdtempSync(path.join(releases, '.incoming-'));
  try {
    const version = await extractRelease(archive, incoming);
    const folder = path.join(releases, version);
    const live = [path.join(installation.home, 'current'), path.join(installation.home, 'previous')].map(
      linkedRelease,
    );
    if (live.includes(folder)) {
      throw new CommandError(
        `Release ${version} is already installed in ${folder} and in use; nothing was changed.`,
      );
    }
    const current = linkedRelease(path.join(installation.home, 'current'));
    if (current && sameLockfile(current, incoming)) {
      // The same dependencies as the live release: its installed packages are linked (hard links,
      // no copy), which takes a second where npm ci takes a minute.
      print('Its dependencies are the running release’s (the same lockfile): linked, not installed again.');
      const linked = spawnSync('cp', [
        '-al',
        path.join(current, 'node_modules'),
        path.join(incoming, 'node_modules'),
      ]);
      if (linked.status === 0) {
        writeInstallation(incoming, installation);
        normaliseModes(incoming);
        fs.rmSync(folder, { recursive: true, force: true });
        fs.renameSync(incoming, folder);
        return { folder, version };
      }
      fs.rmSync(path.join(incoming, 'node_modules'), { recursive: true, force: true });
    }
    print(`Installing its production dependencies (npm ci --omit=dev)…`);
    const npm = spawnSync('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund', '--prefer-offline'], {
      cwd: incoming,
      encoding: 'utf8',
      env: { ...process.env, npm_config_update_notifier: 'false' },
    });
    if (npm.status !== 0) {
      throw new CommandError(
        `npm ci --omit=dev failed in the new release (exit ${npm.status}):\n${(npm.stderr || npm.stdout).trim().split('\n').slice(-8).join('\n')}\nNothing was switched.`,
      );
    }
    writeInstallation(incoming, installation);
    normaliseModes(incoming);
    fs.rmSync(folder, { recursive: true, force: true });
    fs.renameSync(incoming, folder);
    return { folder, version };
  } finally {
    fs.rmSync(incoming, { recursive: true, force: true });
  }
}

/** Whether two releases lock the same packages (their own version aside, which every release changes). */
function sameLockfile(a: string, b: string): boolean {
  const packages = (folder: string) => {
    const lock = JSON.parse(fs.readFileSync(path.join(folder, 'package-lock.json'), 'utf8'));
    delete lock.version;
    if (lock.packages?.['']) delete lock.packages[''].version;
    return JSON.stringify(lock);
  };
  try {
    return packages(a) === packages(b);
  } catch {
    return false;
  }
}

/** Removes release folders beyond the newest `keep`, never current or previous. */
export function pruneReleases(installation: Installation, keep = 3): string[] {
  const releases = path.join(installation.home, 'releases');
  const live = new Set(
    [path.join(installation.home, 'current'), path.join(installation.home, 'previous')].map(linkedRelease),
  );
  const folders = fs
    .readdirSync(releases, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .map((entry) => path.join(releases, entry.name))
    .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs);
  const removed = folders.slice(keep).filter((folder) => !live.has(folder));
  for (const folder of removed) fs.rmSync(folder, { recursive: true, force: true });
  return removed;
}
