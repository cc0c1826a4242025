import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { focusHeading, pageHeading } from '../page-heading';

/** The address last shown; null until the page first opened has been. */
let shownPath: string | null = null;
/** How long a new page may take to show its heading (its data loading) before focus is left alone. */
const WAIT_MS = 10_000;

/**
 * After a move to another page in the app, focus goes to the new page's heading, as it would start
 * at the top of a page the browser loads: a screen reader says where the visitor is, and the
 * keyboard goes on from there rather than from the page's top or a link that is gone. The page first
 * opened is left as the browser opened it, an address naming a section (/#videos) opens there, and
 * a screen that puts focus somewhere itself, or a visitor who has already moved it, keeps it.
 */
export function HeadingFocus() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    const moved = shownPath !== null && shownPath !== pathname;
    shownPath = pathname;
    if (!moved || hash) return;
    const from = document.activeElement;
    const attempt = () => {
      const heading = pageHeading();
      if (!heading) return false;
      const focused = document.activeElement;
      if (!focused || focused === from || focused === document.body) {
        focusHeading(heading, { preventScroll: true });
      }
      return true;
    };
    if (attempt()) return;
    // The new screen's code or data is still on its way: its heading comes with it.
    const observer = new MutationObserver(() => {
      if (attempt()) stop();
    });
    const timer = setTimeout(stop, WAIT_MS);
    function stop() {
      observer.disconnect();
      clearTimeout(timer);
    }
    observer.observe(document.getElementById('root') ?? document.body, { childList: true, subtree: true });
    return stop;
  }, [pathname, hash]);
  return null;
}
