import type { Release } from '../content/releases';
import type { SiteSettings } from '../content/site';
import type { PolicyPage } from '../policies/policies';
import type { TourPage } from '../tour/tour';
import type { AdminPageId } from './admin-pages';
import type { PageCatalog } from './page-data';
import type { PageId } from './pages';

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

/**
 * What the server hands a page it draws: the same catalogue and content it puts in the page's HTML
 * for the browser, so both draw the same first screen and hydration matches.
 */
export type ServerPageData = {
  catalog: PageCatalog | null;
  content: { site: SiteSettings; releases: Release[] };
  /** On a policy or info page, the page it shows. */
  policy?: PolicyPage | undefined;
  /** On the tour page, the shows it lists. */
  tour?: TourPage | undefined;
};

/** What the server asks for: a page's address, the data its HTML carries, and its guess of the screen. */
type RenderRequest = ServerPageData & {
  url: string;
  phone: boolean;
  signal?: AbortSignal;
  /** Told of each error inside the app; the page is still sent, that part drawn by the browser. */
  onError?: (error: unknown) => void;
};

/**
 * The web build's server entry (src/web/entry-server.tsx, built by `vite build --ssr` into
 * dist/ssr/entry-server.js), as the server loads it at run time: the entry's exports satisfy it.
 */
export type RenderModule = {
  /** The page at `url` drawn to HTML, for the root element; rejects if the app itself fails. */
  render(request: RenderRequest): Promise<string>;
};
