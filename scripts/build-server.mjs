// Bundles the server into dist/server/server.js; packages stay in node_modules. What the server
// loads only when first needed (the emails and React Email with them) is split into chunks beside
// it, so it is read then and not at start. Then makes the empty embedded database a new shop
// starts from, unless this version of PGlite has one already. Last, gives everything in dist/ the
// modes a release needs, whatever the builder's umask and PGlite's own (0600 and 0666 files): the
// service reads the release as another user, and nobody else may change it.
import { execFileSync } from 'node:child_process';
import { build } from 'esbuild';
import { normaliseModes } from './file-modes.mjs';
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

// Also when the template was already there: a release built before this step has the old modes.
normaliseModes('dist');
