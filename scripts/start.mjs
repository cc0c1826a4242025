// `npm start`: builds the site if the build is missing or older than the source, then serves it.
// A trial: a brand-new database gets the demo shop, unless the settings say DEMO_CONTENT themselves.
import { execSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import { parseEnv } from 'node:util';
import { buildState, canBuild } from './build-state.mjs';
import { SERVER_ENV, SERVER_NODE_FLAGS } from './server-runtime.mjs';

// A production install (a release archive, `npm ci --omit=dev`) cannot build: it serves the build
// it was shipped with.
const state = buildState(['dist/web/index.html', 'dist/server/server.js']);
if (state !== 'fresh' && canBuild()) {
  console.log(
    state === 'stale' ? 'The source changed since the last build; building…' : 'Building the site…',
  );
  execSync('npm run build', { stdio: 'inherit' });
} else if (state === 'missing') {
  console.error('The build is missing (dist/), and this install cannot build: install a release archive.');
  process.exit(1);
}

/** The settings file the server will read (src/server/settings-file.ts), when there is one. */
function settingsFile() {
  if (process.env.SETTINGS_FILE) return process.env.SETTINGS_FILE;
  if (fs.existsSync('installation.json'))
    return JSON.parse(fs.readFileSync('installation.json', 'utf8')).settingsFile;
  return fs.existsSync('.env') ? '.env' : undefined;
}
const file = settingsFile();
// A file that cannot be read is the server's to refuse, with its reasons; this only peeks.
const settings = file && fs.existsSync(file) ? parseEnv(readable(file)) : {};
function readable(file) {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}
const demo = process.env.DEMO_CONTENT === undefined && settings.DEMO_CONTENT === undefined;

const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'dist/server/server.js'], {
  stdio: 'inherit',
  env: { ...SERVER_ENV, ...(demo ? { DEMO_CONTENT: 'true' } : {}), ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
