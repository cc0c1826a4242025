import type { Product } from '../../domain/catalog';
import { matchPage, NOT_FOUND_TITLE, pageTitle } from '../../domain/pages';
import type { Release } from '../../domain/releases';
import type { SiteSettings } from '../../domain/site-schema';
import type { PageHead, PageMeta } from './page-head';
import { socialTags } from './page-head';
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

/** The head of the page at `pathname`, or a not-found head (404) for a path, release or product we lack. */
export async function pageMeta(pathname: string, context: PageMetaContext): Promise<PageMeta> {
  const { site, publicUrl } = context;
  const match = matchPage(pathname);
  if (!match) return notFound(site);

  if (match.id === 'release') {
    const found = context.releaseBySlug.get(decodeSegment(match.params.id));
    return found ? page(releaseHead(found, site, publicUrl)) : notFound(site);
  }

  if (match.id === 'product') {
    const id = decodeSegment(match.params.productId);
    const found = id ? await context.findProduct(id) : undefined;
    return found ? page(productHead(found, site, publicUrl)) : notFound(site);
  }

  const { index, pattern } = match.page;
  const name = pageTitle(pathname);
  const title = name ? `${name} — ${site.artistName}` : `${site.artistName} — Official Site & Store`;
  // Personal and staff pages are served, but kept out of search results.
  if (!index) return page(noIndexHead(title, site));
  const url = pattern === '/' ? `${publicUrl}/` : `${publicUrl}${pattern}`;
  const description = site.siteDescription;
  const card = { title, description, url, type: 'website', siteName: site.artistName, image: null };
  return page({ title, description, canonical: url, meta: socialTags(card), jsonLd: null });
}

function page(head: PageHead): PageMeta {
  return { found: true, head };
}

function notFound(site: SiteSettings): PageMeta {
  return { found: false, head: noIndexHead(`${NOT_FOUND_TITLE} — ${site.artistName}`, site) };
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
