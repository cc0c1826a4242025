const RELOADED_AT = 'stagefront:reloaded-for-missing-code';
/** Long enough to tell a reload that did not help from a later upgrade. */
const ONCE_WITHIN_MS = 60_000;

/**
 * A tab opened before an upgrade asks for screens' code by the old release's file names; the server
 * keeps the last releases' files, but a tab older than those meets a file that is gone. Vite then
 * says so (`vite:preloadError`), and the page is loaded again, once, onto the release now running,
 * at the address the shopper was going to. A second failure within a minute is not a stale tab: it
 * is left to the error screen, never a loop of reloads. Meanwhile the screen waits (lazy-screen.ts).
 */
export function reloadOnStaleChunk(): void {
  window.addEventListener('vite:preloadError', (event) => {
    let last = 0;
    try {
      last = Number(sessionStorage.getItem(RELOADED_AT) ?? 0);
      if (Date.now() - last < ONCE_WITHIN_MS) return;
      sessionStorage.setItem(RELOADED_AT, String(Date.now()));
    } catch {
      // Storage refused (a private window): still reload, since a stale tab cannot recover otherwise.
    }
    event.preventDefault();
    window.location.reload();
  });
}
