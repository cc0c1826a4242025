/**
 * Orders two strings by their characters' code points, the same on every machine and in every
 * locale: for ids, slugs and ISO dates. Unlike localeCompare, it does not wake the browser's
 * collation data, which costs a slow phone tens of milliseconds the first time.
 */
export function byCodePoint(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
