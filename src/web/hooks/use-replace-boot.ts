import { useLayoutEffect } from 'react';

/** The server's copies of a first screen (see the server's page-extras), by page. */
export const BOOT_IDS = { hero: 'boot-hero' } as const;

/**
 * Takes away the server's copy of this screen in the same frame the app's own appears in its place,
 * so nothing moves and nothing shows twice.
 */
export function useReplaceBoot(id: (typeof BOOT_IDS)[keyof typeof BOOT_IDS]) {
  useLayoutEffect(() => {
    document.getElementById(id)?.remove();
  }, [id]);
}
