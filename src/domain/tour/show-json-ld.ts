import type { EventStatusType, Graph, ItemAvailability, MusicEvent, MusicGroup } from 'schema-dts';
import type { Show, ShowStatus } from './tour';

const EVENT_STATUS: Record<ShowStatus, EventStatusType> = {
  on_sale: 'https://schema.org/EventScheduled',
  sold_out: 'https://schema.org/EventScheduled',
  cancelled: 'https://schema.org/EventCancelled',
  postponed: 'https://schema.org/EventPostponed',
};

/**
 * Sold out is the tickets' state, not the show's; a postponed show's tickets are still good; a
 * cancelled show's are no longer sold.
 */
const AVAILABILITY: Record<ShowStatus, ItemAvailability> = {
  on_sale: 'https://schema.org/InStock',
  sold_out: 'https://schema.org/SoldOut',
  cancelled: 'https://schema.org/Discontinued',
  postponed: 'https://schema.org/InStock',
};

function group(name: string, url?: string): MusicGroup {
  return url ? { '@type': 'MusicGroup', name, url } : { '@type': 'MusicGroup', name };
}

/**
 * One show as schema.org's MusicEvent, with what Google's event results ask for: its name, its
 * start with the venue's offset, the venue with its address, its status, where to buy tickets and
 * whether any are left, and who plays.
 */
function showEvent(show: Show, artistName: string, publicUrl: string): MusicEvent {
  const artist = group(artistName, `${publicUrl}/`);
  return {
    '@type': 'MusicEvent',
    name: `${artistName} at ${show.venue}, ${show.city}`,
    startDate: show.startsAt,
    eventStatus: EVENT_STATUS[show.status],
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: show.venue,
      address: { '@type': 'PostalAddress', addressLocality: show.city, addressCountry: show.country },
    },
    offers: { '@type': 'Offer', url: show.ticketUrl, availability: AVAILABILITY[show.status] },
    performer: show.supportAct ? [artist, group(show.supportAct)] : artist,
    organizer: artist,
    url: `${publicUrl}/tour`,
  };
}

/** The tour page's structured data: every upcoming show, in one graph. */
export function tourJsonLd(upcoming: Show[], artistName: string, publicUrl: string): Graph {
  return {
    '@context': 'https://schema.org',
    '@graph': upcoming.map((show) => showEvent(show, artistName, publicUrl)),
  };
}
