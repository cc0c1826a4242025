/** The rows of a raw `execute`: node-postgres and PGlite both answer with `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
