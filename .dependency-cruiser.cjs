// The server's rooms (docs/architecture.md): what every capability uses is in src/server/kernel,
// which knows no capability; a capability (src/server/modules/<name>) reaches another only where
// scripts/module-boundaries.cjs lists it, and that list has no circle (it throws here if it has).
// `npm run lint` runs this over src/server, type-only imports included;
// scripts/module-boundaries.test.ts plants imports to see each rule fail.
const { ALLOWED, assertNoCircle, moduleRules } = require('./scripts/module-boundaries.cjs');

assertNoCircle(ALLOWED);

module.exports = {
  forbidden: [
    ...moduleRules(ALLOWED),
    {
      name: 'kernel-knows-no-module',
      comment: 'src/server/kernel is what every capability uses: it imports none of them.',
      severity: 'error',
      // Its tests may set a capability up around it (the outbox sending an order's emails).
      from: { path: '^src/server/kernel/', pathNot: '\\.test\\.ts$' },
      to: { path: '^src/server/modules/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // TypeScript 7 has no JavaScript API yet: swc reads the sources, type-only imports included.
    parser: 'swc',
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    exclude: { path: '(^|/)node_modules/' },
  },
};
