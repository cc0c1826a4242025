import { setImmediate as nextTurnOfTheLoop } from 'node:timers/promises';

/** Runs each write given to it after the one before has finished, first come first served. */
export type WriteTurns = <T>(write: () => Promise<T>) => Promise<T>;

/**
 * Writes in turns, for the embedded database. One connection serves every query there, and it
 * does not take turns fairly: under a crowd, some orders waited seconds while later ones went
 * through. Here they wait in one line, in arrival order; a write that fails does not stop the
 * next.
 * Each turn starts after the event loop has had its go: the database's work runs on this thread,
 * and without that pause a crowd of orders would hold every page request back until the last of
 * them was written.
 */
export function writeTurns(): WriteTurns {
  let last: Promise<unknown> = Promise.resolve();
  return (write) => {
    const turn = last.then(nextTurnOfTheLoop).then(() => write());
    last = turn.catch(() => {});
    return turn;
  };
}
