/**
 * Money is an integer number of kobo (1 naira = 100 kobo) everywhere inside the product.
 * Strings such as "12,500" or "₦12,500.50" are parsed only at the edges.
 */
export const KOBO_PER_NAIRA = 100;
const NAIRA_SIGN = '₦';

const nairaText = /^\s*₦?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?\s*$/;

/** An amount in naira as a plain number (12500.5), for a form's field or a spreadsheet's cell. */
export function koboToNaira(kobo: number): number {
  return kobo / KOBO_PER_NAIRA;
}

/** Parses a naira amount written by a person ("12,500", "₦12500.5") into kobo; null when it is not one. */
export function parseNaira(text: string): number | null {
  const match = nairaText.exec(text);
  if (!match?.[1]) return null;
  const whole = Number(match[1].replaceAll(',', ''));
  const fraction = Number((match[2] ?? '0').padEnd(2, '0'));
  const kobo = whole * KOBO_PER_NAIRA + fraction;
  return Number.isSafeInteger(kobo) ? kobo : null;
}

/**
 * "₦12,500" for whole naira, "₦12,500.50" otherwise (as en-NG writes them). Written out rather than
 * with Intl.NumberFormat, whose first use costs a slow phone tens of milliseconds of locale data while
 * a page with prices is taken over.
 */
export function formatNaira(kobo: number): string {
  const sign = kobo < 0 ? '-' : '';
  const whole = Math.floor(Math.abs(kobo) / KOBO_PER_NAIRA);
  const fraction = Math.abs(kobo) % KOBO_PER_NAIRA;
  const grouped = String(whole).replace(/\B(?=(\d{3})+$)/g, ',');
  return `${NAIRA_SIGN}${sign}${grouped}${fraction ? `.${String(fraction).padStart(2, '0')}` : ''}`;
}
