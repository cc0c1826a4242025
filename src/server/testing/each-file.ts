import { afterAll, vi } from 'vitest';

/**
 * Vitest's setup for every test file. The files of a worker share one module graph (`isolate:
 * false`, which spares each file loading the whole server again), so what one file changes of the
 * process goes back when it ends: real timers, the environment, spied-on functions.
 */
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});
