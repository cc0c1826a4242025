import type { Category, Collection, Product } from '../catalog/catalog';
import type { Release } from '../content/releases';
import type { SiteSettings } from '../content/site';
import type { PolicyPage } from '../policies/policies';
import type { TourPage } from '../tour/tour';

/**
 * What the server writes into a page for the app, in one script element (PAGE_DATA_ID in
 * page-markup.ts): the catalogue where the page shows products, and the artist's content on every
 * page (the discography only where it is shown). The server checks it against its contract
 * (page-data-contract.ts) as it writes it; the browser reads it with one typed function
 * (web/page-data.ts) and loads no zod.
 */
export type PageCatalog = { products: Product[]; collections: Collection[]; categories: Category[] };
export type PageContent = { site: SiteSettings; releases: Release[] | null };
/**
 * `policy`: on a policy or info page, its title and text as safe HTML the server drew (decision 0059).
 * `tour`: on the tour page, the upcoming shows and the first page of past ones as they stood when
 * the server drew it.
 */
export type PageData = {
  catalog: PageCatalog | null;
  content: PageContent;
  policy?: PolicyPage;
  tour?: TourPage;
};
