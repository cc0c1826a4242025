import type { SiteSettings } from '../../content/site';

/** A meta tag: Open Graph reads `property`, Twitter and robots read `name`. */
export type MetaTag = { property: string; content: string } | { name: string; content: string };

/**
 * Everything a page's `<head>` says of it: the server sends it in the first response, because
 * crawlers run no JavaScript, and the app keeps it in step as the visitor moves around.
 */
export type PageHead = {
  title: string;
  description: string;
  /** Absolute URL; null for pages that must not be indexed. */
  canonical: string | null;
  meta: MetaTag[];
  /** A schema.org object, sent as JSON-LD. */
  jsonLd: Record<string, unknown> | null;
};

export type HeadContext = {
  site: SiteSettings;
  /** The site's public address, no trailing slash: the head's links and pictures are absolute. */
  publicUrl: string;
};

/**
 * The head of what a page shows (a release, a product), once the site is known: its page head is
 * made from it, and code that shows no such thing never loads it.
 */
export type SubjectHead = (context: HeadContext) => PageHead;

/** A page's title: its own name and the artist's, or the site's own title where it has no name (the home page). */
export function headTitle(name: string | null, artistName: string): string {
  return name ? `${name} — ${artistName}` : `${artistName} — Official Site & Store`;
}

export type SocialCard = {
  title: string;
  description: string;
  url: string;
  /** Open Graph type: website, music.song, music.album, product. */
  type: string;
  siteName: string;
  /** Absolute URL of the preview image, when the page has one. */
  image: string | null;
};

/** Open Graph and Twitter tags for one page; the large card when there is a picture to show. */
export function socialTags(card: SocialCard): MetaTag[] {
  const tags: MetaTag[] = [
    { property: 'og:title', content: card.title },
    { property: 'og:description', content: card.description },
    { property: 'og:type', content: card.type },
    { property: 'og:url', content: card.url },
    { property: 'og:site_name', content: card.siteName },
  ];
  if (card.image) tags.push({ property: 'og:image', content: card.image });
  tags.push(
    { name: 'twitter:card', content: card.image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: card.title },
    { name: 'twitter:description', content: card.description },
  );
  if (card.image) tags.push({ name: 'twitter:image', content: card.image });
  return tags;
}

/** Content and the catalogue store paths such as `/media/…`; previews and JSON-LD need full URLs. */
export function absoluteUrl(publicUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${publicUrl}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}
