import type { TourPage } from '../../../../domain/tour/tour';
import { readPageData } from '../../../page-data';
import { useServerPage } from '../../../render-context';

/** The shows the server wrote into the page the visitor opened, if it is the tour page. */
const embedded = readPageData()?.tour ?? null;

/**
 * The tour as the server drew the page with it (upcoming shows and the first page of past ones):
 * the server's own copy while it draws, the page's data in the browser that takes it over, so both
 * show the same list. Null when the page came without it (the app moved here from another page).
 */
export function useDrawnTour(): TourPage | null {
  const server = useServerPage();
  if (server) return server.tour ?? null;
  return embedded;
}
