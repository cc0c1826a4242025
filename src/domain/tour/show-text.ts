import { countryName, type Show } from './tour';

/** A show's local date and time as a moment in UTC, so formatting it in UTC shows the venue's clock. */
function clockOf(localStart: string): Date {
  return new Date(`${localStart}:00Z`);
}

const DAY = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const TIME = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });

/**
 * "Sat 5 Dec 2026" and "20:00": the date and time on the venue's clocks, the same on the server and
 * in every visitor's browser whatever their own zone (a fan in London reads a Lagos show's time as
 * the ticket says it).
 */
export function showDay(show: Pick<Show, 'localStart'>): string {
  return DAY.format(clockOf(show.localStart));
}

export function showTime(show: Pick<Show, 'localStart'>): string {
  return TIME.format(clockOf(show.localStart));
}

/** "Lagos, Nigeria". */
export function showPlace(show: Pick<Show, 'city' | 'country'>): string {
  return `${show.city}, ${countryName(show.country) ?? show.country}`;
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Every country a show may be in, by its English name: the choices of the staff's form. */
export function countryChoices(): { code: string; name: string }[] {
  const choices: { code: string; name: string }[] = [];
  for (const first of LETTERS) {
    for (const second of LETTERS) {
      const name = countryName(first + second);
      if (name) choices.push({ code: first + second, name });
    }
  }
  return choices.sort((a, b) => a.name.localeCompare(b.name));
}
