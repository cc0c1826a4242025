// `npm start`: builds the site if the build is missing or older than the source, then serves it.
import { execSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { SERVER_ENV, SERVER_NODE_FLAGS } from './server-runtime.mjs';

const outputs = ['dist/web/index.html', 'dist/server/server.js'];
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

const built = outputs.every((file) => fs.existsSync(file));
const stale =
  built &&
  Math.min(...outputs.map((f) => fs.statSync(f).mtimeMs)) <
    Math.max(...sources.filter(fs.existsSync).map(newest));
if (!built || stale) {
  console.log(built ? 'The source changed since the last build; building…' : 'Building the site…');
  execSync('npm run build', { stdio: 'inherit' });
}

// Settings from a .env file at the root, when there is one (the environment still wins).
const envFile = fs.existsSync('.env') ? ['--env-file=.env'] : [];
const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...envFile, 'dist/server/server.js'], {
  stdio: 'inherit',
  env: { ...SERVER_ENV, ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
