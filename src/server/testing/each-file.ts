import { afterAll, afterEach, beforeEach, vi } from 'vitest';

/**
 * Vitest's setup for every test file.
 *
 * An unexpected `console.error` fails the test it happened in: the server logs through pino, and
 * React and Node say what went wrong there (a warning about an update, an unhandled event), so
 * one is a defect, not noise. A test that means to cause one spies on `console.error` itself.
 *
 * The files of a worker share one module graph (`isolate: false`, which spares each file loading
 * the whole server again), so what one file changes of the process goes back when it ends: real
 * timers, the environment, spied-on functions.
 */
// The console's own, kept once per worker: a file's spies never become the next file's original.
const pristine = globalThis as { pristineConsoleError?: typeof console.error };
pristine.pristineConsoleError ??= console.error;
const consoleError = pristine.pristineConsoleError;
let said: unknown[][] = [];

beforeEach(() => {
  said = [];
  console.error = (...args: unknown[]) => {
    said.push(args);
    consoleError(...args);
  };
});

afterEach(() => {
  console.error = consoleError;
  if (said.length > 0) {
    const first = said[0]?.map((part) => (part instanceof Error ? part.message : String(part))).join(' ');
    throw new Error(`console.error was called ${said.length} time(s) in this test; first: ${first}`);
  }
});

afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  console.error = consoleError;
});
