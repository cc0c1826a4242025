import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

// This component restores positions itself; the browser's own attempt would come too early.
if (typeof history !== 'undefined') history.scrollRestoration = 'manual';

/** Where each visited page was scrolled to, by history entry, so Back returns there. */
const positions = new Map<string, number>();
/**
 * The history entry on screen, changed the moment a navigation renders: a scroll event that
 * arrives after it (ours to the top, or the browser's) belongs to the new page, not the old one.
 */
let current = '';
if (typeof window !== 'undefined') {
  window.addEventListener('scroll', () => positions.set(current, window.scrollY), { passive: true });
}
/**
 * The history entry the page was opened on. The browser opens a page at its top (or its `#section`);
 * on a page the server drew, the shopper may have scrolled before the app took it over, and is left
 * where they are.
 */
let opened: string | null = null;
/** Frames to wait for a page's content (a lazy screen, the catalogue) to be tall enough. */
const MAX_FRAMES = 60;

/** Calls `attempt` on each animation frame until it reports success or the frames run out. */
function eachFrame(attempt: () => boolean): () => void {
  let frames = 0;
  let id = 0;
  const step = () => {
    if (attempt() || ++frames >= MAX_FRAMES) return;
    id = requestAnimationFrame(step);
  };
  step();
  return () => cancelAnimationFrame(id);
}

/**
 * A new page begins at the top (or at its `#section`); Back and Forward return to where that
 * page was left, as a browser does for ordinary pages. The page first opened is left as it is.
 */
export function ScrollToTop() {
  const { pathname, hash, key } = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    current = key;
    opened ??= key;
    const saved = navigationType === 'POP' ? positions.get(key) : undefined;
    let stop = () => {};
    if (saved !== undefined) {
      stop = eachFrame(() => {
        window.scrollTo(0, saved);
        return Math.abs(window.scrollY - saved) < 2;
      });
    } else if (hash) {
      stop = eachFrame(() => {
        const target = document.getElementById(decodeURIComponent(hash.slice(1)));
        target?.scrollIntoView();
        return target !== null;
      });
    } else if (key !== opened) {
      window.scrollTo(0, 0);
    }
    return stop;
  }, [pathname, hash, key, navigationType]);
  return null;
}
