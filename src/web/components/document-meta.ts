import { useEffect } from 'react';
import { useLocation } from 'react-router';
import type { PageHead } from '../../domain/page-head/head-tags';
import { type PageSubject, pageHead } from '../../domain/page-head/page-head';
import { matchPage } from '../../domain/pages';
import { useSite } from '../content/content';

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

const JSON_LD = 'script[type="application/ld+json"]';

function setJsonLd(value: Record<string, unknown> | null) {
  if (!value) return document.head.querySelector(JSON_LD)?.remove();
  const script = headElement(JSON_LD, () =>
    Object.assign(document.createElement('script'), { type: 'application/ld+json' }),
  );
  const text = JSON.stringify(value);
  // The server escapes `<` and the like inside it: the same record reads the same once parsed.
  if (!sameJson(script.textContent, text)) script.textContent = text;
}

function sameJson(written: string | null, text: string): boolean {
  try {
    return JSON.stringify(JSON.parse(written ?? '')) === text;
  } catch {
    return false;
  }
}

/** Writes only what differs from the document's head, so a head already right is left untouched. */
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
  setJsonLd(head.jsonLd);
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
 * Keeps the head (title, description, canonical link, preview tags, JSON-LD) in step with the
 * screen while the visitor moves around the app: the page's head as the server writes it
 * (pageHead), for the page of the address and what the screen shows of it (`subject`). On the page
 * first opened, nothing here changes.
 */
export function useDocumentMeta(subject: PageSubject = {}) {
  const { release, product, title, notFound } = subject;
  const site = useSite();
  const { pathname } = useLocation();
  useEffect(() => {
    publicOrigin ??= readPublicOrigin();
    const { head } = pageHead(
      matchPage(pathname),
      { site, publicUrl: publicOrigin },
      { release, product, title, notFound },
    );
    writeHead(head);
  }, [pathname, site, release, product, title, notFound]);
}
