import { heroShareImage } from '../../content/hero-share';
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
  /** The preview image, when the page has one. */
  image: ShareImage | null;
};

/**
 * The picture a link to a page shows where it is shared: an absolute URL, words for those who cannot
 * see it, and its size where the site knows it (a picture staff uploaded may be any height).
 */
export type ShareImage = { url: string; alt: string; width?: number; height?: number };

/** Open Graph and Twitter tags for one page; the large card when there is a picture to show. */
export function socialTags(card: SocialCard): MetaTag[] {
  const tags: MetaTag[] = [
    { property: 'og:title', content: card.title },
    { property: 'og:description', content: card.description },
    { property: 'og:type', content: card.type },
    { property: 'og:url', content: card.url },
    { property: 'og:site_name', content: card.siteName },
  ];
  const { image } = card;
  if (image) {
    tags.push({ property: 'og:image', content: image.url });
    if (image.width && image.height) {
      tags.push(
        { property: 'og:image:width', content: String(image.width) },
        { property: 'og:image:height', content: String(image.height) },
      );
    }
    tags.push({ property: 'og:image:alt', content: image.alt });
  }
  tags.push(
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: card.title },
    { name: 'twitter:description', content: card.description },
  );
  if (image) {
    tags.push(
      { name: 'twitter:image', content: image.url },
      { name: 'twitter:image:alt', content: image.alt },
    );
  }
  return tags;
}

/** Content and the catalogue store paths such as `/media/…`; previews and JSON-LD need full URLs. */
export function absoluteUrl(publicUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${publicUrl}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

/** The site's own share picture, for a page with none of its own: the hero art, named by the artist. */
export function siteShareImage({ site, publicUrl }: HeadContext): ShareImage {
  const { src, ...size } = heroShareImage(site.hero);
  return { url: absoluteUrl(publicUrl, src), alt: site.artistName, ...size };
}
