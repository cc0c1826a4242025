import type { Product } from '../../domain/catalog';
import type { Release } from '../../domain/releases';
import type { SiteSettings } from '../../domain/site-schema';
import type { PageHead, PageMeta } from './page-head';
import { socialTags } from './page-head';
import { isPagePath } from './page-routes';
import { productHead } from './product-meta';
import { releaseHead } from './release-meta';

export type PageMetaContext = {
  site: SiteSettings;
  releaseBySlug: ReadonlyMap<string, Release>;
  /** No trailing slash. */
  publicUrl: string;
  /** Asked only on a product page, so other pages never wait for the catalogue. */
  findProduct(id: string): Promise<Product | undefined>;
};

/** The public pages and their titles; `null` keeps the site's own title for the home page. */
const publicPageTitles = new Map<string, string | null>([
  ['/', null],
  ['/about', 'About'],
  ['/store', 'Official Shop'],
  ['/discography', 'Discography'],
]);

/** Every other app page is personal or staff-only: served, but kept out of search results. */
function privatePageTitle(path: string): string {
  if (path === '/cart') return 'Cart';
  if (path === '/orders/lookup') return 'Find your order';
  if (path.startsWith('/orders/')) return 'Your order';
  if (path === '/login') return 'Login';
  return 'Admin';
}

/** The head of the page at `pathname`, or a not-found head (404) for a path, release or product we lack. */
export async function pageMeta(pathname: string, context: PageMetaContext): Promise<PageMeta> {
  const { site, publicUrl } = context;
  if (!isPagePath(pathname)) return notFound(site);
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;

  const release = /^\/discography\/([^/]+)$/.exec(path);
  if (release) {
    const found = context.releaseBySlug.get(decodeSegment(release[1]));
    return found ? page(releaseHead(found, site, publicUrl)) : notFound(site);
  }

  const product = /^\/store\/([^/]+)$/.exec(path);
  if (product) {
    const id = decodeSegment(product[1]);
    const found = id ? await context.findProduct(id) : undefined;
    return found ? page(productHead(found, site, publicUrl)) : notFound(site);
  }

  if (publicPageTitles.has(path)) {
    const name = publicPageTitles.get(path);
    const title = name ? `${name} — ${site.artistName}` : `${site.artistName} — Official Site & Store`;
    const url = path === '/' ? `${publicUrl}/` : `${publicUrl}${path}`;
    const description = site.siteDescription;
    const card = { title, description, url, type: 'website', siteName: site.artistName, image: null };
    return page({ title, description, canonical: url, meta: socialTags(card), jsonLd: null });
  }

  return page(noIndexHead(`${privatePageTitle(path)} — ${site.artistName}`, site));
}

function page(head: PageHead): PageMeta {
  return { found: true, head };
}

function notFound(site: SiteSettings): PageMeta {
  return { found: false, head: noIndexHead(`Page not found — ${site.artistName}`, site) };
}

function noIndexHead(title: string, site: SiteSettings): PageHead {
  return {
    title,
    description: site.siteDescription,
    canonical: null,
    meta: [{ name: 'robots', content: 'noindex' }],
    jsonLd: null,
  };
}

/** A malformed escape (`%E0%A4%A`) names nothing we have, so it reads as an empty id. */
function decodeSegment(segment: string | undefined): string {
  try {
    return decodeURIComponent(segment ?? '');
  } catch {
    return '';
  }
}
