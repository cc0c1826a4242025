import { matchPage } from '../../domain/pages';

/**
 * Whether the web app answers a path (see the page manifest, domain/pages.ts). The server answers an
 * unknown path with a 404 status, while still sending the app, which shows its own not-found page.
 */
export function isPagePath(pathname: string): boolean {
  return matchPage(pathname) !== null;
}
