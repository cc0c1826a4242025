const formatter = new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium', timeStyle: 'short' });

/** A moment as staff or a shopper read it, in the browser's own time zone. */
export function formatWhen(iso: string): string {
  return formatter.format(new Date(iso));
}

const relative = new Intl.RelativeTimeFormat('en-NG', { numeric: 'auto' });
const MINUTE = 60_000;
/** Each unit with how many minutes it holds, and up to how many of it are said before the next. */
const UNITS: [Intl.RelativeTimeFormatUnit, number, number][] = [
  ['minute', 1, 60],
  ['hour', 60, 24],
  ['day', 60 * 24, 7],
  ['week', 60 * 24 * 7, 5],
];

/**
 * How long ago a moment was, as a person says it ("5 minutes ago", "yesterday"); under a minute is
 * "just now", and past a month it is the date itself. Show formatWhen with it, on hover.
 */
export function formatAgo(iso: string, now: Date = new Date()): string {
  const minutes = (now.getTime() - new Date(iso).getTime()) / MINUTE;
  if (minutes < 1) return 'just now';
  for (const [unit, size, upTo] of UNITS) {
    const amount = Math.floor(minutes / size);
    if (amount < upTo) return relative.format(-amount, unit);
  }
  return formatWhen(iso);
}
