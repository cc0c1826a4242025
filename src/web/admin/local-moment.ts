/** Moments as staff type them into datetime-local inputs, in this browser's time zone. */

/** An ISO moment as a datetime-local input shows it. */
export function localInputValue(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const offset = date.getTimezoneOffset() * 60_000;
  return new Date(date.getTime() - offset).toISOString().slice(0, 16);
}

/** A datetime-local value as an ISO moment; text that is no date is sent as it is, for the server to name. */
export function isoMoment(local: string): string {
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? local : date.toISOString();
}
