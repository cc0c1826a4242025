import type { AdminPageId, PageId } from './pages';

/**
 * What the web build hands the server, which reads it from the build and never imports the web
 * app's source: typed here, so both sides are held to one shape.
 */

/**
 * The screen module that draws each page, relative to src/web: the key of its chunk in the web
 * build's manifest. The web app declares it (src/web/page-screens.ts), its build writes it beside
 * the manifest (PAGE_SCREENS_FILE), and the server preloads each page's chunks by it.
 */
export type PageScreens = {
  /** Every page but the admin, whose pages each have their own screen inside its frame. */
  pages: Record<Exclude<PageId, 'admin'>, string>;
  admin: { frame: string; pages: Record<AdminPageId, string> };
  notFound: string;
};

/** Where the browser build writes its PageScreens, relative to its output folder. */
export const PAGE_SCREENS_FILE = '.vite/page-screens.json';
