import { createContext, useContext, useSyncExternalStore } from 'react';
import type { ServerPageData } from '../domain/pages/web-build';

/** Set only while the server draws a page; the browser reads its own copies (content.ts, the store). */
export const ServerPage = createContext<ServerPageData | null>(null);

export function useServerPage(): ServerPageData | null {
  return useContext(ServerPage);
}

/**
 * Whether the server drew the page for a phone (it guesses from the request, see the server's
 * server-render.ts). The browser reads the guess from the page, so its first render, the one that
 * hydrates, lays out the same screen; a wrong guess is put right by the render after.
 */
export const PhoneGuess = createContext(false);

function subscribeNever() {
  return () => {};
}

/**
 * False while the server draws the page and while the browser hydrates it, true after: for what
 * depends on the shopper's clock or time zone, which the server cannot know.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
