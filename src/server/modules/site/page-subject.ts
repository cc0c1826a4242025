import type { Product } from '../../../domain/catalog/catalog';
import type { PageSubject } from '../../../domain/pages/page-head/page-head';
import { productHead } from '../../../domain/pages/page-head/product-head';
import { releaseHead } from '../../../domain/pages/page-head/release-head';
import type { PageMatch } from '../../../domain/pages/pages';
import type { PolicyPage } from '../../../domain/policies/policies';
import { isPolicySlug } from '../../../domain/policies/rules';
import { tourJsonLd } from '../../../domain/tour/show-json-ld';
import type { Show } from '../../../domain/tour/tour';
import type { CatalogSnapshot } from '../catalog/cache';
import type { ContentSnapshot } from '../content/content-store';

/**
 * What a page shows, found from its address: a release page's release in the content, a product
 * page's product in the catalogue (not there: the page's head is a not-found one), the tour page's
 * upcoming shows (`upcoming`, read for that page alone) as its structured data.
 */
export function pageSubject(
  match: PageMatch | null,
  content: Pick<ContentSnapshot, 'releaseBySlug' | 'policies'>,
  catalog: CatalogSnapshot | null,
  upcoming: Show[] | null = null,
): PageSubject {
  if (match?.id === 'tour' && upcoming) {
    return { jsonLd: ({ site, publicUrl }) => ({ ...tourJsonLd(upcoming, site.artistName, publicUrl) }) };
  }
  // A policy page is titled as staff titled it.
  const policy = pagePolicy(match?.id, content);
  if (policy) return { title: policy.title };
  if (match?.id === 'release') {
    const release = content.releaseBySlug.get(decodeSegment(match.params.id));
    return { head: release && releaseHead(release) };
  }
  const product = pageProduct(match, catalog);
  return { head: product && productHead(product) };
}

/** A product page's product in `catalog`; undefined on other pages, and for a product it lacks. */
export function pageProduct(match: PageMatch | null, catalog: CatalogSnapshot | null): Product | undefined {
  if (match?.id !== 'product' || !catalog) return undefined;
  const id = decodeSegment(match.params.productId);
  return id ? catalog.productById.get(id)?.product : undefined;
}

/** The policy or info page a page id names (decision 0059), as fans are sent it; undefined for others. */
export function pagePolicy(
  id: string | undefined,
  content: Pick<ContentSnapshot, 'policies'>,
): PolicyPage | undefined {
  const page = id && isPolicySlug(id) ? content.policies.get(id) : undefined;
  return page && { slug: page.slug, title: page.title, html: page.html };
}

/** A malformed escape (`%E0%A4%A`) names nothing we have, so it reads as an empty id. */
function decodeSegment(segment: string | undefined): string {
  try {
    return decodeURIComponent(segment ?? '');
  } catch {
    return '';
  }
}
