import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'content/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // A worker's files share the modules they load: the server is loaded once per worker, not once
    // per file (19 min → 12 min for the whole run). testing/each-file.ts puts back what a file
    // changes of the process; a file's own databases and servers are its own.
    isolate: false,
    // Vitest's default leaves one core free: on a two-core machine, one file at a time. The tests
    // wait much of their time (password hashing, the database, servers), so two run well on two.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    globalSetup: ['src/server/testing/pglite-template.ts'],
    setupFiles: ['src/server/testing/quick-hashes.ts', 'src/server/testing/each-file.ts'],
  },
});
