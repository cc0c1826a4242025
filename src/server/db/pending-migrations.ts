import fs from 'node:fs';
import path from 'node:path';

/** Runs one statement and gives its rows: PGlite's client and node-postgres's both do. */
export type RunQuery = (text: string) => Promise<{ rows: Record<string, unknown>[] }>;

/** What an upgrade is about to change: migrations waiting, and whether the shop holds orders to lose. */
export type MigrationPlan = { pending: string[]; hasOrders: boolean };

/**
 * The migrations this release brings that the database has not had, read the way drizzle's
 * migrator decides (each one in drizzle's journal newer than the last recorded in
 * `drizzle.__drizzle_migrations`), and whether the shop has taken an order yet.
 */
export async function migrationPlan(migrationsFolder: string, query: RunQuery): Promise<MigrationPlan> {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  const [tables] = (
    await query(
      "SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS recorded, to_regclass('public.orders') IS NOT NULL AS orders",
    )
  ).rows;
  let last = -1;
  if (tables?.recorded) {
    const [row] = (await query('SELECT max(created_at)::text AS last FROM drizzle.__drizzle_migrations'))
      .rows;
    last = row?.last == null ? -1 : Number(row.last);
  }
  const pending = journal.entries.filter((entry) => entry.when > last).map((entry) => entry.tag);
  let hasOrders = false;
  if (tables?.orders) {
    const [row] = (await query('SELECT EXISTS (SELECT 1 FROM orders) AS any')).rows;
    hasOrders = row?.any === true;
  }
  return { pending, hasOrders };
}
