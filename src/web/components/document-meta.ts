import { useEffect } from 'react';
import { useLocation } from 'react-router';
import type { PageHead } from '../../domain/pages/page-head/head-tags';
import { type PageSubject, pageHead } from '../../domain/pages/page-head/page-head';
import { matchPage } from '../../domain/pages/pages';
import { useSite } from '../state/content';

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

/**
 * Keeps the head (title, description, canonical link, preview and price tags) in step with the
 * screen while the visitor moves around the app: the page's head as the server writes it
 * (pageHead), for the page of the address and what the screen shows of it (`subject`, whose head a
 * screen keeps with useMemo). On the page first opened, nothing here changes.
 */
export function useDocumentMeta(subject: PageSubject = {}) {
  const { head: subjectHead, title, notFound } = subject;
  const site = useSite();
  const { pathname } = useLocation();
  useEffect(() => {
    publicOrigin ??= readPublicOrigin();
    const context = { site, publicUrl: publicOrigin };
    writeHead(pageHead(matchPage(pathname), context, { head: subjectHead, title, notFound }).head);
  }, [pathname, site, subjectHead, title, notFound]);
}
