import type { PageCatalog } from '../../../../domain/pages/page-data';
import { readPageData } from '../../../page-data';

export type InitialCatalog = PageCatalog;

/** Within this long of the page load, the catalogue the page came with counts as current. */
const FRESH_FOR_MS = 60_000;

let receivedAt = 0;

/** The catalogue the server put in the page, taken once (by the app's start); null on pages without one. */
export function takeInitialCatalog(): InitialCatalog | null {
  if (receivedAt > 0) return null;
  const catalog = readPageData()?.catalog ?? null;
  if (catalog) receivedAt = Date.now();
  return catalog;
}

/** True shortly after the page brought the catalogue, so screens need not fetch it again. */
export function catalogIsFresh(): boolean {
  // The server draws a page from the catalogue of the moment.
  if (import.meta.env.SSR) return true;
  return receivedAt > 0 && Date.now() - receivedAt < FRESH_FOR_MS;
}
