/**
 * Money is an integer number of kobo (1 naira = 100 kobo) everywhere inside the product.
 * Strings such as "12,500" or "₦12,500.50" are parsed only at the edges.
 */
export const KOBO_PER_NAIRA = 100;
export const NAIRA_SIGN = '₦';

const nairaText = /^\s*₦?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?\s*$/;

/** Parses a naira amount written by a person ("12,500", "₦12500.5") into kobo; null when it is not one. */
export function parseNaira(text: string): number | null {
  const match = nairaText.exec(text);
  if (!match?.[1]) return null;
  const whole = Number(match[1].replaceAll(',', ''));
  const fraction = Number((match[2] ?? '0').padEnd(2, '0'));
  const kobo = whole * KOBO_PER_NAIRA + fraction;
  return Number.isSafeInteger(kobo) ? kobo : null;
}

const wholeNaira = new Intl.NumberFormat('en-NG', { maximumFractionDigits: 0 });
const nairaWithKobo = new Intl.NumberFormat('en-NG', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** "₦12,500" for whole naira, "₦12,500.50" otherwise. */
export function formatNaira(kobo: number): string {
  const naira = kobo / KOBO_PER_NAIRA;
  const text = kobo % KOBO_PER_NAIRA === 0 ? wholeNaira.format(naira) : nairaWithKobo.format(naira);
  return `${NAIRA_SIGN}${text}`;
}
