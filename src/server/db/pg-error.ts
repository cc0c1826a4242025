/** PostgreSQL error codes the app turns into answers rather than 500s. */
export const PG_UNIQUE_VIOLATION = '23505';
export const PG_FOREIGN_KEY_VIOLATION = '23503';

/**
 * The SQLSTATE of a failed query, or undefined. Drizzle wraps the driver's error (node-postgres
 * and PGlite both set `code`) in its own, so the chain of causes is searched.
 */
export function pgErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * What a log line may say of a failed query. Never its parameters, its SQL values, the driver's
 * message or its `detail` ("Failing row contains (…)"): each can hold what a shopper typed.
 */
export type DatabaseFailure = {
  type: 'DatabaseError';
  /** The SQLSTATE, like 23514 for a check constraint. */
  code?: string;
  constraint?: string;
  table?: string;
  /** The statement's verb and table, like `insert into orders`. */
  purpose?: string;
};

const WRITE = /^(insert\s+into|update|delete\s+from)\s+(?:"?\w+"?\.)?"?(\w+)"?/i;
const READ = /^select\b[\s\S]*?\bfrom\s+(?:"?\w+"?\.)?"?(\w+)"?/i;

/** `insert into orders`, `select from staff`, or the statement's first word: never a value. */
export function statementPurpose(query: string): string | undefined {
  const text = query.trim();
  const write = WRITE.exec(text);
  if (write?.[1] && write[2]) return `${write[1].replace(/\s+/, ' ').toLowerCase()} ${write[2]}`;
  const read = READ.exec(text);
  if (read?.[1]) return `select from ${read[1]}`;
  return /^[A-Za-z]+/.exec(text)?.[0].toLowerCase();
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && /^[\w.$-]{1,128}$/.test(value) ? value : undefined;

/**
 * A failed query as a log line may hold it, or null when the error did not come from the
 * database. Drizzle's error (its message lists the parameters) and the driver's beneath it
 * (node-postgres and PGlite both give `severity`, `code`, `table`, `constraint`) are searched
 * along the chain of causes.
 */
export function databaseFailure(error: unknown): DatabaseFailure | null {
  let found = false;
  const failure: DatabaseFailure = { type: 'DatabaseError' };
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const { query, params, severity, code, table, constraint, cause } = current as Record<string, unknown>;
    if (typeof query === 'string' && Array.isArray(params)) {
      found = true;
      failure.purpose ??= statementPurpose(query);
    }
    if (typeof severity === 'string' && typeof code === 'string') {
      found = true;
      failure.code ??= text(code);
      failure.table ??= text(table);
      failure.constraint ??= text(constraint);
    }
    current = cause;
  }
  return found ? failure : null;
}

/** A failure on one line, for a log field that takes text: `database error 23514 (insert into orders, orders_totals_add_up)`. */
export function describeDatabaseFailure(failure: DatabaseFailure): string {
  const where = [failure.purpose, failure.constraint].filter(Boolean).join(', ');
  return `database error ${failure.code ?? 'without a code'}${where ? ` (${where})` : ''}`;
}
