import { useState } from 'react';
import type { TourPage } from '../../../../domain/tour/tour';
import { useDocumentMeta } from '../../../components/document-meta';
import { Pager } from '../../../components/pager';
import { Skeleton } from '../../../components/skeleton';
import { useLoad } from '../../../hooks/use-load';
import { useHydrated } from '../../../render-context';
import { useSite } from '../../../state/content';
import { useDrawnTour } from '../../features/tour/drawn-tour';
import { ShowList } from '../../features/tour/show-list';
import { fetchTour } from '../../features/tour/tour-api';
import { ShopHeader } from '../../shop-header';

/** The calendar feed fans subscribe to (served by the server, not a page of the app). */
const CALENDAR_FEED = '/tour.ics';

/**
 * /tour: every upcoming show, soonest first, then the past ones, newest first, a page at a time.
 * The server draws the list as the shows stand when the page is asked for (and their structured
 * data in the head), as it draws every public page; the browser fetches another page of past shows,
 * and the tour when the app moved here from another page.
 */
export default function TourScreen() {
  useDocumentMeta();
  const drawn = useDrawnTour();
  const hydrated = useHydrated();
  return (
    <>
      <ShopHeader />
      <div className="page tour">
        <h1>Tour</h1>
        {drawn || hydrated ? <Tour drawn={drawn} /> : <Skeleton label="Loading the tour dates" lines={4} />}
      </div>
    </>
  );
}

function Tour({ drawn }: { drawn: TourPage | null }) {
  const site = useSite();
  const [page, setPage] = useState(1);
  const [tour, setTour] = useState<TourPage | null>(drawn);
  const load = useLoad(
    async (signal) => {
      // The first page came with the page itself; the others are asked for.
      const answer = page === 1 && drawn ? drawn : await fetchTour(page, signal);
      if (!signal.aborted) setTour(answer);
    },
    'Failed to retrieve the tour',
    { key: String(page), skip: drawn !== null },
  );
  if (!tour) {
    if (load.status === 'error') return <LoadFailed error={load.error} retry={load.retry} />;
    return <Skeleton label="Loading the tour dates" lines={4} />;
  }
  const { upcoming, past } = tour;
  const pages = Math.max(1, Math.ceil(past.total / past.pageSize));
  return (
    <>
      <section aria-labelledby="upcoming-title">
        <h2 id="upcoming-title">Upcoming shows</h2>
        {upcoming.length > 0 ? (
          <>
            <ShowList shows={upcoming} label="Upcoming shows" />
            <p className="tour-calendar">
              <a href={CALENDAR_FEED}>Add the tour to your calendar</a>
            </p>
          </>
        ) : (
          <p className="tour-empty">
            No shows announced right now. New dates are shared on {site.artistName}’s socials and the
            newsletter first.
          </p>
        )}
      </section>
      {past.total > 0 && (
        <section aria-labelledby="past-title" className="tour-past">
          <h2 id="past-title">Past shows</h2>
          <ShowList shows={past.shows} label="Past shows" past />
          <Pager page={past.page} pages={pages} onPage={setPage} back="Newer" on="Older" />
        </section>
      )}
    </>
  );
}

function LoadFailed({ error, retry }: { error: string | null; retry(): void }) {
  return (
    <div role="alert" className="tour-empty">
      <p>We could not load the tour dates. {error}</p>
      <button type="button" className="button button-outline" onClick={retry}>
        Try again
      </button>
    </div>
  );
}
