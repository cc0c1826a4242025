import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { matchPage, pageTitle } from '../../domain/pages';
import { useSite } from '../content/content';

export type DocumentMeta = {
  /** The title before " — <artist>"; by default the page manifest's for the address (the site's own title on the home page). */
  title?: string;
  description?: string;
  /** A path on this site, e.g. /discography/okan. */
  canonicalPath?: string;
  image?: string;
  type?: string;
  /**
   * Whether search engines may index the page; by default as the page manifest says of its address.
   * A page that is not indexed (a bag, a page not found) carries no canonical link nor preview tags,
   * as the server writes it.
   */
  index?: boolean;
};

function setMeta(attribute: 'name' | 'property', key: string, content: string | undefined) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!content) {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  if (element.content !== content) element.content = content;
}

function setCanonical(href: string | undefined) {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!href) {
    link?.remove();
    return;
  }
  if (!link) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.append(link);
  }
  if (link.href !== href) link.href = href;
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
    document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href ??
    document.head.querySelector<HTMLMetaElement>('meta[property="og:url"]')?.content;
  try {
    return written ? new URL(written).origin : window.location.origin;
  } catch {
    return window.location.origin;
  }
}

/**
 * Keeps the title, description, canonical link and social-preview tags in step with the screen
 * while the visitor moves around the app. The server sends the same tags in the first response, from
 * the same page manifest: on the page first opened, nothing here changes (only what differs is written).
 */
export function useDocumentMeta(meta: DocumentMeta = {}) {
  const { description, canonicalPath, image, type } = meta;
  const site = useSite();
  const { pathname } = useLocation();
  const title = meta.title ?? pageTitle(pathname) ?? undefined;
  const index = meta.index ?? matchPage(pathname)?.page.index ?? false;
  useEffect(() => {
    const fullTitle = title ? `${title} — ${site.artistName}` : `${site.artistName} — Official Site & Store`;
    const text = description ?? site.siteDescription;
    publicOrigin ??= readPublicOrigin();
    const url = index && canonicalPath ? new URL(canonicalPath, publicOrigin).toString() : undefined;
    const imageUrl = index && image ? new URL(image, publicOrigin).toString() : undefined;
    // Preview tags only where the page may be shared from a search: as the server writes them.
    const preview = (value: string | undefined) => (index ? value : undefined);
    if (document.title !== fullTitle) document.title = fullTitle;
    setMeta('name', 'description', text);
    setMeta('name', 'robots', index ? undefined : 'noindex');
    setCanonical(url);
    setMeta('property', 'og:title', preview(fullTitle));
    setMeta('property', 'og:description', preview(text));
    setMeta('property', 'og:url', url);
    setMeta('property', 'og:type', preview(type ?? 'website'));
    setMeta('property', 'og:site_name', preview(site.artistName));
    setMeta('property', 'og:image', imageUrl);
    setMeta('name', 'twitter:card', preview(imageUrl ? 'summary_large_image' : 'summary'));
    setMeta('name', 'twitter:title', preview(fullTitle));
    setMeta('name', 'twitter:description', preview(text));
    setMeta('name', 'twitter:image', imageUrl);
  }, [title, description, canonicalPath, image, type, site, index]);
}
