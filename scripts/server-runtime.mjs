// How the server process is started: `npm start` (scripts/start.mjs), the tests and the bench
// (e2e/support/built-server.ts) and the documented systemd unit (docs/operations.md, checked by
// src/server/runtime-settings.test.ts) all use these, so what is measured is what runs.

/**
 * Node's own flags, each measured on the built server with the embedded database, idle after
 * reopening it (docs/decisions/0033-a-drop-s-crowd-and-a-small-footprint.md):
 * - a young generation of 2 MB per half instead of V8's default, which grows to tens of MB while
 *   modules load and never gives them back (1 MB saved 2–3 MB more, but a drop then spent a fifth
 *   of its time collecting the young generation: 250 ms against 185);
 * - WebAssembly compiled a function at a time, when first called: the embedded database's
 *   functions that a shop never calls are never compiled;
 * - each function the database calls optimised once, in the background, on one thread, rather
 *   than when V8 finds it hot; and V8 told to read the hints the server adds to the database's
 *   WebAssembly (src/server/db/pglite-wasm.ts), which keep its four largest functions unoptimised:
 *   optimising the SQL parser alone took 600 MB for a few seconds of every start
 *   (docs/decisions/0051-a-small-start.md);
 * - errors logged with the lines of the TypeScript source (about 4 MB).
 */
export const SERVER_NODE_FLAGS = [
  '--max-semi-space-size=2',
  '--wasm-lazy-compilation',
  '--no-wasm-dynamic-tiering',
  '--experimental-wasm-compilation-hints',
  '--wasm-num-compilation-tasks=1',
  '--enable-source-maps',
];

/**
 * The C library's memory allocator, told to give memory back: compiling the database's
 * WebAssembly mallocs and frees hundreds of MB once, at start-up; with these, blocks of 32 KB and
 * more are mapped on their own and returned when freed, and two arenas serve every thread (one
 * per thread otherwise), so the freed memory does not stay resident. glibc only (Debian, Ubuntu);
 * other C libraries ignore the variable.
 */
export const SERVER_ENV = {
  GLIBC_TUNABLES: 'glibc.malloc.mmap_threshold=32768:glibc.malloc.arena_max=2',
};
