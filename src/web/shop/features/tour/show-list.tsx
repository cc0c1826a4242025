import { showDay, showPlace, showTime } from '../../../../domain/tour/show-text';
import { SHOW_STATUS_LABELS, type Show } from '../../../../domain/tour/tour';

/** Tickets are still worth a click while a show is on sale, or moved to a date to come. */
function ticketsOpen(show: Show): boolean {
  return show.status === 'on_sale' || show.status === 'postponed';
}

/**
 * Shows as a list a fan scans: the date on the venue's clocks, the venue and place, who supports,
 * a badge for any status but on sale, and for an upcoming show its ticket link (a new tab, the
 * ticket site's own). Shared by the tour page and the home page's Tour section.
 */
export function ShowList({ shows, label, past = false }: { shows: Show[]; label: string; past?: boolean }) {
  return (
    <ul className="show-list" aria-label={label}>
      {shows.map((show) => (
        <li key={show.id} className={`show show-${show.status}`}>
          <p className="show-when">
            <time dateTime={show.startsAt}>
              <span className="show-day">{showDay(show)}</span>
              <span className="show-time">{showTime(show)}</span>
            </time>
          </p>
          <div className="show-where">
            <h3 className="show-venue">{show.venue}</h3>
            <p className="show-place">{showPlace(show)}</p>
            {show.supportAct && <p className="show-support">with {show.supportAct}</p>}
          </div>
          <div className="show-action">
            {show.status !== 'on_sale' && (
              <span className={`show-status show-status-${show.status}`}>
                {SHOW_STATUS_LABELS[show.status]}
              </span>
            )}
            {!past && ticketsOpen(show) && (
              <a
                className="button button-small"
                href={show.ticketUrl}
                target="_blank"
                rel="noreferrer"
                aria-label={`Tickets for ${show.venue}, ${showDay(show)} (opens the ticket site)`}
              >
                Tickets
              </a>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
