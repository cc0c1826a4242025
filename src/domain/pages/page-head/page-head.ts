import type { SiteSettings } from '../../content/site';
import { NOT_FOUND_TITLE, type PageMatch } from '../pages';
import {
  type HeadContext,
  headTitle,
  type PageHead,
  type SubjectHead,
  siteShareImage,
  socialTags,
} from './head-tags';

/**
 * What a page shows beyond what the manifest says of it: on a release or product page, the head of
 * the release or product it shows (releaseHead, productHead; absent where the address names none we
 * have), a title of the page's own (an admin order's number), or nothing at all (`notFound`).
 */
export type PageSubject = {
  head?: SubjectHead | undefined;
  title?: string | undefined;
  notFound?: boolean | undefined;
  /** Structured data of the page's own, where it lists things of its own (the tour's shows). */
  jsonLd?: ((context: HeadContext) => Record<string, unknown>) | undefined;
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
  context: HeadContext,
  subject: PageSubject = {},
): PageHeadResult {
  const { site, publicUrl } = context;
  if (!match || subject.notFound) return notFound(site);
  // A release or product page is titled, described and previewed by what it shows.
  if (match.id === 'release' || match.id === 'product') {
    return subject.head ? found(subject.head(context)) : notFound(site);
  }

  const { index, pattern } = match.page;
  // An admin page's own title, else its page's; null on the home page, which bears the site's own.
  const name = subject.title ?? match.adminPage?.page.title ?? match.page.title;
  const title = headTitle(name, site.artistName);
  // Personal and staff pages are served, but kept out of search results.
  if (!index) return found(noIndexHead(title, site));
  const url = pattern === '/' ? `${publicUrl}/` : `${publicUrl}${pattern}`;
  const description = site.siteDescription;
  const image = siteShareImage(context);
  const card = { title, description, url, type: 'website', siteName: site.artistName, image };
  const jsonLd = subject.jsonLd?.(context) ?? null;
  return found({ title, description, canonical: url, meta: socialTags(card), jsonLd });
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
