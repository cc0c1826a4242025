import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * A screen loaded when its route is first visited, as React's `lazy`. When its file is gone after an
 * upgrade, the page is being loaded again (reload-on-stale-chunk.ts), and Vite answers nothing in
 * place of the module: the screen then waits, with the loading screen, for the reload, rather than
 * failing to draw in the moment before it.
 */
// biome-ignore lint/suspicious/noExplicitAny: a screen of any props, as React's own `lazy` takes
export function lazyScreen<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): LazyExoticComponent<T> {
  return lazy(() => load().then((module) => module ?? new Promise<never>(() => {})));
}
