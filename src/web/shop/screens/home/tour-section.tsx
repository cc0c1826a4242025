import { useState } from 'react';
import { Link } from 'react-router';
import { HOME_SHOW_COUNT, type Show } from '../../../../domain/tour/tour';
import { useLoad } from '../../../hooks/use-load';
import { paths } from '../../../paths';
import { ShowList } from '../../features/tour/show-list';
import { fetchTour } from '../../features/tour/tour-api';

/**
 * The home page's Tour section: the next shows and "All dates", only while any are upcoming
 * (decision 0058). Its own chunk, loaded when the visitor nears the end of the page, so the home
 * page's first load carries none of it.
 */
export default function TourSection() {
  const [upcoming, setUpcoming] = useState<Show[]>([]);
  useLoad(async (signal) => {
    const tour = await fetchTour(1, signal);
    if (!signal.aborted) setUpcoming(tour.upcoming);
  }, 'Failed to retrieve the tour');
  if (upcoming.length === 0) return null;
  return (
    <section className="home-section home-tour" aria-labelledby="tour-title">
      <h2 id="tour-title">tour</h2>
      <ShowList shows={upcoming.slice(0, HOME_SHOW_COUNT)} label="Next shows" />
      <Link className="button button-outline" to={paths.tour}>
        All dates
      </Link>
    </section>
  );
}
