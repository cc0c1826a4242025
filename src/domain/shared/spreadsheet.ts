/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return before one) as a
 * formula (CSV injection): such text gets a leading apostrophe, which shows as text.
 */
export function neutraliseFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}
