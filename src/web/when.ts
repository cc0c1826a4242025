const formatter = new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium', timeStyle: 'short' });

/** A moment as staff or a shopper read it, in the browser's own time zone. */
export function formatWhen(iso: string): string {
  return formatter.format(new Date(iso));
}
