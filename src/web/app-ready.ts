import { useEffect } from 'react';
import { APP_READY_EVENT } from './app-ready-event';

/**
 * Put beside the screen, inside its Suspense boundary: its effect runs once that boundary, screen
 * included, has been hydrated or drawn. It also marks the root, for tests and tools to wait on.
 */
export function AppReady() {
  useEffect(() => {
    document.getElementById('root')?.setAttribute('data-ready', '');
    window.dispatchEvent(new Event(APP_READY_EVENT));
  }, []);
  return null;
}
