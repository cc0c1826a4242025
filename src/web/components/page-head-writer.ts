/**
 * Writes a page's head (title, description, canonical link, preview and price tags) into the
 * document as the visitor moves around the app: loaded with the first move, not with the page.
 */

import type { SiteSettings } from '../../domain/content/site';
import type { PageHead } from '../../domain/pages/page-head/head-tags';
import { type PageSubject, pageHead } from '../../domain/pages/page-head/page-head';
import { matchPage, type PageMatch } from '../../domain/pages/pages';

/** The tags a page head may carry besides its description: those absent from the next page's head go. */
const HEAD_META =
  'meta[name="robots"], meta[property^="og:"], meta[name^="twitter:"], meta[property^="product:"]';

function metaKey(element: HTMLMetaElement): string {
  return element.getAttribute('property') ?? element.name;
}

/** The head's element that `selector` finds, made by `make` and added where there is none. */
function headElement<E extends HTMLElement>(selector: string, make: () => E): E {
  const found = document.head.querySelector<E>(selector);
  if (found) return found;
  const made = make();
  document.head.append(made);
  return made;
}

function setMeta(attribute: 'name' | 'property', key: string, content: string) {
  const element = headElement(`meta[${attribute}="${key}"]`, () => {
    const made = document.createElement('meta');
    made.setAttribute(attribute, key);
    return made;
  });
  if (element.content !== content) element.content = content;
}

const CANONICAL = 'link[rel="canonical"]';

function setCanonical(href: string | null) {
  if (!href) return document.head.querySelector(CANONICAL)?.remove();
  const link = headElement(CANONICAL, () =>
    Object.assign(document.createElement('link'), { rel: 'canonical' }),
  );
  if (link.href !== href) link.href = href;
}

/**
 * Writes only what differs from the document's head, so a head already right is left untouched.
 * Its JSON-LD is for crawlers, which read each address's first response: it stays as the server wrote it.
 */
function writeHead(head: PageHead) {
  if (document.title !== head.title) document.title = head.title;
  setMeta('name', 'description', head.description);
  setCanonical(head.canonical);
  const keys = new Set<string>();
  for (const tag of head.meta) {
    const [attribute, key] =
      'property' in tag ? (['property', tag.property] as const) : (['name', tag.name] as const);
    keys.add(key);
    setMeta(attribute, key, tag.content);
  }
  for (const element of document.head.querySelectorAll<HTMLMetaElement>(HEAD_META)) {
    if (!keys.has(metaKey(element))) element.remove();
  }
}

/**
 * The site's public address, as the server wrote it into the first page (its canonical link or
 * og:url, both built from PUBLIC_URL), so links and previews written here match the server's
 * whichever host name the visitor typed; the visited origin only when the page has neither. Read
 * on first use, in the browser, before anything here has changed the head.
 */
let publicOrigin: string | undefined;

function readPublicOrigin(): string {
  const written =
    document.head.querySelector<HTMLLinkElement>(CANONICAL)?.href ??
    document.head.querySelector<HTMLMetaElement>('meta[property="og:url"]')?.content;
  try {
    return written ? new URL(written).origin : window.location.origin;
  } catch {
    return window.location.origin;
  }
}

/** How an address is matched to its page: the public pages', until the admin brings its own. */
let matchPageOf: (pathname: string) => PageMatch | null = matchPage;

/**
 * The admin's chunk, when it loads, hands over the matcher that knows its pages (and their
 * titles): the public pages' first load carries none of them.
 */
export function matchPagesWith(matcher: (pathname: string) => PageMatch | null) {
  matchPageOf = matcher;
}

/** Writes the head the server would write for the page at `pathname` showing `subject`. */
export function writePageHead(pathname: string, site: SiteSettings, subject: PageSubject) {
  publicOrigin ??= readPublicOrigin();
  writeHead(pageHead(matchPageOf(pathname), { site, publicUrl: publicOrigin }, subject).head);
}
