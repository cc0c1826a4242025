import type { Product } from '../../../domain/catalog/catalog';
import { type Release, releasesNewestFirst } from '../../../domain/content/releases';
import { robotsDisallowed, sitemapPaths } from '../../../domain/pages/pages';
import { escapeHtml } from './head-html';

type SitemapEntry = { path: string; lastmod?: string };

/** sitemaps.org XML: the indexed pages of the manifest (not the bag, login or admin), every release (dated by release) and every product (by creation). */
export function renderSitemap(
  publicUrl: string,
  releases: readonly Release[],
  products: readonly Pick<Product, 'id' | 'createdAt'>[],
): string {
  const entries: SitemapEntry[] = [
    ...sitemapPaths().map((path) => ({ path })),
    ...releasesNewestFirst(releases).map((release) => ({
      path: `/discography/${release.slug}`,
      lastmod: release.releaseDate,
    })),
    ...products.map((product) => ({
      path: `/store/${encodeURIComponent(product.id)}`,
      lastmod: product.createdAt.slice(0, 10),
    })),
  ];
  const urls = entries.map(({ path, lastmod }) => {
    const loc = `<loc>${escapeHtml(`${publicUrl}${path}`)}</loc>`;
    return lastmod ? `  <url>${loc}<lastmod>${lastmod}</lastmod></url>` : `  <url>${loc}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Everyone may crawl the public pages; the private ones and the API are not for search results. */
export function renderRobotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...robotsDisallowed().map((prefix) => `Disallow: ${prefix}`),
    'Disallow: /api/',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
