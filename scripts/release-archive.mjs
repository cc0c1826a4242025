// A release as one archive: `npm run release` packs it (scripts/release.mjs), and an install or an
// update checks it against its checksum and unpacks it. Plain Node and tar-stream (a dependency),
// so a production install, which has no devDependencies, can run it too.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import tar from 'tar-stream';
import { releaseMode } from './file-modes.mjs';

/**
 * What a production install runs on, from the project's root: the build, the migrations the server
 * applies at start, the content a new database is filled from, the commands' own scripts, the
 * proxy's maintenance page and the operator's documents. A folder is taken whole; an `optional`
 * entry may be absent.
 */
const RELEASE_FILES = [
  { path: 'package.json' },
  { path: 'package-lock.json' },
  { path: 'README.md' },
  { path: 'LICENSE' },
  { path: 'CHANGELOG.md' },
  { path: 'dist' },
  { path: 'src/server/db/migrations' },
  { path: 'content' },
  { path: 'deploy' },
  { path: 'bin' },
  { path: 'scripts/build-state.mjs' },
  { path: 'scripts/cli.mjs' },
  { path: 'scripts/file-modes.mjs' },
  { path: 'scripts/release-archive.mjs' },
  { path: 'scripts/server-runtime.mjs' },
  { path: 'scripts/start.mjs' },
  { path: 'docs/operations.md' },
  { path: 'docs/configuration.md', optional: true },
  { path: 'docs/troubleshooting.md', optional: true },
];

/** Files inside those folders that only the development checkout uses. */
const LEFT_OUT = [/\.test\.ts$/];

/** The folder every file of a release archive sits under. */
const topFolder = (version) => `stagefront-${version}`;

/** The archive's file name, and its checksum file's beside it. */
export function releaseFileName(version) {
  return `${topFolder(version)}.tar.gz`;
}

/** The release's files under `root`, sorted, as [path in the project, lstat] pairs. */
function releaseFiles(root) {
  const found = [];
  const visit = (relative) => {
    const stat = fs.lstatSync(path.join(root, relative));
    if (stat.isSymbolicLink())
      throw new Error(`${relative} is a link: a release holds only files and folders.`);
    if (!stat.isDirectory() && !stat.isFile()) throw new Error(`${relative} is not a file or a folder.`);
    if (LEFT_OUT.some((pattern) => pattern.test(relative))) return;
    found.push([relative, stat]);
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(path.join(root, relative)).sort()) visit(`${relative}/${entry}`);
    }
  };
  for (const file of RELEASE_FILES) {
    if (!fs.existsSync(path.join(root, file.path))) {
      if (file.optional) continue;
      throw new Error(`${file.path} is missing: a release needs it (build first with npm run build).`);
    }
    // The folders above a file, so every path in the archive has its folder before it.
    const parents = file.path.split('/').slice(0, -1);
    for (let depth = 1; depth <= parents.length; depth++) {
      const parent = parents.slice(0, depth).join('/');
      if (!found.some(([known]) => known === parent))
        found.push([parent, fs.statSync(path.join(root, parent))]);
    }
    visit(file.path);
  }
  return found.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/** A file's sha256, as lowercase hex. */
async function sha256Of(file) {
  const hash = createHash('sha256');
  await pipeline(fs.createReadStream(file), hash);
  return hash.digest('hex');
}

/**
 * Packs the release built in `root` into `outDir`: `stagefront-<version>.tar.gz`, every path
 * under `stagefront-<version>/`, owned by 0:0, folders and programs 0755 and other files 0644,
 * every time `mtime`, so the same build gives the same bytes; and beside it
 * `stagefront-<version>.tar.gz.sha256`, which `sha256sum -c` checks.
 */
export async function packRelease({ root = process.cwd(), outDir = 'release', mtime }) {
  const { version } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  const files = releaseFiles(root);
  fs.mkdirSync(outDir, { recursive: true });
  const archive = path.join(outDir, releaseFileName(version));
  const partial = `${archive}.partial`;
  const pack = tar.pack();
  const written = pipeline(pack, zlib.createGzip(), fs.createWriteStream(partial));
  const header = (name, stat) => ({
    name: `${topFolder(version)}/${name}`,
    mode: releaseMode(stat),
    uid: 0,
    gid: 0,
    uname: 'root',
    gname: 'root',
    mtime,
  });
  const folder = (name, stat) =>
    new Promise((resolve, reject) =>
      pack.entry({ ...header(name, stat), type: 'directory' }, (error) =>
        error ? reject(error) : resolve(),
      ),
    );
  try {
    await folder('', fs.statSync(root));
    for (const [name, stat] of files) {
      if (stat.isDirectory()) await folder(name, stat);
      else {
        await new Promise((resolve, reject) => {
          const entry = pack.entry({ ...header(name, stat), type: 'file', size: stat.size }, (error) =>
            error ? reject(error) : resolve(),
          );
          pipeline(fs.createReadStream(path.join(root, name)), entry).catch(reject);
        });
      }
    }
    pack.finalize();
    await written;
  } catch (error) {
    pack.destroy();
    await written.catch(() => {});
    fs.rmSync(partial, { force: true });
    throw error;
  }
  fs.renameSync(partial, archive);
  const sumFile = `${archive}.sha256`;
  const sum = await sha256Of(archive);
  fs.writeFileSync(sumFile, `${sum}  ${path.basename(archive)}\n`);
  return { archive, sumFile, version, sha256: sum, files: files.length, bytes: fs.statSync(archive).size };
}

/**
 * Checks `archive` against its sha256sum-style checksum file (by default beside it, with
 * `.sha256` added); returns the sum. Throws an Error that says what is wrong, and that nothing was
 * installed.
 */
export async function verifyChecksum(archive, sumFile = `${archive}.sha256`) {
  if (!fs.existsSync(archive))
    throw new Error(`There is no release archive at ${archive}. Nothing was installed.`);
  let text;
  try {
    text = fs.readFileSync(sumFile, 'utf8');
  } catch (error) {
    const reason = error.code === 'ENOENT' ? 'there is no such file' : `it cannot be read (${error.code})`;
    throw new Error(
      `The checksum file ${sumFile} for ${archive} is needed to check it, and ${reason}. Nothing was installed.`,
    );
  }
  const lines = text
    .split('\n')
    .map((line) => /^([0-9a-fA-F]{64}) [ *](.+)$/.exec(line.trim()))
    .filter(Boolean);
  const named = lines.filter(([, , name]) => path.basename(name) === path.basename(archive));
  const line = named[0] ?? (lines.length === 1 ? lines[0] : undefined);
  if (!line) {
    throw new Error(
      `${sumFile} holds no sha256 checksum for ${path.basename(archive)} (a line "<64 hex digits>  <file name>", as sha256sum writes). Nothing was installed.`,
    );
  }
  const expected = line[1].toLowerCase();
  const actual = await sha256Of(archive);
  if (actual !== expected) {
    throw new Error(
      `${archive} does not match its checksum: it was changed or cut short. Nothing was installed.`,
    );
  }
  return actual;
}

/** An archive path as its parts, refused when it could reach outside the folder it is unpacked in. */
function safeParts(archive, name) {
  const parts = name.split('/').filter((part) => part !== '' && part !== '.');
  if (name.startsWith('/') || name.includes('\\') || parts.includes('..') || name.includes('\0')) {
    throw new Error(
      `${archive} holds ${JSON.stringify(name)}, a path outside its own folder: it is not a release to install. Nothing was installed.`,
    );
  }
  return parts;
}

/**
 * Unpacks a release archive into `intoDir` (made if missing; it must be empty), without its top
 * folder: `intoDir/package.json`, `intoDir/dist/…`. Refused, with nothing left behind: a path that
 * is absolute or climbs with `..`, a file under a link, a link that points outside `intoDir`, an
 * entry that is not a file, a folder or a link, and an archive that is not a release. Modes are
 * kept (without set-id bits or write for group and others), and so are the times. Returns the
 * release's version, read from its package.json.
 */
export async function extractRelease(archive, intoDir) {
  const into = path.resolve(intoDir);
  const made = !fs.existsSync(into);
  if (!made && fs.readdirSync(into).length > 0)
    throw new Error(`${into} is not empty: a release is unpacked into a new folder.`);
  fs.mkdirSync(into, { recursive: true });
  /** Removes what was unpacked, and the folder if this made it. */
  const clear = () => {
    if (made) fs.rmSync(into, { recursive: true, force: true });
    else
      for (const entry of fs.readdirSync(into))
        fs.rmSync(path.join(into, entry), { recursive: true, force: true });
  };
  const links = new Set();
  const folders = [];
  let top;
  const extract = tar.extract();
  const unpack = async () => {
    for await (const entry of extract) {
      const { header } = entry;
      const parts = safeParts(archive, header.name);
      top ??= parts[0];
      if (!top?.startsWith('stagefront-') || parts[0] !== top) {
        throw new Error(
          `${archive} is not a Stagefront release: its files are not all under one stagefront-<version>/ folder.`,
        );
      }
      const inside = parts.slice(1);
      const target = path.join(into, ...inside);
      for (let depth = 1; depth < inside.length; depth++) {
        if (links.has(inside.slice(0, depth).join('/'))) {
          throw new Error(
            `${archive} holds ${header.name} under a link: it is not a release to install. Nothing was installed.`,
          );
        }
      }
      const mode = (header.mode ?? 0o644) & 0o755;
      if (header.type === 'directory') {
        fs.mkdirSync(target, { recursive: true, mode: 0o700 });
        folders.push([target, mode | 0o700, header.mtime]);
        entry.resume();
      } else if (header.type === 'file') {
        if (inside.length === 0) throw new Error(`${archive} is not a Stagefront release.`);
        fs.mkdirSync(path.dirname(target), { recursive: true });
        await pipeline(entry, fs.createWriteStream(target, { flags: 'wx', mode: 0o600 }));
        fs.chmodSync(target, mode);
        if (header.mtime) fs.utimesSync(target, header.mtime, header.mtime);
      } else if (header.type === 'symlink') {
        const pointsAt = path.resolve(path.dirname(target), header.linkname ?? '');
        if (path.isAbsolute(header.linkname ?? '') || path.relative(into, pointsAt).startsWith('..')) {
          throw new Error(
            `${archive} holds a link ${header.name} to ${header.linkname}, outside its own folder: it is not a release to install. Nothing was installed.`,
          );
        }
        fs.mkdirSync(path.dirname(target), { recursive: true });
        fs.symlinkSync(header.linkname, target);
        links.add(inside.join('/'));
        entry.resume();
      } else {
        throw new Error(
          `${archive} holds ${header.name}, a ${header.type} entry that a release never has: it is not a release to install. Nothing was installed.`,
        );
      }
    }
  };
  try {
    await Promise.all([pipeline(fs.createReadStream(archive), zlib.createGunzip(), extract), unpack()]);
  } catch (error) {
    extract.destroy();
    clear();
    if (
      error.code === 'Z_DATA_ERROR' ||
      error.code === 'Z_BUF_ERROR' ||
      /unexpected end/i.test(error.message)
    ) {
      throw new Error(`${archive} is damaged or incomplete (${error.message}). Nothing was installed.`, {
        cause: error,
      });
    }
    throw error;
  }
  const manifest = path.join(into, 'package.json');
  if (!fs.existsSync(manifest)) {
    clear();
    throw new Error(`${archive} is not a Stagefront release: it has no package.json. Nothing was installed.`);
  }
  // Folders last, deepest first: writing a file into a folder changes its time.
  for (const [folder, mode, mtime] of folders.reverse()) {
    fs.chmodSync(folder, mode);
    if (mtime) fs.utimesSync(folder, mtime, mtime);
  }
  return JSON.parse(fs.readFileSync(manifest, 'utf8')).version;
}
