import type { Product } from '../catalog';
import { NOT_FOUND_TITLE, type PageMatch } from '../pages';
import type { Release } from '../releases';
import type { SiteSettings } from '../site';
import { headTitle, type PageHead, socialTags } from './head-tags';
import { productHead } from './product-head';
import { releaseHead } from './release-head';

export type HeadContext = {
  site: SiteSettings;
  /** The site's public address, no trailing slash: the head's links and pictures are absolute. */
  publicUrl: string;
};

/**
 * What a page shows beyond what the manifest says of it: a release page's release and a product
 * page's product (absent: the address names none we have), a title of the page's own (an admin
 * order's number), or nothing at all (`notFound`).
 */
export type PageSubject = {
  release?: Release | undefined;
  product?: Product | undefined;
  title?: string | undefined;
  notFound?: boolean | undefined;
};

/** `found: false` answers with a 404 status, while still sending the app with its own not-found page. */
export type PageHeadResult = { found: boolean; head: PageHead };

/**
 * The head of the page an address shows (`match`, from matchPage), or a not-found head for an
 * address of no page and for a release or product we lack. The server writes it into the first
 * response and the app keeps it in step while the visitor moves around, so both say the same.
 */
export function pageHead(
  match: PageMatch | null,
  { site, publicUrl }: HeadContext,
  subject: PageSubject = {},
): PageHeadResult {
  if (!match || subject.notFound) return notFound(site);
  if (match.id === 'release') {
    return subject.release ? found(releaseHead(subject.release, site, publicUrl)) : notFound(site);
  }
  if (match.id === 'product') {
    return subject.product ? found(productHead(subject.product, site, publicUrl)) : notFound(site);
  }

  const { index, pattern } = match.page;
  // An admin page's own title, else its page's; null on the home page, which bears the site's own.
  const name = subject.title ?? match.adminPage?.page.title ?? match.page.title;
  const title = headTitle(name, site.artistName);
  // Personal and staff pages are served, but kept out of search results.
  if (!index) return found(noIndexHead(title, site));
  const url = pattern === '/' ? `${publicUrl}/` : `${publicUrl}${pattern}`;
  const description = site.siteDescription;
  const card = { title, description, url, type: 'website', siteName: site.artistName, image: null };
  return found({ title, description, canonical: url, meta: socialTags(card), jsonLd: null });
}

function found(head: PageHead): PageHeadResult {
  return { found: true, head };
}

function notFound(site: SiteSettings): PageHeadResult {
  return { found: false, head: noIndexHead(headTitle(NOT_FOUND_TITLE, site.artistName), site) };
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
