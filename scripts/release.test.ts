import { execFileSync, execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import tar from 'tar-stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { extractRelease, packRelease, releaseFileName, verifyChecksum } from './release-archive.mjs';

const { version } = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { version: string };
const MTIME = new Date('2026-11-01T12:00:00Z');

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stagefront-release-'));
  // Packs the build there is; a checkout never built is built first.
  const built = ['dist/web/index.html', 'dist/server/server.js', 'dist/server/cli.js'].every((file) =>
    fs.existsSync(file),
  );
  const template =
    fs.existsSync('dist') && fs.readdirSync('dist').some((name) => name.startsWith('empty-database-'));
  if (!built || !template) execSync('npm run build', { stdio: 'inherit' });
}, 300_000);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Every path under `root`, relative, with its permission bits. */
function walk(root: string, relative = ''): { name: string; mode: number; folder: boolean }[] {
  const found = [];
  for (const entry of fs.readdirSync(path.join(root, relative), { withFileTypes: true })) {
    const name = relative ? `${relative}/${entry.name}` : entry.name;
    const mode = fs.lstatSync(path.join(root, name)).mode & 0o7777;
    found.push({ name, mode, folder: entry.isDirectory() });
    if (entry.isDirectory()) found.push(...walk(root, name));
  }
  return found;
}

it('packs the build into an archive a server installs from, with a checksum sha256sum checks', async () => {
  const started = performance.now();
  const packed = await packRelease({ outDir: path.join(dir, 'out'), mtime: MTIME });
  const packSeconds = (performance.now() - started) / 1000;
  expect(path.basename(packed.archive)).toBe(releaseFileName(version));
  expect(packed.sumFile).toBe(`${packed.archive}.sha256`);
  expect(fs.readFileSync(packed.sumFile, 'utf8')).toBe(`${packed.sha256}  stagefront-${version}.tar.gz\n`);
  execFileSync('sha256sum', ['-c', '--quiet', path.basename(packed.sumFile)], {
    cwd: path.dirname(packed.archive),
  });
  expect(await verifyChecksum(packed.archive)).toBe(packed.sha256);
  console.info(
    `release: ${(packed.bytes / 1024 / 1024).toFixed(1)} MB, ${packed.files} entries, packed in ${packSeconds.toFixed(1)} s`,
  );

  // As GNU tar lists it: one top folder, owned by 0:0, the fixed time, release modes.
  const listing = execFileSync('tar', ['--numeric-owner', '--full-time', '-tvzf', packed.archive], {
    encoding: 'utf8',
    env: { ...process.env, TZ: 'UTC' },
  })
    .trim()
    .split('\n');
  for (const line of listing) {
    expect(line).toMatch(
      new RegExp(`^(drwxr-xr-x|-rw-r--r--|-rwxr-xr-x) 0/0 +\\d+ 2026-11-01 12:00:00 stagefront-${version}/`),
    );
  }

  const into = path.join(dir, 'installed');
  expect(await extractRelease(packed.archive, into)).toBe(version);
  const files = walk(into);
  const names = files.map((file) => file.name);
  // What the server and the commands run on, and the operator's documents and proxy page.
  for (const needed of [
    'package.json',
    'package-lock.json',
    'dist/server/server.js',
    'dist/server/cli.js',
    'dist/web/index.html',
    'src/server/db/migrations/meta/_journal.json',
    'content/site.json',
    'content/releases.json',
    'scripts/cli.mjs',
    'scripts/start.mjs',
    'scripts/build-state.mjs',
    'scripts/server-runtime.mjs',
    'scripts/release-archive.mjs',
    'bin/stagefront',
    'deploy/maintenance.html',
    'docs/operations.md',
    'README.md',
    'LICENSE',
    'CHANGELOG.md',
  ]) {
    expect(names).toContain(needed);
  }
  expect(names.some((name) => /^dist\/empty-database-pglite-[\d.]+\/PG_VERSION$/.test(name))).toBe(true);
  expect(names.some((name) => /^src\/server\/db\/migrations\/\d+_.*\.sql$/.test(name))).toBe(true);
  // Nothing only development uses: no web app source, no tests, no tools' settings.
  const devOnly = names.filter(
    (name) =>
      /^(src\/(web|domain)|src\/server\/(?!db\/migrations)|e2e|bench|node_modules|data|release)(\/|$)/.test(
        name,
      ) ||
      /\.(test|spec)\.tsx?$/.test(name) ||
      /^(vite|vitest|playwright)\.config\.ts$|^(tsconfig|biome|knip)\.json$|^\.env/.test(name) ||
      /^scripts\/(?!(build-state|cli|file-modes|release-archive|server-runtime|start)\.mjs$$)/.test(name),
  );
  expect(devOnly).toEqual([]);
  // Readable by the service's user, writable by no one but the owner; programs runnable.
  const wrong = files.filter(({ mode, folder, name }) =>
    folder ? mode !== 0o755 : mode !== (name.endsWith('.sh') || name.startsWith('bin/') ? 0o755 : 0o644),
  );
  expect(wrong.map(({ name, mode }) => `${name} ${mode.toString(8)}`)).toEqual([]);
  // The install's files keep the archive's time, so it counts as built (no rebuild at start).
  expect(fs.statSync(path.join(into, 'src')).mtime).toEqual(MTIME);
  expect(fs.statSync(path.join(into, 'dist/server/server.js')).mtime).toEqual(MTIME);

  // The same build packs to the same bytes.
  const again = await packRelease({ outDir: path.join(dir, 'again'), mtime: MTIME });
  expect(again.sha256).toBe(packed.sha256);

  // A changed or cut-short download is refused before anything is unpacked.
  const refused = /does not match its checksum: it was changed or cut short\. Nothing was installed\./;
  const bytes = fs.readFileSync(packed.archive);
  const changed = path.join(dir, 'out', 'changed.tar.gz');
  bytes[Math.floor(bytes.length / 2)] = (bytes[Math.floor(bytes.length / 2)] ?? 0) ^ 0xff;
  fs.writeFileSync(changed, bytes);
  await expect(verifyChecksum(changed, packed.sumFile)).rejects.toThrow(refused);
  const cut = path.join(dir, 'out', 'cut.tar.gz');
  fs.writeFileSync(cut, fs.readFileSync(packed.archive).subarray(0, 4096));
  await expect(verifyChecksum(cut, packed.sumFile)).rejects.toThrow(refused);
  await expect(verifyChecksum(packed.archive, path.join(dir, 'none.sha256'))).rejects.toThrow(
    /none\.sha256 .* there is no such file\. Nothing was installed\./,
  );
  // Unpacked anyway, a cut-short archive leaves nothing behind.
  const partial = path.join(dir, 'partial');
  await expect(extractRelease(cut, partial)).rejects.toThrow(/is damaged or incomplete/);
  expect(fs.existsSync(partial)).toBe(false);
}, 180_000);

type Entry = {
  name: string;
  type?: 'file' | 'directory' | 'symlink' | 'link';
  linkname?: string;
  body?: string;
};

/** A .tar.gz holding `entries`, as an attacker could write one. */
async function archiveOf(name: string, entries: Entry[]): Promise<string> {
  const file = path.join(dir, name);
  const pack = tar.pack();
  const written = pipeline(pack, zlib.createGzip(), fs.createWriteStream(file));
  for (const { name: entryName, type = 'file', linkname, body } of entries) {
    const header = { name: entryName, type, linkname, mode: 0o644 };
    if (type === 'file') pack.entry(header, body ?? 'x');
    else pack.entry(header);
  }
  pack.finalize();
  await written;
  return file;
}

it('refuses an archive whose paths or links reach outside the folder, leaving nothing behind', async () => {
  const outside = path.join(dir, 'outside');
  fs.mkdirSync(outside, { recursive: true });
  const top = `stagefront-${version}`;
  const release = [
    { name: `${top}/`, type: 'directory' as const },
    { name: `${top}/package.json`, body: JSON.stringify({ version }) },
  ];
  const cases: [string, Entry[], RegExp][] = [
    ['climbs', [...release, { name: `${top}/../../outside/evil` }], /a path outside its own folder/],
    ['absolute', [...release, { name: `${outside}/evil` }], /a path outside its own folder/],
    [
      'link-out',
      [...release, { name: `${top}/logs`, type: 'symlink', linkname: outside }],
      /a link .* outside its own folder/,
    ],
    [
      'link-up',
      [...release, { name: `${top}/logs`, type: 'symlink', linkname: '../../outside' }],
      /a link .* outside its own folder/,
    ],
    [
      'through-link',
      [...release, { name: `${top}/here`, type: 'symlink', linkname: 'dist' }, { name: `${top}/here/evil` }],
      /under a link/,
    ],
    [
      'hard-link',
      [...release, { name: `${top}/evil`, type: 'link', linkname: '/etc/passwd' }],
      /a link entry/,
    ],
    ['two-tops', [...release, { name: 'other/evil' }], /not all under one stagefront-<version>\/ folder/],
    ['no-manifest', [{ name: `${top}/README.md` }], /has no package\.json/],
  ];
  for (const [name, entries, error] of cases) {
    const into = path.join(dir, `into-${name}`);
    await expect(extractRelease(await archiveOf(`${name}.tar.gz`, entries), into), name).rejects.toThrow(
      error,
    );
    expect(fs.existsSync(into), name).toBe(false);
  }
  expect(fs.readdirSync(outside)).toEqual([]);

  // A link inside its own folder is kept, and so are a file's modes (less write for others).
  const inside = await archiveOf('inside.tar.gz', [
    ...release,
    { name: `${top}/dist/`, type: 'directory' },
    { name: `${top}/current`, type: 'symlink', linkname: 'dist' },
  ]);
  const into = path.join(dir, 'into-inside');
  expect(await extractRelease(inside, into)).toBe(version);
  expect(fs.readlinkSync(path.join(into, 'current'))).toBe('dist');
});
