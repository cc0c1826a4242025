/**
 * Tour dates: a show's rules, pure and without zod so the web app may use them too. A show is kept
 * as staff typed it (a local date and time, and the venue's IANA time zone); the moment it starts
 * is worked out from the two, so a show in Berlin in winter and in summer each carry their own
 * offset. The zod fields that apply these rules at the API's edge are in contract.ts.
 */

export const SHOW_STATUSES = ['on_sale', 'sold_out', 'cancelled', 'postponed'] as const;
export type ShowStatus = (typeof SHOW_STATUSES)[number];

export const SHOW_STATUS_LABELS: Record<ShowStatus, string> = {
  on_sale: 'On sale',
  sold_out: 'Sold out',
  cancelled: 'Cancelled',
  postponed: 'Postponed',
};

/** What staff enter for a show, as the API takes it. */
export type ShowInput = {
  /** `YYYY-MM-DDTHH:mm`, the time on the venue's clocks. */
  localStart: string;
  /** An IANA time zone, e.g. `Africa/Lagos`. */
  timeZone: string;
  venue: string;
  city: string;
  /** ISO 3166-1 alpha-2, upper case: `NG`. */
  country: string;
  ticketUrl: string;
  status: ShowStatus;
  /** '' for none. */
  supportAct: string;
};

/** A show as the API answers: what staff entered, and the moment it starts with its offset. */
export type Show = ShowInput & {
  id: string;
  /** ISO 8601 with the venue's offset at that moment: `2026-12-05T20:00:00+01:00`. */
  startsAt: string;
};

/** The public tour: every upcoming show, soonest first, and one page of past shows, newest first. */
export type TourPage = {
  upcoming: Show[];
  past: { shows: Show[]; page: number; pageSize: number; total: number };
};

export const TOUR_MESSAGES = {
  localStart: 'Enter the date and time of the show.',
  timeZone: 'Choose the venue’s time zone from the list, e.g. Africa/Lagos.',
  noSuchTime: 'That time does not exist in this time zone (the clocks go forward then). Choose another.',
  venue: 'Enter the venue.',
  city: 'Enter the city.',
  country: 'Choose the country from the list.',
  ticketUrl: 'Enter the ticket link, starting with https://.',
  status: 'Choose the status: on sale, sold out, cancelled or postponed.',
  tooLong: 'Use at most 120 characters.',
  notFound: 'That show is not there: it may have been deleted.',
} as const;

/** Shows on the home page's Tour section. */
export const HOME_SHOW_COUNT = 3;

/** Past shows on one page of the tour. */
export const PAST_PAGE_SIZE = 10;

/**
 * A show stays "upcoming" until this long after it starts: on the night, fans still find it (and
 * its tickets at the door) on the tour page.
 */
const STILL_ON_MS = 6 * 60 * 60 * 1000;

const LOCAL_START = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** An IANA name (`Africa/Lagos`, `UTC`), not an offset (`+01:00`), which has no clock changes of its own. */
const ZONE_NAME = /^[A-Za-z][A-Za-z_]*(?:\/[A-Za-z0-9_+-]+){0,2}$/;

/**
 * Whether `zone` is an IANA time zone the runtime knows: its current names and the older ones it
 * still reads (`Asia/Kolkata` and `Asia/Calcutta` alike).
 */
export function isTimeZone(zone: string): boolean {
  if (!ZONE_NAME.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Region codes that name no country: unknown, the EU, the eurozone, the UN, outlying Oceania. */
const NOT_COUNTRIES = new Set(['ZZ', 'EU', 'EZ', 'UN', 'QO']);

let regions: Intl.DisplayNames | undefined;

/** The English name of an ISO 3166-1 alpha-2 country code, or null for a code that names none. */
export function countryName(code: string): string | null {
  // AA, QM–QZ, XA–XZ and ZZ are for private use (XK is Kosovo by common accord): nothing a fan would know.
  if (!/^[A-Z]{2}$/.test(code) || NOT_COUNTRIES.has(code) || /^(AA|Q[M-Z]|X[A-JL-Z])$/.test(code))
    return null;
  regions ??= new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  try {
    const name = regions.of(code);
    return name && name !== code ? name : null;
  } catch {
    return null;
  }
}

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** The zone's offset from UTC at `instant`, in minutes east (`+60` for Lagos). */
function offsetMinutes(instant: number, timeZone: string): number {
  let format = offsetFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    offsetFormats.set(timeZone, format);
  }
  const name = format.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? '';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const whole = Math.abs(minutes);
  const hours = String(Math.floor(whole / 60)).padStart(2, '0');
  return `${sign}${hours}:${String(whole % 60).padStart(2, '0')}`;
}

/**
 * The moment a show starts, from the time on the venue's clocks and its zone: the ISO text with
 * that moment's offset, and the instant. Null when the text is not a date and time, or the time
 * does not exist there (skipped when the clocks go forward). A time that happens twice (the clocks
 * going back) is the first of the two.
 */
export function showStart(localStart: string, timeZone: string): { iso: string; instant: Date } | null {
  const parts = LOCAL_START.exec(localStart);
  if (!parts || !isTimeZone(timeZone)) return null;
  const [year, month, day, hour, minute] = parts.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(asUtc);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59)
    return null;
  // The offset before the moment, then at it: they differ only across a change of the clocks.
  const earlier = offsetMinutes(asUtc - 24 * 60 * 60 * 1000, timeZone);
  const candidates = [earlier, offsetMinutes(asUtc, timeZone)].map((offset) => asUtc - offset * 60_000);
  for (const instant of candidates.sort((a, b) => a - b)) {
    const offset = offsetMinutes(instant, timeZone);
    if (instant + offset * 60_000 === asUtc) {
      return { iso: `${localStart}:00${offsetText(offset)}`, instant: new Date(instant) };
    }
  }
  return null;
}

/** The moment before which a show counts as past at `now`. */
export function pastBefore(now: Date): Date {
  return new Date(now.getTime() - STILL_ON_MS);
}
