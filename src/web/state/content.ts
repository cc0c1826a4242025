import { use } from 'react';
import type { Release } from '../../domain/content/releases';
import type { SiteSettings } from '../../domain/content/site';
import { api } from '../api-client';
import { readPageData } from '../page-data';
import { useServerPage } from '../render-context';

/**
 * The artist's content (site settings and discography), which staff edit in the admin. The server
 * puts it in the page (the discography only where it is shown); otherwise it is fetched once.
 * Screens read it with useSite() and useReleases(), which wait (Suspense) until it is here.
 * It is shared state, not a feature's: the logo, footer and page head read it, and so do the shop's
 * newsletter sign-up and the admin's header.
 */
const RETRY_MS = [1000, 3000, 10_000];

let site: SiteSettings | null = null;
let releases: Release[] | null = null;
let loading: Promise<void> | null = null;

// The content the server wrote into the page, if it did.
const embedded = readPageData()?.content;
if (embedded) {
  site = embedded.site;
  releases = embedded.releases;
}

/** Fetches the content once; a failure is tried again (the screen keeps waiting), never thrown. */
function load(): Promise<void> {
  loading ??= (async () => {
    for (let attempt = 0; ; attempt++) {
      try {
        const content = await api<{ site: SiteSettings; releases: Release[] }>('/content');
        site = content.site;
        releases = content.releases;
        return;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)]));
      }
    }
  })();
  return loading;
}

export function useSite(): SiteSettings {
  const server = useServerPage();
  if (server) return server.content.site;
  if (!site) use(load());
  if (!site) throw new Error('The site settings did not load.');
  return site;
}

export function useReleases(): Release[] {
  const server = useServerPage();
  if (server) return server.content.releases;
  if (!releases) use(load());
  if (!releases) throw new Error('The discography did not load.');
  return releases;
}
