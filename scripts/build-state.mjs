// Whether the build in dist/ is missing or older than the source it was made from, for `npm start`
// and the maintenance commands (scripts/cli.mjs).
import fs from 'node:fs';
import path from 'node:path';

const sources = ['src', 'content', 'package-lock.json', 'vite.config.ts'];

function newest(target) {
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target, { withFileTypes: true })) {
    latest = Math.max(latest, newest(path.join(target, entry.name)));
  }
  return latest;
}

/** 'missing', 'stale' or 'fresh', for the given outputs of the build. */
export function buildState(outputs) {
  if (!outputs.every((file) => fs.existsSync(file))) return 'missing';
  const built = Math.min(...outputs.map((file) => fs.statSync(file).mtimeMs));
  return built < Math.max(...sources.filter((source) => fs.existsSync(source)).map(newest))
    ? 'stale'
    : 'fresh';
}

/** Whether this install can build at all: a production install (`npm ci --omit=dev`) cannot. */
export function canBuild() {
  return fs.existsSync('node_modules/esbuild') && fs.existsSync('node_modules/vite');
}
