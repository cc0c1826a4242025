import { matchPage, PAGE_IDS, type PageId } from '../../domain/pages/pages';

/** The pattern of the one route that answers every page of the site (site/page-routes.ts). */
const PAGE_ROUTE = '/*';
/** A request no route matched (Fastify's not-found handler answered it). */
export const UNMATCHED = 'unmatched';
export const UNKNOWN_PAGE = 'page:unknown';

const pageLabels = new Map<PageId, string>(PAGE_IDS.map((id) => [id, `page:${id}`]));

/**
 * The label a route's requests are counted under: its pattern (`/api/products/:id`), never the
 * address asked for, so ids do not make a series each. @fastify/static makes each file of the web
 * build a route of its own (it marks them with `config.file`), named by its content hash: those are
 * counted under their folder (`/assets/*`), so a deploy does not start a new series per file.
 * null for the page route, whose label is the page's (pageLabel).
 */
export function routeLabel(route: { url: string; config?: unknown }): string | null {
  if (route.url === PAGE_ROUTE) return null;
  const file = (route.config as { file?: unknown } | undefined)?.file;
  const folderEnd = route.url.lastIndexOf('/');
  if (typeof file === 'string' && folderEnd > 0) return `${route.url.slice(0, folderEnd)}/*`;
  return route.url;
}

/** The page an address shows, from the page manifest (`page:product`), or `page:unknown`. */
export function pageLabel(url: string): string {
  try {
    const match = matchPage(new URL(url, 'http://x').pathname);
    return (match && pageLabels.get(match.id)) ?? UNKNOWN_PAGE;
  } catch {
    // An address the URL parser refuses (`//`) shows no page.
    return UNKNOWN_PAGE;
  }
}
