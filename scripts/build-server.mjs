// Bundles the server into dist/server/server.js; packages stay in node_modules. What the server
// loads only when first needed (the emails and React Email with them) is split into chunks beside
// it, so it is read then and not at start. Then makes the empty embedded database a new shop
// starts from, unless this version of PGlite has one already.
import { execFileSync } from 'node:child_process';
import { build } from 'esbuild';
import { SERVER_ENV } from './server-runtime.mjs';

await build({
  entryPoints: {
    server: 'src/server/server.ts',
    cli: 'src/server/cli.ts',
    'empty-database': 'scripts/empty-database.ts',
  },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  packages: 'external',
  splitting: true,
  sourcemap: true,
  logLevel: 'warning',
});
console.log('server built: dist/server/server.js');

// initdb runs once: with the baseline compiler alone it takes a third of the time and half the
// memory it takes when V8 optimises what it calls.
execFileSync(process.execPath, ['--liftoff-only', 'dist/server/empty-database.js'], {
  stdio: 'inherit',
  env: { ...process.env, ...SERVER_ENV },
});
