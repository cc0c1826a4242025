import { useContext, useSyncExternalStore } from 'react';
import { PhoneGuess } from '../render-context';

/** A window this wide or narrower is a phone: the layout's one breakpoint (the CSS uses it too). */
const MOBILE_MAX_WIDTH = 768;

const query = `(max-width: ${MOBILE_MAX_WIDTH}px)`;

function subscribe(onChange: () => void) {
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/**
 * True while the window is 768 px wide or less; follows every resize. A page the server drew starts
 * from the server's guess, and the render right after hydration puts a wrong guess right.
 */
export function useIsMobile(): boolean {
  const guess = useContext(PhoneGuess);
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => guess,
  );
}
