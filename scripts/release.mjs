// `npm run release [-- --out DIR]`: the release a server installs, as one archive with its checksum
// (docs/operations.md, "Releases"): release/stagefront-<version>.tar.gz and its .sha256. Builds
// first when the build is missing or older than the source. The files' time in the archive is the
// last commit's (or SOURCE_DATE_EPOCH's), so the same build packs to the same bytes.
import { execFileSync, execSync } from 'node:child_process';
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { buildState, canBuild } from './build-state.mjs';
import { packRelease } from './release-archive.mjs';

const { values } = parseArgs({ options: { out: { type: 'string', default: 'release' } } });

/** The empty database the build makes for the installed PGlite: a release without it starts slowly. */
function emptyDatabaseBuilt() {
  const { version } = JSON.parse(fs.readFileSync('node_modules/@electric-sql/pglite/package.json', 'utf8'));
  return fs.existsSync(`dist/empty-database-pglite-${version}/PG_VERSION`);
}

function sourceDate() {
  if (process.env.SOURCE_DATE_EPOCH) return new Date(Number(process.env.SOURCE_DATE_EPOCH) * 1000);
  try {
    const seconds = execFileSync('git', ['log', '-1', '--format=%ct'], { encoding: 'utf8', stdio: 'pipe' });
    return new Date(Number(seconds.trim()) * 1000);
  } catch {
    throw new Error('Set SOURCE_DATE_EPOCH (seconds) for the files’ time: this is not a git checkout.');
  }
}

const state = buildState(['dist/web/index.html', 'dist/server/server.js', 'dist/server/cli.js']);
if (state !== 'fresh' || !emptyDatabaseBuilt()) {
  if (!canBuild()) {
    console.error('This install cannot build (no Vite, no esbuild): pack a release from a full checkout.');
    process.exit(1);
  }
  console.log(
    state === 'stale' ? 'The source changed since the last build; building…' : 'Building the site…',
  );
  execSync('npm run build', { stdio: 'inherit' });
}

const started = performance.now();
const packed = await packRelease({ outDir: values.out, mtime: sourceDate() });
const seconds = ((performance.now() - started) / 1000).toFixed(1);
const mb = (packed.bytes / 1024 / 1024).toFixed(1);
console.log(
  `${packed.archive}: Stagefront ${packed.version}, ${packed.files} files, ${mb} MB, packed in ${seconds} s`,
);
console.log(`${packed.sumFile}: sha256 ${packed.sha256} (check it with sha256sum -c)`);
