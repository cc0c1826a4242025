import { setImmediate as nextTurnOfTheLoop } from 'node:timers/promises';

/** At most this many turns of the event loop between two writes (a write takes a few ms). */
const MAX_TURNS = 64;
/** A turn back within this found nothing waiting (an idle turn takes a few µs). */
const QUIET_TURN_NS = 40_000n;

/**
 * Lets the event loop turn until a turn finds nothing waiting, or MAX_TURNS. One turn is not
 * enough: libuv accepts one new connection per turn (libuv/libuv#3696), so with a write between
 * every two turns, a crowd of shoppers opening the page during a drop were let in one per order
 * written — 500 of them waited seconds in the kernel's queue. An idle loop costs one quick turn.
 */
async function letTheLoopCatchUp(): Promise<void> {
  for (let turn = 0; turn < MAX_TURNS; turn++) {
    const started = process.hrtime.bigint();
    await nextTurnOfTheLoop();
    if (process.hrtime.bigint() - started < QUIET_TURN_NS) return;
  }
}

/** Runs each write given to it after the one before has finished, first come first served. */
export type WriteTurns = <T>(write: () => Promise<T>) => Promise<T>;

/**
 * Writes in turns, for the embedded database. One connection serves every query there, and it
 * does not take turns fairly: under a crowd, some orders waited seconds while later ones went
 * through. Here they wait in one line, in arrival order; a write that fails does not stop the
 * next.
 * Each turn starts once the event loop has caught up: the database's work runs on this thread,
 * and without that pause a crowd of orders would hold every page request back until the last of
 * them was written.
 */
export function writeTurns(): WriteTurns {
  let last: Promise<unknown> = Promise.resolve();
  return (write) => {
    const turn = last.then(letTheLoopCatchUp).then(() => write());
    last = turn.catch(() => {});
    return turn;
  };
}
