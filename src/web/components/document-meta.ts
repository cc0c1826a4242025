import { useEffect } from 'react';
import { site } from '../content/site';

export type DocumentMeta = {
  title?: string;
  description?: string;
  /** A path on this site, e.g. /discography/okan. */
  canonicalPath?: string;
  image?: string;
  type?: string;
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
  element.content = content;
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
  link.href = href;
}

/**
 * Keeps the title, description, canonical link and social-preview tags in step with the screen
 * while the visitor moves around the app. The server sends the same tags in the first response.
 */
export function useDocumentMeta(meta: DocumentMeta) {
  const { title, description, canonicalPath, image, type } = meta;
  useEffect(() => {
    const fullTitle = title ? `${title} — ${site.artistName}` : `${site.artistName} — Official Site & Store`;
    const text = description ?? site.siteDescription;
    const url = canonicalPath ? new URL(canonicalPath, window.location.origin).toString() : undefined;
    document.title = fullTitle;
    setMeta('name', 'description', text);
    setCanonical(url);
    setMeta('property', 'og:title', fullTitle);
    setMeta('property', 'og:description', text);
    setMeta('property', 'og:url', url);
    setMeta('property', 'og:type', type ?? 'website');
    setMeta('property', 'og:image', image ? new URL(image, window.location.origin).toString() : undefined);
    setMeta('name', 'twitter:title', fullTitle);
    setMeta('name', 'twitter:description', text);
  }, [title, description, canonicalPath, image, type]);
}
