import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import {
  countryName,
  SHOW_STATUS_LABELS,
  type Show,
  type ShowStatus,
  showStart,
} from '../../../domain/tour/tour';

/** How long a show is in a fan's calendar: the evening, not a moment. */
const SHOW_HOURS = 3;

const STATUS: Record<ShowStatus, ICalEventStatus> = {
  on_sale: ICalEventStatus.CONFIRMED,
  sold_out: ICalEventStatus.CONFIRMED,
  postponed: ICalEventStatus.TENTATIVE,
  cancelled: ICalEventStatus.CANCELLED,
};

/**
 * The upcoming shows as an iCalendar feed (RFC 5545) fans subscribe to: one event per show, whose
 * UID stays the same through every change, so a calendar updates the show instead of adding another;
 * the start in UTC, which every calendar turns into its own time; a cancelled show stays in the
 * feed as CANCELLED, so calendars that had it strike it out.
 */
export function tourCalendar(upcoming: Show[], artistName: string, publicUrl: string): string {
  const host = new URL(publicUrl).host;
  const calendar = ical({
    name: `${artistName} — Tour`,
    prodId: { company: host, product: 'tour', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    url: `${publicUrl}/tour`,
    ttl: 60 * 60 * 6,
  });
  for (const show of upcoming) {
    const start = showStart(show.localStart, show.timeZone)?.instant ?? new Date(show.startsAt);
    const country = countryName(show.country) ?? show.country;
    const lines = [
      `Tickets: ${show.ticketUrl}`,
      `Status: ${SHOW_STATUS_LABELS[show.status]}`,
      show.supportAct ? `With ${show.supportAct}` : '',
    ];
    calendar.createEvent({
      id: `${show.id}@${host}`,
      start,
      end: new Date(start.getTime() + SHOW_HOURS * 60 * 60 * 1000),
      summary: `${show.status === 'cancelled' ? 'Cancelled: ' : ''}${artistName} at ${show.venue}, ${show.city}`,
      location: `${show.venue}, ${show.city}, ${country}`,
      description: lines.filter(Boolean).join('\n'),
      url: show.ticketUrl,
      status: STATUS[show.status],
    });
  }
  return calendar.toString();
}
