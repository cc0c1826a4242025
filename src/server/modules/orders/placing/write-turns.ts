import { setImmediate as nextTurnOfTheLoop } from 'node:timers/promises';

/** At most this many turns of the event loop between two writes, so orders keep moving. */
const MAX_TURNS = 1024;

/**
 * Lets the event loop turn once, and again as long as the turn let a new connection in. One turn
 * is not enough: libuv accepts one new connection per turn (libuv/libuv#3696), so with a write
 * between every two turns a crowd of shoppers opening the page during a drop were let in one per
 * order written, and 500 of them waited seconds in the kernel's queue. Connections kept alive
 * (the usual load) cost no extra turn.
 */
async function letWaitingConnectionsIn(connectionsAccepted: () => number): Promise<void> {
  for (let turn = 0; turn < MAX_TURNS; turn++) {
    const before = connectionsAccepted();
    await nextTurnOfTheLoop();
    if (connectionsAccepted() === before) return;
  }
}

/** Runs each write given to it after the one before has finished, first come first served. */
export type WriteTurns = <T>(write: () => Promise<T>) => Promise<T>;

/**
 * Writes in turns, for the embedded database. One connection serves every query there, and it
 * does not take turns fairly: under a crowd, some orders waited seconds while later ones went
 * through. Here they wait in one line, in arrival order; a write that fails does not stop the
 * next.
 * Each turn starts once the event loop has let in the requests and connections waiting: the
 * database's work runs on this thread, and without that pause a crowd of orders would hold every
 * page request back until the last of them was written. `connectionsAccepted` counts the
 * connections the HTTP server has accepted so far.
 */
export function writeTurns(connectionsAccepted: () => number = () => 0): WriteTurns {
  let last: Promise<unknown> = Promise.resolve();
  return (write) => {
    const turn = last.then(() => letWaitingConnectionsIn(connectionsAccepted)).then(() => write());
    last = turn.catch(() => {});
    return turn;
  };
}
