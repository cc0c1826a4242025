import { heroVariants } from '../../../domain/content/hero';
import type { SiteSettings } from '../../../domain/content/site';
import { pageCatalogSchema, pageContentSchema } from '../../../domain/pages/page-data-contract';
import { PAGE_DATA_ID } from '../../../domain/pages/page-markup';
import type { PageMatch } from '../../../domain/pages/pages';
import { policyPageSchema } from '../../../domain/policies/contract';
import { imageSrcSet } from '../../../domain/shared/media';
import { tourPageSchema } from '../../../domain/tour/contract';
import type { TourPage } from '../../../domain/tour/tour';
import type { CatalogSnapshot } from '../catalog/cache';
import type { ContentSnapshot } from '../content/content-store';
import { escapeHtml, jsonForScript } from './head-html';
import { pagePolicy, pageProduct } from './page-subject';

const catalogJson = new WeakMap<CatalogSnapshot, string>();
const contentJson = new WeakMap<ContentSnapshot, { site: string; all: string }>();

/** The catalogue as a page carries it, checked against its contract once per catalogue snapshot. */
function pageCatalog(snapshot: CatalogSnapshot): string {
  let json = catalogJson.get(snapshot);
  if (!json) {
    json = jsonForScript(pageCatalogSchema.parse(snapshot.raw));
    catalogJson.set(snapshot, json);
  }
  return json;
}

/** The artist's content as a page carries it, with or without the discography; checked once per snapshot. */
function pageContent(content: ContentSnapshot, withReleases: boolean): string {
  let json = contentJson.get(content);
  if (!json) {
    const site = pageContentSchema.parse({ site: content.site, releases: null });
    json = {
      site: jsonForScript(site),
      all: jsonForScript({
        site: site.site,
        releases: pageContentSchema.shape.releases.parse(content.releases),
      }),
    };
    contentJson.set(content, json);
  }
  return withReleases ? json.all : json.site;
}

/**
 * The page's data (PageData) in one script element: the catalogue on pages that show products (no
 * spinner, no second round trip, nothing shifting when it arrives), the artist's content on every
 * page (the footer's links, the spotlight, the videos; the discography where it is shown), and the
 * tour page's shows as it was drawn with them. Each part is checked against its contract; the
 * catalogue and content are serialised once per snapshot, the shows (read for the page) each time.
 */
export function pageDataScript(
  match: PageMatch | null,
  catalog: CatalogSnapshot | null,
  content: ContentSnapshot,
  tour: TourPage | null = null,
): string {
  const catalogPart = catalog && match?.page.needs.catalog ? pageCatalog(catalog) : 'null';
  const contentPart = pageContent(content, match?.page.needs.releases ?? false);
  const policy = pagePolicy(match?.id, content);
  const policyPart = policy ? `,"policy":${jsonForScript(policyPageSchema.parse(policy))}` : '';
  const tourPart = tour && match?.id === 'tour' ? `,"tour":${jsonForScript(tourPageSchema.parse(tour))}` : '';
  return `<script id="${PAGE_DATA_ID}" type="application/json">{"catalog":${catalogPart},"content":${contentPart}${policyPart}${tourPart}}</script>`;
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
