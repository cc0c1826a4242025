// `npm run cli -- <command>` (and admin:create, backup, restore): the built maintenance commands,
// on the Node 24 the server runs on. A checkout that changed is built first; a production install,
// which cannot build, runs the build it was shipped with.
import { execSync, spawn } from 'node:child_process';
import { buildState, canBuild } from './build-state.mjs';
import { SERVER_ENV, SERVER_NODE_FLAGS } from './server-runtime.mjs';

const CLI = 'dist/server/cli.js';
const state = buildState([CLI]);
if (state !== 'fresh' && canBuild()) {
  execSync('npm run --silent build:server', { stdio: ['ignore', 'ignore', 'inherit'] });
} else if (state === 'missing') {
  console.error(`${CLI} is missing: build the site first (npm run build).`);
  process.exit(1);
}
const command = spawn(process.execPath, [...SERVER_NODE_FLAGS, CLI, ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...SERVER_ENV, ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => command.kill(signal));
command.on('exit', (code) => process.exit(code ?? 1));
