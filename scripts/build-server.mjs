// Bundles the server into dist/server/server.js; packages stay in node_modules.
import { build } from 'esbuild';

await build({
  entryPoints: { server: 'src/server/server.ts', cli: 'src/server/cli.ts' },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
console.log('server built: dist/server/server.js');
