import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { freshPostgres } from '../testing/test-database';
import { guardPooledTransactions } from './pooled-transaction';

/** The statement that ends its own connection, as a restart or a dropped database would. */
const HANG_UP = 'SELECT pg_terminate_backend(pg_backend_pid())';

/**
 * A pool of one connection, whose next client can be handed out already cut off (its server
 * process ended just after the pool gave it out).
 */
function poolOfOne(url: string) {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const connect = pool.connect.bind(pool);
  let cutNext = false;
  pool.connect = (async () => {
    const client = await connect();
    if (cutNext) {
      cutNext = false;
      await client.query(HANG_UP).catch(() => {});
    }
    return client;
  }) as typeof pool.connect;
  return { pool, cutNext: () => (cutNext = true) };
}

/** Fails the test instead of waiting for ever on a pool that lost its only client. */
function within<T>(promise: Promise<T>, what: string): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) =>
      setTimeout(() => reject(new Error(`${what} still waiting after 10 s`)), 10_000),
    ),
  ]);
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('a transaction on a PostgreSQL pool', () => {
  guardPooledTransactions();
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  async function database() {
    const server = await freshPostgres();
    const { pool, cutNext } = poolOfOne(server.url);
    cleanups.push(async () => {
      await within(pool.end(), 'closing the pool');
      await server.drop();
    });
    return { pool, cutNext, db: drizzle(pool) };
  }

  it('gives its client back when BEGIN fails, so the next transaction and the shutdown go on', async () => {
    const { pool, cutNext, db } = await database();
    cutNext();
    await expect(db.transaction(async (tx) => tx.execute(sql`SELECT 1`))).rejects.toThrow();
    expect(pool.totalCount).toBe(0);

    const answer = await within(
      db.transaction(async (tx) => (await tx.execute(sql`SELECT 41 + 1 AS n`)).rows[0]),
      'the next transaction',
    );
    expect(answer).toEqual({ n: 42 });
  });

  it('tells the caller what went wrong, not that the rollback failed, and drops the cut-off client', async () => {
    const { pool, db } = await database();
    const failing = db.transaction(async (tx) => {
      await tx.execute(sql`CREATE TABLE notes (body text)`);
      await tx.execute(sql.raw(HANG_UP));
    });
    await expect(failing).rejects.toThrow(/terminat/i);
    await expect(failing).rejects.not.toThrow(/rollback/i);
    expect(pool.totalCount).toBe(0);

    const tables = await within(
      db.transaction(async (tx) => (await tx.execute(sql`SELECT to_regclass('notes') AS found`)).rows[0]),
      'the next transaction',
    );
    expect(tables).toEqual({ found: null });
  });
});
