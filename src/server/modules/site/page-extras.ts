import { heroVariants } from '../../../domain/content/hero';
import type { SiteSettings } from '../../../domain/content/site';
import { CATALOG_DATA_ID, CONTENT_DATA_ID } from '../../../domain/pages/page-markup';
import type { PageMatch } from '../../../domain/pages/pages';
import { imageSrcSet } from '../../../domain/shared/media';
import type { CatalogSnapshot } from '../catalog/cache';
import type { ContentSnapshot } from '../content/content-store';
import { escapeHtml, jsonForScript } from './head-html';
import { pageProduct } from './page-subject';

const scripts = new WeakMap<CatalogSnapshot, string>();

/**
 * Pages that show products get the catalogue in the HTML itself: no spinner, no second round trip,
 * nothing shifting when it arrives. Serialised once per catalogue snapshot.
 */
export function catalogScript(match: PageMatch | null, snapshot: CatalogSnapshot): string {
  if (!match?.page.needs.catalog) return '';
  let script = scripts.get(snapshot);
  if (!script) {
    const { products, collections, categories } = snapshot.raw;
    script = `<script id="${CATALOG_DATA_ID}" type="application/json">${jsonForScript({ products, collections, categories })}</script>`;
    scripts.set(snapshot, script);
  }
  return script;
}

const contentScripts = new WeakMap<ContentSnapshot, { site: string; all: string }>();

/**
 * The artist's content in the HTML, as the catalogue: the footer's links, the spotlight and the
 * videos on every page, the discography where it is shown. Serialised once per content snapshot.
 */
export function contentScript(match: PageMatch | null, content: ContentSnapshot): string {
  let scripts = contentScripts.get(content);
  if (!scripts) {
    const script = (value: unknown) =>
      `<script id="${CONTENT_DATA_ID}" type="application/json">${jsonForScript(value)}</script>`;
    scripts = {
      site: script({ site: content.site, releases: null }),
      all: script({ site: content.site, releases: content.releases }),
    };
    contentScripts.set(content, scripts);
  }
  // Pages that show the discography also get the releases; every page gets the site settings.
  return match?.page.needs.releases ? scripts.all : scripts.site;
}

function preload(srcset: string, sizes: string, media?: string, href?: string): string {
  const attributes = [
    'rel="preload"',
    'as="image"',
    href ? `href="${escapeHtml(href)}"` : '',
    `imagesrcset="${escapeHtml(srcset)}"`,
    `imagesizes="${escapeHtml(sizes)}"`,
    media ? `media="${escapeHtml(media)}"` : '',
    'fetchpriority="high"',
  ];
  return `<link ${attributes.filter(Boolean).join(' ')} />`;
}

/**
 * The largest picture of a page, asked for before the app's code has run: the hero on the home
 * page (one per colour scheme and width), the first photo on a product page.
 */
export function imagePreloads(
  match: PageMatch | null,
  snapshot: CatalogSnapshot | null,
  site: Pick<SiteSettings, 'hero'>,
): string {
  if (match?.id === 'home') {
    return heroVariants(site.hero)
      .map((v) => preload(v.srcset, '100vw', v.media))
      .join('\n    ');
  }
  const image = pageProduct(match, snapshot)?.imageUrls[0];
  const srcset = image ? imageSrcSet(image) : undefined;
  if (image && srcset) return preload(srcset, '(max-width: 768px) 100vw, 50vw', undefined, image);
  return '';
}
