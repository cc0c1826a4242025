import type { Category, Collection, Product } from '../../../domain/catalog/catalog';
import { CATALOG_DATA_ID } from '../../../domain/pages/page-markup';

export type InitialCatalog = { products: Product[]; collections: Collection[]; categories: Category[] };

/** Within this long of the page load, the catalogue the page came with counts as current. */
const FRESH_FOR_MS = 60_000;

let receivedAt = 0;

/** Reads the catalogue the server put in the page, once; null on pages without one. */
export function takeInitialCatalog(): InitialCatalog | null {
  const element = document.getElementById(CATALOG_DATA_ID);
  if (!element?.textContent) return null;
  element.remove();
  try {
    const catalog = JSON.parse(element.textContent) as InitialCatalog;
    receivedAt = Date.now();
    return catalog;
  } catch {
    return null;
  }
}

/** True shortly after the page brought the catalogue, so screens need not fetch it again. */
export function catalogIsFresh(): boolean {
  // The server draws a page from the catalogue of the moment.
  if (import.meta.env.SSR) return true;
  return receivedAt > 0 && Date.now() - receivedAt < FRESH_FOR_MS;
}
