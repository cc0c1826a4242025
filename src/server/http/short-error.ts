import { databaseFailure, describeDatabaseFailure } from '../db/pg-error';

/**
 * One line, short, without credentials: it is stored and logged. A failed query is named by its
 * code and purpose only: its message lists the parameters (a recipient, an order's details).
 */
export function shortError(error: unknown, smtpUrl: string | null): string {
  const failure = databaseFailure(error);
  if (failure) return describeDatabaseFailure(failure);
  let text = error instanceof Error ? error.message : String(error);
  for (const secret of smtpUrl ? passwordForms(smtpUrl) : []) text = text.split(secret).join('***');
  text = text
    .replace(/\/\/[^\s/@]*@/g, '//***@')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > 300 ? `${text.slice(0, 299)}…` : text || 'Unknown error';
}

/** The URL's password as written and as decoded; empty when there is none. */
function passwordForms(smtpUrl: string): string[] {
  try {
    const { password } = new URL(smtpUrl);
    return password ? [password, decodeURIComponent(password)] : [];
  } catch {
    return [];
  }
}
